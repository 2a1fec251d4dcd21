-- Popularity learns from signed-in users only (issue #41, class 8; search/popularity.ts): anyone can make
-- tracking ids, a few per address and hour, so a visitor's clicks and add-to-carts are kept but weigh nothing.
-- A click or an add to cart counts once per user, article and day; a purchase once per order line (0107).
-- Every score again under that counting, so what anonymous floods added before this goes at once.
DELETE FROM article_popularity;
INSERT INTO article_popularity (article_id, score, counted_at)
SELECT article_id, score, strftime('%Y-%m-%dT%H:%M:%SZ', 'now') FROM (
  SELECT a.id AS article_id, (
    SELECT COALESCE(sum(CASE d.event_type WHEN 'purchase' THEN 5 WHEN 'addtocart' THEN 3 ELSE 1 END), 0)
    FROM (
      SELECT DISTINCT e.event_type,
        CASE e.event_type WHEN 'purchase' THEN e.order_id ELSE e.user_id || '|' || substr(e.created_at, 1, 10) END
      FROM behaviour_events e
      WHERE e.article_number = a.article_number
        AND e.created_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days')
        AND e.user_id IS NOT NULL
    ) d
  ) AS score
  FROM articles a
  WHERE a.article_number IN (
    SELECT article_number FROM behaviour_events
    WHERE created_at >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days') AND user_id IS NOT NULL
  )
)
WHERE score > 0;
