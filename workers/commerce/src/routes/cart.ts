/** Cart service (spec section 7): /v2/cart/... */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { claimsOf } from "../auth/middleware";
import {
  createAnonymousCart,
  DEFAULT_CREATIONS_PER_HOUR,
  provenTransferSource,
  transferAnonymousCart,
} from "../cart/anonymous";
import { addLines } from "../cart/callers-cart";
import { checkout } from "../cart/checkout";
import { clockOf } from "../cart/delivery-gate";
import { exportCartFile } from "../cart/file-export";
import { importCartFile } from "../cart/file-import";
import { cartDeliveryId, cartLineUpdate, withLineRefusals } from "../cart/line-input";
import { QUOTE_QUANTITY_EXCEEDED, updateItems } from "../cart/line-updates";
import {
  addBody,
  checkoutBody,
  deleteBody,
  exportBody,
  idempotencyKey,
  notPast,
  requestedDateBody,
  updateBody,
  type checkoutDetails,
} from "../cart/request-schemas";
import { openCart, removeItems, setCartStatus, setIncluded, setRequestedDate, transferCart } from "../cart/store";
import type { CartRow } from "../cart/store";
import type { AppEnv } from "../env";
import { clientKeyOf } from "../http/client-key";
import { ApiError, forbidden, jsonBody, parseOrThrow } from "../http/errors";
import { cartIdParam, currentCartOf, ownCart, uploadedCartFile } from "./cart-request";

/**
 * Adds the body's lines; a bad field's issue carries the line refusal code (quantity_invalid…). `cart` may be a
 * function that opens the buyer's current cart: it then runs only for a valid body.
 */
async function addLinesOf(c: Context<AppEnv>, cart: CartRow | (() => Promise<CartRow>)) {
  const body = await withLineRefusals(() => jsonBody(c, addBody));
  return c.json(await addLines(c.env.DB, claimsOf(c), cart, body, clockOf(c)));
}

