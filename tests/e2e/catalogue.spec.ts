import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { logIn } from "./support/login";

test.beforeEach(async ({ page }) => logIn(page, "buyer@demo.se"));

for (const path of ["/search?q=1000296", "/kategorier/el/kabel-och-ledning", "/search?q=kabel"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(".price, .product-card").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test("a streamed product document (the browser has run scripts before) shows price and stock; navigating on logs no errors", async ({
  page,
}) => {
  await page.goto("/search?q=1000296");
  // The browser has run our scripts now (js cookie), so this document is streamed.
  expect((await page.context().cookies()).some((c) => c.name === "js" && c.value === "1")).toBe(true);
  await page.reload();
  await expect(page.getByText(/Ditt pris/)).toBeVisible();
  await expect(page.locator(".skeleton")).toHaveCount(0);
  const messages: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") messages.push(m.text());
  });
  await page.getByRole("link", { name: "Dvärgbrytare" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dvärgbrytare" })).toBeVisible();
  expect(messages).toEqual([]);
});

test("adding from a product card keeps the buyer on the list", async ({ page }) => {
  await page.goto("/kategorier/el/kabel-och-ledning");
  const card = page.locator(".product-card").first();
  await card.getByLabel("Antal").fill("2");
  await card.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(card.getByRole("status")).toContainText("har lagts i varukorgen");
  await expect(page).toHaveURL("/kategorier/el/kabel-och-ledning");
});
