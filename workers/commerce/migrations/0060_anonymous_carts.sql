-- Anonymous carts (docs/decisions.md): a cart row with user_id NULL plus the SHA-256 of
-- its secret token. The token itself is never stored; whoever holds it may read and change that cart only.
CREATE TABLE anonymous_carts (
  cart_id TEXT PRIMARY KEY REFERENCES carts (id),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Creations per client and hour (rate limit); old windows are deleted on the next creation.
CREATE TABLE anonymous_cart_creations (
  client_key TEXT NOT NULL,
  window_start TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (client_key, window_start)
);

-- Expiry sweeps look for old anonymous carts by their last change.
CREATE INDEX carts_anonymous_updated ON carts (updated_at) WHERE user_id IS NULL;
