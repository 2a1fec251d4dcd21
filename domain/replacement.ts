/**
 * What a discontinued article shows wherever it appears (cards, cart lines, shopping lists, favourites, quick
 * order, quotes): its replacement (ersättningsartikel), or, when it can no longer be bought and has none, that it
 * has none. Pure, so every place decides the same way from the variant's own fields.
 */

export interface ArticleRef {
  articleNumber: string;
  name: string;
  slug: string;
}

export interface ReplacementInput {
  discontinued: boolean;
  /** Whether the article can still be bought online (what is left in stock of a discontinued one). */
  purchasableOnline: boolean;
  replacement: ArticleRef | null;
}

export type ReplacementStatus =
  /** Not discontinued: nothing to say. */
  | { kind: "current" }
  /** Discontinued without replacement, but what is left can still be bought. */
  | { kind: "remaining_stock" }
  /** Discontinued with a replacement; `buyable` says whether the old article can still be bought at all. */
  | { kind: "replaced"; buyable: boolean; replacement: ArticleRef }
  /** Discontinued, no longer buyable and without replacement: similar articles are all there is to offer. */
  | { kind: "no_replacement" };

export function replacementStatus(input: ReplacementInput): ReplacementStatus {
  if (!input.discontinued) return { kind: "current" };
  if (input.replacement) return { kind: "replaced", buyable: input.purchasableOnline, replacement: input.replacement };
  return input.purchasableOnline ? { kind: "remaining_stock" } : { kind: "no_replacement" };
}

/** Whether the article itself may be offered for adding to the cart. */
export function offersAddToCart(status: ReplacementStatus, purchasableOnline: boolean): boolean {
  if (status.kind === "replaced") return status.buyable;
  return status.kind !== "no_replacement" && purchasableOnline;
}

/** One row of a list or quick order going to the cart. */
export interface CartRow {
  articleNumber: string;
  quantity: number;
}

export type CartRowPlan =
  | { kind: "add"; articleNumber: string; quantity: number }
  /** The old article cannot be bought: its replacement goes in instead, with the same quantity. */
  | { kind: "replaced"; from: string; to: ArticleRef; quantity: number }
  /** Neither the article nor a replacement can be bought: left out, and the buyer is told. */
  | { kind: "skipped"; articleNumber: string };

/**
 * Several rows into the cart at once: an unbuyable discontinued article is never added silently. Its replacement
 * takes its place, or it is skipped. Articles the lookup does not know go in as they are: the cart service answers
 * for them (unknown article, outside the assortment).
 */
export function planCartRows(
  rows: readonly CartRow[],
  lookup: (articleNumber: string) => ReplacementInput | undefined,
): CartRowPlan[] {
  return rows.map((row) => {
    const input = lookup(row.articleNumber);
    const status = input ? replacementStatus(input) : ({ kind: "current" } as const);
    if (status.kind === "replaced" && !status.buyable)
      return { kind: "replaced", from: row.articleNumber, to: status.replacement, quantity: row.quantity };
    if (status.kind === "no_replacement") return { kind: "skipped", articleNumber: row.articleNumber };
    return { kind: "add", articleNumber: row.articleNumber, quantity: row.quantity };
  });
}
