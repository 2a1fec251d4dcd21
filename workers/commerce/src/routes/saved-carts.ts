/**
 * Saved carts ("Sparade varukorgar", docs/purchasing-controls.md): the caller's own and his colleagues' shared saved
 * carts at the token's customer, one saved cart, saving the current cart (or copying a saved one), renaming and
 * sharing, deleting, and restoring into the current cart. Who may see or change one: saved-carts/access.ts. Refusals
 * are Swedish sentences the storefront can show as they stand.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  SAVED_CART_REFUSALS,
  SAVED_CART_RESTORE_MODES,
  SAVED_CARTS_PER_USER,
  savedCartIdSchema,
  savedCartNameSchema,
} from "@shop/contract/commerce/saved-carts";
import { claimsOf } from "../auth/middleware";
import { clockOf } from "../cart/delivery-gate";
import type { AppEnv } from "../env";
import { ApiError, jsonBody, zodIssues } from "../http/errors";
import { ownSavedCart, savedCartCustomer, savedCartListScope, visibleSavedCart } from "../saved-carts/access";
import { restoreSavedCart } from "../saved-carts/restore";
import { copySavedCart, saveCurrentCart } from "../saved-carts/save";
import { deleteSavedCart, listSavedCarts, updateSavedCart } from "../saved-carts/store";
import { savedCartDetail, savedCartSummary } from "../saved-carts/view";

/** Shared colleagues' carts beside his own 50: the list stops somewhere. */
const LIST_LIMIT = 200;

const createBody = z.strictObject({
  name: savedCartNameSchema,
  shared: z.boolean().default(false),
  /** Copy this saved cart (one the caller sees) instead of saving the current cart. */
  copyOf: savedCartIdSchema.optional(),
});
const updateBody = z
  .strictObject({ name: savedCartNameSchema.optional(), shared: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.shared !== undefined, "Send a name or shared");
const restoreBody = z.strictObject({ mode: z.enum(SAVED_CART_RESTORE_MODES) });

/** The body, or a 400 in Swedish: a bad name says what a name must be, anything else that the request was wrong. */
async function body<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T>> {
  let value: unknown;
  try {
    value = await jsonBody(c, z.unknown());
  } catch {
    throw new ApiError(400, "Felaktig förfrågan: skicka JSON.", [
      { path: "", code: "invalid_json", message: "Body is not valid JSON" },
    ]);
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = zodIssues(parsed.error);
  const badName = issues.some((i) => i.path === "name");
  throw new ApiError(400, badName ? SAVED_CART_REFUSALS.name : "Felaktig förfrågan.", issues);
}

export const savedCartRoutes = new Hono<AppEnv>()
  .get("/v2/saved-carts", async (c) => {
    const claims = claimsOf(c);
    const customerId = savedCartCustomer(claims);
    const scope = savedCartListScope(claims);
    const { rows, ownCount } = await listSavedCarts(c.env.DB, {
      customerId,
      userId: claims.sub,
      scopeSql: scope.sql,
      scopeBinds: scope.binds,
      limit: LIST_LIMIT,
    });
    return c.json({
      savedCarts: rows.map((r) => savedCartSummary(r, claims)),
      ownCount,
      max: SAVED_CARTS_PER_USER,
    });
  })
  .post("/v2/saved-carts", async (c) => {
    const claims = claimsOf(c);
    const input = await body(c, createBody);
    const saved = input.copyOf
      ? await copySavedCart(c.env.DB, claims, input.copyOf, input)
      : await saveCurrentCart(c.env.DB, claims, input);
    return c.json(await savedCartDetail(c.env.DB, claims, saved), 201);
  })
  .get("/v2/saved-carts/:id", async (c) => {
    const claims = claimsOf(c);
    const { savedCart } = await visibleSavedCart(c.env.DB, claims, c.req.param("id"));
    return c.json(await savedCartDetail(c.env.DB, claims, savedCart));
  })
  .put("/v2/saved-carts/:id", async (c) => {
    const claims = claimsOf(c);
    const savedCart = await ownSavedCart(c.env.DB, claims, c.req.param("id"));
    const change = await body(c, updateBody);
    if (!(await updateSavedCart(c.env.DB, savedCart.id, change)))
      throw new ApiError(409, SAVED_CART_REFUSALS.nameTaken, [
        { path: "name", code: "SAVED_CART_NAME", message: "Name taken" },
      ]);
    const { savedCart: updated } = await visibleSavedCart(c.env.DB, claims, savedCart.id);
    return c.json(await savedCartDetail(c.env.DB, claims, updated));
  })
  .delete("/v2/saved-carts/:id", async (c) => {
    const savedCart = await ownSavedCart(c.env.DB, claimsOf(c), c.req.param("id"));
    await deleteSavedCart(c.env.DB, savedCart.id);
    return c.body(null, 204);
  })
  .post("/v2/saved-carts/:id/restore", async (c) => {
    const { mode } = await body(c, restoreBody);
    return c.json(await restoreSavedCart(c.env.DB, claimsOf(c), c.req.param("id"), mode, clockOf(c)));
  });
