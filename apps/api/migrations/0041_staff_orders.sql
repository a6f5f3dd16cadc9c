-- Issue 44, orders the staff take (phone, Zalo): who took the order, its shipping fee, and each
-- line whose price the staff set by hand, with the catalogue's price, who set it and why.

-- taken_by: the staff member who entered the order (null: the shopper placed it). The total of
-- such an order is its lines' subtotal plus the shipping fee.
ALTER TABLE orders
  ADD COLUMN shipping_fee bigint NOT NULL DEFAULT 0 CHECK (shipping_fee >= 0),
  ADD COLUMN staff_order boolean NOT NULL DEFAULT false,
  ADD COLUMN taken_by text REFERENCES users (id) ON DELETE SET NULL;

-- A price set by hand: the line's unit_price and discount are what the customer pays; these keep
-- the catalogue's at the time, the reason given, and who gave it. All null: the catalogue's price.
ALTER TABLE order_lines
  ADD COLUMN list_price bigint CHECK (list_price >= 0),
  ADD COLUMN list_discount integer CHECK (list_discount BETWEEN 0 AND 100),
  ADD COLUMN override_reason text CHECK (length(override_reason) BETWEEN 1 AND 200),
  ADD COLUMN override_by text REFERENCES users (id) ON DELETE SET NULL,
  ADD CONSTRAINT order_lines_override_whole
    CHECK ((list_price IS NULL) = (override_reason IS NULL)
       AND (list_price IS NULL) = (list_discount IS NULL));

-- An order edited before shipping (lines, quantities, prices, address): one 'edit' event per
-- change, its JSON ({what, line, from, to}) in to_value, the reason of a price in note.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('status', 'payment', 'note', 'edit'));
