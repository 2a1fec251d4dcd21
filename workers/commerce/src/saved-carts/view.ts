/**
 * Saved carts as they go out (contract/commerce/saved-carts.ts): no amounts at all, so nothing for the money filter to
 * hide. A line's article is named as the caller's catalogue names it today, or as it was named when saved once it has
 * left that catalogue.
 */
import type { SavedCartDetail, SavedCartSummary } from "@shop/contract/commerce/saved-carts";
import type { WireAnswer } from "@shop/contract/wire";
import type { savedCartDetailSchema, savedCartSummarySchema } from "@shop/contract/commerce/saved-carts";
import type { AccessClaims } from "../auth/jwt";
import { catalogueContext, inAssortment } from "../catalogue/context";
import { loadArticles } from "../catalogue/variants";
import { ownerName, savedCartContents, type SavedCartListRow, type SavedCartRow } from "./store";

function summaryOf(
  row: SavedCartRow,
  claims: AccessClaims,
  extra: { owner: string; lineCount: number; deliveryIds: string[] },
): WireAnswer<typeof savedCartSummarySchema, SavedCartSummary> {
  return {
    savedCartId: row.id,
    name: row.name,
    shared: row.shared === 1,
    mine: row.user_id === claims.sub,
    owner: { userId: row.user_id, name: extra.owner },
    customerId: row.customer_id,
    projectId: row.project_id || null,
    lineCount: extra.lineCount,
    deliveryIds: extra.deliveryIds,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function savedCartSummary(row: SavedCartListRow, claims: AccessClaims) {
  return summaryOf(row, claims, {
    owner: `${row.owner_first_name ?? ""} ${row.owner_last_name ?? ""}`.trim(),
    lineCount: row.line_count,
    deliveryIds: row.delivery_ids ? row.delivery_ids.split(",") : [],
  });
}

export async function savedCartDetail(
  db: D1Database,
  claims: AccessClaims,
  row: SavedCartRow,
): Promise<WireAnswer<typeof savedCartDetailSchema, SavedCartDetail>> {
  const [contents, owner] = await Promise.all([savedCartContents(db, row.id), ownerName(db, row.user_id)]);
  const numbers = [...new Set(contents.lines.map((l) => l.article_number))];
  const [articles, ctx] = await Promise.all([loadArticles(db, numbers), catalogueContext(db, claims)]);
  const known = new Map(
    articles.filter((a) => inAssortment(ctx, a.category_l2)).map((a) => [a.article_number, a] as const),
  );
  return {
    ...summaryOf(row, claims, {
      owner,
      lineCount: contents.lines.length,
      deliveryIds: contents.deliveries.map((d) => d.delivery_id),
    }),
    deliveries: contents.deliveries.map((d) => ({
      deliveryId: d.delivery_id,
      requestedDeliveryDate: d.requested_delivery_date,
      isIncludedInOrder: d.is_included_in_order === 1,
      lines: contents.lines
        .filter((l) => l.delivery_id === d.delivery_id)
        .map((l) => {
          const article = known.get(l.article_number);
          return {
            articleNumber: l.article_number,
            name: article?.name ?? l.name,
            salesUnit: article?.unit ?? null,
            quantity: l.quantity,
            label: l.label,
          };
        }),
    })),
  };
}
