import { expect, test, type Page } from "./support/test";
import { addViaService, ARTICLES } from "./support/checkout";
import { dataLayerEvents, type DataLayerEntry } from "./support/data-layer";
import { signIn, trackingBuyer } from "./support/tracking-buyers";

/**
 * The checkout's data-layer events end to end, with the demo catalogue's real values (customer 10001's
 * prices): view_cart and steps 1 to 4 with the cart's products, one purchase per placed delivery,
 * exactly once (not again on reload or back), and none of the amounts for a buyer with EJ_SE_PRISER.
 */

const CHECKOUT_EVENTS = ["view_cart", "checkout", "purchase"];

/** The two lines as the events show them: price = net + alloying, metric1 = list price. */
const cable = {
  name: ARTICLES.cable.name,
  id: "p275",
  variant: ARTICLES.cable.number,
  brand: "Kopparlinjen",
  category: "El/Kabel och ledning/Installationskabel",
};
const ladder = {
  name: ARTICLES.ladder.name,
  id: "p792",
  variant: ARTICLES.ladder.number,
  brand: "Kanalteknik",
  category: "El/Installationsmaterial/Rör och kanaler",
};
const priced = {
  cable: { ...cable, price: "41.39", metric1: "44.70", quantity: 3 },
  ladder: { ...ladder, price: "82.35", metric1: "109.90", quantity: 2 },
};
const unpriced = { cable: { ...cable, quantity: 3 }, ladder: { ...ladder, quantity: 2 } };

const step = (n: number, products: object[]) => ({
  event: "checkout",
  ecommerce: { currencyCode: "SEK", checkout: { actionField: { step: n }, products } },
});
const purchase = (id: string, revenue: string | null, products: object[]) => ({
  event: "purchase",
  ecommerce: {
    currencyCode: "SEK",
    purchase: {
      actionField: {
        id,
        affiliation: "Bultvik Bygg & El",
        ...(revenue ? { revenue } : {}),
        tax: "0.00",
        shipping: "0.00",
      },
      products,
    },
  },
});

/** Cart → delivery → summary → success, by the pages' own links and buttons (client-side navigations). */
async function checkOut(page: Page): Promise<{ truck: string; store: string }> {
  await expect(page.getByRole("heading", { level: 1, name: "Varukorg" })).toBeVisible();
  await page.getByRole("link", { name: "Till leverans" }).click();
  await expect(page).toHaveURL(/\/delivery$/);
  await page.getByRole("combobox", { name: "Butik" }).selectOption({ index: 1 });
  await page.getByRole("group", { name: "Leveransadress" }).getByRole("radio").first().check();
  await page.getByRole("button", { name: "Till sammanfattning" }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await page.getByRole("button", { name: "Skicka order" }).click();
  await expect(page).toHaveURL(/\/checkout-success-page$/);
  const orderNumber = async (method: string) =>
    /ordernummer (\S+)/.exec(
      (await page
        .getByRole("listitem")
        .filter({ hasText: `${method}: ordernummer` })
        .textContent()) ?? "",
    )![1];
  return { truck: await orderNumber("Utkörning"), store: await orderNumber("Leverans till butik") };
}

/** The events of the page shown now, once its own events had their chance to be pushed. */
async function settledEvents(page: Page, names: string[]): Promise<DataLayerEntry[]> {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer));
  return dataLayerEvents(page, names);
}

for (const variant of [
  { title: "a buyer with prices", denials: [], lines: priced, revenue: ["124.17", "164.70"] },
  { title: "a buyer with EJ_SE_PRISER (no amount anywhere)", denials: ["EJ_SE_PRISER"], lines: unpriced, revenue: [] },
]) {
  test(`view_cart, steps 1-4 and one purchase per order, once: ${variant.title}`, async ({ page, request }) => {
    const buyer = await trackingBuyer(request, variant.denials);
    await addViaService(request, buyer.token, [
      { articleNumber: ARTICLES.cable.number, quantity: 3, deliveryId: "DBI" },
      { articleNumber: ARTICLES.ladder.number, quantity: 2, deliveryId: "EXH" },
    ]);
    await signIn(page, buyer, "/cart");
    const { truck, store } = await checkOut(page);
    const all = [variant.lines.cable, variant.lines.ladder];
    await expect
      .poll(() => dataLayerEvents(page, CHECKOUT_EVENTS))
      .toEqual([
        { event: "view_cart", ecommerce: { currencyCode: "SEK", products: all } },
        step(1, all),
        step(2, all),
        step(3, all),
        step(4, all),
        purchase(truck, variant.revenue[0] ?? null, [variant.lines.cable]),
        purchase(store, variant.revenue[1] ?? null, [variant.lines.ladder]),
      ]);
    // Nothing in the whole data layer carries an amount without price rights (a positive control with them).
    const text = JSON.stringify(await dataLayerEvents(page));
    for (const key of ["price", "metric1", "revenue"])
      expect(text.includes(`"${key}"`), key).toBe(!variant.denials.length);
    if (variant.denials.length) expect(text).not.toContain('"cartTotal"');

    // Reload: the order is still shown, nothing is reported again.
    await page.reload();
    await expect(page.getByRole("listitem").filter({ hasText: truck })).toBeVisible();
    expect(await settledEvents(page, CHECKOUT_EVENTS)).toEqual([]);
    // Away and back: the page loads again, still nothing.
    await page.getByRole("link", { name: "Till startsidan", exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.goBack();
    await expect(page.getByRole("listitem").filter({ hasText: truck })).toBeVisible();
    expect(await settledEvents(page, CHECKOUT_EVENTS)).toEqual([]);
  });
}
