-- Limits that keep one shopper from holding the shop's stock.
-- The most of one product one order line may hold, set per product by the admin: a boiler may be
-- sold two at a time, screws a thousand. The default stays far below any real stock.
ALTER TABLE products
  ADD COLUMN max_per_order integer NOT NULL DEFAULT 1000
  CHECK (max_per_order BETWEEN 1 AND 100000);

-- Counting a shopper's unpaid online orders (at most a few may hold stock at once) reads this.
CREATE INDEX orders_user_pending_idx ON orders (user_id) WHERE status = 'pending_payment';
