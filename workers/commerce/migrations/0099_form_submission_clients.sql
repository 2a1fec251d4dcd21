-- Visitors who are not signed in may send content forms, and each one mails a person: their submissions carry a
-- hash of the client's address so one client can send only so many an hour (routes/form-submissions.ts).
ALTER TABLE form_submissions ADD COLUMN client_key TEXT;
CREATE INDEX form_submissions_client ON form_submissions (client_key, created_at);
