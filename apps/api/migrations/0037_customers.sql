-- The admin's customers screen (issue 45): staff notes on a customer, and a folded search key on
-- the account, so a customer is found by name, e-mail, phone or tax code without accents.

-- A staff note on a customer: who wrote it and when. Notes are added, never edited, so the list
-- reads as a history.
CREATE TABLE customer_notes (
  id         text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_id  text REFERENCES users (id) ON DELETE SET NULL,
  note       text NOT NULL CHECK (length(note) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customer_notes_user_idx ON customer_notes (user_id, created_at DESC, id DESC);

-- The search key: name, e-mail, phone (also as bare digits) and the remembered VAT invoice's tax
-- code and buyer, folded as product names and orders are (lower case, no diacritics). Kept by a
-- trigger, so every writer of these columns keeps it right.
ALTER TABLE users ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION users_fold_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := shop_fold(concat_ws(' ',
    NEW.name, NEW.email, NEW.mobile, regexp_replace(NEW.mobile, '\D', '', 'g'),
    NEW.invoice_details ->> 'taxCode', NEW.invoice_details ->> 'buyerName'));
  RETURN NEW;
END
$$;
CREATE TRIGGER users_fold_search
  BEFORE INSERT OR UPDATE OF name, email, mobile, invoice_details
  ON users FOR EACH ROW EXECUTE FUNCTION users_fold_search();

UPDATE users SET name = name;

-- A substring search reads the trigram index (no pending list: PGlite has no autovacuum to flush
-- one); the list's default order, newest first, is a walk of the second index.
CREATE INDEX users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops)
  WITH (fastupdate = off);
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
