/** Shared loader part of the checkout steps: signed-in commerce session plus the cart view. */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { loginPathFor, requireUser } from "~/platform/routing/guards.server";
import { loadCart } from "./cart-view.server";
import type { TrackedCartLine } from "./cart-lines-tracking.server";
import { type CartView, type MovedDate, type MovedMethod } from "./cart-view";
import { applyDateChoice, dateChoiceFor } from "./delivery-dates.server";
import { commerceFailure, type CommerceSession, type Viewer } from "~/platform/session/commerce-session.server";

export interface CheckoutPageData {
  commerce: CommerceSession;
  viewer: Viewer;
  cart: CartView;
  /** The cart's lines for data-layer events, from the same answer. */
  tracked: TrackedCartLine[];
  moved: MovedDate[];
  /** Deliveries the service moved because their method had closed (notice on the cart and delivery step). */
  movedMethods: MovedMethod[];
  today: string;
  firstDate: string;
}

export async function loadCheckoutPage(
  request: Request,
  context: AppLoadContext,
  options: { moveDates?: boolean } = {},
): Promise<CheckoutPageData> {
  await requireUser(request, context);
  const commerce = await context.commerce();
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  const today = stockholmToday();
  try {
    const [{ view: cart, tracked, movedMethods }, dates] = await Promise.all([
      loadCart(commerce.transport, { noPrices: commerce.viewer.noPrices, today }),
      dateChoiceFor(context, commerce.transport, commerce.viewer, today),
    ]);
    // Past, closed or (for fixed-day customers) non-delivery dates move forward; each delivery gets the dates its picker offers.
    const moved = await applyDateChoice(commerce.transport, cart, dates, options.moveDates !== false);
    return {
      commerce,
      viewer: commerce.viewer,
      cart,
      tracked,
      moved,
      movedMethods,
      today,
      firstDate: nextDeliveryDate(today, { today, closingDays: dates.closingDays }),
    };
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
