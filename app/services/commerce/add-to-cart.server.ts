import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { roundToOrderMultiple } from "@shop/domain/stock";
import { serverT } from "~/i18n/catalogue.server";
import { verifyCsrf } from "~/session/csrf.server";
import { withAnonymousCart } from "./cart-anonymous.server";
import { addLines } from "./cart-page.server";
import { addToCart } from "./cart.server";
import { getVariant, getVariantOffer } from "./catalogue.server";
import { CommerceError } from "./errors.server";
import { commerceFailure } from "./commerce-session.server";
import { punchoutDeliveryOption } from "./punchout.server";
import { formDataOr413 } from "~/routing/form-data.server";

export interface AddToCartResult {
  ok: boolean;
  message: string;
  field?: "quantity" | "deliveryId";
}

const DELIVERY_IDS = ["DBI", "EXH", "XXX", "EXB", "24-12"] as const;
const formSchema = z.object({
  quantity: z.coerce.number().int().min(1).max(100_000),
  // An absent field (product cards) means the default delivery, DBI; an empty choice is a missing one.
  deliveryId: z.union([z.enum(DELIVERY_IDS), z.literal("")]).default("DBI"),
});

// `headers` carries a refreshed session cookie: dropping it would log the buyer out on the next request.
const answer = (result: AddToCartResult, status: number, headers?: Headers) => data(result, { status, headers });

/**
 * The add-to-cart action. Everything is checked here, not only in the form: CSRF, the order
 * right (EJ_ORDER), the delivery method, whether the article may be bought online, and the
 * quantity, which is rounded up to the order multiple before it reaches the cart. A visitor who is
 * not signed in adds to an anonymous cart (cart-anonymous.server.ts) that moves at login.
 */
export async function handleAddToCart(request: Request, context: AppLoadContext, articleNumber: string) {
  const formData = await formDataOr413(request);
  const commerce = await context.commerce();
  verifyCsrf(formData, await context.session());
  if (commerce.viewer?.denials.includes("EJ_ORDER")) return answer({ ok: false, message: serverT("catalogue.constraints.no_order") }, 403, commerce.headers);
  const parsed = formSchema.safeParse({ quantity: formData.get("quantity") ?? undefined, deliveryId: formData.get("deliveryId") ?? undefined });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "deliveryId" ? "deliveryId" : "quantity";
    const message = field === "deliveryId" ? serverT("catalogue.cart.select_delivery_method") : serverT("catalogue.cart.quantity_invalid");
    return answer({ ok: false, message, field }, 400, commerce.headers);
  }
  if (parsed.data.deliveryId === "") return answer({ ok: false, message: serverT("catalogue.cart.select_delivery_method"), field: "deliveryId" }, 400, commerce.headers);
  // Punch-out mode has one fixed delivery option per brand, whatever the form sent.
  const deliveryId = (await punchoutDeliveryOption(request, context)) ?? parsed.data.deliveryId;
  try {
    const [variant, offer] = await Promise.all([
      getVariant(commerce.transport, articleNumber),
      getVariantOffer(commerce.transport, articleNumber, { withPrice: false, deliveryId }),
    ]);
    if (!variant) throw new Response(serverT("errors.not_found"), { status: 404 });
    if (!variant.purchasability.online) return answer({ ok: false, message: serverT("catalogue.cart.not_purchasable") }, 409, commerce.headers);
    const multiple = offer.stock?.orderMultiple ?? 1;
    const quantity = roundToOrderMultiple(parsed.data.quantity, multiple);
    const headers = new Headers(commerce.headers);
    try {
      if (commerce.viewer) await addToCart(commerce.transport, { articleNumber, quantity, deliveryId });
      else {
        const visitor = await withAnonymousCart(request, context, (cart) => addLines(cart.transport, cart.cartId, [{ articleNumber, quantity, deliveryId }]));
        visitor.headers.forEach((value, name) => headers.append(name, value));
        if (visitor.result.errors.length > 0) {
          return answer({ ok: false, message: `${serverT("errors.cart_add_product")} ${serverT("errors.try_again_later")}` }, 409, headers);
        }
      }
    } catch (error) {
      if (!(error instanceof CommerceError) || (commerce.viewer && error.kind === "unauthorized")) throw error;
      const message = error.kind === "locked"
        ? serverT("cart-page.visitor.too_many")
        : error.kind === "not_found" || error.kind === "no_response" || error.kind === "server" || error.kind === "unauthorized"
          ? serverT("catalogue.cart.unavailable")
          : `${serverT("errors.cart_add_product")} ${serverT("errors.try_again_later")}`;
      return answer({ ok: false, message }, error.kind === "bad_request" ? 400 : error.kind === "locked" ? 429 : 503, headers);
    }
    const parts = [serverT(commerce.viewer ? "catalogue.cart.added" : "cart-page.visitor.added", { quantity, unit: variant.webSalesUnit.unit, name: variant.name })];
    if (quantity !== parsed.data.quantity) parts.unshift(serverT("catalogue.cart.rounded", { quantity, multiple }));
    return answer({ ok: true, message: parts.join(" ") }, 200, headers);
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
