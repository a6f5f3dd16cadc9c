-- Issue 48: a parcel the carrier brought back to the shop is an entry of the order's history (kind
-- 'parcel', its JSON in to_value) until the staff have checked the goods and recorded the failed
-- delivery on the returns card; nothing is restocked before that.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('status', 'payment', 'note', 'edit', 'return', 'refund', 'parcel'));

-- The carrier's COD payout statements, line by line (issue 48): each parcel's line is taken once
-- however often a statement is imported (the carrier pays a parcel's COD once), matched to the
-- order by its tracking code, with what the carrier collected, its fees and what the shop expected
-- (the shipment's COD). A matched line's money is recorded as the order's payment once, through
-- the order-money rules (capped at what the order still owes; a difference is flagged).
CREATE TABLE cod_statement_lines (
  id             text PRIMARY KEY DEFAULT shop_new_id(),
  carrier        text NOT NULL CHECK (carrier IN ('ghtk')),
  tracking_code  text NOT NULL CHECK (length(tracking_code) BETWEEN 1 AND 64),
  order_id       text REFERENCES orders (id) ON DELETE SET NULL,
  collected      bigint NOT NULL CHECK (collected >= 0),
  fees           bigint NOT NULL CHECK (fees >= 0),
  expected       bigint CHECK (expected >= 0),
  recorded       bigint NOT NULL DEFAULT 0 CHECK (recorded >= 0),
  imported_by    text REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cod_statement_lines_once UNIQUE (carrier, tracking_code)
);
