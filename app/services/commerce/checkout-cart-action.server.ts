/** The cart page's action: one intent per form (quantity, remove, include, date, replace). */
import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { isDeliveryDay, nextDeliveryDate, stockholmToday } from "~/domain/delivery-date";
import { isDeliveryMethodId } from "~/domain/delivery-options";
import { formatDate } from "~/domain/format";
import { serverT } from "~/i18n/catalogue.server";
import { loginPathFor } from "~/routing/guards.server";
import { getSession, verifyCsrf } from "~/session/session.server";
import { openCartId, removeItem, replaceWithReplacement, setDeliveryDate, setIncludedInOrder, updateQuantity } from "./cart-page.server";
import { CommerceError, messageKeyFor } from "./errors.server";
import { commerceFailure, openCommerce } from "./session.server";

export interface CartActionResult {
  ok: boolean;
  intent: string;
  message: string;
  /** The form field the message belongs to (for aria-describedby). */
  field?: string;
}

const itemId = z.string().regex(/^[\w-]{1,80}$/);
const deliveryId = z.string().refine(isDeliveryMethodId);
const intents = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("quantity"), cartItemId: itemId, quantity: z.coerce.number().int().min(1).max(100_000) }),
  z.object({ intent: z.literal("remove"), cartItemId: itemId }),
  z.object({ intent: z.literal("include"), deliveryId, included: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("date"), deliveryId, requestedDeliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  z.object({
    intent: z.literal("replace"), cartItemId: itemId, replacement: z.string().regex(/^[0-9A-Za-z]{1,20}$/),
    quantity: z.coerce.number().int().min(1).max(100_000), deliveryId, label: z.string().max(100).default(""),
  }),
]);

const answer = (result: CartActionResult, status = 200) => data(result, { status });

export async function handleCartAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const commerce = await openCommerce(request, context);
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  verifyCsrf(formData, await getSession(request, context));
  const intent = String(formData.get("intent") ?? "");
  const parsed = intents.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const id = String(formData.get("cartItemId") ?? formData.get("deliveryId") ?? "");
    if (intent === "quantity") return answer({ ok: false, intent, message: serverT("checkout.cart.quantity_invalid"), field: `quantity-${id}` }, 400);
    if (intent === "date") return answer({ ok: false, intent, message: dateMessage(), field: `date-${id}` }, 400);
    return answer({ ok: false, intent, message: serverT("errors.forbidden_action") }, 400);
  }
  const input = parsed.data;
  const { transport } = commerce;
  try {
    const cartId = await openCartId(transport);
    switch (input.intent) {
      case "quantity":
        await updateQuantity(transport, cartId, input.cartItemId, input.quantity);
        return answer({ ok: true, intent, message: serverT("checkout.cart.quantity_saved") });
      case "remove":
        await removeItem(transport, cartId, input.cartItemId);
        return answer({ ok: true, intent, message: serverT("checkout.cart.removed") });
      case "include":
        await setIncludedInOrder(transport, cartId, input.deliveryId, input.included === "true");
        return answer({ ok: true, intent, message: serverT(input.included === "true" ? "checkout.cart.included" : "checkout.cart.excluded") });
      case "date": {
        const today = stockholmToday();
        if (input.requestedDeliveryDate <= today || !isDeliveryDay(input.requestedDeliveryDate)) {
          return answer({ ok: false, intent, message: dateMessage(), field: `date-${input.deliveryId}` }, 400);
        }
        await setDeliveryDate(transport, cartId, input.deliveryId, input.requestedDeliveryDate);
        return answer({ ok: true, intent, message: serverT("checkout.cart.date_saved") });
      }
      case "replace": {
        const result = await replaceWithReplacement(transport, cartId, input, input.replacement);
        if (!result.ok) return answer({ ok: false, intent, message: `${serverT("errors.cart_add_product")} ${serverT("errors.try_again_later")}` }, 409);
        return answer({ ok: true, intent, message: serverT("checkout.cart.replaced", { articleNumber: input.replacement }) });
      }
    }
  } catch (error) {
    if (error instanceof CommerceError && error.kind !== "unauthorized" && error.kind !== "invalid_token") {
      const key = error.kind === "bad_request" || error.kind === "not_found" ? "errors.cart_update_product" : messageKeyFor(error);
      return answer({ ok: false, intent, message: `${serverT("errors.occured")} ${serverT(key)} ${serverT("errors.try_again_later")}` }, error.status && error.status < 500 ? error.status : 503);
    }
    throw await commerceFailure(error, request, context);
  }
}

function dateMessage(): string {
  const today = stockholmToday();
  return serverT("checkout.cart.date_invalid", { first: formatDate(nextDeliveryDate(today, { today })) });
}
