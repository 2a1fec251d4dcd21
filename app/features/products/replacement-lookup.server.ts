/**
 * Replacement notices for places that hold only article numbers (shopping lists, quick order), and the plan for
 * sending such rows to the cart without adding an unbuyable discontinued article silently (domain/replacement.ts).
 */
import { planCartRows, type CartRow, type CartRowPlan } from "@shop/domain/replacement";
import type { ReplacementFacts } from "@shop/contract/commerce/catalogue";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { getReplacementFacts } from "./catalogue-client.server";
import type { ReplacementNoticeView } from "./catalogue-view";
import { serverT } from "~/platform/i18n/catalogue.server";
import { replacementNoticeOf } from "./replacement-notice-text";

export interface ListedArticle {
  name: string;
  slug: string;
  notice: ReplacementNoticeView | null;
}

/** Keyed by article number; articles the service does not know (or outside the assortment) are missing. */
export type ListedArticles = Record<string, ListedArticle>;

export async function replacementFacts(transport: CommerceTransport, articleNumbers: readonly string[]) {
  if (articleNumbers.length === 0) return new Map<string, ReplacementFacts>();
  const facts = await getReplacementFacts(transport, articleNumbers);
  return new Map(facts.map((f) => [f.articleNumber, f]));
}

export function listedArticles(facts: ReadonlyMap<string, ReplacementFacts>): ListedArticles {
  const listed: ListedArticles = {};
  for (const [articleNumber, f] of facts)
    listed[articleNumber] = { name: f.name, slug: f.variantSlug, notice: replacementNoticeOf(f) };
  return listed;
}

export function planRows(rows: readonly CartRow[], facts: ReadonlyMap<string, ReplacementFacts>): CartRowPlan[] {
  return planCartRows(rows, (articleNumber) => {
    const f = facts.get(articleNumber);
    if (!f) return undefined;
    const r = f.ersattningsartikel;
    return {
      discontinued: f.discontinued,
      purchasableOnline: f.purchasability.online,
      replacement: r ? { articleNumber: r.articleNumber, name: r.name, slug: r.variantSlug } : null,
    };
  });
}

/** The rows the cart gets from a plan: the article, or its replacement in its place; skipped rows left out. */
export function rowsToAdd(plan: readonly CartRowPlan[]): CartRow[] {
  return plan.flatMap((p) =>
    p.kind === "add"
      ? [{ articleNumber: p.articleNumber, quantity: p.quantity }]
      : p.kind === "replaced"
        ? [{ articleNumber: p.to.articleNumber, quantity: p.quantity }]
        : [],
  );
}

/** What the buyer is told about rows that did not go in as they were. */
export function planNotes(plan: readonly CartRowPlan[]): string[] {
  return plan.flatMap((p) =>
    p.kind === "replaced"
      ? [serverT("catalogue.replacement.plan_replaced", { from: p.from, to: p.to.articleNumber, name: p.to.name })]
      : p.kind === "skipped"
        ? [serverT("catalogue.replacement.plan_skipped", { articleNumber: p.articleNumber })]
        : [],
  );
}
