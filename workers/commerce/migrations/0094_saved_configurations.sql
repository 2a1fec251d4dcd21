-- Saved product configurations (the account page 'product configuration'): per user AND customer, so a buyer
-- who works for two customers keeps two separate sets. product_name is the name when saved: answers prefer the
-- live catalogue's and fall back to it when the product is gone. variant_slug is the matching article's page, or
-- the first member's while more match.
CREATE TABLE saved_configurations (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  name TEXT NOT NULL,
  product_id TEXT NOT NULL,
  product_name TEXT NOT NULL,
  variant_slug TEXT NOT NULL,
  -- JSON object attribute name -> chosen value.
  selections TEXT NOT NULL,
  -- The one article the selections led to when saved; NULL while more matched.
  article_number TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX saved_configurations_owner ON saved_configurations (user_id, customer_id, created_at);
