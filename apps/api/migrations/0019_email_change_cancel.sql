-- The notice mailed to the old address of an account carries a link that cancels a pending e-mail
-- change (issue 40): its secret is stored only as a hash, as the confirmation link's is. Changes
-- asked for before this migration have no cancel link; a password reset still voids them.
ALTER TABLE email_changes ADD COLUMN cancel_hash text;
ALTER TABLE email_changes ADD CONSTRAINT email_changes_cancel_unique UNIQUE (cancel_hash);
