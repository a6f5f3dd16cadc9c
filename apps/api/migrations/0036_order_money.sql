-- Issue 44, money: the payments received for an order (several per order: a deposit, then the
-- balance) and the bank transfers SePay reports, matched to orders or waiting for the staff.

-- Each transfer SePay reports, once: its transaction id is the dedupe key (SePay resends on
-- failure and the staff may replay). `outcome` is what the shop made of it: matched (it paid
-- what its order owed), over (it paid more than owed), short (less than owed: held for the
-- staff), unmatched (no order found), attached (a short or unmatched one the staff put on an order).
CREATE TABLE bank_transfers (
  id                text PRIMARY KEY DEFAULT shop_new_id(),
  provider          text NOT NULL CHECK (provider IN ('sepay')),
  provider_id       text NOT NULL CHECK (length(provider_id) BETWEEN 1 AND 64),
  gateway           text NOT NULL DEFAULT '',
  transaction_date  text NOT NULL DEFAULT '',
  account_number    text NOT NULL DEFAULT '',
  code              text,
  content           text NOT NULL DEFAULT '',
  reference_code    text NOT NULL DEFAULT '',
  amount            bigint NOT NULL CHECK (amount > 0),
  outcome           text NOT NULL CHECK (outcome IN ('matched', 'over', 'short', 'unmatched', 'attached')),
  order_id          text REFERENCES orders (id) ON DELETE SET NULL,
  attached_by       text REFERENCES users (id) ON DELETE SET NULL,
  attached_at       timestamptz,
  payload           jsonb NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bank_transfers_provider_id_unique UNIQUE (provider, provider_id)
);
-- The staff's list: the transfers still waiting for them, newest first.
CREATE INDEX bank_transfers_waiting ON bank_transfers (created_at DESC)
  WHERE outcome IN ('short', 'unmatched');

-- Money received for an order, one row per payment. An order is paid when these cover its total.
CREATE TABLE order_payments (
  id                text PRIMARY KEY DEFAULT shop_new_id(),
  order_id          text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method            text NOT NULL CHECK (method IN ('bank_transfer', 'cash', 'card', 'other')),
  amount            bigint NOT NULL CHECK (amount > 0),
  reference         text NOT NULL DEFAULT '' CHECK (length(reference) <= 100),
  note              text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  received_on       date NOT NULL,
  source            text NOT NULL CHECK (source IN ('staff', 'sepay')),
  bank_transfer_id  text UNIQUE REFERENCES bank_transfers (id) ON DELETE SET NULL,
  recorded_by       text REFERENCES users (id) ON DELETE SET NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_payments_order ON order_payments (order_id, created_at);
