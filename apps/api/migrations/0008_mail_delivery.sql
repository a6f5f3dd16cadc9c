-- The outbox becomes a queue that a worker in each API process drains: a failed delivery is tried
-- again later (backoff), and a row is claimed by moving its next attempt past the time a delivery
-- may take, under FOR UPDATE SKIP LOCKED, so processes sharing the database never send it twice.
ALTER TABLE mail_outbox RENAME COLUMN error TO last_error;
ALTER TABLE mail_outbox
  -- Secret mails (reset codes, confirmation links) lose their text once sent or after 10 minutes
  -- and are not sent after that; order mails keep theirs until delivered. Earlier rows are all
  -- account mails, hence the default.
  ADD COLUMN secret boolean NOT NULL DEFAULT true,
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- An order mail is written by the order's transaction as its data only (recipient, subject and
  -- the order as the mail shows it); the worker draws its text just before sending it.
  ADD COLUMN template jsonb;
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at, created_at) WHERE sent_at IS NULL;
