/**
 * Shared scan of the money-filter files (money-filter-*.test.ts).
 *
 * One money filter driven by the token's denials (domain/money-view.ts, applied to every JSON answer
 * by workers/commerce/src/auth/money-filter.ts, and by the PDF, CSV and receipt mail through
 * moneyVisibility). Attack that succeeded before: noprices@demo.se (EJ_SE_PRISER) read prices in the quote
 * answer, the checkout answer, order search, order detail, CSV download, invoices, the confirmation PDF and
 * the receipt mail. Every check scans the whole answer, and a positive control shows the scan finds
 * amounts where they are allowed, so the assertions can fail.
 */
import { formatSek, oreToSek } from "@shop/domain/money";
import { env, seedAll } from "./fixtures";

/** Keys that are counts, rates or flags, not amounts (the scan's own list, independent of the filter's). */
const NOT_AMOUNTS = new Set([
  "totalRows",
  "totalQuantity",
  "totalIsLowerBound",
  "vatPercentage",
  "hasBracketPrices",
  "askForPrice",
  "showDiscounts",
  "priceType",
  "salesPriceUnit",
  "priceOverridden",
  "totalNumberOfUsers",
  "invoiceId",
]);
const AMOUNT_LIKE = /price|amount|total|discount|^net|net$|^vat|vat$|sum|belopp|invoice/i;
const PAGE_KEYS = ["limit", "offset", "next", "data", "orders", "hits", "users"];

/** Every amount-like key holding a value (not null), with its path; `total` of a result page is a count. */
export function amountsIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => amountsIn(v, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  const isPage = PAGE_KEYS.some((k) => k in record) && !("currency" in record);
  return Object.entries(record).flatMap(([k, v]) => {
    const here = `${path}.${k}`;
    if (
      AMOUNT_LIKE.test(k) &&
      !NOT_AMOUNTS.has(k) &&
      !(k === "total" && isPage) &&
      v !== null &&
      !(Array.isArray(v) && v.length === 0)
    ) {
      if (typeof v === "number" || typeof v === "string") return [here];
      if (typeof v === "object") return [here, ...amountsIn(v, here)];
    }
    return amountsIn(v, here);
  });
}

/** The ways an amount in öre can be written in an answer: JSON number, CSV (comma) and shop format. */
export function amountStrings(ores: number[]): string[] {
  return [
    ...new Set(
      ores
        .filter((o) => o % 100 !== 0 && o > 100)
        .flatMap((o) => [
          String(oreToSek(o)),
          oreToSek(o).toFixed(2).replace(".", ","),
          formatSek(o).replace(/\s/g, " "),
        ]),
    ),
  ];
}

export const plainText = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** Seeds everything; answers orderable articles whose price has a non-zero öre part (unmistakable amount strings). */
export async function oddPricedArticles(): Promise<string[]> {
  const all = await seedAll();
  const { results } = await env.DB.prepare("SELECT article_number FROM articles WHERE list_price_ore % 100 <> 0").all<{
    article_number: string;
  }>();
  const odd = new Set(results.map((r) => r.article_number));
  return all.filter((a) => odd.has(a));
}

export const GRAPHQL_VARIANTS = `query($a: [String!]!) { getVariants(articleNumbers: $a, completeOrderPrice: true) { articleNumber price { priceType netPrice salesPrice alloyingPrice salesPriceIncludingVat discountAmount discountPercentage discounts { amount percentage } preCampaignPrice orderPrice { net vat totalIncludingVat } } } }`;
