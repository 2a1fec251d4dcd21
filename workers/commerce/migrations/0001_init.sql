-- Bookkeeping for the idempotent demo-data seed.
CREATE TABLE IF NOT EXISTS seed_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
