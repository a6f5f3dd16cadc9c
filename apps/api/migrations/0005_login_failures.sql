-- Account protections against guessing and take-over.

-- Failed logins per account, in the database so every API process counts the same failures: after
-- too many in a window the account refuses logins for a while, whatever the caller's address.
CREATE TABLE login_failures (
  user_id            text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  failures           integer NOT NULL CHECK (failures >= 0),
  window_started_at  timestamptz NOT NULL,
  locked_until       timestamptz
);

-- A verified reset code is bound to the browser that verified it: the hash of a random secret set
-- as a cookie on that browser, which the reset step must present.
ALTER TABLE password_reset_codes ADD COLUMN reset_token_hash text;

-- A new account e-mail waits here until a link mailed to it is followed; the account keeps its old
-- e-mail until then. One pending change per account; a newer request replaces it.
CREATE TABLE email_changes (
  user_id     text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  new_email   text NOT NULL CHECK (new_email = lower(new_email) AND length(new_email) BETWEEN 3 AND 254),
  token_hash  text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT email_changes_token_unique UNIQUE (token_hash)
);
