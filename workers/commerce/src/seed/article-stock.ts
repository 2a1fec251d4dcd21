/** An article's stock rows per location, by stock type, and the locations it is stocked at. */
import { addDays, CENTRAL_IDS, DEMO_ARTICLES, json, VIRTUAL_LOCATION, type Row } from "./demo-data";
import type { ArticleFlags } from "./article-flags";
import type { Random } from "./prng";

export function articleStock(
  rnd: Random,
  articleNumber: string,
  flags: ArticleFlags,
  today: string,
  stores: string[],
): { stock: Row[]; stockedAt: string[] } {
  const { stockType, stocked, orderMultiple, emptyStock } = flags;
  const D = DEMO_ARTICLES;
  const stock: Row[] = [];
  const stockedAt: string[] = [];
  if (flags.noLocations) return { stock, stockedAt };
  const central = (qty: number, extra: Partial<Row> = {}) => {
    for (const id of CENTRAL_IDS)
      stock.push({
        article_number: articleNumber,
        location_id: id,
        quantity: qty,
        stocked: stocked ? 1 : 0,
        order_multiple: orderMultiple,
        availability_date: null,
        available_from_days: null,
        available_to_days: null,
        sub_availabilities: "[]",
        ...extra,
      });
  };
  if (stockType === "LAG") {
    central(emptyStock ? 0 : rnd.int(articleNumber === D.discontinuedWithStock ? 5 : 0, 800));
    const storeCount = rnd.int(2, 5);
    const chosen =
      articleNumber === D.mustBeInStockedAt
        ? ["1001", "2001"]
        : Array.from({ length: storeCount }, () => rnd.pick(stores));
    for (const id of new Set(chosen)) {
      stock.push({
        article_number: articleNumber,
        location_id: id,
        quantity: emptyStock ? 0 : rnd.int(0, 60),
        stocked: 1,
        order_multiple: orderMultiple,
        availability_date: null,
        available_from_days: null,
        available_to_days: null,
        sub_availabilities: "[]",
      });
      stockedAt.push(id);
    }
  } else if (stockType === "TRA") {
    const days = rnd.int(3, 12);
    const date = addDays(today, days);
    central(0, {
      available_from_days: days,
      available_to_days: days + 2,
      availability_date: date,
      sub_availabilities: json([
        { date, quantity: rnd.int(20, 200) },
        { date: addDays(today, days + 14), quantity: rnd.int(20, 200) },
      ]),
    });
  } else if (stockType === "TRA_PLUS") {
    central(0, { stocked: 0 });
  } else {
    // Supplier stock: delivered via central storage in 5-10 days; the VIRTUAL row holds the
    // supplier's quantity but is never a location to pick from.
    central(0, { stocked: 0 });
    stock.push({
      article_number: articleNumber,
      location_id: VIRTUAL_LOCATION,
      quantity: rnd.int(50, 5000),
      stocked: 0,
      order_multiple: orderMultiple,
      availability_date: null,
      available_from_days: null,
      available_to_days: null,
      sub_availabilities: "[]",
    });
  }
  if (stockType === "LAG") stockedAt.unshift(...CENTRAL_IDS);
  return { stock, stockedAt };
}
