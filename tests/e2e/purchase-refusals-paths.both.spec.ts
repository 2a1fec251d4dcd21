/**
 * Every path that puts lines into the cart names a refused line and the reason, in Swedish (#44), with JavaScript on
 * and off (playwright.config.ts projects "js" and "no-js"): order again, a shopping list, the configurator, quick
 * order and file import outside the assortment; the summary flags a line that still cannot be ordered and a failed
 * order names its reason; packs show their comparison price in quick order and the cart, never without price rights.
 */
import { expect, test, type Page } from "./support/test";
import { commerceUrl } from "./support/accounts";
import { addLineAsBeforeRuleChange, addViaService, ARTICLES, emptyCart, logIn } from "./support/checkout";
import { signIn, trackingBuyer } from "./support/tracking-buyers";

test.describe.configure({ timeout: 120_000 });

const ONLY_STORE_REASON = "Den här varan säljs bara i butik och kan inte beställas på webben.";
/** A pack sold per "förp" of 250 pieces (seed: Gipsskruv borrspets Fästab FX30 3,5x25 250 st). */
const PACK = "1002479";
/** A family with a configurator whose 12x12 mm duct is sold in stores only (seed: Kabelkanal Elvia EV62). */
const DUCT_FAMILY_PAGE = "/produkt/kabelkanal-elvia-ev62-16x25-mm-1148481";
const STORE_ONLY_DUCT = { number: "1148444", dimension: "12x12 mm" };
const COMPARISON = /Jämförpris \d+,\d\d\s?kr \/ st/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface GraphqlVariant {
  articleNumber: string;
  name: string;
  purchasability: { online: boolean; reasons: string[] };
}

async function variants(page: Page, token: string, articleNumbers: string[]): Promise<GraphqlVariant[]> {
  const response = await page.request.post(`${commerceUrl}/graphql`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      query: `query($a: [String!]!) { getVariants(articleNumbers: $a) {
        articleNumber name purchasability { online reasons } } }`,
      variables: { a: articleNumbers },
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { getVariants: GraphqlVariant[] } }).data.getVariants;
}

