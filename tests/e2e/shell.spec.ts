import { expect, test } from "./support/test";
import { APP_USER_AGENT_PREFIX } from "@shop/domain/ui-mode";
import { expectNoSeriousAxeViolations } from "./support/axe";

test("opening one header menu closes the other two; Escape closes it", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  const menu = (label: string) => nav.locator("details").filter({ has: page.locator("summary", { hasText: label }) });
  await nav.getByText("Produkter", { exact: true }).click();
  const cableCategory = menu("Produkter").getByRole("link", { name: "Kabel och ledning" });
  await expect(cableCategory).toBeVisible();
  await nav.getByText("Vårt erbjudande", { exact: true }).click();
  await expect(menu("Vårt erbjudande").getByRole("link", { name: "Sortiment" })).toBeVisible();
  await expect(cableCategory).toBeHidden();
  await nav.getByText("Mer", { exact: true }).click();
  const extraLink = menu("Mer").getByRole("link").first();
  await expect(extraLink).toBeVisible();
  await expect(menu("Vårt erbjudande").getByRole("link", { name: "Sortiment" })).toBeHidden();
  await page.keyboard.press("Escape");
  await expect(extraLink).toBeHidden();
  await expect(menu("Mer").locator("summary")).toBeFocused();
});

test("a menu opened before the page's script has run stays open once the page is interactive", async ({ page }) => {
  // A slow phone: the buyer opens the menu while the scripts are still on their way.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByText("Produkter", { exact: true }).click();
  const cableCategory = nav.getByRole("link", { name: "Kabel och ledning" });
  await expect(cableCategory).toBeVisible();
  release();
  // Hydrated: React has taken over the menu's element; its effects run before the next frame has passed.
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("details[data-disclosure]") ?? {}).some((key) => key.startsWith("__react")),
  );
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(cableCategory).toBeVisible();
  // Escape closes menus only with the page's script: it is running.
  await page.keyboard.press("Escape");
  await expect(cableCategory).toBeHidden();
});

test("the product menu holds the category tree and leads to a category page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByText("Produkter", { exact: true }).click();
  await nav.getByRole("link", { name: "Kabel och ledning" }).click();
  await expect(page).toHaveURL(/\/kategorier\/el\/kabel-och-ledning$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kabel och ledning" })).toBeVisible();
});

test("a flyout opened from the keyboard closes when a menu opens, and after navigating", async ({ page }) => {
  await page.goto("/");
  // The summary itself (its label is a span inside it, icon-only on a phone).
  const cart = page.getByRole("banner").locator("summary", { hasText: /^Varukorg$/ });
  await cart.focus();
  await page.keyboard.press("Enter");
  const toCart = page.getByRole("link", { name: "Gå till varukorgen" });
  await expect(toCart).toBeVisible();
  const services = page
    .getByRole("navigation", { name: "Huvudmeny" })
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: "Vårt erbjudande" }) });
  await services.locator("summary").click();
  await expect(toCart).toBeHidden();
  await services.getByRole("link", { name: "Kampanjer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kampanjer" })).toBeVisible();
  await expect(services.getByRole("link", { name: "Kampanjer" })).toBeHidden();
});

test("main navigation links prefetch the next page on intent", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByText("Vårt erbjudande", { exact: true }).click();
  const link = nav.getByRole("link", { name: "Sortiment" }).first();
  // The menu's intent listener starts with the page's scripts; a pointer that arrived before them rests again.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(page.locator('link[rel="modulepreload"][href*="sortiment._index"]')).not.toHaveCount(0, {
      timeout: 2_000,
    });
  }).toPass();
});

test("a toast is announced with role=status and goes away after about 3 s, or when closed", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("search").getByRole("button", { name: "Sök" }).click();
  const toast = page
    .getByRole("region", { name: "Meddelanden", exact: true })
    .getByRole("status")
    .getByText("Skriv ett sökord för att söka.");
  await expect(toast).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden({ timeout: 3000 });

  await page.getByRole("search").getByRole("button", { name: "Sök" }).click();
  await expect(toast).toBeVisible();
  await page.getByRole("button", { name: "Stäng meddelande", exact: true }).click();
  await expect(toast).toBeHidden();
});

test("navigation scrolls to the top of the new page", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto("/hitta-butik");
  const footerLink = page.getByRole("contentinfo").getByRole("link").first();
  const href = await footerLink.getAttribute("href");
  await footerLink.click();
  await expect(page).toHaveURL(href!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the error page offers a way back after a server 404", async ({ page }) => {
  await page.goto("/kampanjer");
  await page.goto("/finns/inte/alls");
  await page.getByRole("button", { name: "Gå tillbaka" }).click();
  await expect(page).toHaveURL("/kampanjer");
});

test("a page whose code fails to load is opened once as a full page", async ({ page }) => {
  await page.goto("/");
  await page.route(/\/assets\/sortiment\._index-[^/]+\.js$/, (route) => route.abort());
  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads.push(new URL(request.url()).pathname);
  });
  const nav = page.getByRole("navigation", { name: "Huvudmeny" });
  await nav.getByText("Vårt erbjudande", { exact: true }).click();
  await nav.getByRole("link", { name: "Sortiment" }).first().click();
  await expect(page).toHaveURL("/sortiment");
  await expect(page.getByRole("heading", { level: 1, name: "Sortiment" })).toBeVisible();
  await page.waitForTimeout(1500);
  // The reload of the page being left, then the target once: no loop although the chunk stays broken.
  expect(documentLoads.filter((path) => path === "/sortiment")).toHaveLength(1);
});

test("a page opened directly soon after a client navigation is not sent to that navigation's target", async ({
  page,
}) => {
  await page.goto("/kampanjer");
  // What a client navigation leaves behind while it loads; then the buyer types another address.
  await page.evaluate(() =>
    sessionStorage.setItem(
      "shell:pending-navigation",
      JSON.stringify({ target: "/sortiment", at: Date.now(), from: "/kampanjer" }),
    ),
  );
  await page.goto("/hitta-butik");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe("/hitta-butik");
});

test.describe("in the native app", () => {
  test.use({ userAgent: `${APP_USER_AGENT_PREFIX}3.2.1 (iOS 17.4; iPhone)` });

  test("the site header and footer are left to the app", async ({ page }) => {
    await page.goto("/kampanjer");
    await expect(page.getByRole("heading", { level: 1, name: "Kampanjer" })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("data-ui-mode", "APP");
  });
});

test("a browser that only mentions the app name stays in normal mode", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: `Mozilla/5.0 ${APP_USER_AGENT_PREFIX}3.2.1` });
  const page = await context.newPage();
  await page.goto(test.info().project.use.baseURL + "/");
  await expect(page.getByRole("banner")).toBeVisible();
  await context.close();
});

test("pages hydrate without errors in the console", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  for (const path of [
    "/",
    "/kampanjer",
    "/kategorier/el/belysning",
    "/delivery",
    "/activate-user",
    "/finns/inte/alls",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

test("the start page has no serious or critical accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoSeriousAxeViolations(page);
});
