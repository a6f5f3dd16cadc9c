-- Variants (issue 43, decision 050): one heater in several voltages and powers, each with its own
-- code, price, discount and stock. The product row IS its default variant: a product without
-- options is exactly what it was, and every statement that reads or writes it (the checkout's
-- stock take among them) is unchanged for it. A product with options keeps them on its row, the
-- default variant's option values beside them, and its other variants in `product_variants`.

-- ---- The product's options and its default variant ----
-- options:         [{"name": "Điện áp", "name_en": "Voltage", "values": ["220V", "380V"]}, …]
--                  at most 3 options (checked by the service, with the value counts); null: none
-- variant_values:  the default variant's value of each option, in the options' order; null: none
-- variant_paid_min/max: the lowest and highest price paid over all its variants (kept by the
--                  trigger below); null without options. Cards show "từ …" when they differ.
ALTER TABLE products
  ADD COLUMN options jsonb CHECK (options IS NULL OR jsonb_typeof(options) = 'array'),
  ADD COLUMN variant_values jsonb
    CHECK (variant_values IS NULL OR jsonb_typeof(variant_values) = 'array'),
  ADD COLUMN variant_paid_min bigint,
  ADD COLUMN variant_paid_max bigint;

-- ---- The other variants ----
CREATE TABLE product_variants (
  id          text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position    integer NOT NULL CHECK (position >= 0),
  code        text NOT NULL CHECK (code ~ '^[A-Z0-9][A-Z0-9./-]{1,39}$'),
  -- Its value of each of the product's options, in their order.
  option_values jsonb NOT NULL CHECK (jsonb_typeof(option_values) = 'array'),
  price       bigint NOT NULL CHECK (price >= 0),
  discount    integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
  stock       integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  -- Checked at commit: the admin's write of a product's variants may pass codes and combinations
  -- from one variant to another (a swap) within it.
  CONSTRAINT product_variants_code_key UNIQUE (code) DEFERRABLE INITIALLY DEFERRED,
  CONSTRAINT product_variants_values_key UNIQUE (product_id, option_values)
    DEFERRABLE INITIALLY DEFERRED,
  -- The cart's lines name a variant with its product: this key lets them refer to both at once.
  CONSTRAINT product_variants_of_product UNIQUE (id, product_id)
);
CREATE INDEX product_variants_product_idx ON product_variants (product_id, position);
CREATE TRIGGER product_variants_touch BEFORE UPDATE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- ---- One code space: a variant's code is no product's, a product's no variant's ----
-- Products and variants each have their unique index; these keep the two apart. Both writers
-- are the admin's (rare), and the check is one index probe. A variant's is checked at commit (its
-- write may take the code its product gives up in the same transaction), if it still holds it.
CREATE FUNCTION product_variants_code_free() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM product_variants WHERE id = NEW.id AND code = NEW.code)
    AND EXISTS (SELECT 1 FROM products WHERE code = NEW.code) THEN
    RAISE EXCEPTION 'code % is a product''s', NEW.code
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'product_variants_code_key';
  END IF;
  RETURN NEW;
END
$$;
CREATE CONSTRAINT TRIGGER product_variants_code_free
  AFTER INSERT OR UPDATE OF code ON product_variants DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION product_variants_code_free();

CREATE FUNCTION products_code_free_of_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM product_variants WHERE code = NEW.code) THEN
    RAISE EXCEPTION 'code % is a variant''s', NEW.code
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'products_code_key';
  END IF;
  RETURN NEW;
END
$$;
-- Named to run after products_default_code (triggers of one event run in name order).
CREATE TRIGGER products_ycode_free_of_variants BEFORE INSERT OR UPDATE OF code ON products
  FOR EACH ROW EXECUTE FUNCTION products_code_free_of_variants();

