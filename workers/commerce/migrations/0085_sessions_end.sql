-- Sessions that end at once (docs/security.md "How sessions end").
-- Bumped by every admin change of a user's permissions or activity and by a password reset; an access
-- token carries the value it was issued with (claim `av`) and is refused as soon as they differ.
ALTER TABLE users ADD COLUMN auth_version INTEGER NOT NULL DEFAULT 0;

-- Refresh single-flight: the token just rotated away stays usable for a short grace (auth/sessions.ts
-- REFRESH_GRACE_SECONDS) and yields the same next token, derived as HMAC(JWT_SECRET, previous token).
ALTER TABLE sessions ADD COLUMN previous_refresh_token_hash TEXT;
ALTER TABLE sessions ADD COLUMN rotated_at INTEGER;

-- Sign-in and reset-mail limits (auth/throttle.ts). One row per counted key in a fixed window:
--   pair:<account>|<client>  attempts of one client on one account
--   acct:<account>           attempts on one account from any client (account = user id, or the login text)
--   client:<client>          attempts of one client across accounts (client = CF-Connecting-IP)
--   reset:<address>          reset mails requested for one address
CREATE TABLE auth_throttle (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE INDEX password_reset_tokens_user ON password_reset_tokens (user_id);
