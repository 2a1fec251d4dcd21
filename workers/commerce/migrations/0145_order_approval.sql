-- Purchasing controls (issue #46, docs/purchasing-controls.md): order limits, the approver right and order approval
-- ("attest"). Amounts are integer öre excluding VAT.
--
-- purchasing_controls: set by a customer admin per user and customer (routes/user-admin.ts). NULL limits = none.
--   monthly_limit_ore counts the user's orders placed for the customer in the calendar month (Europe/Stockholm).
--   No foreign keys: the demo re-seed deletes and re-creates users and customers with the same ids (seed/seed.ts).
CREATE TABLE purchasing_controls (
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  order_limit_ore INTEGER CHECK (order_limit_ore IS NULL OR order_limit_ore >= 0),
  monthly_limit_ore INTEGER CHECK (monthly_limit_ore IS NULL OR monthly_limit_ore >= 0),
  may_approve INTEGER NOT NULL DEFAULT 0 CHECK (may_approve IN (0, 1)),
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, customer_id)
);
CREATE INDEX purchasing_controls_approvers ON purchasing_controls (customer_id) WHERE may_approve = 1;

-- An order submitted for approval: its contents frozen at checkout (frozen = JSON of the deliveries with their lines,
-- prices, addresses, dates and references, cart/approval-submit.ts). Decided once: status leaves PENDING by a
-- conditional UPDATE, so of two approvers at once exactly one decides. placed = the checkout results of the
-- approval's placement (orders carry checkout_key 'approval/<id>').
CREATE TABLE order_approvals (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  user_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason TEXT NOT NULL CHECK (reason IN ('ORDER_LIMIT', 'MONTHLY_LIMIT')),
  net_ore INTEGER NOT NULL,
  vat_ore INTEGER NOT NULL,
  total_ore INTEGER NOT NULL,
  frozen TEXT NOT NULL,
  checkout_key TEXT NOT NULL UNIQUE,
  send_order_receipt INTEGER NOT NULL DEFAULT 0,
  submitted_at TEXT NOT NULL,
  decided_by TEXT,
  decided_at TEXT,
  comment TEXT,
  placed TEXT
);
CREATE INDEX order_approvals_customer ON order_approvals (customer_id, status, submitted_at);
CREATE INDEX order_approvals_user ON order_approvals (user_id, submitted_at);

-- The audit trail of an approval: who did what when (SUBMITTED, APPROVED, REJECTED, PLACED, DATE_MOVED).
CREATE TABLE order_approval_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  approval_id TEXT NOT NULL REFERENCES order_approvals (id),
  action TEXT NOT NULL CHECK (action IN ('SUBMITTED', 'APPROVED', 'REJECTED', 'PLACED', 'DATE_MOVED')),
  user_id TEXT NOT NULL,
  at TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX order_approval_events_approval ON order_approval_events (approval_id, id);

-- An order placed from an approval points back to it, so the order page shows its audit trail.
ALTER TABLE orders ADD COLUMN approval_id TEXT;

-- A checkout's claim on the buyer's monthly limit while its orders are written: the claim is inserted only while the
-- month's orders plus the open claims plus this checkout stay within the limit (one statement, so two parallel
-- checkouts cannot both slip under it), and removed once the orders are written (they count from then on).
CREATE TABLE monthly_limit_claims (
  scope TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  month_start TEXT NOT NULL,
  net_ore INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX monthly_limit_claims_user ON monthly_limit_claims (user_id, customer_id, month_start);
