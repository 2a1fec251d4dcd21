/**
 * Who may write behaviour events (issue #41, class 8): only a tracking id the shop registered
 * (POST /v1/tracking-ids, migration 0107), and each registered id and each client only so many events an hour.
 * A client is CF-Connecting-IP (http/client-key.ts); without one (local development, the test stacks) there is
 * no per-client count, as for sign-in's LOCAL_CLIENT, since every request on Cloudflare carries it.
 *
 * Counts live in auth_throttle (auth/throttle.ts) under `trackid:`, `events:id:` and `events:client:` keys, each
 * taken with one UPSERT … RETURNING, so parallel calls each see their own number.
 */
import { TRACKING_ID_NOT_REGISTERED } from "@shop/contract/commerce/tracking";
import { sha256Base64Url } from "../auth/crypto";
import { countAttempts } from "../auth/throttle";
import { ApiError } from "../http/errors";

/** New tracking ids one client may register in an hour (a browser needs one; a shared office address a few). */
export const TRACKING_IDS_PER_CLIENT_HOUR = 20;
/** Events one tracking id may send in an hour (one visitor: far below, even on a busy day). */
export const EVENTS_PER_TRACKING_ID_HOUR = 200;
/** Events one client address may send in an hour, over all its ids. */
export const EVENTS_PER_CLIENT_HOUR = 2000;

const HOUR = 3600;
const UNKNOWN_CLIENT = "unknown";
const nowSeconds = () => Math.floor(Date.now() / 1000);

const tooMany = (message: string, retryAfter: number) =>
  new ApiError(429, message, [], { "Retry-After": String(retryAfter) });

async function clientCounterKey(prefix: string, client: string): Promise<string | null> {
  return client === UNKNOWN_CLIENT ? null : `${prefix}${await sha256Base64Url(client)}`;
}

/**
 * Registers a device's tracking id; "known" when it already was (no count). A new one counts for the client
 * and is refused with 429 beyond TRACKING_IDS_PER_CLIENT_HOUR. Expired event counters are swept here.
 */
export async function registerTrackingId(db: D1Database, id: string, client: string): Promise<"registered" | "known"> {
  const known = await db.prepare("SELECT 1 AS known FROM tracking_ids WHERE id = ?").bind(id).first();
  if (known) return "known";
  const t = nowSeconds();
  const key = await clientCounterKey("trackid:", client);
  if (key) {
    const [counted] = await countAttempts(db, [key], HOUR, t);
    if (counted!.count > TRACKING_IDS_PER_CLIENT_HOUR)
      throw tooMany(
        `At most ${TRACKING_IDS_PER_CLIENT_HOUR} new tracking ids per hour from one client`,
        counted!.retryAfter,
      );
  }
  await db.batch([
    db.prepare("INSERT OR IGNORE INTO tracking_ids (id) VALUES (?)").bind(id),
    // Event counters of windows long over: a few per registration keep the table small.
    db
      .prepare(
        `DELETE FROM auth_throttle WHERE key IN (SELECT key FROM auth_throttle
           WHERE key >= 'events:' AND key < 'events;' AND window_start <= ? LIMIT 20)`,
      )
      .bind(t - HOUR),
  ]);
  return "registered";
}

/**
 * Lets `count` events of one call through, or refuses them all: 403 for a tracking id the shop did not register,
 * 429 with Retry-After once the id or the client has sent its hour's events. A refused call still counts.
 */
export async function admitEvents(db: D1Database, id: string, client: string, count: number): Promise<void> {
  const registered = await db.prepare("SELECT 1 AS known FROM tracking_ids WHERE id = ?").bind(id).first();
  if (!registered)
    throw new ApiError(403, TRACKING_ID_NOT_REGISTERED, [
      {
        path: "trackingId",
        code: "tracking_id_not_registered",
        message: "Register the device's tracking id with POST /v1/tracking-ids first",
      },
    ]);
  const clientKey = await clientCounterKey("events:client:", client);
  const [byId, byClient] = await countAttempts(
    db,
    [`events:id:${id}`, ...(clientKey ? [clientKey] : [])],
    HOUR,
    nowSeconds(),
    count,
  );
  if (byId!.count > EVENTS_PER_TRACKING_ID_HOUR)
    throw tooMany(`At most ${EVENTS_PER_TRACKING_ID_HOUR} events per hour for one tracking id`, byId!.retryAfter);
  if (byClient && byClient.count > EVENTS_PER_CLIENT_HOUR)
    throw tooMany(`At most ${EVENTS_PER_CLIENT_HOUR} events per hour from one client`, byClient.retryAfter);
}
