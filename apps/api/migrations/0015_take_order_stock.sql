-- An order's stock, taken inside the statement that writes the order (one round trip for the whole
-- write). Lines are taken in product id order, as they always were, so two orders sharing products
-- lock them in the same order and never deadlock. A line is taken only if that many are in stock;
-- the products of the lines that were not are answered (in id order), and the caller, finding
-- any, rolls the whole order back.
CREATE FUNCTION shop_take_order_stock(lines jsonb) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  line record;
  short text[] := '{}';
BEGIN
  FOR line IN
    SELECT l.product_id, l.quantity
    FROM jsonb_to_recordset(lines) AS l(product_id text, quantity integer)
    ORDER BY l.product_id
  LOOP
    UPDATE products SET stock = stock - line.quantity
    WHERE id = line.product_id AND stock >= line.quantity;
    IF NOT FOUND THEN
      short := short || line.product_id;
    END IF;
  END LOOP;
  RETURN short;
END
$$;
