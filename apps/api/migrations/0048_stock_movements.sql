-- Stock movements (issue 45): every change of a product's or a variant's stock is a row here, with
-- its reason, who made it and when; the stock on the row is their sum. The rows are written by the
-- triggers below, inside the very statement that changes the stock, so no writer can forget one
-- and the checkout's stock take makes no extra round trip for them.
--
-- Why a change is made is told to the triggers through three transaction-local settings (set with
-- set_config(..., true): they end with the transaction):
--   shop.stock_reason  one of the reasons below; unset: 'correction' (a new row's: 'opening')
--   shop.stock_order   the order the change is for (orders, their cancellation and edits)
--   shop.stock_actor   the user who made it (the shopper for a checkout, else the staff member)
--   shop.stock_note    the staff's words for a correction or a delivery
-- The order stock functions (migration 0035's) set them themselves from their lines.
CREATE TABLE stock_movements (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id    text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- One of its other variants; NULL: the product row (its default variant). No foreign key: a
  -- variant removed later leaves its history in its product's.
  variant_id    text,
  reason        text NOT NULL CHECK (reason IN
    ('opening', 'received', 'correction', 'damage', 'return', 'order', 'order_cancelled')),
  delta         integer NOT NULL CHECK (delta <> 0),
  stock_after   integer NOT NULL CHECK (stock_after >= 0),
  -- No foreign key: the checkout's order row is written by the same statement.
  order_id      text,
  actor_user_id text REFERENCES users (id) ON DELETE SET NULL,
  note          text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, id);
CREATE INDEX stock_movements_actor_idx ON stock_movements (actor_user_id)
  WHERE actor_user_id IS NOT NULL;

-- The stock there is now is where every history starts.
INSERT INTO stock_movements (product_id, variant_id, reason, delta, stock_after)
SELECT id, NULL, 'opening', stock, stock FROM products WHERE stock <> 0
UNION ALL
SELECT product_id, id, 'opening', stock, stock FROM product_variants WHERE stock <> 0;

-- ---- The writers: one row per changed stock, in the statement that changed it ----
-- Row triggers with a WHEN clause: a statement that leaves the stock alone (a price, a name)
-- never calls them, and the checkout's one-row updates pay one insert each.
CREATE FUNCTION products_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements
    (product_id, variant_id, reason, delta, stock_after, order_id, actor_user_id, note)
  VALUES (NEW.id, NULL,
    CASE WHEN TG_OP = 'INSERT' THEN 'opening'
      ELSE coalesce(nullif(current_setting('shop.stock_reason', true), ''), 'correction') END,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.stock ELSE NEW.stock - OLD.stock END, NEW.stock,
    nullif(current_setting('shop.stock_order', true), ''),
    nullif(current_setting('shop.stock_actor', true), ''),
    coalesce(current_setting('shop.stock_note', true), ''));
  RETURN NULL;
END
$$;
CREATE TRIGGER products_stock_moved AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION products_stock_moved();
CREATE TRIGGER products_stock_opened AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.stock <> 0)
  EXECUTE FUNCTION products_stock_moved();

-- The same for the other variants.
CREATE FUNCTION product_variants_stock_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements
    (product_id, variant_id, reason, delta, stock_after, order_id, actor_user_id, note)
  VALUES (NEW.product_id, NEW.id,
    CASE WHEN TG_OP = 'INSERT' THEN 'opening'
      ELSE coalesce(nullif(current_setting('shop.stock_reason', true), ''), 'correction') END,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.stock ELSE NEW.stock - OLD.stock END, NEW.stock,
    nullif(current_setting('shop.stock_order', true), ''),
    nullif(current_setting('shop.stock_actor', true), ''),
    coalesce(current_setting('shop.stock_note', true), ''));
  RETURN NULL;
END
$$;
CREATE TRIGGER product_variants_stock_moved AFTER UPDATE ON product_variants
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock)
  EXECUTE FUNCTION product_variants_stock_moved();
