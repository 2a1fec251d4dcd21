/**
 * The cart page's action: one intent per form (quantity, remove, include, date, replace, label,
 * move). A visitor without a login may change their anonymous cart's lines (quantity, remove,
 * label, move); delivery settings and replacements need a login.
 */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { nextDeliveryDate, stockholmToday } from "@shop/domain/delivery-date";
import { isAllowedDeliveryDate, offeredDates } from "@shop/domain/fixed-delivery-dates";
import { CART_LABEL_MAX_LENGTH } from "@shop/domain/cart-limits";
import { isDeliveryMethodId } from "@shop/domain/delivery-options";
import { formatDate } from "@shop/domain/format";
import { serverT } from "~/platform/i18n/catalogue.server";
import { BodyTooLargeError, FORM_BODY_LIMIT, formDataWithin } from "~/platform/security/form-data.server";
import { verifyCsrf } from "~/platform/session/csrf.server";
import {
  existingAnonymousCart,
  forgetAnonymousCart,
  VISITOR_INTENTS,
  visitorLoginMessage,
} from "./anonymous-cart.server";
import {
  openCartId,
  removeItem,
  setDeliveryDate,
  setIncludedInOrder,
  updateLine,
  updateQuantity,
} from "./cart-lines-client.server";
import { dateChoiceFor } from "./delivery-dates.server";
import { CommerceError, messageKeyFor } from "~/platform/services/commerce-errors.server";
import { commerceFailure } from "~/platform/session/commerce-session.server";
import { punchoutDeliveryOption } from "~/platform/session/punchout-mode.server";
import type { DataLayerEvent } from "@shop/domain/data-layer-events";
import { cartLineBefore, removedFromCart } from "./cart-change-events.server";
import { replaceCartLine } from "./cart-replace.server";

export interface CartActionResult {
  ok: boolean;
  intent: string;
  message: string;
  /** The form field the message belongs to (for aria-describedby). */
  field?: string;
  /**
   * remove_from_cart when a line was deleted or lowered (app/features/checkout/cart-change-events.server.ts); a replacement
   * adds add_to_cart (replacement_product) before it.
   */
  dataLayer?: DataLayerEvent[];
}

const itemId = z.string().regex(/^[\w-]{1,80}$/);
const deliveryId = z.string().refine(isDeliveryMethodId);
/** The service's label rule (workers/commerce/src/cart/line-input.ts): the limit and no line breaks or tabs. */
const label = z
  .string()
  .trim()
  .max(CART_LABEL_MAX_LENGTH)
  .refine((v) => !/[\u0000-\u001F\u007F-\u009F\u2028\u2029]/.test(v));
const intents = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("quantity"),
    cartItemId: itemId,
    quantity: z.coerce.number().int().min(1).max(100_000),
  }),
  z.object({ intent: z.literal("remove"), cartItemId: itemId }),
  z.object({ intent: z.literal("include"), deliveryId, included: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("date"), deliveryId, requestedDeliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  // The replacement, quantity, delivery and label are the line's own, read from the cart (cart-replace.server.ts).
  z.object({ intent: z.literal("replace"), cartItemId: itemId }),
  z.object({ intent: z.literal("label"), cartItemId: itemId, label }),
  z.object({ intent: z.literal("move"), cartItemId: itemId, deliveryId }),
]);

const answer = (result: CartActionResult, status = 200, headers?: Headers) => data(result, { status, headers });

