import { expect, test } from "./support/test";
import { logIn } from "./support/accounts";
import { freshBuyer } from "./support/accounts-extra";
import { expectNoSeriousAxeViolations } from "./support/axe";
import { addLineAsBeforeRuleChange, ARTICLES, emptyCart } from "./support/checkout";

// Runs with JavaScript on and off (playwright.config.ts projects "js" and "no-js").
// Seeded roles (workers/commerce/src/seed/demo-data.ts): 1000111 discontinued without stock, replaced by 1000074;
// 1000148 discontinued without stock or replacement.
const NO_REPLACEMENT = "1000148";

test.describe.configure({ timeout: 90_000 });

test("a discontinued cart line is replaced in one click, keeping its quantity; one without replacement says so", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const buyer = await freshBuyer(request, "ersatt-korg");
  // Both went out of stock for good after they were added: the add path refuses them today, so they come in as lines
  // that entered before the rule changed (development-only /__dev/cart-lines).
  const cartId = await emptyCart(request, await buyer.token());
  await addLineAsBeforeRuleChange(request, cartId, {
    articleNumber: ARTICLES.discontinuedNoStock.number,
    quantity: 3,
    deliveryId: "DBI",
  });
  await addLineAsBeforeRuleChange(request, cartId, { articleNumber: NO_REPLACEMENT, quantity: 1, deliveryId: "DBI" });
  await logIn(page, buyer.email, buyer.password, "/cart");
  const oldLine = page.getByRole("row").filter({ hasText: `Art.nr ${ARTICLES.discontinuedNoStock.number}` });
  await expect(oldLine.locator(".replacement-notice")).toContainText("Utgått – ersätts av");
  await expect(oldLine.locator(".replacement-notice a")).toHaveAttribute("href", /-1000074$/);
  const orphan = page.getByRole("row").filter({ hasText: `Art.nr ${NO_REPLACEMENT}` });
  await expect(orphan.getByText("Artikeln har utgått och saknar ersättare.")).toBeVisible();
  await expect(orphan.getByRole("link", { name: "Se liknande artiklar" })).toHaveAttribute("href", /^\/kategorier\//);
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);

  await oldLine.getByRole("button", { name: /^Ersätt med / }).click();
  await expect(page.getByText(`Art.nr ${ARTICLES.discontinuedNoStock.number}`)).toHaveCount(0);
  const newLine = page.getByRole("row").filter({ hasText: `Art.nr ${ARTICLES.replacement.number}` });
  await expect(newLine).toBeVisible();
  await expect(newLine.getByRole("spinbutton", { name: /^Antal för / })).toHaveValue("3");
  await expect(newLine.locator(".replacement-notice")).toHaveCount(0);
});

test("a search result card names the replacement and offers no add to cart for an unbuyable article", async ({
  page,
}) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor");
  await page.goto(`/search?q=${ARTICLES.discontinuedNoStock.number}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
  await page.goto(`/search?q=${encodeURIComponent(name)}&sort=articleNumber`);
  const card = page.locator(`.product-card[data-item="${ARTICLES.discontinuedNoStock.number}"]`);
  await expect(card.locator(".replacement-notice")).toContainText("Utgått – ersätts av");
  await expect(card.getByRole("button", { name: "Lägg i varukorg" })).toBeHidden();
  await card.locator(".replacement-notice a").click();
  await expect(page).toHaveURL(/-1000074$/);
});

test("an article without replacement says so on its page and offers buyable articles from its category", async ({
  page,
  javaScriptEnabled,
}) => {
  await logIn(page, "buyer@demo.se", undefined, "/mina-sidor");
  await page.goto(`/search?q=${NO_REPLACEMENT}`);
  await expect(page).toHaveURL(new RegExp(`-${NO_REPLACEMENT}$`));
  await expect(page.getByText("Artikeln har utgått och saknar ersättare.")).toBeVisible();
  const similar = page.getByRole("region", { name: "Liknande artiklar" });
  const cards = similar.locator(".product-card");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  await expect(similar.locator("[data-list='product_relations_upper_list']")).toHaveCount(1);
  await expect(cards.first().getByRole("button", { name: "Lägg i varukorg" })).toBeEnabled();
  await expect(similar.locator(`[data-item="${NO_REPLACEMENT}"]`)).toHaveCount(0);
  const breadcrumb = await page
    .getByRole("navigation", { name: "Du är här" })
    .getByRole("link")
    .last()
    .getAttribute("href");
  await expect(similar.getByRole("link", { name: "Se liknande artiklar" })).toHaveAttribute("href", breadcrumb ?? "");
  if (javaScriptEnabled) await expectNoSeriousAxeViolations(page);
});
