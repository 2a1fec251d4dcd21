/** Cart service (spec section 7): /v2/cart/... */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { stockholmToday } from "@shop/domain/delivery-date";
import { claimsOf } from "../auth/middleware";
import {
  clientKeyOf,
  createAnonymousCart,
  DEFAULT_CREATIONS_PER_HOUR,
  provenTransferSource,
  transferAnonymousCart,
} from "../cart/anonymous";
import { checkout } from "../cart/checkout";
import {
  FileFormatError,
  FileRowsError,
  FileTooLargeError,
  linesOf,
  readTable,
  writeCsv,
  writeXlsx,
} from "../cart/files";
import {
  cartArticleNumber,
  cartDeliveryId,
  cartLineInput,
  cartLineUpdate,
  cartQuantity,
  withLineRefusals,
} from "../cart/line-input";
import { updateItems } from "../cart/line-updates";
import { addItems } from "../cart/lines";
import {
  cartContents,
  cartView,
  openCart,
  ownedCart,
  removeItems,
  setCartStatus,
  setIncluded,
  setRequestedDate,
  transferCart,
  CART_LINE_LIMIT,
  type ItemError,
} from "../cart/store";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { ApiError, badRequest, forbidden, jsonBody, notFound, parseOrThrow } from "../http/errors";

const id = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, "Not an id");
// One schema for a line's input on every path (JSON add/update and file import): cart/line-input.ts.
const articleNumber = cartArticleNumber;
const deliveryId = cartDeliveryId;
const isoDate = z.iso.date();

const addItem = cartLineInput;
const addBody = z.object({
  items: z.array(addItem).min(1).max(CART_LINE_LIMIT),
  purchasableOnly: z.boolean().default(false),
});
const updateFields = cartLineUpdate;
/** The uploaded file's bytes; the request body may be a little larger (multipart, http/body-limit.ts). */
export const MAX_UPLOAD_BYTES = 1024 * 1024;

function cartIdParam(c: Context<AppEnv>, name = "id") {
  return parseOrThrow(id, c.req.param(name), `${name} parameter`);
}

/**
 * The caller's cart named by the path. An anonymous cart token opens only its own cart, and only
 * for the calls a visitor needs (read, add, change, remove); the rest need a signed-in buyer.
 */
async function callersCart(c: Context<AppEnv>, cartId: string, options: { anonymous?: boolean } = {}) {
  const anonymousCart = c.get("anonymousCart");
  if (!anonymousCart) return ownedCart(c.env.DB, claimsOf(c), cartId);
  if (!options.anonymous) throw forbidden("Sign in to use this cart call");
  if (anonymousCart.id !== cartId) throw notFound("Cart not found");
  return anonymousCart;
}

async function ownCart(c: Context<AppEnv>, name = "id", options: { anonymous?: boolean } = {}) {
  return callersCart(c, cartIdParam(c, name), options);
}

async function currentCart(c: Context<AppEnv>, cartId: string) {
  const cart = await callersCart(c, cartId, { anonymous: true });
  const { items, deliveries } = await cartContents(c.env.DB, cart.id);
  return cartView(cart, items, deliveries);
}

/** Adds the body's lines; a bad field's issue carries the line refusal code (quantity_invalid…). */
async function addLines(c: Context<AppEnv>, cartId: string) {
  const body = await withLineRefusals(() => jsonBody(c, addBody));
  return c.json(await addItems(c.env.DB, claimsOf(c), cartId, body.items, { purchasableOnly: body.purchasableOnly }));
}

