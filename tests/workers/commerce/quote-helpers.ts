/**
 * Quote test helpers: factory-made buyers (quotes are per user), quotes through the real routes, and the
 * wholesaler's quote desk with its own key (an env of its own carries QUOTE_DESK_KEY; the database is the same).
 */
import { expect } from "vitest";
import type { PermissionDenial, Role } from "@shop/domain/roles";
import app from "../../../workers/commerce/src/index";
import { call, createUser, env, signIn } from "./helpers";

export const DESK_KEY = "test-quote-desk-key-0123456789abcdef";
export const deskEnv = { ...env, QUOTE_DESK_KEY: DESK_KEY };

/** A new user of the customer (customer-wide), signed in there; answers the token and the user's id. */
export async function buyerOf(
  customerId = "10001",
  options: { denies?: PermissionDenial[]; role?: Role } = {},
): Promise<{ token: string; id: string }> {
  const user = await createUser({ permissions: [{ customerId, denies: options.denies ?? [], role: options.role }] });
  return { token: (await signIn(user.id, { customerId })).AccessToken, id: user.id };
}

export async function tokenOf(customerId = "10001", denies: PermissionDenial[] = []) {
  return (await buyerOf(customerId, { denies })).token;
}

export async function newQuote(token: string, body: unknown = {}) {
  const response = await call("/v1/quotes", { token, body });
  expect(response.status, response.text).toBe(201);
  return response.json;
}

export const patch = (token: string, id: string, body: unknown) =>
  call(`/v1/quotes/${id}`, { token, method: "PATCH", body });

/** A desk call: `key` undefined sends no Authorization header; `withKey` false answers from an env without a key. */
export async function desk(
  path: string,
  body: unknown = {},
  options: { key?: string | null; withKey?: boolean; authorization?: string } = {},
) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const key = options.key === undefined ? DESK_KEY : options.key;
  if (options.authorization) headers.authorization = options.authorization;
  else if (key !== null) headers.authorization = `QuoteDesk ${key}`;
  const response = await app.request(
    path,
    { method: "POST", headers, body: JSON.stringify(body) },
    options.withKey === false ? env : deskEnv,
  );
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

/** A quote taken to `accepted`: the buyer asks for a review, the desk offers, the buyer accepts. */
export async function acceptedQuote(token: string, body: unknown, prices: (items: any[]) => unknown[] = () => []) {
  const quote = await newQuote(token, body);
  expect((await patch(token, quote.quoteId, { status: "inReview" })).status).toBe(200);
  const offer = await desk(`/v1/quotes/${quote.quoteId}/offer`, { items: prices(quote.items) });
  expect(offer.status, offer.text).toBe(200);
  const accepted = await patch(token, quote.quoteId, { status: "accepted" });
  expect(accepted.status, accepted.text).toBe(200);
  return accepted.json;
}
