/**
 * POST /v2/cart/current/quotes/{quoteId}: an accepted quote's catalogue lines into the caller's open cart at the
 * agreed prices (cart/quote-lines.ts). Signed-in buyers only; EJ_ORDER may not order, so it may not fill a cart
 * with a quote either.
 */
import { Hono } from "hono";
import { z } from "zod";
import { DELIVERY_METHOD_IDS } from "@shop/domain/delivery-options";
import { denies } from "../auth/claims";
import { claimsOf } from "../auth/middleware";
import { addQuoteToCart } from "../cart/quote-lines";
import { openCart } from "../cart/store";
import type { AppEnv } from "../env";
import { forbidden, jsonBody } from "../http/errors";
import { clockOf } from "../cart/delivery-gate";
import { quoteInput } from "../quotes/guards";
import { visibleQuoteOf } from "./quote-request";

const body = z.object({ deliveryId: z.enum(DELIVERY_METHOD_IDS).optional() }).default({});

export const quoteCartRoutes = new Hono<AppEnv>().post("/v2/cart/current/quotes/:id", async (c) => {
  if (c.get("anonymousCart")) throw forbidden("Logga in för att lägga en offert i varukorgen.");
  const claims = claimsOf(c);
  if (denies(claims, "EJ_ORDER")) throw forbidden("Du har inte behörighet att beställa.");
  const quote = await visibleQuoteOf(c);
  const { deliveryId } = await quoteInput(() => jsonBody(c, body));
  const cart = await openCart(c.env.DB, claims);
  return c.json(await addQuoteToCart(c.env.DB, claims, cart, quote, deliveryId, clockOf(c)));
});
