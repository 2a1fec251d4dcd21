/**
 * The catalogue's tag-manager events with the demo data's real values (docs/tracking.md copies them):
 * lists (positions continuing across pages), choosing a product from a list, the product page and
 * add to cart, for a buyer with prices, a visitor and a buyer without price rights (EJ_SE_PRISER).
 * Lists are sorted by article number so the order does not depend on relevance or popularity.
 */
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { logIn } from "./support/login";
import { signInFreshBuyer } from "./support/fresh-buyer";
import { allDataLayerEvents, dataLayerEvents, type DataLayerEntry } from "./support/data-layer";
import { dataLayerAmount, oreOf, serviceArticles } from "./support/catalogue-prices";

type Row = [
  name: string,
  id: string,
  variant: string,
  brand: string,
  category: string,
  price?: string,
  metric1?: string,
];

const product = ([name, id, variant, brand, category, price, metric1]: Row) => ({
  name,
  id,
  variant,
  brand,
  category,
  ...(price === undefined ? {} : { price, metric1 }),
});

const viewItemList = (list: string, firstPosition: number, rows: Row[]) => ({
  event: "view_item_list",
  ecommerce: {
    currencyCode: "SEK",
    impressions: rows.map((row, index) => ({ ...product(row), list, position: firstPosition + index })),
  },
});

const viewItem = (row: Row) => ({
  event: "view_item",
  ecommerce: {
    currencyCode: "SEK",
    detail: { actionField: { list: "product-detail-page" }, products: [product(row)] },
  },
});

/**
 * Rows of the articles as the commerce service answers them for `email` (a buyer with prices): name, family, maker,
 * category path, the price the events carry (net + alloying surcharge per unit) and the list price as metric1.
 */
async function serviceRows(request: APIRequestContext, email: string, articleNumbers: string[]): Promise<Row[]> {
  return (await serviceArticles(request, email, articleNumbers)).map((article) => {
    expect(article.netPrice, `${email} has a price for ${article.articleNumber}`).not.toBeNull();
    return [
      article.name,
      article.productId,
      article.articleNumber,
      article.brand ?? "",
      article.category,
      dataLayerAmount(oreOf(article.netPrice!) + oreOf(article.alloyingPrice ?? 0)),
      dataLayerAmount(oreOf(article.salesPrice!)),
    ];
  });
}

/** Each list event with only its first `count` impressions. */
const firstImpressions = (events: DataLayerEntry[], count: number) =>
  events.map((event) => {
    const ecommerce = event.ecommerce as { impressions: unknown[] };
    return { ...event, ecommerce: { ...ecommerce, impressions: ecommerce.impressions.slice(0, count) } };
  });

/** The shop's events without web vitals (their values differ from run to run). */
const shopEvents = async (page: Page) => (await dataLayerEvents(page)).filter((e) => e.event !== "web-vitals");

const RAILS = "El/Installationsmaterial/Rör och kanaler";
const KABELSTEGE_DS50: Row[] = [
  ["Kabelstege Dosab DS50 200 mm", "p24", "1001184", "Dosab", RAILS, "37.90", "77.90"],
  ["Kabelstege Dosab DS50 300 mm", "p24", "1001221", "Dosab", RAILS, "60.54", "100.90"],
  ["Kabelstege Dosab DS50 400 mm", "p24", "1001258", "Dosab", RAILS, "79.14", "131.90"],
];
// As a new buyer of customer 10001 (no project) sees it.
const RCBO: Row = [
  "Personskyddsautomat Voltena VT73 1+N C6 30 mA",
  "p16",
  "1000555",
  "Voltena",
  "El/Elcentraler och säkringar/Dvärgbrytare",
  "231.02",
  "264.90",
];

