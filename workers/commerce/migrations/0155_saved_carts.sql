-- Saved carts ("Sparade varukorgar", issue #46, docs/purchasing-controls.md): several named carts per user and
-- customer, saved from the current cart with its deliveries (method, requested date, included in the order) and line
-- labels, restored or merged later through the cart's add path (saved-carts/restore.ts). No prices: a restored line
-- gets the day's price.
--
-- saved_carts: the owner (user, customer, project of the context it was saved in) and whether the customer's other
--   users see it (shared = 1, read-only for them). At most 50 per user and customer, checked in the INSERT itself
--   (saved-carts/store.ts). Names are unique per owner and customer, case-insensitively.
--   No foreign keys: the demo re-seed deletes and re-creates users and customers with the same ids (seed/seed.ts).
CREATE TABLE saved_carts (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  shared INTEGER NOT NULL DEFAULT 0 CHECK (shared IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX saved_carts_owner_name ON saved_carts (user_id, customer_id, name COLLATE NOCASE);
CREATE INDEX saved_carts_customer ON saved_carts (customer_id, shared, updated_at);

-- A saved cart's deliveries, as the cart held them (cart_deliveries).
CREATE TABLE saved_cart_deliveries (
  saved_cart_id TEXT NOT NULL,
  delivery_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  requested_delivery_date TEXT,
  is_included_in_order INTEGER NOT NULL DEFAULT 1 CHECK (is_included_in_order IN (0, 1)),
  PRIMARY KEY (saved_cart_id, delivery_id)
);

-- Its lines: article, quantity, delivery and label (the goods marking); `name` is the article's name when saved, so a
-- line whose article has left the catalogue is still named when it is refused on restore.
CREATE TABLE saved_cart_lines (
  saved_cart_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  delivery_id TEXT NOT NULL,
  article_number TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  label TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (saved_cart_id, position)
);
