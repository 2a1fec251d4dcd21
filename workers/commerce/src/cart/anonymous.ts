/**
 * Anonymous carts (docs/decisions.md). A visitor who is not signed in gets a cart
 * with an unguessable id and a secret token; the token is the only key to that one cart. Only its
 * SHA-256 is stored. The cart sees the default assortment and never a price (the anonymous
 * viewer's claims), expires 30 days after its last change and moves into the buyer's own cart at
 * login through the transfer call.
 */
import type { Context, Next } from "hono";
import type { AccessClaims } from "../auth/jwt";
import { randomToken, sha256Base64Url } from "../auth/crypto";
import { ANONYMOUS_CLAIMS } from "../auth/claims";
import { catalogueContext, inAssortment } from "../catalogue/context";
import { loadArticles } from "../catalogue/variants";
import type { AppEnv } from "../env";
import { ApiError, notFound, unauthorized } from "../http/errors";
import { CART_LINE_LIMIT, ownedCart, type CartItemRow, type CartRow } from "./store";

/** Days an anonymous cart lives after its last change. */
export const ANONYMOUS_CART_DAYS = 30;
/** New anonymous carts per client and hour; a visitor needs one, a script that wants thousands is refused. */
export const DEFAULT_CREATIONS_PER_HOUR = 60;
const SWEEP_BATCH = 50;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Paths an anonymous cart token may be used on: the cart service and the gateway (cart queries, variants). */
const CART_TOKEN_PATHS = [/^\/v2\/cart(\/|$)/, /^\/graphql\/?$/];

const expiryCutoff = `strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-${ANONYMOUS_CART_DAYS} days')`;

/**
 * The cart token of a request: `Authorization: Anonymous <token>`, or `X-Cart-Token` when there is
 * no Authorization header at all (with a bearer token, X-Cart-Token only proves a transfer source).
 */
export function anonymousCartCredential(c: Context<AppEnv>): string | null {
  const authorization = c.req.header("authorization");
  if (authorization !== undefined) {
    const match = /^Anonymous\s+(\S+)$/i.exec(authorization);
    return match ? match[1] : null;
  }
  return c.req.header("x-cart-token") ?? null;
}

export function acceptsCartToken(path: string): boolean {
  return CART_TOKEN_PATHS.some((re) => re.test(path));
}

/** The open, unexpired anonymous cart the token opens, or null. */
export async function findAnonymousCart(db: D1Database, token: string): Promise<CartRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const hash = await sha256Base64Url(token);
  return db
    .prepare(
      `SELECT c.* FROM anonymous_carts a JOIN carts c ON c.id = a.cart_id
       WHERE a.token_hash = ? AND c.user_id IS NULL AND c.status = 'OPEN' AND c.updated_at > ${expiryCutoff}`,
    )
    .bind(hash)
    .first<CartRow>();
}

/**
 * Middleware for requests carrying a cart token: the caller becomes the anonymous viewer (default
 * assortment, no prices) holding exactly one cart. A token that opens nothing (forged, expired,
 * transferred) is a 401 like a bad bearer token.
 */
export async function anonymousCartAuth(c: Context<AppEnv>, next: Next, token: string) {
  const cart = await findAnonymousCart(c.env.DB, token);
  if (!cart) throw unauthorized("Invalid cart token");
  c.set("claims", ANONYMOUS_CLAIMS);
  c.set("anonymousCart", cart);
  await next();
}

/** Expired anonymous carts, a few per call: cleanup rides on writes instead of a scheduled job. */
export async function sweepExpiredAnonymousCarts(db: D1Database, batch = SWEEP_BATCH): Promise<number> {
  const { results } = await db
    .prepare(`SELECT id FROM carts WHERE user_id IS NULL AND updated_at <= ${expiryCutoff} LIMIT ?`)
    .bind(batch)
    .all<{ id: string }>();
  if (results.length === 0) return 0;
  const ids = JSON.stringify(results.map((r) => r.id));
  const inIds = "(SELECT value FROM json_each(?))";
  await db.batch([
    db.prepare(`DELETE FROM cart_items WHERE cart_id IN ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM cart_deliveries WHERE cart_id IN ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM anonymous_carts WHERE cart_id IN ${inIds}`).bind(ids),
    db.prepare(`DELETE FROM carts WHERE id IN ${inIds}`).bind(ids),
    db.prepare(
      "DELETE FROM anonymous_cart_creations WHERE window_start < strftime('%Y-%m-%dT%H:00:00Z', 'now', '-1 hour')",
    ),
  ]);
  return results.length;
}

/**
 * Creates an anonymous cart and returns its token once. Counted per client and clock hour in one
 * upsert; above the limit the answer is 429 with Retry-After.
 */
