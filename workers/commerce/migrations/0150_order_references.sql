-- Order references (issue #46, docs/purchasing-controls.md): the cost centre ("Kostnadsställe") an order is booked on,
-- beside "Er referens" (orders.reference, 0011), and per customer whether either is required and which cost centres
-- may be chosen (set by a customer admin on my pages). Frozen approvals carry it inside order_approvals.frozen.
ALTER TABLE orders ADD COLUMN cost_centre TEXT;

CREATE TABLE order_reference_settings (
  customer_id TEXT PRIMARY KEY,
  reference_required INTEGER NOT NULL DEFAULT 0 CHECK (reference_required IN (0, 1)),
  cost_centre_required INTEGER NOT NULL DEFAULT 0 CHECK (cost_centre_required IN (0, 1)),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The customer's cost centres in the admin's order; empty = the buyer types any well-formed code.
CREATE TABLE customer_cost_centres (
  customer_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL,
  PRIMARY KEY (customer_id, code)
);