test("a search result opened from the list: view_item_list, select_item with its position, then view_item", async ({
  page,
}) => {
  await logIn(page, "buyer@demo.se");
  await page.goto("/search?q=kabelstege+ds50&sort=articleNumber");
  await expect.poll(() => shopEvents(page)).toEqual([viewItemList("search_result_list", 1, KABELSTEGE_DS50)]);

  await page.locator('[data-list="search_result_list"] [data-item="1001184"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/produkt\/.*1001184$/);
  await expect
    .poll(() => shopEvents(page))
    .toEqual([
      viewItemList("search_result_list", 1, KABELSTEGE_DS50),
      {
        event: "select_item",
        ecommerce: {
          currencyCode: "SEK",
          click: {
            actionField: { list: "search_result_list" },
            products: [{ ...product(KABELSTEGE_DS50[0]), position: 1 }],
          },
        },
      },
      viewItem(KABELSTEGE_DS50[0]),
    ]);
});

test("category, assortment (page 2) and campaign listings are product_list impressions", async ({
  browser,
  request,
}) => {
  const buyer = await browser.newPage();
  await logIn(buyer, "buyer@demo.se");
  await buyer.goto("/kategorier/belysning/ljuskallor?brand=lampverket&sort=articleNumber");
  const led = "Belysning/Ljuskällor/LED-lampor";
  // The brand has a full page of lamps: its first five carry the positions and values.
  await expect
    .poll(async () => firstImpressions(await dataLayerEvents(buyer, "view_item_list"), 5))
    .toEqual([
      viewItemList("product_list", 1, [
        ["LED-lampa normal Lampverket LV30 E27 470 lm 4000 K", "p192", "1019425", "Lampverket", led, "18.58", "29.00"],
        ["LED-rör T8 Lampverket LV31 G13 600 mm 900 lm 4000 K", "p237", "1023976", "Lampverket", led, "27.90", "57.90"],
        [
          "LED-rör T8 Lampverket LV31 G13 900 mm 1400 lm 4000 K",
          "p237",
          "1024013",
          "Lampverket",
          led,
          "44.78",
          "69.90",
        ],
        ["LED-lampa normal Lampverket LV32 E27 470 lm 4000 K", "p260", "1026492", "Lampverket", led, "18.58", "29.00"],
        ["LED-lampa kron Lampverket LV33 E14 136 lm 2700 K", "p353", "1037074", "Lampverket", led, "18.58", "29.00"],
      ]),
    ]);

  // Page 2 of 24 a page: positions go on from 25. The range campaign holds 30 lighting articles (seed: range
  // campaigns hold only their range); these are its 25th to 30th by article number, their values as the service
  // answers them for the buyer.
  const pageTwo = await serviceRows(request, "buyer@demo.se", [
    "1054094",
    "1055056",
    "1055722",
    "1057350",
    "1065083",
    "1074444",
  ]);
  for (const [, , variant, , category] of pageTwo) expect(category, variant).toMatch(/^Belysning\//);
  await buyer.goto("/sortiment/belysningssortimentet?sort=articleNumber&sida=2");
  await expect
    .poll(() => dataLayerEvents(buyer, "view_item_list"))
    .toEqual([viewItemList("product_list", 25, pageTwo)]);
  await expect(buyer.locator('[data-list="product_list"] [data-item]')).toHaveCount(pageTwo.length);

  // A visitor sees no prices, and the events carry none.
  const visitor = await browser.newPage();
  await visitor.goto("/kampanjer/verktygsveckor?brand=tangverket&sort=articleNumber");
  await expect
    .poll(() => dataLayerEvents(visitor, "view_item_list"))
    .toEqual([
      viewItemList("product_list", 1, [
        ["Skalartång Tångverket TV80 160 mm", "p50", "1003774", "Tångverket", "Verktyg/Handverktyg/Tänger"],
        ["Kombinationstång VDE Tångverket TV85 200 mm", "p591", "1064195", "Tångverket", "Verktyg/Handverktyg/Tänger"],
      ]),
    ]);
});

test("a buyer without price rights gets view_item without a price", async ({ page }) => {
  await logIn(page, "noprices@demo.se");
  await page.goto("/produkt/x-1000629");
  await expect
    .poll(() => shopEvents(page))
    .toEqual([
      viewItem([
        "Köksblandare Dalarmatur DA70 standard krom",
        "p18",
        "1000629",
        "Dalarmatur",
        "VVS/Badrum och kök/Blandare",
      ]),
    ]);
});

test("add to cart on the product page: the quantity rounded to the order multiple, the cart's total after", async ({
  page,
  request,
}) => {
  await signInFreshBuyer(page, request, "/");
  await page.goto("/produkt/x-1000555");
  await expect.poll(() => shopEvents(page)).toEqual([viewItem(RCBO)]);
  // GA4's fields beside the specification's: the same article, its price as a number and the value (#44).
  const [ga4] = await allDataLayerEvents(page, "view_item");
  expect(ga4.ecommerce).toMatchObject({
    currency: "SEK",
    value: expect.any(Number),
    items: [{ item_id: "1000555", item_name: expect.any(String), price: expect.any(Number) }],
  });
  const form = page.getByRole("form", { name: /Lägg i varukorg/ });
  await form.getByLabel("Antal").fill("3");
  await form.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(page.getByRole("status").filter({ hasText: "10" })).toBeVisible();
  // Once: the answer's event, and no second view_item for the same page.
  await expect
    .poll(() => shopEvents(page))
    .toEqual([
      viewItem(RCBO),
      {
        event: "add_to_cart",
        pageType: "product-detail-page",
        list: "product-detail-page",
        cartTotal: "2310.20",
        cartQuantity: 10,
        ecommerce: {
          currencyCode: "SEK",
          add: { actionField: { list: "product-detail-page" }, products: [{ ...product(RCBO), quantity: 10 }] },
        },
      },
    ]);
});

test("add to cart from a card in a list: the list is the page's and the card's; a visitor's has no price", async ({
  page,
}) => {
  await page.goto("/search?q=kabelstege+ds50&sort=articleNumber");
  const card = page.locator('[data-list="search_result_list"] [data-item="1001184"]');
  await card.getByRole("button", { name: "Lägg i varukorg" }).click();
  await expect(card.getByRole("status")).toBeVisible();
  const [name, id, variant, brand, category] = KABELSTEGE_DS50[0];
  await expect
    .poll(() => dataLayerEvents(page, "add_to_cart"))
    .toEqual([
      {
        event: "add_to_cart",
        pageType: "search_result_list",
        list: "search_result_list",
        cartQuantity: 1,
        ecommerce: {
          currencyCode: "SEK",
          add: {
            actionField: { list: "search_result_list" },
            products: [{ ...product([name, id, variant, brand, category]), quantity: 1 }],
          },
        },
      },
    ]);
});
