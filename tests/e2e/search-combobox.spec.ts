import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

/** The header's find-as-you-type search, with the keyboard, as a visitor (the suggestions are the same when signed in). */

const searchField = (page: Page) => page.getByRole("combobox", { name: "Sök produkter" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Sökförslag" });

test("typing shows products and categories; ArrowDown and Enter open the product page", async ({ page }) => {
  await page.goto("/");
  const field = searchField(page);
  await field.click();
  await field.pressSequentially("kabel");
  const list = suggestions(page);
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
  await expect(field).toHaveAttribute("aria-controls", (await list.getAttribute("id")) ?? "missing");
  const products = list.getByRole("group", { name: "Produkter" }).getByRole("option");
  await expect(products.first()).toContainText(/Art\.nr \d+/);
  await expect(
    list.getByRole("group", { name: "Kategorier" }).getByRole("option", { name: /^Kabel och ledning/ }),
  ).toBeVisible();
  // The live region tells screen-reader users how many suggestions there are.
  await expect(page.getByRole("status").filter({ hasText: /\d+ förslag/ })).toBeAttached();
  // No prices in the suggestions (they are the same for everyone and cached as such).
  await expect(list).not.toContainText(/\d+,\d{2}\s?kr/);

  await field.press("ArrowDown");
  const first = products.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id")) ?? "missing");
  const name = (await first.locator(".search-popup__name").textContent())?.trim() ?? "";
  await field.press("Enter");
  await expect(page).toHaveURL(/\/produkt\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "false");
});

test("a misspelt word: 'Menade du' offers the corrected search first, with its products and categories", async ({
  page,
}) => {
  await page.goto("/");
  const field = searchField(page);
  await field.click();
  await field.pressSequentially("kabbel");
  const list = suggestions(page);
  const corrected = list.getByRole("group", { name: "Menade du" }).getByRole("option");
  await expect(corrected).toHaveText("kabel");
  await expect(list.getByRole("group", { name: "Produkter" }).getByRole("option").first()).toContainText(/kabel/i);
  await expect(
    list.getByRole("group", { name: "Kategorier" }).getByRole("option", { name: /^Kabel och ledning/ }),
  ).toBeVisible();
  await field.press("ArrowDown");
  await expect(corrected).toHaveAttribute("aria-selected", "true");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=kabel$/);
});

test("ArrowUp wraps to the last option, Escape closes and then clears, Tab leaves", async ({ page }) => {
  await page.goto("/");
  const field = searchField(page);
  await field.click();
  await field.pressSequentially("belys");
  const categories = suggestions(page).getByRole("group", { name: "Kategorier" }).getByRole("option");
  await expect(categories.first()).toHaveText(/Belysning/);
  await field.press("ArrowUp");
  await expect(categories.last()).toHaveAttribute("aria-selected", "true");
  await field.press("Escape");
  await expect(suggestions(page)).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).not.toHaveAttribute("aria-activedescendant", /.+/);
  await expect(field).toHaveValue("belys");
  await field.press("Escape");
  await expect(field).toHaveValue("");

  await field.pressSequentially("belys");
  await expect(suggestions(page)).toBeVisible();
  await field.press("Tab");
  await expect(field).not.toBeFocused();
  await expect(suggestions(page)).toBeHidden();
});

test("Enter without an active option searches; the search is remembered and the history can be cleared", async ({
  page,
}) => {
  await page.goto("/");
  const field = searchField(page);
  await field.click();
  await field.pressSequentially("dvärgbrytare");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=dv%C3%A4rgbrytare/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("dvärgbrytare");

  // An empty, focused field shows the history.
  await page.goto("/kategorier");
  await searchField(page).click();
  const history = suggestions(page).getByRole("group", { name: "Senaste sökningar" });
  await expect(history.getByRole("option", { name: "dvärgbrytare" })).toBeVisible();

  // Choosing it searches again.
  await searchField(page).press("ArrowDown");
  await searchField(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?q=dv%C3%A4rgbrytare/);

  await page.goto("/kategorier");
  await searchField(page).click();
  await expect(history.getByRole("option", { name: "dvärgbrytare" })).toBeVisible();
  await history.getByRole("option", { name: "Rensa sökhistoriken" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Sökhistoriken är rensad." })).toBeAttached();
  await expect(suggestions(page)).toBeHidden();
  await page.reload();
  await searchField(page).click();
  await searchField(page).press("ArrowDown");
  await expect(suggestions(page)).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
});

test("a search sent before the combobox code arrived is remembered too", async ({ page }) => {
  // The combobox code is held back until the search has been sent (a quick typist on a slow connection).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/search-combobox-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const field = searchField(page);
  await field.click();
  await field.pressSequentially("jordfelsbrytare");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=jordfelsbrytare/);
  release();
  await expect
    .poll(() => page.evaluate(() => JSON.stringify(Object.values(window.localStorage))))
    .toContain("jordfelsbrytare");
  await page.goto("/kategorier");
  await searchField(page).click();
  await expect(
    suggestions(page)
      .getByRole("group", { name: "Senaste sökningar" })
      .getByRole("option", { name: "jordfelsbrytare" }),
  ).toBeVisible();
});

test("the open combobox has no serious accessibility violations", async ({ page }) => {
  await page.goto("/");
  await searchField(page).click();
  await searchField(page).pressSequentially("kabel");
  await expect(suggestions(page).getByRole("option").first()).toBeVisible();
  await searchField(page).press("ArrowDown");
  await expectNoSeriousAxeViolations(page);
});

test("the combobox code is not part of the first page load; it arrives on the first focus", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((path) => path.includes("search-combobox"))).toBe(false);
  await searchField(page).focus();
  await expect.poll(() => scripts.some((path) => path.includes("search-combobox"))).toBe(true);
});

test("GET /api/sok answers suggestions as JSON and rejects a too-short query with a 400", async ({ request }) => {
  const ok = await request.get("/api/sok?q=kabel");
  expect(ok.status()).toBe(200);
  const body = (await ok.json()) as { products: Record<string, unknown>[]; categories: unknown[] };
  expect(body.products.length).toBeGreaterThan(0);
  for (const product of body.products)
    expect(Object.keys(product).sort()).toEqual(["articleNumber", "href", "image", "name"]);
  const bad = await request.get("/api/sok?q=k");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ message: expect.stringContaining("tecken"), issues: expect.any(Array) });
});
