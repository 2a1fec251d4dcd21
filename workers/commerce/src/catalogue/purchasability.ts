/** An article row and its stock in the terms of the one purchase rule (domain/purchase-constraints.ts). */
import { purchasability, type Purchasability } from "@shop/domain/purchase-constraints";
import { VIRTUAL_LOCATION_ID, type StockLocationInput } from "@shop/domain/stock";

export interface PurchaseArticle {
  only_store: number;
  must_be_in_stocked_at: number;
  discontinued: number;
  /** JSON list of the locations where the article is a stocked item. */
  stocked_at: string;
}

/** Whether the article can be bought online and in store; `storeId` is the store of a pickup. */
export function articlePurchasability(
  article: PurchaseArticle,
  stock: readonly Pick<StockLocationInput, "locationId" | "quantity">[],
  storeId: string | null,
): Purchasability {
  return purchasability({
    constraints: { onlyStore: article.only_store === 1, mustBeInStockedAt: article.must_be_in_stocked_at === 1 },
    discontinued: article.discontinued === 1,
    stockedAt: JSON.parse(article.stocked_at) as string[],
    // VIRTUAL is the supplier's stock, not ours: it never keeps a discontinued article buyable.
    quantities: stock
      .filter((r) => r.locationId !== VIRTUAL_LOCATION_ID)
      .map((r) => ({ locationId: r.locationId, quantity: r.quantity })),
    storeId,
  });
}
