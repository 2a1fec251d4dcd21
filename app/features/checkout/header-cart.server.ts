/**
 * The header cart's count and total, read on the server for every page the root loader renders (so it shows without
 * JavaScript and costs the browser no code). A total only for a buyer with price rights: a visitor and an EJ_SE_PRISER
 * buyer get the count alone.
 *
 * The edge cache: a browser without a session cookie has no cart (the anonymous cart's token lives in the session),
 * so its page carries no count and stays shareable; a browser with a session goes past the cache anyway
 * (PERSONAL_COOKIES in app/platform/edge-cache/edge-cache-policy.ts), so no count ends up in a shared page.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sumTotals, totalsOf } from "@shop/domain/cart-totals";
import { sekToOre } from "@shop/domain/money";
import { cartLinesSchema } from "@shop/contract/commerce/cart";
import { graphqlAnswerSchema } from "@shop/contract/commerce/graphql";
import {
  CART_SUMMARY_QUERY,
  cartSummaryAnswerSchema,
  type CartSummaryWire,
} from "@shop/contract/commerce/cart-summary";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { hasSessionCookie } from "~/platform/session/session.server";
import { cartOpenedThisRequest, existingAnonymousCart } from "./anonymous-cart.server";

export interface HeaderCart {
  /** Lines in the cart, as the cart page and the flyout count them. */
  lineCount: number;
  /** Total incl. VAT of the deliveries in the order, in öre; null without price rights or with an unpriced line. */
  totalOre: number | null;
}

/** The cart's total as the cart page sums it (app/features/checkout/cart-view.server.ts): included deliveries only. */
export function headerCartOf(cart: CartSummaryWire): HeaderCart {
  const included = new Map(cart.deliveries.map((d) => [d.deliveryId, d.isIncludedInOrder]));
  const byDelivery = new Map<string, CartSummaryWire["items"]>();
  for (const item of cart.items) byDelivery.set(item.deliveryId, [...(byDelivery.get(item.deliveryId) ?? []), item]);
  const totals = [];
  for (const [deliveryId, items] of byDelivery) {
    if (included.get(deliveryId) === false) continue;
    if (items.some((i) => !i.price || i.price.askForPrice || i.price.netPrice === null))
      return { lineCount: cart.items.length, totalOre: null };
    totals.push(
      totalsOf(
        items.map((i) => ({
          netOre: sekToOre(i.price?.netPrice ?? 0) * i.quantity,
          alloyingOre: sekToOre(i.price?.alloyingPrice ?? 0) * i.quantity,
        })),
      ),
    );
  }
  return { lineCount: cart.items.length, totalOre: sumTotals(totals).totalOre };
}

async function lineCountOf(transport: CommerceTransport): Promise<HeaderCart> {
  const cart = await commerceCall(transport, { path: "v2/cart", schema: cartLinesSchema, service: "cart" });
  return { lineCount: cart.items.length, totalOre: null };
}

async function pricedCartOf(transport: CommerceTransport): Promise<HeaderCart> {
  const answer = await commerceCall(transport, {
    path: "graphql",
    body: { query: CART_SUMMARY_QUERY, variables: {} },
    schema: graphqlAnswerSchema(cartSummaryAnswerSchema),
    // A query: safe to send again when the connection was dropped before an answer.
    retryWhenDropped: true,
    service: "cart",
  });
  if (answer.errors?.length || !answer.data) throw new Error(answer.errors?.[0]?.message ?? "no cart data");
  return headerCartOf(answer.data.getCartWithVariants);
}

/**
 * The viewer's header cart, or null when there is none to show (no session, an empty visitor session, or the
 * service did not answer: the header then shows the cart without figures rather than failing the page).
 */
export async function loadHeaderCart(request: Request, context: AppLoadContext): Promise<HeaderCart | null> {
  // A visitor's first add without JavaScript answers with the page in the same request: that cart counts too.
  if (!hasSessionCookie(request) && !cartOpenedThisRequest(context)) return null;
  let commerce;
  try {
    commerce = await context.commerce();
  } catch (error) {
    // A token refresh's redirect belongs to the whole page (the product menu rethrows it too).
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  }
  try {
    if (commerce.viewer) {
      return commerce.viewer.noPrices ? await lineCountOf(commerce.transport) : await pricedCartOf(commerce.transport);
    }
    const visitor = await existingAnonymousCart(request, context);
    return visitor ? await lineCountOf(visitor.transport) : null;
  } catch (error) {
    // An expired visitor cart answers 401: the cart page forgets it; the header just shows no figures.
    console.warn("header cart unavailable:", error instanceof Error ? error.message : String(error));
    return null;
  }
}
