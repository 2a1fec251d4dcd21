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

/** What the rules read: stock rows and the central warehouses. Needs only the article numbers, not their rows. */
export interface ArticleRuleInputs {
  rows: Map<string, StockLocationInput[]>;
  centralIds: readonly string[];
}

/**
 * Reads the rules' inputs for article numbers. The add reads these side by side with the articles themselves
 * (cart/lines.ts), so the rules cost no round trip of their own.
 */
export async function articleRuleInputs(db: D1Database, articleNumbers: readonly string[]): Promise<ArticleRuleInputs> {
  const [rows, centralIds] = await Promise.all([loadStockRows(db, articleNumbers), centralWarehouseIds(db)]);
  return { rows, centralIds };
}

/** Reads stock and warehouses once for the articles (unless already read) and answers the per-line rules from them. */
export async function articleRules(
  db: D1Database,
  articles: readonly ArticleRow[],
  inputs?: ArticleRuleInputs,
): Promise<ArticleRules> {
  const { rows, centralIds } =
    inputs ??
    (await articleRuleInputs(
      db,
      articles.map((a) => a.article_number),
    ));
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
