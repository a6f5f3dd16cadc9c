-- Issue 46, made-to-order heaters (first part): a buyer's request for a heater described by its
-- kind's specification, its attachments, and the staff's handling of it (decision 060). The quote
-- (its versions and lines) and the order an accepted quote makes are the next part: they will be
-- tables of their own that name `heater_requests.id`; the request keeps its status.

-- One request. `number` is the buyer's reference, in the order numbers' style (`RFQ-20261129-7KX2QM`).
-- `spec` is the kind's fields as the contract's schema checked them (without `kind`).
-- `idempotency_key` and `request_hash`: a submit repeated with the same key answers this request
-- (the same body) or is refused (another body); the key is the client's random one, so it is
-- unique on its own, guests have no account to scope it by.
CREATE TABLE heater_requests (
  id               text PRIMARY KEY DEFAULT shop_new_id(),
  number           text NOT NULL UNIQUE CHECK (number ~ '^RFQ-\d{8}-[2-9A-HJ-NP-Z]{6}$'),
  kind             text NOT NULL CHECK (kind IN ('cartridge', 'tubular', 'band', 'finned', 'other')),
  spec             jsonb NOT NULL CHECK (jsonb_typeof(spec) = 'object'),
  quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  wanted_date      date,
  note             text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  contact_name     text NOT NULL CHECK (length(contact_name) BETWEEN 1 AND 100),
  contact_phone    text NOT NULL CHECK (length(contact_phone) BETWEEN 8 AND 20),
  contact_email    text NOT NULL DEFAULT '' CHECK (length(contact_email) <= 254),
  company          text NOT NULL DEFAULT '' CHECK (length(company) <= 200),
  tax_code         text NOT NULL DEFAULT '' CHECK (length(tax_code) <= 14),
  user_id          text REFERENCES users (id) ON DELETE SET NULL,
  locale           text NOT NULL DEFAULT 'vi' CHECK (locale IN ('vi', 'en')),
  status           text NOT NULL DEFAULT 'new'
                   CHECK (status IN ('new', 'quoting', 'quoted', 'accepted', 'declined', 'expired')),
  assigned_to      text REFERENCES users (id) ON DELETE SET NULL,
  staff_notes      text NOT NULL DEFAULT '' CHECK (length(staff_notes) <= 4000),
  idempotency_key  text UNIQUE CHECK (idempotency_key IS NULL OR length(idempotency_key) <= 200),
  request_hash     text NOT NULL,
  search_text      text NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at       timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX heater_requests_status ON heater_requests (status, created_at DESC);
CREATE INDEX heater_requests_created ON heater_requests (created_at DESC);
CREATE INDEX heater_requests_user ON heater_requests (user_id) WHERE user_id IS NOT NULL;

-- The inbox's search reads one folded text: the number, contact, company and tax code.
CREATE FUNCTION heater_requests_fold_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := shop_fold(concat_ws(' ', NEW.number, NEW.contact_name, NEW.contact_phone,
    NEW.contact_email, NEW.company, NEW.tax_code));
  RETURN NEW;
END
$$;
CREATE TRIGGER heater_requests_fold_search
  BEFORE INSERT OR UPDATE OF number, contact_name, contact_phone, contact_email, company, tax_code
  ON heater_requests FOR EACH ROW EXECUTE FUNCTION heater_requests_fold_search();

-- A file uploaded for a request: stored under `file` (a generated name, never the client's) in
-- the shop's file store, and served to the staff only. `request_id` is null from the upload until
-- a submit claims it; unclaimed uploads are removed after a day. The id is 12 random bytes: only
-- who uploaded the file knows it, and a submit names it to claim it.
CREATE TABLE heater_request_attachments (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{24}$'),
  request_id  text REFERENCES heater_requests (id) ON DELETE CASCADE,
  file        text NOT NULL UNIQUE CHECK (file ~ '^rfq-[0-9a-f]{24}\.(pdf|png|jpg|webp)$'),
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  type        text NOT NULL CHECK (type IN ('pdf', 'png', 'jpeg', 'webp')),
  size        integer NOT NULL CHECK (size > 0),
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX heater_request_attachments_request ON heater_request_attachments (request_id, created_at);
CREATE INDEX heater_request_attachments_unclaimed ON heater_request_attachments (created_at)
  WHERE request_id IS NULL;
