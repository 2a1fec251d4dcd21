-- Invoice archive, open balance and credit limit (issue #46, docs/purchasing-controls.md "Fakturor och saldo").
-- Amounts are integer öre; invoice amounts include VAT (amount_ore = net_ore + vat_ore).
--
-- An invoice belongs to one customer and project (project '' = none), like the orders it covers, so it is seen in
-- the same customer and project scope as they are (invoices/access.ts). invoices.order_id stays the invoice's first
-- order (the column is NOT NULL since 0011); invoice_orders lists every order it covers (a monthly collective
-- invoice covers several).
ALTER TABLE invoices ADD COLUMN customer_id TEXT NOT NULL DEFAULT '';
ALTER TABLE invoices ADD COLUMN project_id TEXT NOT NULL DEFAULT '';
ALTER TABLE invoices ADD COLUMN net_ore INTEGER NOT NULL DEFAULT 0;
ALTER TABLE invoices ADD COLUMN vat_ore INTEGER NOT NULL DEFAULT 0;
-- When the payments first covered the whole amount (NULL = open). Status as of now: paid once paid_at <= now, else
-- overdue when due_at (a Stockholm date) is before today in Stockholm, else open (domain/invoices.ts).
ALTER TABLE invoices ADD COLUMN paid_at TEXT;
-- The payment reference the customer pays with (OCR number).
ALTER TABLE invoices ADD COLUMN ocr TEXT NOT NULL DEFAULT '';

UPDATE invoices SET
  customer_id = COALESCE((SELECT o.customer_id FROM orders o WHERE o.id = invoices.order_id), ''),
  project_id = COALESCE((SELECT o.project_id FROM orders o WHERE o.id = invoices.order_id), ''),
  net_ore = COALESCE((SELECT o.net_ore FROM orders o WHERE o.id = invoices.order_id), 0),
  vat_ore = COALESCE((SELECT o.vat_ore FROM orders o WHERE o.id = invoices.order_id), 0),
  paid_at = CASE WHEN paid = 1 THEN due_at || 'T00:00:00.000Z' END;

CREATE INDEX invoices_customer ON invoices (customer_id, issued_at);

CREATE TABLE invoice_orders (
  invoice_id TEXT NOT NULL REFERENCES invoices (id),
  order_id INTEGER NOT NULL REFERENCES orders (id),
  PRIMARY KEY (invoice_id, order_id)
);
CREATE INDEX invoice_orders_order ON invoice_orders (order_id);
INSERT INTO invoice_orders (invoice_id, order_id) SELECT id, order_id FROM invoices;

-- Payments registered against an invoice (from the wholesaler's ledger). An invoice is paid once they cover its
-- amount; a part payment leaves the rest open.
CREATE TABLE invoice_payments (
  id TEXT PRIMARY KEY,
  invoice_id TEXT NOT NULL REFERENCES invoices (id),
  amount_ore INTEGER NOT NULL CHECK (amount_ore > 0),
  paid_at TEXT NOT NULL
);
CREATE INDEX invoice_payments_invoice ON invoice_payments (invoice_id, paid_at);

-- The credit the wholesaler grants a customer, and its payment terms. No foreign key: the demo re-seed deletes and
-- re-creates customers with the same ids (seed/seed.ts).
CREATE TABLE customer_credit (
  customer_id TEXT PRIMARY KEY,
  credit_limit_ore INTEGER NOT NULL CHECK (credit_limit_ore >= 0),
  payment_terms_days INTEGER NOT NULL DEFAULT 30 CHECK (payment_terms_days BETWEEN 0 AND 120)
);
