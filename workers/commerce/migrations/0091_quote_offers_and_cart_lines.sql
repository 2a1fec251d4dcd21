-- Quotes answered by the wholesaler's quote desk, quotes made for a colleague, and quote lines in the cart
-- (docs/decisions.md, "Quotes").

-- The desk's agreed purchase price per catalogue line (öre); NULL until an offer. The cart charges this price.
ALTER TABLE quote_items ADD COLUMN agreed_price_ore INTEGER;
-- The desk's message with its offer or decline.
ALTER TABLE quotes ADD COLUMN desk_message TEXT;
-- Who made the quote: the owner (user_id) himself, or a customer admin who made it for him.
ALTER TABLE quotes ADD COLUMN created_by TEXT;
UPDATE quotes SET created_by = user_id WHERE created_by IS NULL;
CREATE INDEX quotes_owner ON quotes (customer_id, user_id, created_at);

-- Cart lines may come from an accepted quote: such a line keeps its quote item and the agreed price, and is a line
-- of its own beside an ordinary line of the same article ('' = an ordinary line). SQLite cannot change a table's
-- UNIQUE constraint in place, so the table is rebuilt with the quote item in the line's key.
CREATE TABLE cart_items_new (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL REFERENCES carts (id),
  delivery_id TEXT NOT NULL,
  article_number TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  quote_id TEXT,
  quote_item_id TEXT NOT NULL DEFAULT '',
  quoted_price_ore INTEGER,
  CHECK ((quote_item_id = '') = (quote_id IS NULL) AND (quote_id IS NULL) = (quoted_price_ore IS NULL)),
  -- The same article with the same label in the same delivery is one line (adds sum up); a quote's line is its own.
  UNIQUE (cart_id, delivery_id, article_number, label, quote_item_id)
);
INSERT INTO cart_items_new (id, cart_id, delivery_id, article_number, label, quantity, created_at)
  SELECT id, cart_id, delivery_id, article_number, label, quantity, created_at FROM cart_items ORDER BY rowid;
DROP TABLE cart_items;
ALTER TABLE cart_items_new RENAME TO cart_items;
CREATE INDEX cart_items_cart ON cart_items (cart_id, created_at);
-- A quote item is in a cart at most once, whatever delivery it was moved to: adding the quote again adds nothing.
CREATE UNIQUE INDEX cart_items_quote_item ON cart_items (cart_id, quote_item_id) WHERE quote_item_id <> '';

-- The quote an order line was bought from (its agreed price), so ordering completes that quote.
ALTER TABLE order_items ADD COLUMN quote_id TEXT;
