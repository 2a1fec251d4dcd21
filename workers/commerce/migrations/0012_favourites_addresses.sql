-- Favourite lists (shopping lists), favourite products, addresses.
CREATE TABLE favorite_lists (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  access TEXT NOT NULL DEFAULT 'PRIVATE' CHECK (access IN ('PRIVATE', 'SHARED')),
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX favorite_lists_customer ON favorite_lists (customer_id, updated_at);

CREATE TABLE favorite_list_items (
  id TEXT PRIMARY KEY,
  list_id TEXT NOT NULL REFERENCES favorite_lists (id),
  article_number TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (list_id, article_number)
);

-- Favourite products (the heart on a product), at most 50 per user.
CREATE TABLE user_favourites (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  article_number TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (user_id, article_number)
);

CREATE TABLE addresses (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL DEFAULT '',
  recipient_name TEXT,
  address1 TEXT NOT NULL DEFAULT '',
  address2 TEXT,
  address3 TEXT,
  postal_code TEXT NOT NULL,
  postal_address TEXT NOT NULL,
  country_code TEXT NOT NULL CHECK (country_code IN ('SE', 'AX')),
  phone TEXT,
  preselected INTEGER NOT NULL DEFAULT 0,
  -- Addresses from the customer register (invoice address and the like): never changed from the shop.
  read_only INTEGER NOT NULL DEFAULT 0,
  valid_for_delivery INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX addresses_customer ON addresses (customer_id);
