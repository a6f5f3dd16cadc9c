-- Issue 44, returns and failed deliveries: goods that come back of a shipped order, their
-- condition and restock, and the money paid back.

-- Two statuses for where the goods are: some lines came back after delivery, or all of them (a
-- failed delivery, hoàn hàng, or everything returned).
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending_payment', 'placed', 'confirmed', 'shipped', 'delivered', 'cancelled',
                    'partly_returned', 'returned'));

-- A return and a refund are entries of the order's history: their JSON in to_value.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('status', 'payment', 'note', 'edit', 'return', 'refund'));

-- One return: a failed delivery or a return after delivery; `value` is what its units cost the
-- customer (with the shipping fee when a delivery failed), fixed when recorded.
CREATE TABLE order_returns (
  id           text PRIMARY KEY DEFAULT shop_new_id(),
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('failed_delivery', 'return')),
  note         text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  value        bigint NOT NULL CHECK (value >= 0),
  recorded_by  text REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_returns_order ON order_returns (order_id, created_at);

-- What came back of one order line in one return, in one condition. `restocked`: these units went
-- back into stock when the return was recorded (once: the row is written once, with the order
-- locked, and the units of a line never add up past what was bought).
CREATE TABLE order_return_lines (
  id             text PRIMARY KEY DEFAULT shop_new_id(),
  return_id      text NOT NULL REFERENCES order_returns (id) ON DELETE CASCADE,
  order_line_id  text NOT NULL REFERENCES order_lines (id) ON DELETE CASCADE,
  quantity       integer NOT NULL CHECK (quantity > 0),
  condition      text NOT NULL CHECK (condition IN ('resellable', 'damaged')),
  restocked      boolean NOT NULL,
  value          bigint NOT NULL CHECK (value >= 0),
  CHECK (condition = 'resellable' OR NOT restocked)
);
CREATE INDEX order_return_lines_return ON order_return_lines (return_id);
CREATE INDEX order_return_lines_line ON order_return_lines (order_line_id);

-- Money paid back to the customer, one row per refund.
CREATE TABLE order_refunds (
  id           text PRIMARY KEY DEFAULT shop_new_id(),
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  method       text NOT NULL CHECK (method IN ('bank_transfer', 'cash', 'card', 'other')),
  amount       bigint NOT NULL CHECK (amount > 0),
  reference    text NOT NULL DEFAULT '' CHECK (length(reference) <= 100),
  note         text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  refunded_on  date NOT NULL,
  recorded_by  text REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX order_refunds_order ON order_refunds (order_id, created_at);
