/** Favourite lists as the storefront reads them; also behind the gateway's getFavoriteLists (graphql/cart-schema.ts). */
import type { shoppingListSchema } from "@shop/contract/commerce/account";
import type { WireAnswer } from "@shop/contract/wire";
import { z } from "zod";
import type { AccessClaims } from "../auth/jwt";
import { badRequest } from "../http/errors";
import { LIST_SORTS, listItemsPage, ownAndSharedLists, type ListRow, type ListSort } from "./store";

export const paging = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};

export const listQuery = z.object({
  ...paging,
  sort: z.enum(Object.keys(LIST_SORTS) as [ListSort, ...ListSort[]]).default("-updatedAt"),
  access: z.enum(["PRIVATE", "SHARED"]).optional(),
  userId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  fromUpdatedAt: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});

export function listView(l: ListRow) {
  return {
    favoriteId: l.id,
    favoriteName: l.name,
    access: l.access,
    userId: l.user_id,
    customerId: l.customer_id,
    createdAt: l.created_at,
    updatedAt: l.updated_at,
    totalRows: l.total_rows,
    user: { fullName: l.full_name ?? "" },
  };
}

/** A shopping list as the storefront reads it (contract/commerce/account.ts). */
export type ShoppingListAnswer = WireAnswer<typeof shoppingListSchema, ReturnType<typeof listView>>;

export function customerOf(claims: AccessClaims): string {
  if (!claims.customerId) {
    throw badRequest("Choose a customer first", [
      { path: "customerId", code: "missing_context", message: "The token has no customer context" },
    ]);
  }
  return claims.customerId;
}

/** The caller's own lists and the lists shared within its customer. */
export async function favoriteLists(db: D1Database, claims: AccessClaims, query: z.infer<typeof listQuery>) {
  const { userId: ownerId, ...rest } = query;
  const { rows, total } = await ownAndSharedLists(db, {
    ...rest,
    ownerId,
    customerId: customerOf(claims),
    userId: claims.sub,
  });
  const next = query.offset + query.limit < total ? query.offset + query.limit : null;
  return { data: rows.map(listView), total, next };
}

export async function itemsPage(db: D1Database, listId: string, limit: number, offset: number) {
  const { rows, total } = await listItemsPage(db, listId, limit, offset);
  return {
    data: rows.map((r) => ({ favoriteItemId: r.id, articleNumber: r.article_number, quantity: r.quantity })),
    totalRows: total,
    next: offset + limit < total ? offset + limit : null,
  };
}
