-- Issue 46, made-to-order heaters (second part): the quote of a request (decision 058). A quote
-- is a list of versions; a revised quote is a new version and the earlier ones stay as they were.
-- The buyer's link names one sent version by a random token, of which only the hash is kept; its
-- acceptance makes one order, named here (unique: a quote never makes two).

-- One version of the quote of a request. `status`: draft (the staff still edit it; at most one
-- per request), sent (the buyer has its link), superseded (a newer version was sent), accepted
-- (it made `order_id`). Expiry is not a status: a sent version past `valid_until` (shop day) is
-- expired, read at the time it is asked.
-- `lines` are the lines as the server priced them: each its kind (`made`: described by the
-- request's spec; `catalogue`: a product or variant by id), name, unit, quantity, unit price
-- (integer dong, VAT included as every price of the shop), discount percent, VAT rate and the
-- amounts; the totals below are their sums, written by the server only.
CREATE TABLE heater_quotes (
  id               text PRIMARY KEY DEFAULT shop_new_id(),
  request_id       text NOT NULL REFERENCES heater_requests (id) ON DELETE CASCADE,
  version          integer NOT NULL CHECK (version >= 1),
  status           text NOT NULL DEFAULT 'draft'
                   CHECK (status IN ('draft', 'sent', 'superseded', 'accepted')),
  lines            jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
  total_amt        bigint NOT NULL CHECK (total_amt > 0),
  vat_amt          bigint NOT NULL CHECK (vat_amt >= 0),
  deposit_percent  integer NOT NULL CHECK (deposit_percent BETWEEN 0 AND 100),
  deposit_amt      bigint NOT NULL CHECK (deposit_amt >= 0),
  valid_until      date NOT NULL,
  lead_time        text NOT NULL DEFAULT '' CHECK (length(lead_time) <= 200),
  payment_terms    text NOT NULL DEFAULT '' CHECK (length(payment_terms) <= 1000),
  delivery_terms   text NOT NULL DEFAULT '' CHECK (length(delivery_terms) <= 1000),
  note             text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  -- sha256 of the link's token, hex; set when the version is sent.
  token_hash       text UNIQUE CHECK (token_hash IS NULL OR token_hash ~ '^[0-9a-f]{64}$'),
  -- The buyer's last "please change" message on this version, and when.
  change_message   text NOT NULL DEFAULT '' CHECK (length(change_message) <= 2000),
  change_asked_at  timestamptz,
  order_id         text UNIQUE REFERENCES orders (id) ON DELETE SET NULL,
  created_by       text REFERENCES users (id) ON DELETE SET NULL,
  sent_at          timestamptz,
  accepted_at      timestamptz,
  created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT heater_quotes_version UNIQUE (request_id, version),
  CONSTRAINT heater_quotes_sent_have_token CHECK (status = 'draft' OR token_hash IS NOT NULL)
);
-- At most one draft per request (the staff edit it until it is sent), and one accepted version.
CREATE UNIQUE INDEX heater_quotes_one_draft ON heater_quotes (request_id) WHERE status = 'draft';
CREATE UNIQUE INDEX heater_quotes_one_accepted ON heater_quotes (request_id)
  WHERE status = 'accepted';
