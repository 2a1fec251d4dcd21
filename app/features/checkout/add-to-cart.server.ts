import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { serverT } from "~/platform/i18n/catalogue.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import { formDataOr413 } from "~/platform/security/form-data.server";
import { withAnonymousCart } from "./anonymous-cart.server";
import { addToCurrentCart, type AddedLine } from "./cart-client.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { punchoutDeliveryOption } from "~/platform/session/punchout-mode.server";
import { commerceFailure, type CommerceSession } from "~/platform/session/commerce-session.server";
import { addToCartEvents } from "@shop/domain/behaviour-events";
import { recordBehaviour, withBehaviourHeaders } from "~/features/tracking/index.server";
import { trackingContext } from "@shop/domain/tracking-lists";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { dataLayerEnabled } from "~/features/tracking/index.server";
import { addToCartDataLayer } from "./add-to-cart-event.server";
import { refusedLineText } from "./purchase-refusals.server";

export interface AddToCartResult {
  ok: boolean;
  message: string;
  field?: "quantity" | "deliveryId";
  /** add_to_cart, when tracking is set up and something was added. */
  dataLayer?: DataLayerEvent[];
}

const formSchema = z.object({
  quantity: z.coerce.number().int().min(1).max(100_000),
  // An absent field (product cards) means the buyer's default delivery, chosen by the service (delivery-gate.ts);
  // an empty choice is a missing one.
  deliveryId: z.union([z.enum(DELIVERY_METHOD_IDS), z.literal("")]).optional(),
});

// `headers` carries a refreshed session cookie: dropping it would log the buyer out on the next request.
const answer = (result: AddToCartResult, status: number, headers?: Headers) => data(result, { status, headers });
const addFailed = () => `${serverT("errors.cart_add_product")} ${serverT("errors.try_again_later")}`;

type AddItemInput = { articleNumber: string; quantity: number; deliveryId?: string };
type FormInput = { ok: true; quantity: number; deliveryId?: string } | { ok: false; result: AddToCartResult };

function readForm(formData: FormData): FormInput {
  const quantity = formData.get("quantity") ?? undefined;
  const parsed = formSchema.safeParse({ quantity, deliveryId: formData.get("deliveryId") ?? undefined });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "deliveryId" ? "deliveryId" : "quantity";
    const key = field === "deliveryId" ? "catalogue.cart.select_delivery_method" : "catalogue.cart.quantity_invalid";
    return { ok: false, result: { ok: false, message: serverT(key), field } };
  }
  if (parsed.data.deliveryId === "") {
    return {
      ok: false,
      result: { ok: false, message: serverT("catalogue.cart.select_delivery_method"), field: "deliveryId" },
    };
  }
  return { ok: true, quantity: parsed.data.quantity, deliveryId: parsed.data.deliveryId };
}

/** The buyer's notice for a line the service added: the rounding first, then what went in. */
function addedMessage(line: AddedLine, signedIn: boolean): string {
  const key = signedIn ? "catalogue.cart.added" : "cart-page.visitor.added";
  const parts = [serverT(key, { quantity: line.quantity, unit: line.salesUnit ?? "", name: line.name ?? "" })];
  if (line.quantity !== line.requestedQuantity) {
    parts.unshift(serverT("catalogue.cart.rounded", { quantity: line.quantity, multiple: line.orderMultiple }));
  }
  return parts.join(" ");
}

function failureAnswer(error: CommerceError, headers: Headers) {
  // A refusal (a suspended user, a missing right) is the service's 403 with its reason, not an outage.
  if (error.kind === "forbidden") return answer({ ok: false, message: serverT(messageKeyFor(error)) }, 403, headers);
  const unavailable = ["not_found", "no_response", "server", "unauthorized"].includes(error.kind);
  const message =
    error.kind === "locked"
      ? serverT("cart-page.visitor.too_many")
      : unavailable
        ? serverT("catalogue.cart.unavailable")
        : addFailed();
  return answer(
    { ok: false, message },
    error.kind === "bad_request" ? 400 : error.kind === "locked" ? 429 : 503,
    headers,
  );
}

/**
 * One call: the service checks, rounds and adds; a visitor's first add also creates the anonymous cart. With a tag
 * manager the same call answers the priced cart afterwards, which add_to_cart needs (add-to-cart-event.server.ts).
 */
async function addLine(request: Request, context: AppLoadContext, commerce: CommerceSession, item: AddItemInput) {
  const headers = new Headers(commerce.headers);
  const options = { withCart: dataLayerEnabled(context) };
  if (commerce.viewer) {
    return {
      ...(await addToCurrentCart(commerce.transport, item, options)),
      headers,
      cartTransport: commerce.transport,
    };
  }
  const visitor = await withAnonymousCart(request, context, async (cart) => ({
    ...(await addToCurrentCart(cart.transport, item, options)),
    cartTransport: cart.transport,
  }));
  visitor.headers.forEach((value, name) => headers.append(name, value));
  return { ...visitor.result, headers };
}

/**
 * The add-to-cart action. CSRF, the order right (EJ_ORDER) and the form are checked here; the
 * commerce service checks the article, the delivery method and whether it may be bought online,
 * and rounds the quantity up to the order multiple (cart/lines.ts). A visitor who is not signed in
 * adds to an anonymous cart (cart-anonymous.server.ts) that moves at login.
 */
export async function handleAddToCart(request: Request, context: AppLoadContext, articleNumber: string) {
  const formData = await formDataOr413(request);
  const commerce = await context.commerce();
  verifyCsrf(formData, await context.session(), request);
  if (commerce.viewer?.denials.includes("EJ_ORDER")) {
    return answer({ ok: false, message: serverT("catalogue.constraints.no_order") }, 403, commerce.headers);
  }
  const form = readForm(formData);
  if (!form.ok) return answer(form.result, 400, commerce.headers);
  // Punch-out mode has one fixed delivery option per brand, whatever the form sent.
  const deliveryId = (await punchoutDeliveryOption(request, context)) ?? form.deliveryId;
  try {
    let added: Awaited<ReturnType<typeof addLine>>;
    try {
      added = await addLine(request, context, commerce, { articleNumber, quantity: form.quantity, deliveryId });
    } catch (error) {
      if (!(error instanceof CommerceError) || (commerce.viewer && error.kind === "unauthorized")) throw error;
      return failureAnswer(error, new Headers(commerce.headers));
    }
    const { line, cart, headers, cartTransport } = added;
    if (line.refusal === "unknown_article") throw new Response(serverT("errors.not_found"), { status: 404 });
    if (line.refusal === "not_purchasable_online") {
      // Named with its article number: a configurator's results, a flyout or a saved configuration list several.
      return answer({ ok: false, message: refusedLineText(line) }, 409, headers);
    }
    if (line.refusal === "delivery_method_closed") {
      const message = serverT("catalogue.cart.delivery_closed", {
        method: serverT(`checkout.method.${line.deliveryId}`),
      });
      return answer({ ok: false, message, field: "deliveryId" }, 409, headers);
    }
    if (line.refusal) return answer({ ok: false, message: addFailed() }, 409, headers);
    const tracked = recordBehaviour(request, context, addToCartEvents([line]), commerce);
    // The card's list (or the product page) the buyer added from; anything else is unknown_list.
    const list = trackingContext(formData.get("list"));
    const tracking = await addToCartDataLayer(context, { commerce, cartTransport, line, cart, list });
    const message = addedMessage(line, commerce.viewer !== null);
    return answer({ ok: true, message, ...tracking }, 200, withBehaviourHeaders(headers, tracked));
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
