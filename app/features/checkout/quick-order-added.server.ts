/**
 * What quick order and file import put into the cart, as the buyer checks it against his list: each added line with
 * its quantity in the sales unit, his price and, for packs and drums, the comparison price (as on the product page and
 * the cart line). Without price rights (EJ_SE_PRISER) no amount at all.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AddedLine } from "@shop/contract/commerce/cart";
import { cardFrom, getVariantCards } from "~/features/products/index.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { commerceBaseUrl, type Viewer } from "~/platform/session/commerce-session.server";

/** A long file's lines are in the cart; the answer shows the first ones and counts the rest. */
export const ADDED_LINES_SHOWN = 20;

export interface QuickOrderAddedLine {
  articleNumber: string;
  name: string;
  quantity: number;
  unit: string;
  /** "87,50 kr" per `priceUnit`; null without price rights or for an ask-for-price article. */
  price: string | null;
  priceUnit: string | null;
  /** Per piece for a pack, per drum for a cable sold per metre ("0,35 kr" / "st"). */
  comparison: { price: string; unit: string } | null;
}

export interface QuickOrderAdded {
  lines: QuickOrderAddedLine[];
  /** Added lines beyond those shown. */
  more: number;
}

export async function addedLinesView(
  context: AppLoadContext,
  transport: CommerceTransport,
  viewer: Viewer,
  lines: readonly AddedLine[],
): Promise<QuickOrderAdded | undefined> {
  const added = lines.filter((l) => l.refusal === null && l.cartItemId !== null);
  if (added.length === 0) return undefined;
  const shown = added.slice(0, ADDED_LINES_SHOWN);
  const cards = await getVariantCards(transport, [...new Set(shown.map((l) => l.articleNumber))], {
    withPrice: !viewer.noPrices,
  });
  const baseUrl = commerceBaseUrl(context);
  const cardOf = new Map(cards.map((hit) => [hit.articleNumber, cardFrom(hit, viewer, baseUrl)]));
  return {
    lines: shown.map((line) => {
      const card = cardOf.get(line.articleNumber);
      const price = viewer.noPrices || !card?.price?.net ? null : card.price;
      return {
        articleNumber: line.articleNumber,
        name: line.name ?? card?.name ?? line.articleNumber,
        quantity: line.quantity,
        unit: line.salesUnit ?? "st",
        price: price?.net ?? null,
        priceUnit: price?.unit ?? null,
        comparison: price?.comparison ?? null,
      };
    }),
    more: added.length - shown.length,
  };
}
