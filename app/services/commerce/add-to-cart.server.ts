import { data, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { roundToOrderMultiple } from "~/domain/stock";
import { serverT } from "~/i18n/catalogue.server";
import { loginPathFor } from "~/routing/guards.server";
import { getSession, verifyCsrf } from "~/session/session.server";
import { addToCart } from "./cart.server";
import { getVariant, getVariantOffer } from "./catalogue.server";
import { CommerceError } from "./errors.server";
import { commerceFailure, openCommerce } from "./session.server";

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
 * The add-to-cart action. Everything is checked here, not only in the form: login, CSRF, the order
 * right (EJ_ORDER), the delivery method, whether the article may be bought online, and the
 * quantity, which is rounded up to the order multiple before it reaches the cart.
 */
export async function handleAddToCart(request: Request, context: AppLoadContext, articleNumber: string) {
  const formData = await request.formData();
  const commerce = await openCommerce(request, context);
  if (!commerce.viewer) throw redirect(loginPathFor(request), 303);
  verifyCsrf(formData, await getSession(request, context));
  if (commerce.viewer.denials.includes("EJ_ORDER")) return answer({ ok: false, message: serverT("catalogue.constraints.no_order") }, 403, commerce.headers);
  const parsed = formSchema.safeParse({ quantity: formData.get("quantity") ?? undefined, deliveryId: formData.get("deliveryId") ?? undefined });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0] === "deliveryId" ? "deliveryId" : "quantity";
    const message = field === "deliveryId" ? serverT("catalogue.cart.select_delivery_method") : serverT("catalogue.cart.quantity_invalid");
    return answer({ ok: false, message, field }, 400, commerce.headers);
  }
  if (parsed.data.deliveryId === "") return answer({ ok: false, message: serverT("catalogue.cart.select_delivery_method"), field: "deliveryId" }, 400, commerce.headers);
  const deliveryId = parsed.data.deliveryId;
  try {
    const [variant, offer] = await Promise.all([
      getVariant(commerce.transport, articleNumber),
      getVariantOffer(commerce.transport, articleNumber, { withPrice: false, deliveryId }),
    ]);
    if (!variant) throw new Response(serverT("errors.not_found"), { status: 404 });
    if (!variant.purchasability.online) return answer({ ok: false, message: serverT("catalogue.cart.not_purchasable") }, 409, commerce.headers);
    const multiple = offer.stock?.orderMultiple ?? 1;
    const quantity = roundToOrderMultiple(parsed.data.quantity, multiple);
    try {
      await addToCart(commerce.transport, { articleNumber, quantity, deliveryId });
    } catch (error) {
      if (!(error instanceof CommerceError) || error.kind === "unauthorized") throw error;
      const message = error.kind === "not_found" || error.kind === "no_response" || error.kind === "server"
        ? serverT("catalogue.cart.unavailable")
        : `${serverT("errors.cart_add_product")} ${serverT("errors.try_again_later")}`;
      return answer({ ok: false, message }, error.kind === "bad_request" ? 400 : 503, commerce.headers);
    }
    const parts = [serverT("catalogue.cart.added", { quantity, unit: variant.webSalesUnit.unit, name: variant.name })];
    if (quantity !== parsed.data.quantity) parts.unshift(serverT("catalogue.cart.rounded", { quantity, multiple }));
    return answer({ ok: true, message: parts.join(" ") }, 200, commerce.headers);
  } catch (error) {
    throw await commerceFailure(error, request, context);
  }
}
