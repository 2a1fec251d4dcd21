-- Carts split into deliveries (spec sections 3, 4, 7). One OPEN cart per user, customer and project.
CREATE TABLE carts (
  id TEXT PRIMARY KEY,
  -- NULL = an anonymous cart (moved into a user's cart by the transfer call).
  user_id TEXT,
  -- '' instead of NULL keeps the partial unique index below strict.
  customer_id TEXT NOT NULL DEFAULT '',
  project_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'DELETED', 'TRANSFERRED')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE UNIQUE INDEX carts_one_open ON carts (user_id, customer_id, project_id) WHERE status = 'OPEN';

-- A delivery per delivery method; position keeps deliveryIdsInOrder in the order they were added.
CREATE TABLE cart_deliveries (
  cart_id TEXT NOT NULL REFERENCES carts (id),
  delivery_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  requested_delivery_date TEXT,
  is_included_in_order INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (cart_id, delivery_id)
);

-- Quantity is the absolute number, already rounded up to the order multiple.
CREATE TABLE cart_items (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  delivery_id TEXT NOT NULL,
  article_number TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The same article with the same label in the same delivery is one line: adds sum up.
  UNIQUE (cart_id, delivery_id, article_number, label)
);
CREATE INDEX cart_items_cart ON cart_items (cart_id, created_at);