-- ---- The price range ----
-- A product with options: the lowest and highest price paid of its variants, itself included.
-- The admin's variants write ends by writing the product row (options and all), so this runs
-- after the variants are in; a later change of the product's own price or discount runs it too.
-- A stock update (the checkout's) names none of these columns: it never runs.
CREATE FUNCTION products_variant_price_range() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.options IS NULL THEN
    NEW.variant_paid_min := NULL;
    NEW.variant_paid_max := NULL;
  ELSE
    SELECT least(shop_price_paid(NEW.price, NEW.discount), min(shop_price_paid(v.price, v.discount))),
      greatest(shop_price_paid(NEW.price, NEW.discount), max(shop_price_paid(v.price, v.discount)))
    INTO NEW.variant_paid_min, NEW.variant_paid_max
    FROM product_variants v WHERE v.product_id = NEW.id;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER products_variant_price_range
  BEFORE UPDATE OF price, discount, options, variant_values ON products
  FOR EACH ROW EXECUTE FUNCTION products_variant_price_range();

-- ---- In stock: any variant ----
-- A listing's "in stock" (migration 0033) is now "the product or any of its variants". Only run
-- where 0033 ran it (a product's stock crossing zero, a link added) and when a variant's does.
CREATE FUNCTION shop_product_in_stock(of_product text, own_stock integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT $2 > 0 OR EXISTS (
    SELECT 1 FROM product_variants v WHERE v.product_id = $1 AND v.stock > 0)
$$;

CREATE OR REPLACE FUNCTION product_listings_filters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings
  SET paid = shop_price_paid(NEW.price, NEW.discount),
    in_stock = shop_product_in_stock(NEW.id, NEW.stock), specs = NEW.specs
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listings_categories_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listings
    (category_id, subcategory_id, created_at, product_id, paid, in_stock, specs)
  SELECT a.category_id, ps.subcategory_id, p.created_at, p.id,
    shop_price_paid(p.price, p.discount), shop_product_in_stock(p.id, p.stock), p.specs
  FROM added a
  JOIN product_subcategories ps ON ps.product_id = a.product_id
  JOIN products p ON p.id = a.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listings_subcategories_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listings
    (category_id, subcategory_id, created_at, product_id, paid, in_stock, specs)
  SELECT pc.category_id, a.subcategory_id, p.created_at, p.id,
    shop_price_paid(p.price, p.discount), shop_product_in_stock(p.id, p.stock), p.specs
  FROM added a
  JOIN product_categories pc ON pc.product_id = a.product_id
  JOIN products p ON p.id = a.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_variants_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE product_listings l SET in_stock = shop_product_in_stock(p.id, p.stock)
  FROM products p
  WHERE p.id = changed AND l.product_id = changed
    AND l.in_stock IS DISTINCT FROM shop_product_in_stock(p.id, p.stock);
  RETURN NULL;
END
$$;
CREATE TRIGGER product_variants_stock_crossed AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION product_variants_stock_changed();
CREATE TRIGGER product_variants_added_or_removed AFTER INSERT OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_stock_changed();

-- ---- The cart: a line is a product's variant ----
-- NULL: the default variant (the product row), as every line written before variants. One line per
-- user, product and variant: NULLS NOT DISTINCT keeps "one default line" as the old key did.
ALTER TABLE cart_lines ADD COLUMN variant_id text,
  ADD CONSTRAINT cart_lines_variant_fk FOREIGN KEY (variant_id, product_id)
    REFERENCES product_variants (id, product_id) ON DELETE CASCADE;
ALTER TABLE cart_lines DROP CONSTRAINT cart_lines_user_product_unique;
ALTER TABLE cart_lines ADD CONSTRAINT cart_lines_user_variant_unique
  UNIQUE NULLS NOT DISTINCT (user_id, product_id, variant_id);
CREATE INDEX cart_lines_variant_idx ON cart_lines (variant_id) WHERE variant_id IS NOT NULL;

-- ---- Order lines keep the variant bought ----
-- `product_code` already keeps the code bought (now the variant's); these keep which variant it
-- was (NULL: the default, or a product without options) and how it read ('380V · 3kW'; '' for a
-- product without options). No foreign key: a variant removed later leaves its history, and the
-- stock a cancelled order gives back then goes nowhere.
ALTER TABLE order_lines ADD COLUMN variant_id text,
  ADD COLUMN variant_label text NOT NULL DEFAULT '';

-- ---- Stock taken and given back per variant ----
-- As migration 0015, one line at a time in (product id, variant id) order, the default variant
-- (the product row) first: every taker and giver of stock locks rows in this one order, so none
-- deadlock. A line without a variant runs the very statement 0015 ran. A short line answers its
-- variant's id (the product's for the default).
CREATE OR REPLACE FUNCTION shop_take_order_stock(lines jsonb) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  line record;
  short text[] := '{}';
BEGIN
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
  RETURN short;
END
$$;

-- Gives back what these lines hold, in the same order; answers the products whose stock (or a
-- variant's) rose. A variant removed since gives back nothing.
CREATE FUNCTION shop_give_back_stock(lines jsonb) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  line record;
  rose text[] := '{}';
BEGIN
  FOR line IN
    SELECT l.product_id, l.variant_id, l.quantity
    FROM jsonb_to_recordset(lines) AS l(product_id text, variant_id text, quantity integer)
    ORDER BY l.product_id, l.variant_id NULLS FIRST
  LOOP
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
  RETURN rose;
END
$$;

-- Locks the rows these lines take stock from, in the same order, and answers each one's stock
-- (a bank transfer's placement checks its share against them before taking it).
CREATE FUNCTION shop_lock_stock(lines jsonb)
RETURNS TABLE (product_id text, variant_id text, stock integer) LANGUAGE plpgsql AS $$
DECLARE
  line record;
  found_stock integer;
BEGIN
  FOR line IN
    SELECT DISTINCT l.product_id, l.variant_id
    FROM jsonb_to_recordset(lines) AS l(product_id text, variant_id text)
    ORDER BY l.product_id, l.variant_id NULLS FIRST
  LOOP
    IF line.variant_id IS NULL THEN
      SELECT p.stock INTO found_stock FROM products p WHERE p.id = line.product_id FOR UPDATE;
    ELSE
      SELECT v.stock INTO found_stock FROM product_variants v
      WHERE v.id = line.variant_id AND v.product_id = line.product_id FOR UPDATE;
    END IF;
    IF FOUND THEN
      product_id := line.product_id;
      variant_id := line.variant_id;
      stock := found_stock;
      RETURN NEXT;
    END IF;
  END LOOP;
END
$$;
