/**
 * Behaviour events (POST /createEvents) and the popularity they give an article in search: purchases
 * weigh more than add-to-carts, which weigh more than clicks, over the last POPULARITY_DAYS
 * (domain/behaviour-events.ts). The score is an aggregate per article, recounted from the article's
 * recent events when new ones arrive, so a search joins one row per hit and never scans events.
 * Scores of articles nobody touches any more fade as later calls recount a few stale rows each.
 *
 * So that a flood cannot steer the ranking (issue #41), only signed-in users' events count: a purchase once per
 * order line (the route lets through only lines of the caller's own orders, search/purchase-events.ts, and a
 * unique index keeps one), a click or an add to cart once per user, article and day, however many he sends.
 * A visitor's events are stored but weigh nothing: anyone can make tracking ids (a few per address and hour,
 * and an address block is cheap), whereas the wholesaler issues every account, so a trade shop's ranking
 * learns from its trade customers.
 */
import { POPULARITY_DAYS, POPULARITY_WEIGHTS, type BehaviourEvent } from "@shop/domain/behaviour-events";
import { forgetSearchOutcomes } from "./outcome-cache";

const STALE_RECOUNT_BATCH = 20;
const now = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')";
const windowStart = `strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-${POPULARITY_DAYS} days')`;
const weight = `CASE d.event_type WHEN 'purchase' THEN ${POPULARITY_WEIGHTS.purchase} WHEN 'addtocart' THEN ${POPULARITY_WEIGHTS.addtocart} ELSE ${POPULARITY_WEIGHTS.click} END`;
/** What one counted event is: its order line for a purchase, else the user's day. */
const countedAs = `CASE e.event_type WHEN 'purchase' THEN e.order_id ELSE e.user_id || '|' || substr(e.created_at, 1, 10) END`;

export interface StoredBehaviourEvent {
  trackingId: string;
  userId: string | null;
  type: string;
  articleNumber: string;
  quantity: number | null;
  orderId: string | null;
  createdAt: string;
}

/** The recount of the given articles' scores; an article left without recent events loses its row. */
function recount(db: D1Database, articleIdsSql: string, bind: unknown[]): D1PreparedStatement[] {
  const scored = `SELECT a.id AS article_id, (SELECT COALESCE(sum(${weight}), 0) FROM (
        SELECT DISTINCT e.event_type, ${countedAs} FROM behaviour_events e
        WHERE e.article_number = a.article_number AND e.created_at >= ${windowStart}
          AND e.user_id IS NOT NULL) d) AS score
    FROM articles a WHERE a.id IN (${articleIdsSql})`;
  return [
    db
      .prepare(
        `INSERT INTO article_popularity (article_id, score, counted_at) SELECT article_id, score, ${now} FROM (${scored}) WHERE true
         ON CONFLICT (article_id) DO UPDATE SET score = excluded.score, counted_at = excluded.counted_at`,
      )
      .bind(...bind),
    db.prepare("DELETE FROM article_popularity WHERE score = 0"),
  ];
}

/**
 * Stores one call's events and, for a signed-in user's, recounts the popularity of their articles, all in one
 * batch; answers how many were stored. A purchase of an order line already reported is left out (migration
 * 0107's unique index), so a retried call or a reloaded page counts nothing twice.
 */
export async function recordBehaviourEvents(
  db: D1Database,
  trackingId: string,
  userId: string | null,
  events: readonly BehaviourEvent[],
): Promise<number> {
  const inserts = events.map((event) =>
    db
      .prepare(
        `INSERT OR IGNORE INTO behaviour_events (tracking_id, user_id, event_type, article_number, quantity, order_id)
           VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        trackingId,
        userId,
        event.type,
        event.entity.id.trim(),
        event.quantity ?? null,
        event.orderId?.trim() || null,
      ),
  );
  // A visitor's events change no score: nothing to recount, and the search outcomes stay cached.
  if (userId === null) {
    const stored = await db.batch(inserts);
    return stored.reduce((count, result) => count + (result.meta.changes ?? 0), 0);
  }
  const articleNumbers = JSON.stringify([...new Set(events.map((e) => e.entity.id.trim()))]);
  const results = await db.batch([
    ...inserts,
    ...recount(
      db,
      `SELECT id FROM articles WHERE article_number IN (SELECT value FROM json_each(?1))
       UNION SELECT article_id FROM (SELECT article_id FROM article_popularity
         WHERE counted_at < strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-1 day') ORDER BY counted_at LIMIT ${STALE_RECOUNT_BATCH})`,
      [articleNumbers],
    ),
  ]);
  // The new scores reorder equally relevant hits: this isolate's next search ranks with them.
  forgetSearchOutcomes(db, "ranking");
  return results.slice(0, events.length).reduce((stored, result) => stored + (result.meta.changes ?? 0), 0);
}

/** One device's events, newest last (the development entry's read-back for end-to-end tests). */
export async function behaviourEventsOf(db: D1Database, trackingId: string): Promise<StoredBehaviourEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT tracking_id AS trackingId, user_id AS userId, event_type AS type, article_number AS articleNumber,
              quantity, order_id AS orderId, created_at AS createdAt
       FROM behaviour_events WHERE tracking_id = ? ORDER BY id LIMIT 500`,
    )
    .bind(trackingId)
    .all<StoredBehaviourEvent>();
  return results;
}
