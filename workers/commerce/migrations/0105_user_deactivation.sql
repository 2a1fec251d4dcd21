-- When an admin deactivated a user (issue #41: a deactivated user reactivated himself with his invitation link).
-- An invitation is minted and accepted only for a user awaiting his first activation: is_email_verified = 0 (the
-- activation sets it) and deactivated_at NULL (users/invitations.ts). Deactivation sets it and ends the user's open
-- invitations and password links in the same batch; an admin's reactivation clears it.
ALTER TABLE users ADD COLUMN deactivated_at INTEGER;

-- Inactive users who had activated their account were deactivated by an admin: from now on recorded as such.
UPDATE users SET deactivated_at = CAST(strftime('%s', 'now') AS INTEGER) WHERE active = 0 AND is_email_verified = 1;

-- Links that could still set a password for them, or for a user already active (a re-invite minted those), end now.
UPDATE user_activation_tokens SET used_at = CAST(strftime('%s', 'now') AS INTEGER)
WHERE used_at IS NULL AND user_id IN (SELECT id FROM users WHERE deactivated_at IS NOT NULL OR is_email_verified = 1);
UPDATE password_reset_tokens SET used_at = CAST(strftime('%s', 'now') AS INTEGER)
WHERE used_at IS NULL AND user_id IN (SELECT id FROM users WHERE deactivated_at IS NOT NULL);

-- auth_throttle (migration 0085) also counts re-invites: reinvite:<user id>:<Stockholm date>.
