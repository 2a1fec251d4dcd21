import { expect, test } from "./support/test";
import { addViaService, ARTICLES } from "./support/checkout";
import { dataLayerEvents } from "./support/data-layer";
import { signIn, trackingBuyer } from "./support/tracking-buyers";

/**
 * The cart's data-layer events end to end with the demo catalogue's values (customer 10001's prices):
 * the header flyout's list, remove_from_cart from the cart page, add_to_cart from quick order, a file and
 * a shopping list with the cart's total and quantity afterwards; without price rights no amount.
 */

const products = {
  cable: {
    name: ARTICLES.cable.name,
    id: "p275",
    variant: ARTICLES.cable.number,
    brand: "Kopparlinjen",
    category: "El/Kabel och ledning/Installationskabel",
  },
  duct: {
    name: ARTICLES.duct.name,
    id: "p107",
    variant: ARTICLES.duct.number,
    brand: "Kanalteknik",
    category: "El/Installationsmaterial/Rör och kanaler",
  },
  ladder: {
    name: ARTICLES.ladder.name,
    id: "p792",
    variant: ARTICLES.ladder.number,
    brand: "Kanalteknik",
    category: "El/Installationsmaterial/Rör och kanaler",
  },
};
const prices = {
  cable: { price: "41.39", metric1: "44.70" },
  duct: { price: "27.05", metric1: "36.10" },
  ladder: { price: "82.35", metric1: "109.90" },
};

test("the flyout's lines as cart_flyout_list; remove_from_cart for a lowered and a deleted line", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  await addViaService(request, buyer.token, [
    { articleNumber: ARTICLES.cable.number, quantity: 3, deliveryId: "DBI" },
    { articleNumber: ARTICLES.duct.number, quantity: 1, deliveryId: "DBI" },
  ]);
  await signIn(page, buyer, "/cart");
  await page.locator("summary", { hasText: /^Varukorg$/ }).click();
  await expect(page.getByText("Rader i varukorgen: 2")).toBeVisible();
  await expect
    .poll(() => dataLayerEvents(page, "view_item_list"))
    .toEqual([
      {
        event: "view_item_list",
        ecommerce: {
          currencyCode: "SEK",
          impressions: [
            { ...products.cable, ...prices.cable, list: "cart_flyout_list", position: 1 },
            { ...products.duct, ...prices.duct, list: "cart_flyout_list", position: 2 },
          ],
        },
      },
    ]);
  await page.locator("summary", { hasText: /^Varukorg$/ }).click();

  await page.getByLabel(`Antal för ${ARTICLES.cable.name}`).fill("1");
  const removed = (product: object) => ({
    event: "remove_from_cart",
    ecommerce: { currencyCode: "SEK", remove: { actionField: { list: "cart_list" }, products: [product] } },
  });
  const loweredCable = removed({ ...products.cable, ...prices.cable, quantity: 2 });
  await expect.poll(() => dataLayerEvents(page, "remove_from_cart")).toEqual([loweredCable]);
  await page.getByRole("button", { name: `Ta bort ${ARTICLES.duct.name}` }).click();
  await expect(page.getByLabel(`Antal för ${ARTICLES.duct.name}`)).toHaveCount(0);
  await expect
    .poll(() => dataLayerEvents(page, "remove_from_cart"))
    .toEqual([loweredCable, removed({ ...products.duct, ...prices.duct, quantity: 1 })]);
});

test("add_to_cart from quick order rows and from a file, with the cart's total and quantity", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  await addViaService(request, buyer.token, [
    { articleNumber: ARTICLES.ladder.number, quantity: 1, deliveryId: "DBI" },
  ]);
  await signIn(page, buyer, "/snabborder");
  await page.getByLabel("Artikelnummer och antal (en rad per artikel)").fill(`${ARTICLES.cable.number} 2`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).click();
  const fromRows = {
    event: "add_to_cart",
    pageType: "quick_order_list",
    list: "quick_order_list",
    // 82.35 (the ladder already there) + 2 × 41.39
    cartTotal: "165.13",
    cartQuantity: 3,
    ecommerce: {
      currencyCode: "SEK",
      add: {
        actionField: { list: "quick_order_list" },
        products: [{ ...products.cable, ...prices.cable, quantity: 2 }],
      },
    },
  };
  await expect.poll(() => dataLayerEvents(page, "add_to_cart")).toEqual([fromRows]);

  await page.getByLabel("Fil (CSV eller XLSX)").setInputFiles({
    name: "rader.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`Artikelnummer;Antal\n${ARTICLES.duct.number};1\n`),
  });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect
    .poll(() => dataLayerEvents(page, "add_to_cart"))
    .toEqual([
      fromRows,
      {
        event: "add_to_cart",
        pageType: "quick_order_list",
        list: "add_to_cart_from_file_modal",
        cartTotal: "192.18",
        cartQuantity: 4,
        ecommerce: {
          currencyCode: "SEK",
          add: {
            actionField: { list: "add_to_cart_from_file_modal" },
            products: [{ ...products.duct, ...prices.duct, quantity: 1 }],
          },
        },
      },
    ]);
});

for (const variant of [
  { title: "with prices", denials: [] },
  { title: "EJ_SE_PRISER: no total, no price", denials: ["EJ_SE_PRISER"] },
]) {
  test(`add_to_cart from a shopping list (shopping_list), ${variant.title}`, async ({ page, request }) => {
    const buyer = await trackingBuyer(request, variant.denials);
    await signIn(page, buyer, "/mina-sidor/inkopslistor");
    const name = `Spårlista ${Date.now().toString(36)}`;
    await page.getByLabel("Listans namn").fill(name);
    await page.getByRole("button", { name: "Skapa lista" }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await page.getByLabel("Artikelnummer").fill(ARTICLES.ladder.number);
    await page.getByRole("button", { name: "Lägg till i listan" }).click();
    await expect(page.getByText("Artikeln har lagts till i listan.")).toBeVisible();
    await page.getByLabel(`Antal för ${ARTICLES.ladder.number}`, { exact: true }).fill("2");
    await page.getByRole("button", { name: `Uppdatera antal för ${ARTICLES.ladder.number}` }).click();
    await expect(page.getByText("Antalet har ändrats.")).toBeVisible();
    await page.getByRole("button", { name: "Lägg hela listan i varukorgen" }).click();
    await expect(page.getByText("1 rad har lagts i varukorgen.")).toBeVisible();
    const withPrices = variant.denials.length === 0;
    await expect
      .poll(() => dataLayerEvents(page, "add_to_cart"))
      .toEqual([
        {
          event: "add_to_cart",
          pageType: "shopping_list",
          list: "shopping_list",
          ...(withPrices ? { cartTotal: "164.70" } : {}),
          cartQuantity: 2,
          ecommerce: {
            currencyCode: "SEK",
            add: {
              actionField: { list: "shopping_list" },
              products: [{ ...products.ladder, ...(withPrices ? prices.ladder : {}), quantity: 2 }],
            },
          },
        },
      ]);
  });
}
