import { expect, test } from "./support/test";

/** Without JavaScript the header search is a plain GET form to /search. */

test("the header search submits to /search and shows the results", async ({ page }) => {
  await page.goto("/kategorier");
  const field = page.getByRole("searchbox", { name: "Sök produkter" });
  await expect(field).not.toHaveAttribute("role", "combobox");
  await field.fill("kabel");
  await page.getByRole("search").getByRole("button", { name: "Sök" }).click();
  await expect(page).toHaveURL(/\/search\?q=kabel$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("kabel");
  await expect(page.locator(".product-card").first()).toBeVisible();
  // On the results page the field keeps the query.
  await expect(page.getByRole("searchbox", { name: "Sök produkter" })).toHaveValue("kabel");
});

test("an empty search goes to the start page (spec: /search without a non-empty q)", async ({ page }) => {
  await page.goto("/kategorier");
  await page.getByRole("search").getByRole("button", { name: "Sök" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
});
