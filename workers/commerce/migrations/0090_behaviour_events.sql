-- Behaviour events to the search service (content spec sections 3 and 5) replace the ad-hoc
-- search_events table, which only the old /createEvents wrote and nothing read.
DROP TABLE IF EXISTS search_events;

CREATE TABLE behaviour_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tracking_id TEXT NOT NULL,
  -- NULL for a visitor who is not signed in.
  user_id TEXT,
  event_type TEXT NOT NULL CHECK (event_type IN ('click', 'addtocart', 'purchase')),
  article_number TEXT NOT NULL,
  quantity INTEGER,
  order_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
-- The popularity recount reads one article's recent events.
CREATE INDEX behaviour_events_article ON behaviour_events (article_number, created_at);
CREATE INDEX behaviour_events_tracking ON behaviour_events (tracking_id, created_at);

-- The ranking boost per article (search/popularity.ts): the weighted count of its events of the last
-- 90 days, kept up to date on every createEvents so a search reads one row per hit and scans no events.
CREATE TABLE article_popularity (
  article_id INTEGER PRIMARY KEY,
  score INTEGER NOT NULL,
  counted_at TEXT NOT NULL
);
CREATE INDEX article_popularity_counted ON article_popularity (counted_at);