test("order again names the store-only line of a home delivery and why it stayed out", async ({ page, request }) => {
  const buyer = await trackingBuyer(request);
  // A customer-wide buyer sees Byggfirman Norrland's demo history: some home deliveries hold a store-only article.
  const headers = { Authorization: `Bearer ${buyer.token}` };
  // Newest first, page by page: the e2e run's own orders and the seeded year of history come before the one sought.
  const homeDeliveries = async function* () {
    for (let offset = 0; offset < 1_000; offset += 100) {
      const batch = (await (
        await request.get(`${commerceUrl}/orders/search?limit=100&offset=${offset}`, { headers })
      ).json()) as { orders: { orderId: string; deliveryId: string | null }[] };
      for (const order of batch.orders) if (order.deliveryId === "DBI") yield order;
      if (batch.orders.length < 100) return;
    }
  };
  let found: { orderId: string; line: GraphqlVariant } | null = null;
  for await (const { orderId } of homeDeliveries()) {
    const order = (await (await request.get(`${commerceUrl}/orders/${orderId}`, { headers })).json()) as {
      items: { articleNumber: string }[];
    };
    const lines = await variants(
      page,
      buyer.token,
      order.items.map((i) => i.articleNumber),
    );
    const storeOnly = lines.find((l) => l.purchasability.reasons.includes("ONLY_STORE"));
    // Another line goes in, so the buyer lands in the cart (an order of nothing orderable stays on its page).
    if (storeOnly && lines.some((l) => l.purchasability.online)) {
      found = { orderId, line: storeOnly };
      break;
    }
  }
  expect(found, "a demo home delivery with a store-only article").not.toBeNull();
  const { orderId, line } = found!;

  await signIn(page, buyer, `/mina-sidor/orderhistorik/${orderId}`);
  await page.getByRole("button", { name: "Beställ igen" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/cart");
  await expect(
    page.getByText(`${line.name} (art.nr ${line.articleNumber}): ${ONLY_STORE_REASON}`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByText(`Raderna från order ${orderId} har lagts i varukorgen`, { exact: false })).toBeVisible();
  await expect(page.getByRole("main").getByText(`Art.nr ${line.articleNumber}`)).toHaveCount(0);
});

test("a shopping list into the cart names the store-only line and the reason", async ({ page, request }) => {
  const buyer = await trackingBuyer(request);
  await signIn(page, buyer, "/mina-sidor/inkopslistor");
  const listName = `Butiksvara ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Listans namn" }).fill(listName);
  await page.getByRole("button", { name: "Skapa lista" }).click();
  await expect(page.getByRole("heading", { level: 1, name: listName })).toBeVisible();
  for (const article of [ARTICLES.duct.number, ARTICLES.onlyStore.number]) {
    await page.getByRole("textbox", { name: "Artikelnummer" }).fill(article);
    await page.getByRole("button", { name: "Lägg till i listan" }).click();
    await expect(page.getByText("Artikeln har lagts till i listan.")).toBeVisible();
  }
  const [storeOnly] = await variants(page, buyer.token, [ARTICLES.onlyStore.number]);
  await page.getByRole("button", { name: "Lägg hela listan i varukorgen" }).click();
  await expect(page.getByText("1 rad har lagts i varukorgen.", { exact: false })).toBeVisible();
  await expect(
    page.getByText(`${storeOnly.name} (art.nr ${ARTICLES.onlyStore.number}): ${ONLY_STORE_REASON}`, { exact: false }),
  ).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("link", { name: ARTICLES.duct.name })).toBeVisible();
  await expect(page.getByText(`Art.nr ${ARTICLES.onlyStore.number}`)).toHaveCount(0);
});

test("the configurator says why a matching article cannot be bought online", async ({ page, request }) => {
  const buyer = await trackingBuyer(request);
  await signIn(page, buyer, `${DUCT_FAMILY_PAGE}?val.Dimension=${encodeURIComponent(STORE_ONLY_DUCT.dimension)}`);
  const row = page.locator(`[data-list="configurator_result_list"] [data-item="${STORE_ONLY_DUCT.number}"]`);
  await expect(row.getByText(ONLY_STORE_REASON)).toBeVisible();
  await expect(row.getByRole("button", { name: /^Lägg i varukorg/ })).toBeDisabled();
});

test("quick order and file import refuse an article outside the assortment, naming the reason", async ({ page }) => {
  // VVS-Montage Mälardalen (10003) has no electrical range: the cable 1000000 is outside its assortment.
  await logIn(page, "noprices@demo.se", "/snabborder");
  const rows = page.getByLabel("Artikelnummer och antal (en rad per artikel)");
  await rows.fill("1000000 2");
  await page.getByRole("button", { name: "Lägg i varukorgen" }).first().click();
  await expect(page.getByText("Rad 1 (”1000000 2”): Artikelnumret finns inte i ditt sortiment.")).toBeVisible();
  await expect(rows).toHaveValue("1000000 2");

  await page.getByLabel("Fil (CSV eller XLSX)").setInputFiles({
    name: "order.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Artikelnummer;Antal\n1000000;2\n"),
  });
  await page.getByRole("button", { name: "Importera fil" }).click();
  await expect(page.getByText("Art.nr 1000000: Finns inte i ditt sortiment.")).toBeVisible();
});

test("quick order shows a pack's price and comparison price, and so does its cart line", async ({ page, request }) => {
  const buyer = await trackingBuyer(request);
  await signIn(page, buyer, "/snabborder");
  await page.getByLabel("Artikelnummer och antal (en rad per artikel)").fill(`${PACK} 2`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).first().click();
  const added = page.getByRole("list", { name: "Lagt i varukorgen" }).getByRole("listitem");
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(new RegExp(`\\(art\\.nr ${PACK}\\): 2 förp · \\d+,\\d\\d\\s?kr / förp`));
  await expect(added).toContainText(COMPARISON);
  await page.goto("/cart");
  const line = page.getByRole("row").filter({ hasText: `Art.nr ${PACK}` });
  await expect(line.getByText(COMPARISON)).toBeVisible();
});

test("without price rights quick order and the cart show no amount and no comparison price", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request, ["EJ_SE_PRISER"]);
  await signIn(page, buyer, "/snabborder");
  await page.getByLabel("Artikelnummer och antal (en rad per artikel)").fill(`${PACK} 2`);
  await page.getByRole("button", { name: "Lägg i varukorgen" }).first().click();
  const added = page.getByRole("list", { name: "Lagt i varukorgen" }).getByRole("listitem");
  await expect(added).toContainText(`(art.nr ${PACK}): 2 förp`);
  await expect(added).not.toContainText(/\d\s?kr\b/);
  await expect(page.getByText(/Jämförpris/)).toHaveCount(0);
  await page.goto("/cart");
  await expect(page.getByRole("row").filter({ hasText: `Art.nr ${PACK}` })).toBeVisible();
  await expect(page.getByText(/Jämförpris/)).toHaveCount(0);
  await expect(page.getByRole("main").getByText(/\d,\d\d\s?kr/)).toHaveCount(0);
});

test("the summary flags a line that cannot be ordered with its reason; the order names it per delivery", async ({
  page,
  request,
}) => {
  const buyer = await trackingBuyer(request);
  const cartId = await emptyCart(request, buyer.token);
  await addViaService(request, buyer.token, [{ articleNumber: ARTICLES.cable.number, quantity: 1, deliveryId: "EXH" }]);
  // Store-only on a home delivery: a line that entered before the rule changed (the add path refuses it now).
  await addLineAsBeforeRuleChange(request, cartId, {
    articleNumber: ARTICLES.onlyStore.number,
    quantity: 1,
    deliveryId: "DBI",
  });
  const [storeOnly] = await variants(page, buyer.token, [ARTICLES.onlyStore.number]);
  await signIn(page, buyer, "/delivery");
  await page.getByRole("combobox", { name: "Butik" }).selectOption({ index: 1 });
  await page.getByRole("group", { name: "Leveransadress" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  const flagged = page.getByRole("row").filter({ hasText: `(${ARTICLES.onlyStore.number})` });
  await expect(flagged).toContainText(`Artikeln kan inte beställas på det här sättet. ${ONLY_STORE_REASON}`);

  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(page).toHaveURL(/\/checkout-success-page$/);
  await expect(
    page.getByText(
      new RegExp(
        `Utkörning.*${escape(`${storeOnly.name} (art.nr ${ARTICLES.onlyStore.number}): ${ONLY_STORE_REASON}`)}`,
      ),
    ),
  ).toBeVisible();
});
