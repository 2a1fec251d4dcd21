-- Quotes with items, custom items and attachments; user invitations.
CREATE TABLE quotes (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('notSent', 'draft', 'inReview', 'sent', 'accepted', 'completed', 'declined')),
  title TEXT NOT NULL DEFAULT '',
  final_message TEXT NOT NULL DEFAULT '',
  valid_from TEXT NOT NULL,
  valid_for INTEGER NOT NULL DEFAULT 30,
  sender TEXT NOT NULL DEFAULT '{}',
  receiver TEXT NOT NULL DEFAULT '{}',
  price_type TEXT NOT NULL DEFAULT 'NET',
  merge_articles INTEGER NOT NULL DEFAULT 0,
  show_discounts INTEGER NOT NULL DEFAULT 1,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX quotes_customer ON quotes (customer_id, updated_at);

CREATE TABLE quote_items (
  id TEXT PRIMARY KEY,
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  article_number TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  -- Optional price override on the quote, öre; NULL = the customer price.
  price_ore INTEGER,
  discount_bp INTEGER,
  position INTEGER NOT NULL
);
CREATE INDEX quote_items_quote ON quote_items (quote_id, position);

CREATE TABLE quote_custom_items (
  id TEXT PRIMARY KEY,
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit TEXT NOT NULL DEFAULT 'st',
  price_ore INTEGER NOT NULL,
  position INTEGER NOT NULL
);

CREATE TABLE quote_attachments (
  id TEXT PRIMARY KEY,
  quote_id TEXT NOT NULL REFERENCES quotes (id),
  file_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- Invitation (activation) tokens, stored as SHA-256 hashes like the reset tokens.
CREATE TABLE user_activation_tokens (
  token_hash TEXT PRIMARY KEY,
  -- No foreign key: the demo seed may replace users wholesale.
  user_id TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
