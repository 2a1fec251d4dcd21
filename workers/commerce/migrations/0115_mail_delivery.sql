-- Mail delivery (issue #47; workers/commerce/src/mail/): the outbox row stays the truth about a mail, and now also
-- records its way to the provider. A queue message only names a row, so a lost message loses nothing: the sweep
-- (mail/dispatch.ts) puts every row still pending and overdue on the queue again.
--
-- idempotency_key: sent to the provider with every attempt (header Idempotency-Key), so a retry after an answer that
--   never arrived is recognised there and not sent twice. Written by the one mail builder (mail/outbox.ts).
-- status: pending until the provider accepted the mail (sent) or it was given up (dead, see last_error and
--   mail_dead_letters); not_sent marks the mails written before delivery existed, which are never sent late.
-- due_at: epoch seconds by which the row's current queue message should have been handled (NULL: never put on the
--   queue); a pending row past it by the sweep's grace is presumed lost and enqueued again.
ALTER TABLE outbox ADD COLUMN idempotency_key TEXT;
ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'pending'
  CHECK (status IN ('pending', 'sent', 'dead', 'not_sent'));
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN due_at INTEGER;
ALTER TABLE outbox ADD COLUMN sent_at INTEGER;
ALTER TABLE outbox ADD COLUMN provider_id TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;

-- Mails from before: kept to read (/__dev/outbox), never delivered weeks late (a password link, a receipt).
UPDATE outbox SET status = 'not_sent', idempotency_key = 'outbox-' || id;

CREATE UNIQUE INDEX outbox_idempotency_key ON outbox (idempotency_key);
-- What the enqueue after a write and the sweep look for: pending rows, by when they were due.
CREATE INDEX outbox_pending_due ON outbox (due_at) WHERE status = 'pending';

-- Messages the consumer gave up on, with the reason (mail/dead-letters.ts, fed by the dead-letter queue): a mail the
-- provider refused for good or that failed every attempt, or a message that names no mail at all.
CREATE TABLE mail_dead_letters (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  outbox_id INTEGER,
  reason TEXT NOT NULL,
  message TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
CREATE INDEX mail_dead_letters_outbox ON mail_dead_letters (outbox_id);
