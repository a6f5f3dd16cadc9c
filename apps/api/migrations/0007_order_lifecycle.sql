-- The order lifecycle (decision record 018): an order's fulfilment status and its payment status
-- are kept apart; every change is recorded in order_events; the admin finds orders by number,
-- customer or phone, accents ignored.

-- Every change of an order: its status, its payment, or its internal note; who made it and when.
-- The identity keeps the order of changes made in one statement, whose times may tie.
CREATE TABLE order_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id       text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('status', 'payment', 'note')),
  from_value     text,
  to_value       text,
  note           text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  actor          text NOT NULL CHECK (actor IN ('shopper', 'admin', 'system')),
  actor_user_id  text REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  CHECK ((kind = 'note') = (to_value IS NULL))
);
CREATE INDEX order_events_order_idx ON order_events (order_id, id);

-- Orders placed before the history began: their placing, then (when they moved on since) one
-- change to where they are now, as far as the rows tell (written first, while updated_at still
-- says when the order last changed; `paid` meant placed and paid).
INSERT INTO order_events (order_id, kind, from_value, to_value, actor, actor_user_id, created_at)
SELECT id, 'status', NULL,
       CASE payment_method WHEN 'online' THEN 'pending_payment' ELSE 'placed' END,
       'shopper', user_id, created_at
FROM orders ORDER BY created_at, id;

INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, created_at)
SELECT id, 'payment', CASE payment_method WHEN 'online' THEN 'pending' ELSE 'unpaid' END,
       CASE status WHEN 'paid' THEN 'paid' ELSE payment_status END,
       'Ghi lại khi bắt đầu lưu lịch sử đơn hàng', 'system', updated_at
FROM orders
WHERE CASE status WHEN 'paid' THEN 'paid' ELSE payment_status END
      <> CASE payment_method WHEN 'online' THEN 'pending' ELSE 'unpaid' END
ORDER BY created_at, id;

INSERT INTO order_events (order_id, kind, from_value, to_value, note, actor, created_at)
SELECT id, 'status', CASE payment_method WHEN 'online' THEN 'pending_payment' ELSE 'placed' END,
       CASE status WHEN 'paid' THEN 'placed' ELSE status END,
       'Ghi lại khi bắt đầu lưu lịch sử đơn hàng', 'system', updated_at
FROM orders
WHERE CASE status WHEN 'paid' THEN 'placed' ELSE status END
      <> CASE payment_method WHEN 'online' THEN 'pending_payment' ELSE 'placed' END
ORDER BY created_at, id;

-- `status` is now the fulfilment status only. An order stored as `paid` was placed and paid.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
UPDATE orders SET status = 'placed', payment_status = 'paid' WHERE status = 'paid';
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending_payment', 'placed', 'confirmed', 'shipped', 'delivered', 'cancelled'));

-- The customer as they were when ordering (as the delivery address is): what the admin sees and
-- searches, unchanged by later edits of the account. Shipping details and the staff's own note.
ALTER TABLE orders
  ADD COLUMN customer_name   text NOT NULL DEFAULT '',
  ADD COLUMN customer_email  text NOT NULL DEFAULT '',
  ADD COLUMN customer_phone  text NOT NULL DEFAULT '',
  ADD COLUMN carrier         text CHECK (length(carrier) <= 100),
  ADD COLUMN tracking_number text CHECK (length(tracking_number) <= 100),
  ADD COLUMN internal_note   text NOT NULL DEFAULT '' CHECK (length(internal_note) <= 2000),
  ADD COLUMN search_text     text NOT NULL DEFAULT '';

-- The search key: order number, customer name, e-mail and phone numbers, folded like product
-- names (lower case, no diacritics), phone numbers also as bare digits ("0901 234 567" is found
-- by "0901234567"). Kept by a trigger, so every writer of these columns keeps it right.
CREATE FUNCTION orders_fold_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := shop_fold(concat_ws(' ',
    NEW.order_number, NEW.customer_name, NEW.customer_email,
    NEW.customer_phone, regexp_replace(NEW.customer_phone, '\D', '', 'g'),
    NEW.delivery_address ->> 'mobile',
    regexp_replace(coalesce(NEW.delivery_address ->> 'mobile', ''), '\D', '', 'g')));
  RETURN NEW;
END
$$;
CREATE TRIGGER orders_fold_search
  BEFORE INSERT OR UPDATE OF order_number, customer_name, customer_email, customer_phone, delivery_address
  ON orders FOR EACH ROW EXECUTE FUNCTION orders_fold_search();

UPDATE orders o SET customer_name = u.name, customer_email = u.email, customer_phone = u.mobile
FROM users u WHERE u.id = o.user_id;

-- A substring search over 100,000 orders reads the trigram index, never the table. No pending list,
-- as for product names: PGlite has no autovacuum to flush one.
CREATE INDEX orders_search_trgm_idx ON orders USING gin (search_text gin_trgm_ops)
  WITH (fastupdate = off);
-- The admin list's two sorts, newest or largest first, each a walk of one index.
CREATE INDEX orders_created_idx ON orders (created_at DESC, id DESC);
CREATE INDEX orders_total_idx ON orders (total_amt DESC, id DESC);
