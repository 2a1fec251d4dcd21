import {
  bracketLadder,
  computePrice,
  redactPrice,
  type BracketPrice,
  type ComputedPrice,
  type PriceInput,
} from "@shop/domain/pricing";
import type { CatalogueContext } from "./context";
import { BatchReader, selectIn } from "./sql";

export interface PriceArticle {
  article_number: string;
  list_price_ore: number;
  alloying_ore: number;
  discount_group: string;
  ask_for_price: number;
  unit: string;
}

interface BracketRow {
  article_number: string;
  min_quantity: number;
  price_ore: number;
  discount_bp: number | null;
}

function bracketsByArticle(rows: readonly BracketRow[]): Map<string, BracketPrice[]> {
  const map = new Map<string, BracketPrice[]>();
  for (const r of rows)
    map.set(r.article_number, [
      ...(map.get(r.article_number) ?? []),
      { minQuantity: r.min_quantity, priceOre: r.price_ore, discountBp: r.discount_bp },
    ]);
  return map;
}

/**
 * The stored bracket rows (a discount off the buyer's price, or a fixed price). Not what a buyer pays: that is
 * customerBrackets, computed from the same net price as his price for one.
 */
export async function loadBrackets(
  db: D1Database,
  articleNumbers: readonly string[],
): Promise<Map<string, BracketPrice[]>> {
  const rows = await selectIn<BracketRow>(
    db,
    articleNumbers,
    (ph) => `SELECT * FROM price_brackets WHERE article_number IN (${ph}) ORDER BY min_quantity`,
  );
  return bracketsByArticle(rows);
}

/**
 * Prices for the token's customer and project: discount group (project row wins over the customer
 * row), negotiated net price (same precedence), active campaigns open to everyone or to this customer.
 * Adds its reads to `reader`; the returned function computes the prices once the batch has run.
 */
export function priceArticlesWith(
  reader: BatchReader,
  ctx: CatalogueContext,
  articles: readonly PriceArticle[],
  quantities: ReadonlyMap<string, number> = new Map(),
): () => Map<string, ComputedPrice | null> {
  const result = new Map<string, ComputedPrice | null>();
  if (ctx.noPrices) {
    for (const a of articles) result.set(a.article_number, null);
    return () => result;
  }
  const finish = pricingInputsWith(reader, ctx, articles, quantities);
  return () => {
    for (const [number, input] of finish()) result.set(number, redactPrice(computePrice(input), ctx));
    return result;
  };
}

/** What computePrice gets per article for this context; read through `reader` like priceArticlesWith. */
function pricingInputsWith(
  reader: BatchReader,
  ctx: CatalogueContext,
  articles: readonly PriceArticle[],
  quantities: ReadonlyMap<string, number>,
): () => Map<string, PriceInput> {
  const inputs = new Map<string, PriceInput>();
  const numbers = articles.map((a) => a.article_number);
  const groups = [...new Set(articles.map((a) => a.discount_group))];
  const customer = ctx.customerId ?? "";
  const project = ctx.projectId ?? "";
  const discountsOf = ctx.customerId
    ? reader.addIn<{ project_id: string; discount_group: string; name: string; basis_points: number }>(
        groups,
        (ph) =>
          `SELECT project_id, discount_group, name, basis_points FROM discount_groups WHERE customer_id = ?1 AND project_id IN ('', ?2) AND discount_group IN (${ph})`,
        [customer, project],
      )
    : () => [];
  const netPricesOf = ctx.customerId
    ? reader.addIn<{ project_id: string; article_number: string; net_price_ore: number }>(
        numbers,
        (ph) =>
          `SELECT project_id, article_number, net_price_ore FROM customer_net_prices WHERE customer_id = ?1 AND project_id IN ('', ?2) AND article_number IN (${ph})`,
        [customer, project],
      )
    : () => [];
  const campaignsOf = reader.addIn<{ article_number: string; name: string; campaign_price_ore: number }>(
    numbers,
    (
      ph,
    ) => `SELECT ca.article_number, c.name, ca.campaign_price_ore FROM campaign_articles ca JOIN campaigns c ON c.id = ca.campaign_id
             WHERE c.starts_at <= ?1 AND c.ends_at >= ?1 AND (c.customer_id IS NULL OR c.customer_id = ?2) AND ca.article_number IN (${ph})`,
    [ctx.today, customer],
  );
  const bracketsOf = reader.addIn<BracketRow>(
    numbers,
    (ph) => `SELECT * FROM price_brackets WHERE article_number IN (${ph}) ORDER BY min_quantity`,
  );
  return () => {
    const brackets = bracketsByArticle(bracketsOf());
    const discountByGroup = new Map<string, { name: string; basisPoints: number; project: boolean }>();
    for (const d of discountsOf()) {
      const existing = discountByGroup.get(d.discount_group);
      if (!existing || (d.project_id !== "" && !existing.project))
        discountByGroup.set(d.discount_group, {
          name: d.name,
          basisPoints: d.basis_points,
          project: d.project_id !== "",
        });
    }
    const netByArticle = new Map<string, { price: number; project: boolean }>();
    for (const n of netPricesOf()) {
      const existing = netByArticle.get(n.article_number);
      if (!existing || (n.project_id !== "" && !existing.project))
        netByArticle.set(n.article_number, { price: n.net_price_ore, project: n.project_id !== "" });
    }
    const campaignByArticle = new Map<string, { name: string; priceOre: number }>();
    for (const c of campaignsOf()) {
      const existing = campaignByArticle.get(c.article_number);
      if (!existing || c.campaign_price_ore < existing.priceOre)
        campaignByArticle.set(c.article_number, { name: c.name, priceOre: c.campaign_price_ore });
    }
    for (const a of articles) {
      const input: PriceInput = {
        listPriceOre: a.list_price_ore,
        alloyingOre: a.alloying_ore,
        askForPrice: a.ask_for_price === 1,
        discountGroup: discountByGroup.get(a.discount_group) ?? null,
        customerNetPriceOre: netByArticle.get(a.article_number)?.price ?? null,
        campaign: campaignByArticle.get(a.article_number) ?? null,
        brackets: brackets.get(a.article_number) ?? [],
        quantity: quantities.get(a.article_number) ?? 1,
        salesPriceUnit: a.unit,
      };
      inputs.set(a.article_number, input);
    }
    return inputs;
  };
}

export async function priceArticles(
  db: D1Database,
  ctx: CatalogueContext,
  articles: readonly PriceArticle[],
  quantities: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, ComputedPrice | null>> {
  const reader = new BatchReader(db);
  const finish = priceArticlesWith(reader, ctx, articles, quantities);
  await reader.run();
  return finish();
}

/**
 * The bracket prices this buyer pays ("från 10: …"), for GET /prices/:id/brackets: computed from the same net price
 * as his price for one (discount group, net price, campaign), so no bracket is above it (domain bracketLadder).
 */
export async function customerBrackets(
  db: D1Database,
  ctx: CatalogueContext,
  article: PriceArticle,
): Promise<BracketPrice[]> {
  if (ctx.noPrices || article.ask_for_price === 1) return [];
  const reader = new BatchReader(db);
  const finish = pricingInputsWith(reader, ctx, [article], new Map());
  await reader.run();
  const input = finish().get(article.article_number);
  return input ? bracketLadder(input) : [];
}
