/**
 * Idempotent checkout with Stripe's semantics: a key belongs to the calling user, to one cart and to
 * one request body, and lives 24 hours. The first call claims it in checkout_requests; a repeat
 * answers the stored result, or waits briefly while the first call is still running.
 */
import { CHECKOUT_STILL_RUNNING } from "@shop/contract/commerce/checkout";
import { ApiError } from "../http/errors";
import type { CheckoutInput, CheckoutResult } from "./checkout-results";

const POLL_MS = 100;
const WAIT_FOR_FIRST_CALL_MS = 8000;

/** How long a key is kept: a repeat after that is a new checkout (Stripe keeps keys 24 hours). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The key orders are stored under: the caller's key inside its user, cart and claim. */
function scopedKey(userId: string, cartId: string, claimedAt: number, key: string): string {
  return `${userId}/${cartId}/${claimedAt}/${key}`;
}

/** SHA-256 (hex) of the request body in canonical form (object keys sorted, absent fields left out). */
export async function requestHash(input: CheckoutInput): Promise<string> {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  const bytes = new TextEncoder().encode(
    JSON.stringify(canonical({ orderDetails: input.orderDetails, sendOrderReceipt: input.sendOrderReceipt })),
  );
  return [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

const keyReused = (what: "cart" | "body") =>
  new ApiError(
    422,
    what === "cart"
      ? "The idempotency key was already used for another cart"
      : "The idempotency key was already used with another request body",
    [
      {
        path: "Idempotency-Key",
        code: what === "cart" ? "key_reused_other_cart" : "key_reused_other_body",
        message: "Use a new key per checkout",
      },
    ],
  );

export type Claim = { replay: CheckoutResult[] } | { scope: string };

/**
 * The stored answer of a finished call with this key, cart and body, or null. Read before the rules a new checkout
 * must pass: a retry gets what the first call got even when a rule changed since (an admin's new order reference
 * rule would refuse the same body now, and the buyer would think his placed order failed).
 */
export async function finishedReplay(
  db: D1Database,
  userId: string,
  key: string,
  cartId: string,
  hash: string,
): Promise<CheckoutResult[] | null> {
  const row = await db
    .prepare(
      "SELECT cart_id, request_hash, result FROM checkout_requests WHERE user_id = ? AND idempotency_key = ? AND created_at >= ? AND result IS NOT NULL",
    )
    .bind(userId, key, Date.now() - IDEMPOTENCY_KEY_TTL_MS)
    .first<{ cart_id: string; request_hash: string | null; result: string }>();
  if (!row || row.cart_id !== cartId || (row.request_hash !== null && row.request_hash !== hash)) return null;
  return JSON.parse(row.result) as CheckoutResult[];
}

/**
 * Claims the caller's key, or answers the stored result of an earlier call with it (waiting briefly if
 * it is still running). Keys older than 24 hours are purged on the way, so they start afresh.
 */
export async function claimOrReplay(
  db: D1Database,
  userId: string,
  key: string,
  cartId: string,
  hash: string,
): Promise<Claim> {
  const now = Date.now();
  const [, claimed] = await db.batch<{ created_at: number }>([
    db.prepare("DELETE FROM checkout_requests WHERE created_at < ?").bind(now - IDEMPOTENCY_KEY_TTL_MS),
    db
      .prepare(
        "INSERT OR IGNORE INTO checkout_requests (user_id, idempotency_key, cart_id, created_at, request_hash, running) VALUES (?, ?, ?, ?, ?, 1) RETURNING created_at",
      )
      .bind(userId, key, cartId, now, hash),
  ]);
  if (claimed.results.length) return { scope: scopedKey(userId, cartId, now, key) };
  const deadline = Date.now() + WAIT_FOR_FIRST_CALL_MS;
  for (;;) {
    const row = await db
      .prepare(
        "SELECT cart_id, request_hash, result, running, created_at FROM checkout_requests WHERE user_id = ? AND idempotency_key = ?",
      )
      .bind(userId, key)
      .first<{
        cart_id: string;
        request_hash: string | null;
        result: string | null;
        running: number;
        created_at: number;
      }>();
    if (!row) return claimOrReplay(db, userId, key, cartId, hash);
    if (row.cart_id !== cartId) throw keyReused("cart");
    // Requests from before the body hash existed (NULL) replay for any body, as they did.
    if (row.request_hash !== null && row.request_hash !== hash) throw keyReused("body");
    if (row.result) return { replay: JSON.parse(row.result) as CheckoutResult[] };
    if (row.running === 0) {
      // The earlier call failed and released the key: take it over (one caller wins), in the same scope,
      // so the orders it did place are found again instead of placed twice.
      const taken = await db
        .prepare(
          "UPDATE checkout_requests SET running = 1, request_hash = COALESCE(request_hash, ?) WHERE user_id = ? AND idempotency_key = ? AND running = 0 AND result IS NULL",
        )
        .bind(hash, userId, key)
        .run();
      if (taken.meta.changes) return { scope: scopedKey(userId, cartId, row.created_at, key) };
      continue;
    }
    if (Date.now() > deadline)
      throw new ApiError(
        409,
        CHECKOUT_STILL_RUNNING,
        [{ path: "Idempotency-Key", code: "in_progress", message: "Retry in a moment" }],
        { "retry-after": "2" },
      );
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