export async function createAnonymousCart(db: D1Database, clientKey: string, perHour = DEFAULT_CREATIONS_PER_HOUR) {
  const window = new Date().toISOString().slice(0, 13) + ":00:00Z";
  const counted = await db
    .prepare(
      `INSERT INTO anonymous_cart_creations (client_key, window_start, count) VALUES (?, ?, 1)
       ON CONFLICT (client_key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(await sha256Base64Url(clientKey), window)
    .first<{ count: number }>();
  if ((counted?.count ?? 0) > perHour) {
    const retryAfter = 3600 - Math.floor((Date.now() / 1000) % 3600);
    throw new ApiError(429, `At most ${perHour} anonymous carts per hour`, [], { "Retry-After": String(retryAfter) });
  }
  await sweepExpiredAnonymousCarts(db);
  const cartId = `c-${crypto.randomUUID()}`;
  const cartToken = randomToken(32);
  await db.batch([
    db.prepare("INSERT INTO carts (id, user_id) VALUES (?, NULL)").bind(cartId),
    db
      .prepare("INSERT INTO anonymous_carts (cart_id, token_hash) VALUES (?, ?)")
      .bind(cartId, await sha256Base64Url(cartToken)),
  ]);
  const expiresAt = new Date(Date.now() + ANONYMOUS_CART_DAYS * 86_400_000).toISOString().slice(0, 19) + "Z";
  return { cartId, cartToken, expiresAt };
}

export interface SkippedLine {
  articleNumber: string;
  quantity: number;
  deliveryId: string;
  code: "NOT_IN_ASSORTMENT" | "ARTICLE_NOT_FOUND" | "CART_LIMIT";
  message: string;
}

/**
 * Moves an anonymous cart into the buyer's cart at login. Lines for the same article, delivery and
 * label are summed; lines outside the buyer's assortment, and lines beyond the 200-line limit, are
 * not moved but reported (the buyer is told which). The anonymous cart is closed and its token
 * stops working, whatever was skipped.
 */
export async function transferAnonymousCart(db: D1Database, claims: AccessClaims, destId: string, source: CartRow) {
  const dest = await ownedCart(db, claims, destId);
  const [sourceItems, destItems] = await db.batch<CartItemRow>([
    db.prepare("SELECT * FROM cart_items WHERE cart_id = ? ORDER BY rowid").bind(source.id),
    db.prepare("SELECT * FROM cart_items WHERE cart_id = ?").bind(dest.id),
  ]);
  const ctx = await catalogueContext(db, claims);
  const articles = new Map(
    (
      await loadArticles(
        db,
        sourceItems.results.map((i) => i.article_number),
      )
    ).map((a) => [a.article_number, a]),
  );
  // A quote's line is a line of its own beside an ordinary one (cart/quote-lines.ts); visitors' lines are ordinary.
  const keys = new Set(
    destItems.results.map((i) => `${i.delivery_id}|${i.article_number}|${i.label}|${i.quote_item_id}`),
  );
  const moved: CartItemRow[] = [];
  const skipped: SkippedLine[] = [];
  for (const item of sourceItems.results) {
    const article = articles.get(item.article_number);
    const line = { articleNumber: item.article_number, quantity: item.quantity, deliveryId: item.delivery_id };
    const key = `${item.delivery_id}|${item.article_number}|${item.label}|`;
    if (!article)
      skipped.push({ ...line, code: "ARTICLE_NOT_FOUND", message: `Article ${item.article_number} does not exist` });
    else if (!inAssortment(ctx, article.category_l2))
      skipped.push({
        ...line,
        code: "NOT_IN_ASSORTMENT",
        message: `Article ${item.article_number} is not in the customer's assortment`,
      });
    else if (!keys.has(key) && keys.size >= CART_LINE_LIMIT)
      skipped.push({ ...line, code: "CART_LIMIT", message: `The cart holds at most ${CART_LINE_LIMIT} lines` });
    else {
      keys.add(key);
      moved.push(item);
    }
  }
  const movedIds = JSON.stringify(moved.map((i) => i.id));
  await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO cart_deliveries (cart_id, delivery_id, position)
       SELECT ?1, d.delivery_id, (SELECT COALESCE(MAX(position), -1) FROM cart_deliveries WHERE cart_id = ?1) + 1 + d.position
       FROM cart_deliveries d WHERE d.cart_id = ?2 AND d.delivery_id IN (SELECT delivery_id FROM cart_items WHERE id IN (SELECT value FROM json_each(?3)))`,
      )
      .bind(dest.id, source.id, movedIds),
    db
      .prepare(
        `INSERT INTO cart_items (id, cart_id, delivery_id, article_number, label, quantity, created_at)
       SELECT 'ci-' || lower(hex(randomblob(16))), ?1, delivery_id, article_number, label, quantity, created_at
       FROM cart_items WHERE cart_id = ?2 AND id IN (SELECT value FROM json_each(?3)) ORDER BY rowid
       ON CONFLICT (cart_id, delivery_id, article_number, label, quote_item_id) DO UPDATE SET quantity = cart_items.quantity + excluded.quantity`,
      )
      .bind(dest.id, source.id, movedIds),
    db.prepare("DELETE FROM cart_items WHERE cart_id = ?").bind(source.id),
    db.prepare("DELETE FROM cart_deliveries WHERE cart_id = ?").bind(source.id),
    db.prepare("DELETE FROM anonymous_carts WHERE cart_id = ?").bind(source.id),
    db
      .prepare(
        "UPDATE carts SET status = 'TRANSFERRED', updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?",
      )
      .bind(source.id),
    db.prepare("UPDATE carts SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = ?").bind(dest.id),
  ]);
  return {
    dest,
    moved: moved.map((i) => ({ articleNumber: i.article_number, quantity: i.quantity, deliveryId: i.delivery_id })),
    skipped,
  };
}

/** The anonymous cart a transfer names, proven by the X-Cart-Token header; anything else looks missing. */
export async function provenTransferSource(db: D1Database, token: string, sourceId: string): Promise<CartRow> {
  const cart = await findAnonymousCart(db, token);
  if (!cart || cart.id !== sourceId) throw notFound("Source cart not found");
  return cart;
}
