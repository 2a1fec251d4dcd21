import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { addedLineEvents } from "@shop/domain/behaviour-events";
import { reorderDeliveryMethod, reorderItems, reorderNotice } from "@shop/domain/reorder";
import { serverT } from "~/platform/i18n/catalogue.server";
import { RESPOND_WITH_DATA, type OrderFollowUpResult } from "./order-follow-up";
import { attempt, type SignedInCommerce } from "~/platform/routing/signed-in.server";
import { punchoutDeliveryOption } from "~/platform/session/punchout-mode.server";
import { getOrder } from "./account-orders.server";
import { addLinesToCurrentCart } from "~/features/checkout/index.server";
import type { ToastInput } from "~/platform/session/toast";
import { toastHeaders } from "~/platform/session/toast.server";
import { recordBehaviour, withBehaviourHeaders } from "~/features/tracking/index.server";
import { addedToCart, cartBeforeAdd, refusedAddLines, refusedLinesNotice } from "~/features/checkout/index.server";

const CART_PATH = "/cart";
const WHERE = { pageType: "historic_order_list", list: "historic_order_list" } as const;
/** A notice that names lines left out stays long enough to be read. */
const LONG_NOTICE_MS = 12_000;

const refuse = (message: string, status: number) =>
  data<OrderFollowUpResult>({ intent: "order-again", ok: false, message }, { status });

/**
 * Order again: the order's lines into the current cart in one batch add. The cart service refuses what can no longer
 * be bought online (unknown article, not purchasable online); those are named in the notice. Allowed in punch-out
 * mode (a cart operation; the lines take the brand's fixed delivery option); never with EJ_ORDER.
 */
export async function orderAgain(
  request: Request,
  context: AppLoadContext,
  commerce: SignedInCommerce,
  orderId: string,
  formData: FormData,
) {
  if (commerce.viewer.denials.includes("EJ_ORDER")) return refuse(serverT("account-pages.order.again.no_order"), 403);
  const { transport, viewer } = commerce;
  const read = await attempt(request, context, () => getOrder(transport, orderId));
  if (!read.ok) return refuse(read.message, read.error.status ?? 400);
  const order = read.value;
  const deliveryId = (await punchoutDeliveryOption(request, context)) ?? reorderDeliveryMethod(order.deliveryId);
  const items = reorderItems(
    order.items.map((i) => ({ articleNumber: i.articleNumber, name: i.name ?? null, quantity: i.quantity })),
    deliveryId,
  );
  if (items.length === 0) return refuse(serverT("account-pages.order.again.empty"), 409);
  const before = await cartBeforeAdd(context, transport, viewer);
  const added = await attempt(request, context, () => addLinesToCurrentCart(transport, items));
  if (!added.ok)
    return refuse(`${serverT("errors.cart_add_products", { ids: "" })} ${serverT("errors.try_again_later")}`, 503);
  const lines = added.value;
  // Each refused line by name and article number, with the reason (the order's own name when the catalogue has none).
  const unavailable = refusedAddLines(lines, (n) => order.items.find((i) => i.articleNumber === n)?.name);
  const count = lines.length - unavailable.length;
  const message = refusedLinesNotice(
    // The lead only: the refused lines follow with their reasons (reorderNotice's own list names no reason).
    reorderNotice({ orderId: order.orderId, added: count, unavailable: [] }, serverT),
    unavailable,
  );
  if (count === 0) return refuse(message, 409);

  const tracked = recordBehaviour(request, context, addedLineEvents(lines), commerce);
  const toast: ToastInput = unavailable.length
    ? { type: "info", message, durationMs: LONG_NOTICE_MS }
    : { type: "success", message };
  // The notice is a flash toast either way: the next root loader (the cart page's, or the revalidation after a
  // fetcher's post) shows it, and it stays on screen through the client's own navigation to the cart.
  const headers = withBehaviourHeaders(await toastHeaders(request, context, toast), tracked);
  if (formData.get("respond") === RESPOND_WITH_DATA) {
    // With JavaScript the page pushes add_to_cart, then goes to the cart itself (a 303 would lose the events).
    const result: OrderFollowUpResult = {
      intent: "order-again",
      ok: true,
      message,
      redirectTo: CART_PATH,
      dataLayer: await addedToCart(before, WHERE),
    };
    return data(result, { headers });
  }
  return redirect(CART_PATH, { status: 303, headers });
}
