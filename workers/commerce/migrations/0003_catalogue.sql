-- Locations, delivery options, catalogue, prices, stock, campaigns (spec sections 3, 5, 9).
CREATE TABLE locations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('STORE', 'CENTRAL', 'VIRTUAL')),
  street TEXT,
  postal_code TEXT,
  city TEXT,
  latitude REAL,
  longitude REAL,
  phone TEXT,
  email TEXT,
  -- JSON [{ "days": "Mån-Fre", "opens": "06:30", "closes": "17:00" }, ...]
  opening_hours TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX locations_name ON locations (name);

CREATE TABLE location_services (
  location_id TEXT NOT NULL REFERENCES locations (id),
  service TEXT NOT NULL,
  PRIMARY KEY (service, location_id)
);

CREATE TABLE zip_codes (
  zip_code TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL DEFAULT 'SE',
  nearest_location_id TEXT REFERENCES locations (id),
  express_available INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE delivery_options (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  short_code TEXT,
  order_type TEXT NOT NULL CHECK (order_type IN ('standard', 'express')),
  use_destination INTEGER NOT NULL DEFAULT 0,
  requires_zip_code INTEGER NOT NULL DEFAULT 0,
  use_context_zip_code INTEGER NOT NULL DEFAULT 0,
  requires_store INTEGER NOT NULL DEFAULT 0,
  uses_central_storage INTEGER NOT NULL DEFAULT 0,
  -- Offered to users with EJ_ALLA_LEVERANSSATT (limited delivery methods).
  offered_when_limited INTEGER NOT NULL DEFAULT 0,
  available_from TEXT,
  available_to TEXT,
  position INTEGER NOT NULL
);

CREATE TABLE categories (
  id TEXT PRIMARY KEY,
  parent_id TEXT REFERENCES categories (id),
  level INTEGER NOT NULL,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  -- Slug path from the root, e.g. 'el/kabel-och-ledning/installationskabel'.
  path TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL
);
CREATE INDEX categories_parent ON categories (parent_id, position);

CREATE TABLE attribute_sequences (
  category_id TEXT NOT NULL REFERENCES categories (id),
  position INTEGER NOT NULL,
  attribute_name TEXT NOT NULL,
  disabled INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, position)
);

CREATE TABLE brands (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE
);

CREATE TABLE products (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  category_id TEXT NOT NULL REFERENCES categories (id),
  brand_id TEXT NOT NULL REFERENCES brands (id)
);

-- A variant (article). The integer id doubles as the FTS rowid and as popularity order.
CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  article_number TEXT NOT NULL UNIQUE,
  product_id TEXT NOT NULL REFERENCES products (id),
  name TEXT NOT NULL,
  ean TEXT UNIQUE,
  variant_slug TEXT NOT NULL UNIQUE,
  brand_id TEXT NOT NULL REFERENCES brands (id),
  category_id TEXT NOT NULL REFERENCES categories (id),
  -- Level-2 category, denormalised for assortment scoping without a recursive query.
  category_l2 TEXT NOT NULL,
  stock_type TEXT NOT NULL CHECK (stock_type IN ('LAG', 'TRA', 'TRA_PLUS', 'VIR')),
  unit TEXT NOT NULL,
  conversion_factor REAL,
  conversion_unit TEXT,
  discontinued INTEGER NOT NULL DEFAULT 0,
  replacement_article_number TEXT,
  only_store INTEGER NOT NULL DEFAULT 0,
  must_be_in_stocked_at INTEGER NOT NULL DEFAULT 0,
  list_price_ore INTEGER NOT NULL,
  alloying_ore INTEGER NOT NULL DEFAULT 0,
  discount_group TEXT NOT NULL,
  ask_for_price INTEGER NOT NULL DEFAULT 0,
  material_group TEXT NOT NULL DEFAULT '40000000',
  filter_tags TEXT NOT NULL DEFAULT '[]',
  -- JSON [{ "name": ..., "value": ... }]; also in article_attributes for lookups and facets.
  attributes TEXT NOT NULL DEFAULT '[]',
  -- JSON [{ "code", "description", "signalWord", "assetUrl", "detailedDescription" }]
  warnings TEXT NOT NULL DEFAULT '[]',
  image_count INTEGER NOT NULL DEFAULT 1,
  -- JSON list of location ids where the article is a stocked item (derived from stock at seed/import).
  stocked_at TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX articles_category ON articles (category_id);
CREATE INDEX articles_category_l2 ON articles (category_l2);
CREATE INDEX articles_product ON articles (product_id);
CREATE INDEX articles_brand ON articles (brand_id);

CREATE TABLE article_attributes (
  article_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (name, value, article_id)
) WITHOUT ROWID;

CREATE TABLE article_relations (
  article_number TEXT NOT NULL,
  relation_type TEXT NOT NULL,
  related_article_number TEXT NOT NULL,
  PRIMARY KEY (article_number, relation_type, related_article_number)
) WITHOUT ROWID;

CREATE TABLE stock (
  article_number TEXT NOT NULL,
  location_id TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  stocked INTEGER NOT NULL DEFAULT 1,
  order_multiple INTEGER,
  availability_date TEXT,
  available_from_days INTEGER,
  available_to_days INTEGER,
  -- JSON [{ "date": "2026-12-01", "quantity": 40 }]
  sub_availabilities TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (article_number, location_id)
) WITHOUT ROWID;

CREATE TABLE price_brackets (
  article_number TEXT NOT NULL,
  min_quantity INTEGER NOT NULL,
  price_ore INTEGER NOT NULL,
  PRIMARY KEY (article_number, min_quantity)
) WITHOUT ROWID;

CREATE TABLE assortments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  is_default INTEGER NOT NULL DEFAULT 0
);

-- An assortment is a set of level-2 categories; the default assortment holds everything.
CREATE TABLE assortment_categories (
  assortment_id TEXT NOT NULL REFERENCES assortments (id),
  category_l2 TEXT NOT NULL,
  PRIMARY KEY (assortment_id, category_l2)
) WITHOUT ROWID;

-- Discount per discount group for a customer, or for one of its projects (project_id '').
CREATE TABLE discount_groups (
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  discount_group TEXT NOT NULL,
  name TEXT NOT NULL,
  basis_points INTEGER NOT NULL,
  PRIMARY KEY (customer_id, project_id, discount_group)
) WITHOUT ROWID;

CREATE TABLE customer_net_prices (
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  article_number TEXT NOT NULL,
  net_price_ore INTEGER NOT NULL,
  PRIMARY KEY (customer_id, project_id, article_number)
) WITHOUT ROWID;

CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  description TEXT NOT NULL DEFAULT '',
  is_assortment INTEGER NOT NULL DEFAULT 0,
  -- NULL = open to every customer.
  customer_id TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

CREATE TABLE campaign_articles (
  campaign_id TEXT NOT NULL REFERENCES campaigns (id),
  article_number TEXT NOT NULL,
  campaign_price_ore INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, article_number)
) WITHOUT ROWID;
CREATE INDEX campaign_articles_article ON campaign_articles (article_number);

CREATE TABLE selected_product_groups (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE selected_product_group_articles (
  group_id TEXT NOT NULL REFERENCES selected_product_groups (id),
  position INTEGER NOT NULL,
  article_number TEXT NOT NULL,
  PRIMARY KEY (group_id, position)
) WITHOUT ROWID;

CREATE TABLE search_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT,
  event_type TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
