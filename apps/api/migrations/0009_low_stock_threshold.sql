-- The admin dashboard's low-stock list: a product shows there once its stock is at or under its
-- own threshold, or, when it has none (null), the shop default (the LOW_STOCK_THRESHOLD setting).
ALTER TABLE products
  ADD COLUMN low_stock_threshold integer
  CHECK (low_stock_threshold BETWEEN 0 AND 1000000000);

-- The dashboard counts every order by its status: a walk of this small index, not of the orders.
CREATE INDEX orders_status_idx ON orders (status);