export async function handleCartAction(request: Request, context: AppLoadContext) {
  let formData: FormData;
  try {
    formData = await formDataWithin(request, FORM_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return answer({ ok: false, intent: "", message: serverT("errors.request_too_large") }, 413);
    throw error;
  }
  const commerce = await context.commerce();
  const visitor = commerce.viewer ? null : await existingAnonymousCart(request, context);
  // A visitor without a cart has nothing to change: back to the (empty) cart page.
  if (!commerce.viewer && !visitor) throw redirect("/cart", 303);
  verifyCsrf(formData, await context.session(), request);
  const intent = String(formData.get("intent") ?? "");
  if (visitor && !VISITOR_INTENTS.has(intent))
    return answer({ ok: false, intent, message: visitorLoginMessage() }, 403);
  const parsed = intents.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const id = String(formData.get("cartItemId") ?? formData.get("deliveryId") ?? "");
    if (intent === "quantity")
      return answer(
        { ok: false, intent, message: serverT("checkout.cart.quantity_invalid"), field: `quantity-${id}` },
        400,
      );
    if (intent === "date") return answer({ ok: false, intent, message: dateMessage(), field: `date-${id}` }, 400);
    if (intent === "label")
      return answer(
        {
          ok: false,
          intent,
          message: serverT("cart-page.line.label_invalid", { max: CART_LABEL_MAX_LENGTH }),
          field: `label-${id}`,
        },
        400,
      );
    if (intent === "move")
      return answer(
        {
          ok: false,
          intent,
          message: serverT("cart-page.line.move_not_allowed"),
          field: `move-${formData.get("cartItemId") ?? ""}`,
        },
        400,
      );
    return answer({ ok: false, intent, message: serverT("errors.forbidden_action") }, 400);
  }
  const input = parsed.data;
  // Punch-out mode has one fixed delivery option per brand: lines stay in it.
  if (input.intent === "move" && (await punchoutDeliveryOption(request, context))) {
    return answer(
      { ok: false, intent, message: serverT("cart-page.line.move_not_allowed"), field: `move-${input.cartItemId}` },
      403,
    );
  }
  const transport = visitor?.transport ?? commerce.transport;
  const viewerNoPrices = commerce.viewer?.noPrices ?? true;
  try {
    const cartId = await openCartId(transport);
    switch (input.intent) {
      case "quantity": {
        const before = await cartLineBefore(context, transport, { noPrices: viewerNoPrices }, input.cartItemId);
        await updateQuantity(transport, cartId, input.cartItemId, input.quantity);
        const dataLayer = removedFromCart(before, input.quantity);
        return answer({ ok: true, intent, message: serverT("checkout.cart.quantity_saved"), dataLayer });
      }
      case "remove": {
        const before = await cartLineBefore(context, transport, { noPrices: viewerNoPrices }, input.cartItemId);
        await removeItem(transport, cartId, input.cartItemId);
        return answer({
          ok: true,
          intent,
          message: serverT("checkout.cart.removed"),
          dataLayer: removedFromCart(before),
        });
      }
      case "include":
        await setIncludedInOrder(transport, cartId, input.deliveryId, input.included === "true");
        return answer({
          ok: true,
          intent,
          message: serverT(input.included === "true" ? "checkout.cart.included" : "checkout.cart.excluded"),
        });
      case "date": {
        const dates = await dateChoiceFor(context, transport, commerce.viewer, stockholmToday());
        if (!isAllowedDeliveryDate(input.requestedDeliveryDate, dates)) {
          const message = offeredDates(dates) ? serverT("checkout.cart.date_not_fixed") : dateMessage();
          return answer({ ok: false, intent, message, field: `date-${input.deliveryId}` }, 400);
        }
        await setDeliveryDate(transport, cartId, input.deliveryId, input.requestedDeliveryDate);
        return answer({ ok: true, intent, message: serverT("checkout.cart.date_saved") });
      }
      case "replace": {
        const outcome = await replaceCartLine(request, context, commerce, transport, cartId, input.cartItemId);
        const { ok, message, dataLayer } = outcome;
        return answer({ ok, intent, message, dataLayer }, outcome.status, outcome.headers);
      }
      case "label":
        await updateLine(transport, cartId, input.cartItemId, { label: input.label });
        return answer({ ok: true, intent, message: serverT("cart-page.line.label_saved") });
      case "move":
        try {
          await updateLine(transport, cartId, input.cartItemId, { deliveryId: input.deliveryId });
        } catch (error) {
          // 422 DELIVERY_NOT_ALLOWED: the method is not one this buyer (or visitor) may use.
          if (error instanceof CommerceError && error.status === 422) {
            return answer(
              {
                ok: false,
                intent,
                message: serverT("cart-page.line.move_not_allowed"),
                field: `move-${input.cartItemId}`,
              },
              422,
            );
          }
          throw error;
        }
        return answer({
          ok: true,
          intent,
          message: serverT("cart-page.line.moved", { method: serverT(`checkout.method.${input.deliveryId}`) }),
        });
    }
  } catch (error) {
    if (visitor && error instanceof CommerceError && error.kind === "unauthorized") {
      throw redirect("/cart", { status: 303, headers: { "Set-Cookie": await forgetAnonymousCart(request, context) } });
    }
    if (error instanceof CommerceError && error.kind !== "unauthorized" && error.kind !== "invalid_token") {
      const key =
        error.kind === "bad_request" || error.kind === "not_found" ? refusedKeyOf(input.intent) : messageKeyFor(error);
      return answer(
        {
          ok: false,
          intent,
          message: `${serverT("errors.occured")} ${serverT(key)} ${serverT("errors.try_again_later")}`,
        },
        error.status && error.status < 500 ? error.status : 503,
      );
    }
    throw await commerceFailure(error, request, context);
  }
}

/**
 * Spec section 8's key for a cart change the service refused, by what was asked: a removal, a delivery's date, a
 * whole delivery in or out of the order (all its lines), else the one line.
 */
function refusedKeyOf(intent: z.infer<typeof intents>["intent"]): string {
  if (intent === "remove") return "errors.cart_remove_products";
  if (intent === "date") return "errors.update_delivery_date";
  return intent === "include" ? "errors.cart_update_products" : "errors.cart_update_product";
}

function dateMessage(): string {
  const today = stockholmToday();
  return serverT("checkout.cart.date_invalid", { first: formatDate(nextDeliveryDate(today, { today })) });
}
