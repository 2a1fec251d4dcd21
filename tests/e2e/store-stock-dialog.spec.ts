import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { logIn } from "./support/login";

/** Issue #5: stock per store opens as a modal dialog with JavaScript, and is the plain /lager page without. */

const product = "/produkt/personskyddsautomat-voltena-vt70-1-n-c6-30-ma-1000296";
const linkName = "Välj butik och se lagersaldo i alla butiker";

test.beforeEach(async ({ page }) => logIn(page, "buyer@demo.se"));

test("the link opens a labelled dialog with every store's stock; Escape closes it and focus returns to the link", async ({
  page,
}) => {
  await page.goto("/search?q=1000296");
  await expect(page).toHaveURL(product);
  const link = page.getByRole("link", { name: linkName });
  await expect(link).toHaveAttribute("href", `${product}/lager`);
  // The inline table is streamed with the offer; its store names are what the dialog must list too.
  const inlineNames = (await page.locator(".store-stock tbody tr td:first-child").allTextContents()).map((name) =>
    name.trim(),
  );
  expect(inlineNames.length).toBeGreaterThan(0);

  await link.click();
  const dialog = page.getByRole("dialog", { name: "Lagersaldo per butik" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(product);
  const rows = dialog.getByRole("table", { name: "Lagersaldo per butik" }).locator("tbody tr");
  await expect(rows).toHaveCount(inlineNames.length);
  expect((await rows.locator("th").allTextContents()).map((name) => name.trim())).toEqual(inlineNames);
  // Stock is told in the sales unit, with the unit formatter's no-break space before it ("I lager (8\u00a0st)").
  await expect(rows.filter({ hasText: /I lager \(\d+\sst\)/ }).first()).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Stäng" })).toBeVisible();

  await expectNoSeriousAxeViolations(page, { include: ".store-stock-dialog" });

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  // Opening again and closing with the button behaves the same.
  await link.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stäng" }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test("choosing a store in the dialog posts to the store-stock action and the product page shows that store", async ({
  page,
}) => {
  await page.goto(product);
  await page.getByRole("link", { name: linkName }).click();
  const dialog = page.getByRole("dialog", { name: "Lagersaldo per butik" });
  await expect(dialog.getByText("Du har inte valt någon butik.")).toBeVisible();
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });

  await dialog.getByLabel("Välj din butik").selectOption({ label: "Göteborg Hisingen" });
  await dialog.getByRole("button", { name: "Spara butik" }).click();
  await expect(dialog.getByRole("heading", { name: "Din butik: Göteborg Hisingen" })).toBeVisible();
  await expect(dialog.locator("tbody tr").filter({ hasText: "Göteborg Hisingen (Vald)" })).toHaveCount(1);
  expect(posts).toEqual([`${product}/lager.data`]);
  await expect(page).toHaveURL(product);

  await page.keyboard.press("Escape");
  await expect(page.locator(".chosen-store-stock")).toContainText("Lagersaldo i din butik (Göteborg Hisingen)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link is the plain store-stock page", async ({ page }) => {
    await page.goto(product);
    await page.getByRole("link", { name: linkName }).click();
    await expect(page).toHaveURL(`${product}/lager`);
    await expect(page.getByRole("heading", { level: 1, name: "Lagersaldo per butik" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Lagersaldo per butik" }).locator("tbody tr").first()).toBeVisible();
  });
});
