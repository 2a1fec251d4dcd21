-- Punch-out (cXML): per-customer credentials of the procurement network and the one-time StartPage tokens.
-- No foreign keys to customers or users: the demo customers and users are seeded after the migrations run.
CREATE TABLE cxml_credentials (
  -- The Sender credential of the setup request identifies the row (domains compare case-insensitively).
  sender_domain TEXT NOT NULL COLLATE NOCASE,
  sender_identity TEXT NOT NULL COLLATE NOCASE,
  from_domain TEXT NOT NULL COLLATE NOCASE,
  from_identity TEXT NOT NULL COLLATE NOCASE,
  to_domain TEXT NOT NULL COLLATE NOCASE,
  to_identity TEXT NOT NULL COLLATE NOCASE,
  -- PBKDF2-SHA256 like passwords (`pbkdf2-sha256$<iterations>$<salt>$<hash>`): the SharedSecret is never stored.
  shared_secret_hash TEXT NOT NULL,
  customer_id TEXT NOT NULL,
  -- The punch-out user (is_punchout = 1) the session opens as, unless the request's Extrinsic UserEmail names
  -- another punch-out user of the same customer.
  user_login TEXT NOT NULL,
  PRIMARY KEY (sender_domain, sender_identity)
);

-- A StartPage token, stored as its SHA-256: single use (deleted when used) and valid until expires_at.
CREATE TABLE cxml_start_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id TEXT NOT NULL,
  user_login TEXT NOT NULL,
  -- The setup request's buyer cookie, BrowserFormPost, operation, parties, extrinsics and ItemOut lines (JSON).
  payload TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX cxml_start_tokens_expiry ON cxml_start_tokens (expires_at);

-- The demo punch-out customer 10004 (README, docs/punchout.md): SharedSecret "demo-cxml-hemlighet".
INSERT OR IGNORE INTO cxml_credentials
  (sender_domain, sender_identity, from_domain, from_identity, to_domain, to_identity, shared_secret_hash, customer_id, user_login)
VALUES ('NetworkID', 'AN01000010004', 'NetworkID', 'AN01000010004', 'DUNS', '556677-0000',
  'pbkdf2-sha256$100000$txQrTKGvLTzLDmJumrk1CA$t0PXW4jhvZ_bljVsdgOpn7Q3IG8gWslyvCOYdTadPxI', '10004', 'cxml@demo.se');
