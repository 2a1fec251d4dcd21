/**
 * Fixed delivery days (spec sections 4 and 7): when the brand's fixed-delivery feature is on, the
 * customer's delivery dates (GET /customers/{id}/delivery-dates) are the only requested dates the
 * cart offers and accepts. A 404 means the customer has no fixed days (ignored, spec section 7).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  allowedDeliveryDate,
  isAllowedDeliveryDate,
  offeredDates,
  type DateChoiceOptions,
} from "@shop/domain/fixed-delivery-dates";
import { setDeliveryDate } from "./cart-lines-client.server";
import { type CartView, type MovedDate } from "./cart-view";
import { customerDeliveryDatesSchema } from "@shop/contract/commerce/checkout";
import { commerceCall, type CommerceTransport } from "~/platform/services/commerce-client.server";
import { CommerceError } from "~/platform/services/commerce-errors.server";
import type { Viewer } from "~/platform/session/commerce-session.server";
import { closingDaysOf } from "../../../brands";

/** The customer's fixed delivery dates, or null when it has none. */
export async function customerDeliveryDates(
  transport: CommerceTransport,
  customerId: string,
): Promise<string[] | null> {
  try {
    const result = await commerceCall(transport, {
      path: `customers/${encodeURIComponent(customerId)}/delivery-dates`,
      schema: customerDeliveryDatesSchema,
      service: "auth",
    });
    return result.deliveryDates;
  } catch (error) {
    if (error instanceof CommerceError && error.kind === "not_found") return null;
    throw error;
  }
}

/** The brand and the fixed dates that apply to this buyer (null unless the brand has the feature on). */
export async function dateChoiceFor(
  context: AppLoadContext,
  transport: CommerceTransport,
  viewer: Viewer | null,
  today: string,
): Promise<DateChoiceOptions> {
  const brand = await context.brand();
  const fixedDates =
    brand.featureFlags.fixedDeliveryDates && viewer?.customerId
      ? await customerDeliveryDates(transport, viewer.customerId)
      : null;
  return { today, closingDays: closingDaysOf(brand.id), fixedDates };
}

/**
 * When the cart loads: a requested date that is not allowed (past, closed, or not one of the fixed
 * days) moves to the next allowed date, and each delivery carries the dates its picker offers.
 */
export async function applyDateChoice(
  transport: CommerceTransport,
  cart: CartView,
  options: DateChoiceOptions,
  move: boolean,
): Promise<MovedDate[]> {
  const offered = offeredDates(options);
  const moved: MovedDate[] = [];
  for (const delivery of cart.deliveries) {
    delivery.offeredDates = offered;
    if (!move || isAllowedDeliveryDate(delivery.requestedDeliveryDate, options)) continue;
    const to = allowedDeliveryDate(delivery.requestedDeliveryDate, options);
    await setDeliveryDate(transport, cart.cartId, delivery.deliveryId, to);
    moved.push({ deliveryId: delivery.deliveryId, from: delivery.requestedDeliveryDate, to });
    delivery.requestedDeliveryDate = to;
  }
  return moved;
}
