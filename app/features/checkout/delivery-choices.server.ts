/**
 * The delivery methods a page offers now: the service's options for this buyer, filtered by the shared rule
 * (domain/delivery-options.ts visibleDeliveryOptions) with the brand's closing days, so a closed express method is
 * never offered on the product page, in the cart's move list or on the delivery step. The service refuses them
 * anyway (workers/commerce/src/cart/delivery-gate.ts); hiding them spares the buyer the refusal.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHOD_IDS,
  LIMITED_DELIVERY_METHODS,
  visibleDeliveryOptions,
} from "@shop/domain/delivery-options";
import { closingDaysOf } from "../../../brands";
import { serverT } from "~/platform/i18n/catalogue.server";
import type { CommerceTransport } from "~/platform/services/commerce-client.server";
import { punchoutDeliveryOption } from "~/platform/session/punchout-mode.server";
import { listDeliveryOptions, type DeliveryOptionWire } from "./checkout-delivery-client.server";

/** Now for the delivery rules: the real time, or DELIVERY_CLOCK in development (the e2e stack fixes it). */
export function deliveryNow(context: AppLoadContext): Date {
  const fixed = context.config.ENVIRONMENT === "development" ? context.config.DELIVERY_CLOCK : undefined;
  return fixed ? new Date(fixed) : new Date();
}

export async function openDeliveryOptions(
  context: AppLoadContext,
  transport: CommerceTransport,
  input: { limited: boolean; options?: readonly DeliveryOptionWire[] },
): Promise<DeliveryOptionWire[]> {
  const [options, brand] = await Promise.all([input.options ?? listDeliveryOptions(transport), context.brand()]);
  return visibleDeliveryOptions(options, {
    now: deliveryNow(context),
    limited: input.limited,
    closingDays: closingDaysOf(brand.id),
  });
}

/** The buyer's notice for lines the service moved off a delivery whose method had closed (cart answer). */
export function methodMovedNotices(moves: readonly { from: string; to: string; lines: number }[]): string[] {
  return moves.map((m) =>
    serverT("checkout.cart.method_moved", {
      from: serverT(`checkout.method.${m.from}`),
      to: serverT(`checkout.method.${m.to}`),
      count: m.lines,
    }),
  );
}

/**
 * Where the cart page lets a single line move: the methods open now. Without an answer from the service the
 * limited set (standard methods without a time window) is offered rather than failing the whole cart page.
 */
export async function cartMoveChoices(
  context: AppLoadContext,
  transport: CommerceTransport,
  limited: boolean,
): Promise<readonly string[]> {
  try {
    return (await openDeliveryOptions(context, transport, { limited })).map((o) => o.id);
  } catch (error) {
    console.error("cart: delivery options unavailable", error instanceof Error ? error.message : error);
    return LIMITED_DELIVERY_METHODS;
  }
}

/** The cart page's move list for this request: nothing in punch-out mode (one fixed delivery option) or signed out. */
export async function cartMoveChoicesFor(request: Request, context: AppLoadContext): Promise<readonly string[]> {
  const [punchout, commerce] = await Promise.all([punchoutDeliveryOption(request, context), context.commerce()]);
  if (punchout || !commerce.viewer) return [];
  return cartMoveChoices(context, commerce.transport, commerce.viewer.denials.includes("EJ_ALLA_LEVERANSSATT"));
}

/** What an add-to-cart form outside the product page offers: the methods open now, and the one preselected. */
export interface AddDeliveryChoices {
  /** The buyer's default delivery (the service's), else the first open one. */
  deliveryId: string;
  deliveryIds: readonly string[];
}

/**
 * Quick order and shopping lists offer only the methods open now, with the buyer's default chosen. Without an
 * answer from the service every method is offered (the service still refuses a closed one, with its reason).
 */
export async function addDeliveryChoices(context: AppLoadContext): Promise<AddDeliveryChoices> {
  const commerce = await context.commerce();
  try {
    const limited = commerce.viewer?.denials.includes("EJ_ALLA_LEVERANSSATT") ?? false;
    const options = await openDeliveryOptions(context, commerce.transport, { limited });
    const deliveryId = (options.find((o) => o.isDefault) ?? options[0])?.id ?? DEFAULT_DELIVERY_METHOD;
    return { deliveryId, deliveryIds: options.length > 0 ? options.map((o) => o.id) : [DEFAULT_DELIVERY_METHOD] };
  } catch (error) {
    console.error("delivery options unavailable", error instanceof Error ? error.message : error);
    return { deliveryId: DEFAULT_DELIVERY_METHOD, deliveryIds: DELIVERY_METHOD_IDS };
  }
}
