import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

/** The header's menus on a phone: behind a menu button, the same `<details>` as on a wide screen, so they work without JavaScript too. */

test("on a narrow screen the same three menus open panels that span the header", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  // On a phone the navigation waits behind the header's menu button (a <details>: no JavaScript needed).
  await expect(nav).toBeHidden();
  await page.locator("summary", { hasText: "Meny" }).click();
  await expect(nav).toBeVisible();
  await expect(page.locator("header nav")).toHaveCount(1);
  await nav.getByText("Vårt erbjudande", { exact: true }).click();
  const campaigns = nav.getByRole("link", { name: "Kampanjer" });
  await expect(campaigns).toBeVisible();
  const panel = await nav.locator("details[open] .menu__panel").boundingBox();
  expect(panel?.width).toBeGreaterThan(300);
  expect((panel?.x ?? -1) + (panel?.width ?? 0)).toBeLessThanOrEqual(375);
  // The open panel on a phone: no serious or critical accessibility violation (axe needs scripts to run).
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page, { include: "header" });
  await nav.getByRole("link", { name: "Sortiment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sortiment" })).toBeVisible();
});
