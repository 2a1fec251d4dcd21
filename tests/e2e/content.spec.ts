import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

/** Content pages with JavaScript on: accessibility and layout stability. */

for (const path of ["/", "/kundservice", "/butiker/2002", "/formular/form-kontakta-oss", "/inspiration"]) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoSeriousAxeViolations(page, { allRules: true });
  });
}

test("the start page does not shift while its images load", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const cls = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(cls).toBeLessThanOrEqual(0.02);
});

test("an embedded dynamic form on a content page submits to its own route", async ({ page }) => {
  await page.goto("/kundservice");
  const form = page.getByRole("region", { name: "Kontakta kundservice" });
  await form.getByRole("textbox", { name: /Namn/ }).fill("Bo Berg");
  await form.getByRole("textbox", { name: /E-post/ }).fill("bo@elfirman.se");
  await form.getByRole("combobox", { name: /Ärende/ }).selectOption({ index: 1 });
  await form.getByRole("textbox", { name: /Meddelande/ }).fill("Fråga om faktura.");
  await form.getByRole("button", { name: "Skicka" }).click();
  await expect(page.getByText("Tack för ditt meddelande.")).toBeVisible();
});

test("content pages hydrate without console errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of ["/", "/kundservice", "/butiker/2002", "/inspiration"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});
