-- Project budgets (issue #46, docs/purchasing-controls.md "Projektbudget"): a customer admin gives a project a budget
-- for a period; the project's placed orders and pending approvals in the period count against it, and a checkout
-- that would go over it is submitted for approval (reason PROJECT_BUDGET). Amounts are integer öre excluding VAT.
--
-- project_budgets: one budget per project. period MONTH, QUARTER, YEAR = every calendar month, quarter or year in
--   Europe/Stockholm anew; RANGE = from_date through to_date (YYYY-MM-DD, Stockholm, inclusive), once.
--   No foreign keys: the demo re-seed deletes and re-creates customers and projects with the same ids.
CREATE TABLE project_budgets (
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  period TEXT NOT NULL CHECK (period IN ('MONTH', 'QUARTER', 'YEAR', 'RANGE')),
  amount_ore INTEGER NOT NULL CHECK (amount_ore >= 0),
  from_date TEXT,
  to_date TEXT,
  updated_by TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, project_id),
  CHECK ((period = 'RANGE') = (from_date IS NOT NULL AND to_date IS NOT NULL AND from_date <= to_date))
);

-- A checkout's claim on its project's budget while its orders are written, as monthly_limit_claims (0145): inserted
-- only while the period's orders, pending approvals, open claims and this checkout stay within the budget (one
-- statement, so two parallel checkouts cannot both slip under it), removed once the orders are written.
CREATE TABLE project_budget_claims (
  scope TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL,
  period_start TEXT NOT NULL,
  net_ore INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX project_budget_claims_project ON project_budget_claims (customer_id, project_id, period_start);

-- Orders and approvals of a project in a period are summed at every budgeted checkout.
CREATE INDEX orders_customer_project_created ON orders (customer_id, project_id, created_at);
-- order_approvals.reason gains PROJECT_BUDGET. SQLite cannot change a CHECK in place: the table is copied into one
-- with the new CHECK (the procedure of 0091). Its audit trail references it, so the trail is set aside first and
-- put back after, keeping its ids: no foreign key is violated at any step.
CREATE TABLE order_approval_events_saved AS SELECT * FROM order_approval_events;
DROP TABLE order_approval_events;

CREATE TABLE order_approvals_new (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  project_id TEXT NOT NULL DEFAULT '',
  user_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  reason TEXT NOT NULL CHECK (reason IN ('ORDER_LIMIT', 'MONTHLY_LIMIT', 'PROJECT_BUDGET')),
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
INSERT INTO order_approvals_new (id, customer_id, project_id, user_id, status, reason, net_ore, vat_ore, total_ore,
  frozen, checkout_key, send_order_receipt, submitted_at, decided_by, decided_at, comment, placed)
  SELECT id, customer_id, project_id, user_id, status, reason, net_ore, vat_ore, total_ore, frozen, checkout_key,
    send_order_receipt, submitted_at, decided_by, decided_at, comment, placed FROM order_approvals;
DROP TABLE order_approvals;
ALTER TABLE order_approvals_new RENAME TO order_approvals;
CREATE INDEX order_approvals_customer ON order_approvals (customer_id, status, submitted_at);
CREATE INDEX order_approvals_user ON order_approvals (user_id, submitted_at);
CREATE INDEX order_approvals_project ON order_approvals (customer_id, project_id, status, submitted_at);
-- An approver's monthly limit sums what he approved in the month (approvals/decide.ts).
CREATE INDEX order_approvals_decided_by ON order_approvals (decided_by, customer_id, decided_at) WHERE status = 'APPROVED';

CREATE TABLE order_approval_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  approval_id TEXT NOT NULL REFERENCES order_approvals (id),
  action TEXT NOT NULL CHECK (action IN ('SUBMITTED', 'APPROVED', 'REJECTED', 'PLACED', 'DATE_MOVED')),
  user_id TEXT NOT NULL,
  at TEXT NOT NULL,
  detail TEXT NOT NULL DEFAULT ''
);
INSERT INTO order_approval_events (id, approval_id, action, user_id, at, detail)
  SELECT id, approval_id, action, user_id, at, detail FROM order_approval_events_saved ORDER BY id;
DROP TABLE order_approval_events_saved;
CREATE INDEX order_approval_events_approval ON order_approval_events (approval_id, id);
