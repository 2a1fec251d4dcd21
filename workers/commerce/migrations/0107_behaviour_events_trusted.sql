-- Behaviour events that cannot be forged (issue #41, class 8; search/tracking-ids.ts, search/popularity.ts).

-- Tracking ids the shop registered (POST /v1/tracking-ids, a limited number per client and hour). createEvents
-- takes events only for these, so a flood cannot come from ids made up by the thousand.
CREATE TABLE tracking_ids (
  id TEXT PRIMARY KEY,
  registered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
) WITHOUT ROWID;

-- Purchases count only for a line of an order the service placed for the reporting user. Those stored
-- before that rule (made-up order numbers, other people's orders, articles the order does not hold) go.
DELETE FROM behaviour_events
WHERE event_type = 'purchase'
  AND NOT EXISTS (
    SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.temp_order_id = behaviour_events.order_id
      AND o.user_id = behaviour_events.user_id
      AND i.article_number = behaviour_events.article_number
  );
-- Once per order line: the first report stays.
DELETE FROM behaviour_events
WHERE event_type = 'purchase'
  AND id NOT IN (
    SELECT min(id) FROM behaviour_events WHERE event_type = 'purchase' GROUP BY order_id, article_number
  );
CREATE UNIQUE INDEX behaviour_events_purchase_line ON behaviour_events (order_id, article_number)
  WHERE event_type = 'purchase';

-- Every score again under the new counting (search/popularity.ts): a purchase once per order line, a click or
-- an add to cart once per tracking id, article and day.
DELETE FROM article_popularity;
INSERT INTO article_popularity (article_id, score, counted_at)
SELECT article_id, score, strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM (
  SELECT a.id AS article_id, (
    SELECT COALESCE(sum(CASE d.event_type WHEN 'purchase' THEN 5 WHEN 'addtocart' THEN 3 ELSE 1 END), 0)
    FROM (
      SELECT DISTINCT e.event_type,
        CASE e.event_type WHEN 'purchase' THEN e.order_id ELSE e.tracking_id || '|' || substr(e.created_at, 1, 10) END
      FROM behaviour_events e
      WHERE e.article_number = a.article_number
        AND e.created_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days')
    ) d
  ) AS score
  FROM articles a
  WHERE a.article_number IN (
    SELECT article_number FROM behaviour_events
    WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days')
  )
)
WHERE score > 0;
