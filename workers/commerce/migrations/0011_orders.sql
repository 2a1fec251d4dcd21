-- Orders, their lines, status history, invoices, checkout idempotency and inquiries.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  temp_order_id TEXT NOT NULL UNIQUE,
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  user_id TEXT NOT NULL,
  delivery_id TEXT NOT NULL,
  warehouse_id TEXT NOT NULL,
  customer_order_number TEXT,
  reference TEXT,
  message TEXT,
  requested_delivery_date TEXT NOT NULL,
  -- JSON snapshot of the delivery address at order time (address rows may change later).
  delivery_address TEXT NOT NULL DEFAULT '{}',
  invoice_address TEXT NOT NULL DEFAULT '{}',
  net_ore INTEGER NOT NULL,
  vat_ore INTEGER NOT NULL,
  total_ore INTEGER NOT NULL,
  -- The checkout call that created it: a repeated call can never create a second order.
  checkout_key TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (checkout_key, delivery_id)
);
CREATE INDEX orders_customer ON orders (customer_id, created_at);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  line INTEGER NOT NULL,
  article_number TEXT NOT NULL,
  name TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  unit_price_ore INTEGER NOT NULL,
  line_net_ore INTEGER NOT NULL,
  PRIMARY KEY (order_id, line)
);

-- Status history; events may lie in the future, so the current status moves as time passes.
CREATE TABLE order_status_events (
  order_id INTEGER NOT NULL REFERENCES orders (id),
  status TEXT NOT NULL CHECK (status IN ('RECEIVED', 'CONFIRMED', 'PICKING', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
  at TEXT NOT NULL,
  PRIMARY KEY (order_id, status)
);
CREATE INDEX order_status_events_at ON order_status_events (order_id, at);

CREATE TABLE invoices (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id),
  amount_ore INTEGER NOT NULL,
  issued_at TEXT NOT NULL,
  due_at TEXT NOT NULL,
  paid INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX invoices_order ON invoices (order_id);

-- One row per checkout call (user + idempotency key); result holds the answer once it is known.
CREATE TABLE checkout_requests (
  user_id TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  cart_id TEXT NOT NULL,
  result TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

CREATE TABLE order_inquiries (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  order_id INTEGER,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