CREATE TRIGGER product_variants_stock_opened AFTER INSERT ON product_variants
  FOR EACH ROW WHEN (NEW.stock <> 0)
  EXECUTE FUNCTION product_variants_stock_moved();

-- Sets (or, with NULLs, clears) the settings the writers read; answers nothing.
CREATE FUNCTION shop_stock_context(reason text, of_order text, actor text, note text)
RETURNS void LANGUAGE sql AS $$
  SELECT set_config('shop.stock_reason', coalesce($1, ''), true),
    set_config('shop.stock_order', coalesce($2, ''), true),
    set_config('shop.stock_actor', coalesce($3, ''), true),
    set_config('shop.stock_note', coalesce($4, ''), true)
$$;

-- ---- The order's stock: the checkout's statement, unchanged for its caller ----
-- As migration 0035's, with the movements' reason set first: 'order', the order and who placed it
-- from the first line's `order_id` and `actor_user_id` (absent: none), cleared when done.
CREATE OR REPLACE FUNCTION shop_take_order_stock(lines jsonb) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  line record;
  short text[] := '{}';
BEGIN
  -- set_config itself rather than shop_stock_context: PL/pgSQL keeps this plan, not a SQL
  -- function's, and this is the checkout's statement.
  PERFORM set_config('shop.stock_reason', 'order', true),
    set_config('shop.stock_order', coalesce(lines -> 0 ->> 'order_id', ''), true),
    set_config('shop.stock_actor', coalesce(lines -> 0 ->> 'actor_user_id', ''), true),
    set_config('shop.stock_note', '', true);
  FOR line IN
    SELECT l.product_id, l.variant_id, l.quantity
    FROM jsonb_to_recordset(lines) AS l(product_id text, variant_id text, quantity integer)
    ORDER BY l.product_id, l.variant_id NULLS FIRST
  LOOP
    IF line.variant_id IS NULL THEN
      UPDATE products SET stock = stock - line.quantity
      WHERE id = line.product_id AND stock >= line.quantity;
      IF NOT FOUND THEN
        short := short || line.product_id;
      END IF;
    ELSE
      UPDATE product_variants SET stock = stock - line.quantity
      WHERE id = line.variant_id AND product_id = line.product_id AND stock >= line.quantity;
      IF NOT FOUND THEN
        short := short || line.variant_id;
      END IF;
    END IF;
  END LOOP;
  PERFORM set_config('shop.stock_reason', '', true), set_config('shop.stock_order', '', true),
    set_config('shop.stock_actor', '', true);
  RETURN short;
END
$$;

-- As migration 0035's; each line may name its order (`order_id`), who gave it back
-- (`actor_user_id`) and why (`reason`: 'order_cancelled' when absent; a return is 'return').
-- Lines of one product are given back in order order, still in (product, variant) order.
CREATE OR REPLACE FUNCTION shop_give_back_stock(lines jsonb) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  line record;
  rose text[] := '{}';
BEGIN
  FOR line IN
    SELECT l.product_id, l.variant_id, l.quantity, l.order_id, l.actor_user_id, l.reason
    FROM jsonb_to_recordset(lines) AS l(product_id text, variant_id text, quantity integer,
      order_id text, actor_user_id text, reason text)
    ORDER BY l.product_id, l.variant_id NULLS FIRST, l.order_id
  LOOP
    PERFORM shop_stock_context(coalesce(line.reason, 'order_cancelled'), line.order_id,
      line.actor_user_id, NULL);
    IF line.variant_id IS NULL THEN
      UPDATE products SET stock = stock + line.quantity WHERE id = line.product_id;
    ELSE
      UPDATE product_variants SET stock = stock + line.quantity
      WHERE id = line.variant_id AND product_id = line.product_id;
    END IF;
    IF FOUND AND NOT line.product_id = ANY (rose) THEN
      rose := rose || line.product_id;
    END IF;
  END LOOP;
  PERFORM shop_stock_context(NULL, NULL, NULL, NULL);
  RETURN rose;
END
$$;
