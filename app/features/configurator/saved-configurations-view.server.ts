/** The buyer's saved product configurations as /mina-sidor/produktkonfigurationer shows them. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatDate } from "@shop/domain/format";
import { onlineRefusal } from "@shop/domain/purchase-constraints";
import { serverT } from "~/platform/i18n/catalogue.server";
import { reopenPath, selectionsText } from "@shop/domain/saved-configurations";
import type { SignedInCommerce } from "~/platform/routing/signed-in.server";
import { getVariantCards } from "~/features/products/index.server";
import { listSavedConfigurations } from "./configurations-client.server";
import { listingDataLayer } from "~/features/products/index.server";

export interface SavedConfigurationRow {
  id: string;
  name: string;
  productName: string;
  choices: string;
  savedOn: string;
  reopen: string;
  /** The one article the choices lead to; null while several match. */
  article: {
    articleNumber: string;
    /** Null when the article is no longer in the buyer's assortment. */
    name: string | null;
    slug: string | null;
    orderMultiple: number;
    purchasableOnline: boolean;
    /** Why it cannot be bought online, in Swedish, said where the add to cart would be; null when it can. */
    notPurchasableText: string | null;
  } | null;
}

export const SAVED_CONFIGURATIONS_LIST = "product_configuration_result_list";

/** The purchase rule's reason, or the general one; null for an article that can be bought (or is gone: said apart). */
function notPurchasableText(p: Parameters<typeof onlineRefusal>[0] | undefined): string | null {
  if (!p || p.online) return null;
  const reason = onlineRefusal(p);
  return reason ? serverT(`catalogue.constraints.${reason}`) : serverT("catalogue.cart.not_purchasable");
}

/** Newest first, with the matching articles' cards and a view_item_list for the rows that have one. */
export async function loadSavedConfigurations(context: AppLoadContext, commerce: SignedInCommerce) {
  const viewer = commerce.viewer;
  const saved = await listSavedConfigurations(commerce.transport);
  const numbers = [...new Set(saved.flatMap((c) => c.articleNumber ?? []))];
  const cards = await getVariantCards(commerce.transport, numbers, { withPrice: !viewer.noPrices });
  const byNumber = new Map(cards.map((c) => [c.articleNumber, c]));
  const rows: SavedConfigurationRow[] = saved.map((c) => {
    const card = c.articleNumber ? byNumber.get(c.articleNumber) : undefined;
    return {
      id: c.id,
      name: c.name,
      productName: c.productName,
      choices: selectionsText(c.selections),
      savedOn: formatDate(c.createdAt),
      reopen: reopenPath(c.variantSlug, c.selections),
      article: c.articleNumber
        ? {
            articleNumber: c.articleNumber,
            name: card?.name ?? null,
            slug: card?.variantSlug ?? null,
            orderMultiple: card?.stock?.orderMultiple ?? 1,
            purchasableOnline: card?.purchasability.online ?? false,
            notPurchasableText: notPurchasableText(card?.purchasability),
          }
        : null,
    };
  });
  const shown = saved.flatMap((c) => (c.articleNumber ? (byNumber.get(c.articleNumber) ?? []) : []));
  return {
    rows,
    canOrder: !viewer.denials.includes("EJ_ORDER"),
    ...listingDataLayer(context, SAVED_CONFIGURATIONS_LIST, shown, 1, viewer),
  };
}
