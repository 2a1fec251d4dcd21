-- Customers, projects, users, permissions, sessions (spec section 3). Money is integer öre everywhere.
CREATE TABLE customers (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  organization_number TEXT NOT NULL,
  assortment_id TEXT,
  -- Company-specific handling of the punch-out order export (spec section 9: three named companies).
  export_profile TEXT,
  is_punchout INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  -- ISO weekdays (1 = Monday) of fixed delivery days, comma separated; NULL = no fixed days.
  delivery_weekdays TEXT,
  zip_code TEXT
);
CREATE INDEX customers_name ON customers (name);

CREATE TABLE projects (
  id TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL REFERENCES customers (id),
  name TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  -- A project may use its own assortment; NULL = the customer's.
  assortment_id TEXT
);
CREATE INDEX projects_customer ON projects (customer_id);

CREATE TABLE sales_team_members (
  customer_id TEXT NOT NULL REFERENCES customers (id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  PRIMARY KEY (customer_id, position)
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  logon_id TEXT UNIQUE COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  mobile_number TEXT,
  is_email_verified INTEGER NOT NULL DEFAULT 1,
  is_phone_number_verified INTEGER NOT NULL DEFAULT 0,
  -- pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>; never a plain password.
  password_hash TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  is_punchout INTEGER NOT NULL DEFAULT 0,
  must_change_password INTEGER NOT NULL DEFAULT 0,
  preferred_store TEXT,
  preferred_delivery_method TEXT,
  default_delivery_method TEXT NOT NULL DEFAULT 'DBI',
  default_customer_id TEXT,
  default_project_id TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

-- One row per customer (project_id '') or per project; '' instead of NULL keeps the key unique.
CREATE TABLE customer_permissions (
  user_id TEXT NOT NULL REFERENCES users (id),
  customer_id TEXT NOT NULL REFERENCES customers (id),
  project_id TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL CHECK (role IN ('USER', 'BUYER_ADMIN', 'SELLER_ADMIN', 'SITE_ADMIN')),
  permission_denies TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (user_id, customer_id, project_id)
);
CREATE INDEX customer_permissions_customer ON customer_permissions (customer_id);

-- Failed sign-ins per login name (existing or not, so the answer never reveals which).
CREATE TABLE login_attempts (
  login TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  locked_until INTEGER NOT NULL DEFAULT 0,
  last_failure_at INTEGER NOT NULL
);

-- A session is one refresh-token family; the token itself is stored only as a SHA-256 hash.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  refresh_token_hash TEXT NOT NULL UNIQUE,
  customer_id TEXT,
  project_id TEXT,
  is_punchout INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  refreshed_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Previous refresh-token hashes: presenting one again means the token leaked, so the session is revoked.
CREATE TABLE retired_refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL
);

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id),
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- Local mail outbox: password-reset and order mails land here instead of an SMTP server.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
