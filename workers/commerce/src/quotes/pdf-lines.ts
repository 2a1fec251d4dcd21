/**
 * The rows of a quote document: what the buyer's customer reads, so every row's unit price times its quantity is
 * its amount. Amounts are öre here; null where the caller's answer had them hidden (EJ_SE_PRISER).
 */
import { sekToOre } from "@shop/domain/money";
import { isCalendarDate, quoteValidThrough } from "@shop/domain/quote-validity";

/** The fields of a quote answer's item (quotes/view.ts) a document needs; amounts in SEK, null = hidden. */
export interface QuoteDocumentItem {
  articleNumber: string;
  name: string | null;
  unit: string;
  quantity: number;
  price: number | null;
  discountPercentage: number | null;
  lineTotal: number | null;
}

export interface QuoteDocumentCustomItem {
  name: string;
  unit: string;
  quantity: number;
  price: number | null;
  lineTotal: number | null;
}

export interface QuoteRowView {
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  unitPriceOre: number | null;
  /** Shown only in the discount column; null when the row shows the price after discount. */
  discountPercentage: number | null;
  amountOre: number | null;
}

const ore = (sek: number | null) => (sek === null ? null : sekToOre(sek));

/** The price after discount per unit, from the row's amount (exact for one line, rounded for merged ones). */
function unitAfterDiscount(amountOre: number | null, quantity: number): number | null {
  return amountOre === null || quantity === 0 ? null : Math.round(amountOre / quantity);
}

/**
 * Catalogue lines as rows. `merge`: one row per article, quantities and amounts added up. `discountColumn`: a row
 * keeps its list price and discount; otherwise (or when merged lines differ in price or discount) the row shows the
 * price after discount, so the customer never sees a price and a total that disagree.
 */
export function quoteItemRows(
  items: readonly QuoteDocumentItem[],
  options: { merge: boolean; discountColumn: boolean },
): QuoteRowView[] {
  const groups = new Map<string, QuoteDocumentItem[]>();
  items.forEach((item, index) => {
    const key = options.merge ? item.articleNumber : String(index);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  });
  return [...groups.values()].map((group) => {
    const [first] = group;
    const quantity = group.reduce((sum, i) => sum + i.quantity, 0);
    const amounts = group.map((i) => ore(i.lineTotal));
    const amountOre = amounts.includes(null) ? null : (amounts as number[]).reduce((s, a) => s + a, 0);
    const alike = group.every((i) => i.price === first.price && i.discountPercentage === first.discountPercentage);
    const listed = options.discountColumn && alike;
    return {
      articleNumber: first.articleNumber,
      name: first.name ?? first.articleNumber,
      quantity,
      unit: first.unit,
      unitPriceOre: listed ? ore(first.price) : unitAfterDiscount(amountOre, quantity),
      discountPercentage: listed ? first.discountPercentage : null,
      amountOre,
    };
  });
}

export function customItemRows(items: readonly QuoteDocumentCustomItem[]): QuoteRowView[] {
  return items.map((i) => ({
    articleNumber: "",
    name: i.name,
    quantity: i.quantity,
    unit: i.unit,
    unitPriceOre: ore(i.price),
    discountPercentage: null,
    amountOre: ore(i.lineTotal),
  }));
}

/** The last day the quote holds (domain/quote-validity.ts, the one rule); a stored date that is none prints as it is. */
export function quoteValidUntil(validFrom: string, validFor: number): string {
  return isCalendarDate(validFrom) && Number.isInteger(validFor) ? quoteValidThrough(validFrom, validFor) : validFrom;
}
