-- Dynamic form submissions (content spec section 3): one row per sent form, with its questions and
-- answers in the order the form asked them, who sent it when signed in, and the outbox mail it caused.
CREATE TABLE form_submissions (
  id TEXT PRIMARY KEY,
  form_id TEXT NOT NULL,
  form_title TEXT NOT NULL,
  recipient TEXT NOT NULL,
  -- JSON array of { question, answer } (answer a string, or a list for a multiple choice).
  answers TEXT NOT NULL,
  -- NULL for a visitor who is not signed in.
  user_id TEXT,
  customer_id TEXT,
  outbox_id INTEGER,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
-- An admin lists the submissions of its customer, newest first.
CREATE INDEX form_submissions_customer ON form_submissions (customer_id, created_at);