function notPast(date: string) {
  if (date < stockholmToday())
    throw badRequest("The requested delivery date has passed", [
      { path: "requestedDeliveryDate", code: "too_small", message: `Earliest ${stockholmToday()}` },
    ]);
  return date;
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
    return c.json(await currentCart(c, cart.id));
  })
  .get("/v2/cart/:id", async (c) => c.json(await currentCart(c, cartIdParam(c))))
  // The current cart of the token (the buyer's open cart, or the visitor's anonymous one): the product
  // page adds in one call without asking for the cart id first.
  .post("/v2/cart/current/variants/batch/add", async (c) => {
    const cart = c.get("anonymousCart") ?? (await openCart(c.env.DB, claimsOf(c)));
    return addLines(c, cart.id);
  })
  .post("/v2/cart/:id/variants/batch/add", async (c) => addLines(c, (await ownCart(c, "id", { anonymous: true })).id))
  .put("/v2/cart/:id/variants/batch/update", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const body = await jsonBody(
      c,
      z.object({
        items: z
          .array(updateFields.extend({ cartItemId: id }))
          .min(1)
          .max(CART_LINE_LIMIT),
      }),
    );
    return c.json(await updateItems(c.env.DB, claimsOf(c), cart.id, body.items));
  })
  .put("/v2/cart/:id/variants/batch/delete", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const body = await jsonBody(c, z.object({ cartItemIds: z.array(id).min(1).max(CART_LINE_LIMIT) }));
    const result = await removeItems(c.env.DB, cart.id, body.cartItemIds);
    return c.json({ ...result, cart: await currentCart(c, cart.id) });
  })
  .put("/v2/cart/:id/variants/:itemId", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const itemId = cartIdParam(c, "itemId");
    const body = await jsonBody(c, updateFields);
    const result = await updateItems(c.env.DB, claimsOf(c), cart.id, [{ cartItemId: itemId, ...body }]);
    if (result.errors.some((e) => e.code === "ITEM_NOT_FOUND")) throw new ApiError(404, "Cart item not found");
    if (result.errors.length) throw new ApiError(422, result.errors[0].message, result.errors);
    return c.json(result.cartItems[0]);
  })
  .delete("/v2/cart/:id/variants/:itemId", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    const result = await removeItems(c.env.DB, cart.id, [cartIdParam(c, "itemId")]);
    if (result.removed === 0) throw new ApiError(404, "Cart item not found");
    return c.json(await currentCart(c, cart.id));
  })
  .delete("/v2/cart/:id/variants", async (c) => {
    const cart = await ownCart(c, "id", { anonymous: true });
    await removeItems(c.env.DB, cart.id, "all");
    return c.json(await currentCart(c, cart.id));
  })
  .post("/v2/cart/:id/upload", async (c) => {
    const cart = await ownCart(c);
    const length = Number(c.req.header("content-length") ?? 0);
    if (length > MAX_UPLOAD_BYTES + 64 * 1024)
      throw new ApiError(413, `The file may be at most ${MAX_UPLOAD_BYTES / 1024} KB`);
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      throw badRequest("Expected multipart/form-data with a file and a deliveryId", [
        { path: "file", code: "invalid_type", message: "multipart/form-data required" },
      ]);
    }
    const fields = parseOrThrow(z.object({ deliveryId }), { deliveryId: form.get("deliveryId") ?? undefined }, "form");
    const file = form.get("file");
    if (!(file instanceof File))
      throw badRequest("No file uploaded", [
        { path: "file", code: "invalid_type", message: "A file field is required" },
      ]);
    if (file.size > MAX_UPLOAD_BYTES) throw new ApiError(413, `The file may be at most ${MAX_UPLOAD_BYTES / 1024} KB`);
    let lines;
    try {
      lines = linesOf(readTable(new Uint8Array(await file.arrayBuffer())).rows);
    } catch (error) {
      // Nothing is saved for any of these: the file is refused before the first line is written.
      if (error instanceof FileRowsError) throw badRequest(error.message, error.issues);
      if (error instanceof FileTooLargeError)
        throw new ApiError(413, error.message, [{ path: "file", code: "too_big", message: error.message }]);
      if (error instanceof FileFormatError)
        throw badRequest(error.message, [{ path: "file", code: "invalid_file", message: error.message }]);
      throw error;
    }
    const errors: ItemError[] = [];
    const valid = lines.filter((l) => {
      if (!articleNumber.safeParse(l.articleNumber).success)
        errors.push({
          id: l.articleNumber.slice(0, 40) || `row ${l.row}`,
          code: "INVALID_ARTICLE_NUMBER",
          message: `Row ${l.row}: not an article number`,
        });
      else if (!cartQuantity.safeParse(l.quantity).success)
        errors.push({
          id: l.articleNumber,
          code: "INVALID_QUANTITY",
          message: `Row ${l.row}: quantity must be a whole number from 1`,
        });
      else return true;
      return false;
    });
    if (valid.length === 0) return c.json({ cartItems: [], errors });
    const result = await addItems(
      c.env.DB,
      claimsOf(c),
      cart.id,
      valid.map((l) => ({
        articleNumber: l.articleNumber,
        quantity: l.quantity!,
        deliveryId: fields.deliveryId,
        label: l.label,
      })),
      { allOrNothing: true },
    );
    return c.json({ cartItems: result.cartItems, errors: [...errors, ...result.errors] });
  })
  .post("/v2/cart/:id/export", async (c) => {
    const cart = await ownCart(c);
    const body = await jsonBody(
      c,
      z.object({
        cartItemIds: z.array(id).max(CART_LINE_LIMIT).optional(),
        format: z.enum(["csv", "xlsx"]).default("xlsx"),
      }),
    );
    const { items } = await cartContents(c.env.DB, cart.id);
    const chosen = body.cartItemIds ? items.filter((i) => body.cartItemIds!.includes(i.id)) : items;
    if (chosen.length === 0)
      throw badRequest("No cart items chosen", [
        { path: "cartItemIds", code: "too_small", message: "Choose at least one item of this cart" },
      ]);
    const names = new Map(
      (
        await loadArticles(
          c.env.DB,
          chosen.map((i) => i.article_number),
        )
      ).map((a) => [a.article_number, a]),
    );
    const header = ["Artikelnummer", "Benämning", "Antal", "Enhet", "Leveranssätt", "Märkning"];
    // Text cells are neutralised against formula injection by the writers (cart/files.ts neutraliseCell).
    const rows = chosen.map((i) => [
      i.article_number,
      names.get(i.article_number)?.name ?? "",
      i.quantity,
      names.get(i.article_number)?.unit ?? "",
      i.delivery_id,
      i.label,
    ]);
    const stamp = stockholmToday();
    if (body.format === "csv") {
      return c.body(writeCsv([header, ...rows]), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="varukorg-${stamp}.csv"`,
      });
    }
    return c.body(writeXlsx([header, ...rows]) as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="varukorg-${stamp}.xlsx"`,
    });
  })
  .put("/v2/cart/:id/delivery/:deliveryId/includeInOrder", async (c) => {
    const cart = await ownCart(c);
    const delivery = parseOrThrow(deliveryId, c.req.param("deliveryId"), "deliveryId parameter");
    const body = await jsonBody(c, z.object({ isIncludedInOrder: z.boolean() }));
    await setIncluded(c.env.DB, cart.id, delivery, body.isIncludedInOrder);
    return c.json(await currentCart(c, cart.id));
  })
  .put("/v2/cart/:id/delivery/:deliveryId", async (c) => {
    const cart = await ownCart(c);
    const delivery = parseOrThrow(deliveryId, c.req.param("deliveryId"), "deliveryId parameter");
    const body = await jsonBody(c, z.object({ requestedDeliveryDate: isoDate }));
    await setRequestedDate(c.env.DB, cart.id, delivery, notPast(body.requestedDeliveryDate));
    return c.json(await currentCart(c, cart.id));
  })
  .put("/v2/cart/:id/delivery", async (c) => {
    const cart = await ownCart(c);
    const body = await jsonBody(c, z.object({ requestedDeliveryDate: isoDate }));
    await setRequestedDate(c.env.DB, cart.id, null, notPast(body.requestedDeliveryDate));
    return c.json(await currentCart(c, cart.id));
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
      return c.json({ ...(await currentCart(c, dest.id)), transfer: { moved, skipped } });
    }
    const dest = await transferCart(c.env.DB, claimsOf(c), destId, sourceId);
    return c.json(await currentCart(c, dest.id));
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
    const details = z.object({
      customerOrderNumber: z.string().max(40).nullish(),
      reference: z.string().max(60).nullish(),
      message: z.string().max(500).nullish(),
      addressId: id.nullish(),
      storeId: z
        .string()
        .regex(/^[0-9A-Za-z_-]{1,20}$/)
        .nullish(),
      requestedDeliveryDate: isoDate.nullish(),
      email: z.email().max(320).nullish(),
      // The express zip code (XXX, 24-12): five digits, a space after the third allowed.
      zipCode: z
        .string()
        .trim()
        .regex(/^\d{3} ?\d{2}$/, "Five digits")
        .transform((v) => v.replace(" ", ""))
        .nullish(),
    });
    const body = await jsonBody(
      c,
      z.object({
        orderDetails: z
          .partialRecord(deliveryId, details)
          .refine((o) => Object.keys(o).length > 0, "At least one delivery"),
        sendOrderReceipt: z.boolean().default(false),
        idempotencyKey: z.string().min(8).max(100).optional(),
      }),
    );
    const key = parseOrThrow(
      z
        .string({ error: "Send an Idempotency-Key header (or idempotencyKey) with every checkout" })
        .regex(/^[A-Za-z0-9_:.-]{8,100}$/, "8-100 letters, digits or _ : . -"),
      c.req.header("idempotency-key") ?? body.idempotencyKey,
      "idempotency key",
    );
    const { results, replayed } = await checkout(
      c.env.DB,
      claimsOf(c),
      cart,
      {
        orderDetails: body.orderDetails as Record<string, z.infer<typeof details>>,
        sendOrderReceipt: body.sendOrderReceipt,
      },
      key,
    );
    if (replayed) c.header("idempotent-replayed", "true");
    return c.json(results);
  });
