/**
 * What the cart needs to know about articles before it writes a line: the delivery methods the
 * user may use, each article's order multiple per delivery and whether it can be bought online.
 * Rounding itself is the domain's (roundToOrderMultiple); the SQL only ever adds rounded amounts.
 */
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import type { Purchasability } from "@shop/domain/purchase-constraints";
import type { StockLocationInput } from "@shop/domain/stock";
import type { AccessClaims } from "../auth/jwt";
import { denies } from "../auth/claims";
import { articlePurchasability } from "../catalogue/purchasability";
import { loadStockRows, stockView } from "../catalogue/stock";
import type { ArticleRow } from "../catalogue/variants";
import { centralWarehouseIds } from "../catalogue/warehouses";

export async function allowedDeliveries(db: D1Database, claims: AccessClaims): Promise<Set<string>> {
  if (!denies(claims, "EJ_ALLA_LEVERANSSATT")) return new Set(DELIVERY_METHOD_IDS);
  const { results } = await db
    .prepare("SELECT id FROM delivery_options WHERE offered_when_limited = 1")
    .all<{ id: string }>();
  return new Set(results.map((r) => r.id));
}

export interface ArticleRules {
  /** Order multiple of an article for a delivery, from the same stock rules the catalogue answers with. */
  multipleOf(articleNumber: string, deliveryId: string): number;
  /** Online purchasability as the product page shows it (no store chosen). */
  purchasabilityOf(articleNumber: string): Purchasability | null;
}

/** Reads stock and warehouses once for the articles and answers the per-line rules from them. */
export async function articleRules(db: D1Database, articles: readonly ArticleRow[]): Promise<ArticleRules> {
  const [rows, centralIds] = await Promise.all([
    loadStockRows(
      db,
      articles.map((a) => a.article_number),
    ),
    centralWarehouseIds(db),
  ]);
  const byNumber = new Map(articles.map((a) => [a.article_number, a]));
  const now = new Date();
  const stockOf = (articleNumber: string): StockLocationInput[] => rows.get(articleNumber) ?? [];
  return {
    multipleOf(articleNumber, deliveryId) {
      const article = byNumber.get(articleNumber);
      if (!article) return 1;
      return stockView(articleNumber, article.stock_type, stockOf(articleNumber), { deliveryId, centralIds }, now)
        .orderMultiple;
    },
    purchasabilityOf(articleNumber) {
      const article = byNumber.get(articleNumber);
      return article ? articlePurchasability(article, stockOf(articleNumber), null) : null;
    },
  };
}