export const cartRoutes = new Hono<AppEnv>()
  // The caller's open cart for the token's customer and project (created on first use).
  // An anonymous cart for a visitor who is not signed in: its token is answered once, here.
  .post("/v2/anonymous-carts", async (c) => {
    const perHour = Number(c.env.ANONYMOUS_CARTS_PER_HOUR) || DEFAULT_CREATIONS_PER_HOUR;
    return c.json(await createAnonymousCart(c.env.DB, clientKeyOf(c), perHour), 201);
  })
  .get("/v2/cart", async (c) => {
    const cart = c.get("anonymousCart") ?? (await openCart(c.env.DB, claimsOf(c)));
    return c.json(await currentCartOf(c, cart.id));
  })
  .get("/v2/cart/:id", async (c) => c.json(await currentCartOf(c, cartIdParam(c))))
  // The current cart of the token (the buyer's open cart, or the visitor's anonymous one): the product
  // page adds in one call without asking for the cart id first.
  .post("/v2/cart/current/variants/batch/add", async (c) =>
    // The buyer's cart is found (or created) side by side with the add's reads: one D1 round trip less.
    addLinesOf(c, c.get("anonymousCart") ?? (() => openCart(c.env.DB, claimsOf(c)))),
  )
  .post("/v2/cart/:id/variants/batch/add", async (c) => addLinesOf(c, await ownCart(c, "id", { anonymous: true })))
  .put("/v2/cart/:id/variants/batch/update", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const body = await jsonBody(c, updateBody);
    return c.json(await updateItems(c.env.DB, claimsOf(c), cart.id, body.items, clockOf(c)));
  })
  .put("/v2/cart/:id/variants/batch/delete", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const body = await jsonBody(c, deleteBody);
    const result = await removeItems(c.env.DB, cart.id, body.cartItemIds);
    return c.json({ ...result, cart: await currentCartOf(c, cart.id) });
  })
  .put("/v2/cart/:id/variants/:itemId", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const itemId = cartIdParam(c, "itemId");
    const body = await jsonBody(c, cartLineUpdate);
    const result = await updateItems(c.env.DB, claimsOf(c), cart.id, [{ cartItemId: itemId, ...body }], clockOf(c));
    if (result.errors.some((e) => e.code === "ITEM_NOT_FOUND")) throw new ApiError(404, "Cart item not found");
    const [first] = result.errors;
    if (first) throw new ApiError(first.code === QUOTE_QUANTITY_EXCEEDED ? 409 : 422, first.message, result.errors);
    return c.json(result.cartItems[0]);
  })
  .delete("/v2/cart/:id/variants/:itemId", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const result = await removeItems(c.env.DB, cart.id, [cartIdParam(c, "itemId")]);
    if (result.removed === 0) throw new ApiError(404, "Cart item not found");
    return c.json(await currentCartOf(c, cart.id));
  })
  .delete("/v2/cart/:id/variants", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    await removeItems(c.env.DB, cart.id, "all");
    return c.json(await currentCartOf(c, cart.id));
  })
  .post("/v2/cart/:id/upload", async (c) => {
    const cart = await ownCart(c);
    const upload = await uploadedCartFile(c);
    return c.json(await importCartFile(c.env.DB, claimsOf(c), cart.id, upload, clockOf(c)));
  })
  .post("/v2/cart/:id/export", async (c) => {
    const cart = await ownCart(c);
    const file = await exportCartFile(c.env.DB, cart.id, await jsonBody(c, exportBody));
    return c.body(file.content, 200, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.fileName}"`,
    });
  })
  .put("/v2/cart/:id/delivery/:deliveryId/includeInOrder", async (c) => {
    const cart = await ownCart(c);
    const delivery = parseOrThrow(cartDeliveryId, c.req.param("deliveryId"), "deliveryId parameter");
    const body = await jsonBody(c, z.object({ isIncludedInOrder: z.boolean() }));
    await setIncluded(c.env.DB, cart.id, delivery, body.isIncludedInOrder);
    return c.json(await currentCartOf(c, cart.id));
  })
  .put("/v2/cart/:id/delivery/:deliveryId", async (c) => {
    const cart = await ownCart(c);
    const delivery = parseOrThrow(cartDeliveryId, c.req.param("deliveryId"), "deliveryId parameter");
    const body = await jsonBody(c, requestedDateBody);
    await setRequestedDate(c.env.DB, cart.id, delivery, notPast(body.requestedDeliveryDate));
    return c.json(await currentCartOf(c, cart.id));
  })
  .put("/v2/cart/:id/delivery", async (c) => {
    const cart = await ownCart(c);
    const body = await jsonBody(c, requestedDateBody);
    await setRequestedDate(c.env.DB, cart.id, null, notPast(body.requestedDeliveryDate));
    return c.json(await currentCartOf(c, cart.id));
  })
  /**
   * Moves a cart into `dest`. An anonymous source must be proven with its X-Cart-Token; its lines
   * outside the buyer's assortment or beyond the line limit stay behind and are listed in
   * `transfer.skipped`.
   */
  .put("/v2/cart/:dest/transfer/:source", async (c) => {
    if (c.get("anonymousCart")) throw forbidden("Sign in to transfer a cart");
    const destId = cartIdParam(c, "dest");
    const sourceId = cartIdParam(c, "source");
    const cartToken = c.req.header("x-cart-token");
    if (cartToken !== undefined) {
      const source = await provenTransferSource(c.env.DB, cartToken, sourceId);
      const { dest, moved, skipped } = await transferAnonymousCart(c.env.DB, claimsOf(c), destId, source);
      return c.json({ ...(await currentCartOf(c, dest.id)), transfer: { moved, skipped } });
    }
    const dest = await transferCart(c.env.DB, claimsOf(c), destId, sourceId);
    return c.json(await currentCartOf(c, dest.id));
  })
  .put("/v2/cart/:id/status", async (c) => {
    const cart = await ownCart(c);
    const body = await jsonBody(c, z.object({ status: z.literal("DELETED") }));
    await setCartStatus(c.env.DB, cart.id, body.status);
    return c.json({ cartId: cart.id, status: body.status });
  })
  .post("/v2/cart/:id/checkout", async (c) => {
    // Punch-out: the cart goes to the procurement system as an OCI form, never through checkout.
    if (c.get("claims")?.mode === "PUNCHOUT")
      throw forbidden("A punch-out session transfers its cart to the procurement system instead of ordering");
    const cart = await ownCart(c);
    const body = await jsonBody(c, checkoutBody);
    const key = parseOrThrow(idempotencyKey, c.req.header("idempotency-key") ?? body.idempotencyKey, "idempotency key");
    const { results, replayed } = await checkout(
      c.env.DB,
      claimsOf(c),
      cart,
      {
        orderDetails: body.orderDetails as Record<string, z.infer<typeof checkoutDetails>>,
        sendOrderReceipt: body.sendOrderReceipt,
      },
      key,
      clockOf(c),
    );
    if (replayed) c.header("idempotent-replayed", "true");
    return c.json(results);
  });
