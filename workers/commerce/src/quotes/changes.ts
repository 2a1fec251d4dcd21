import type { QuoteChanges } from "./input";
import type { QuoteRow } from "./store";

/**
 * The columns a PATCH sets, in a fixed order; sender and receiver are merged into what the quote holds.
 * Column names come from this list only, never from the request.
 */
export function quoteChanges(quote: QuoteRow, changes: QuoteChanges): [column: string, value: unknown][] {
  const { status, ...fields } = changes;
  const sets: [string, unknown][] = [];
  if (status) sets.push(["status", status]);
  if (fields.title !== undefined) sets.push(["title", fields.title]);
  if (fields.finalMessage !== undefined) sets.push(["final_message", fields.finalMessage]);
  if (fields.validFrom !== undefined) sets.push(["valid_from", fields.validFrom]);
  if (fields.validFor !== undefined) sets.push(["valid_for", fields.validFor]);
  if (fields.sender !== undefined)
    sets.push(["sender", JSON.stringify({ ...JSON.parse(quote.sender), ...fields.sender })]);
  if (fields.receiver !== undefined) {
    sets.push(["receiver", JSON.stringify({ ...JSON.parse(quote.receiver), ...fields.receiver })]);
  }
  if (fields.priceType !== undefined) sets.push(["price_type", fields.priceType]);
  if (fields.mergeArticles !== undefined) sets.push(["merge_articles", fields.mergeArticles ? 1 : 0]);
  if (fields.showDiscounts !== undefined) sets.push(["show_discounts", fields.showDiscounts ? 1 : 0]);
  return sets;
}
