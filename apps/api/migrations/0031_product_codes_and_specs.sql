-- The industrial catalogue (issue 42): product codes and typed technical specifications.

-- ---- Product codes ----
-- Every product has a code (SKU): upper-case letters, digits and `-` `.` `/`, 2 to 40 characters,
-- starting with a letter or a digit, unique. The owner may type one; a product given none gets the
-- next `SP000001`-style code free. A variant's code (issue 43) is its product's code, a `-` and a
-- suffix, so 40 characters leave it room.
CREATE SEQUENCE product_code_seq;

ALTER TABLE products ADD COLUMN code text;
-- Giving the products there a code is not a change of theirs: their `updated_at` stays.
ALTER TABLE products DISABLE TRIGGER products_touch;
UPDATE products p SET code = 'SP' || lpad(n::text, 6, '0')
FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM products) numbered
WHERE numbered.id = p.id;
ALTER TABLE products ENABLE TRIGGER products_touch;
SELECT setval('product_code_seq', greatest((SELECT count(*) FROM products), 1),
  (SELECT count(*) FROM products) > 0);
ALTER TABLE products ALTER COLUMN code SET NOT NULL,
  ADD CONSTRAINT products_code_form CHECK (code ~ '^[A-Z0-9][A-Z0-9./-]{1,39}$');
CREATE UNIQUE INDEX products_code_key ON products (code);

-- A product written without a code gets the sequence's next one not taken (an owner may have typed
-- `SP000042` by hand).
CREATE FUNCTION products_default_code() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  candidate text;
BEGIN
  IF NEW.code IS NULL OR NEW.code = '' THEN
    LOOP
      candidate := 'SP' || lpad(nextval('product_code_seq')::text, 6, '0');
      EXIT WHEN NOT EXISTS (SELECT 1 FROM products WHERE code = candidate);
    END LOOP;
    NEW.code := candidate;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER products_default_code BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_default_code();

-- An order line keeps the code it was bought under, as it keeps the name ('' for lines written
-- before codes).
ALTER TABLE order_lines ADD COLUMN product_code text NOT NULL DEFAULT '';

-- ---- Technical specifications ----
-- An attribute the owner defines: its id is its key for life (`dien-ap`, `cong-suat`), written in
-- the product's `specs` and in filter URLs; its labels may change.
--   kind 'number':  a number in `unit` (V, kW, mm, m³/h); filtered by a range
--   kind 'choice':  one of `choices` ([{"value": "inox-304", "label": "Inox 304", "label_en": ...}]),
--                   the value stored; filtered by a list with counts
--   kind 'boolean': yes or no
--   kind 'text':    free text (a thread "G1/2", a standard), shown, not filtered
-- `card_rank` 1–9 puts it on product cards (lowest first, three at most): the values that tell the
-- products of a sub-category apart. `position` orders the specification table.
CREATE TABLE attributes (
  id          text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(id) <= 40),
  label       text NOT NULL CHECK (length(btrim(label)) BETWEEN 1 AND 60),
  label_en    text NOT NULL DEFAULT '' CHECK (length(label_en) <= 60),
  kind        text NOT NULL CHECK (kind IN ('number', 'choice', 'boolean', 'text')),
  unit        text NOT NULL DEFAULT '' CHECK (length(unit) <= 20),
  choices     jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(choices) = 'array'),
  card_rank   smallint CHECK (card_rank BETWEEN 1 AND 9),
  filterable  boolean NOT NULL DEFAULT true,
  position    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER attributes_touch BEFORE UPDATE ON attributes
  FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- Which categories and sub-categories use an attribute: the product form offers it to a product in
-- any of them, and their listings filter by it.
CREATE TABLE attribute_categories (
  attribute_id  text NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  category_id   text NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (attribute_id, category_id)
);
CREATE TABLE attribute_subcategories (
  attribute_id    text NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  subcategory_id  text NOT NULL REFERENCES subcategories (id) ON DELETE CASCADE,
  PRIMARY KEY (attribute_id, subcategory_id)
);
CREATE INDEX attribute_subcategories_subcategory_idx ON attribute_subcategories (subcategory_id);
CREATE INDEX attribute_categories_category_idx ON attribute_categories (category_id);

-- A product's values, as its answers carry them: {"dien-ap": 380, "vat-lieu": "inox-304",
-- "chong-nuoc": true, "ren": "G1/2"}. The service checks them against the attributes.
ALTER TABLE products ADD COLUMN specs jsonb NOT NULL DEFAULT '{}'
  CHECK (jsonb_typeof(specs) = 'object');

-- The same values one row each, typed, for filters: kept from `products.specs` by the triggers
-- below, so every writer (the admin, an import, the seed) keeps them right.
CREATE TABLE product_specs (
  product_id    text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute_id  text NOT NULL REFERENCES attributes (id) ON DELETE CASCADE,
  num           numeric,
  txt           text,
  flag          boolean,
  PRIMARY KEY (product_id, attribute_id),
  CHECK (num_nonnulls(num, txt, flag) = 1)
);
CREATE INDEX product_specs_num_idx ON product_specs (attribute_id, num, product_id)
  WHERE num IS NOT NULL;
CREATE INDEX product_specs_txt_idx ON product_specs (attribute_id, txt, product_id)
  WHERE txt IS NOT NULL;
CREATE INDEX product_specs_flag_idx ON product_specs (attribute_id, flag, product_id)
  WHERE flag IS NOT NULL;

-- New products in one statement (the seed, an import): one insert for all their values.
CREATE FUNCTION product_specs_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_specs (product_id, attribute_id, num, txt, flag)
  SELECT a.id, v.key,
    CASE WHEN jsonb_typeof(v.value) = 'number' THEN (v.value #>> '{}')::numeric END,
    CASE WHEN jsonb_typeof(v.value) = 'string' THEN v.value #>> '{}' END,
    CASE WHEN jsonb_typeof(v.value) = 'boolean' THEN (v.value #>> '{}')::boolean END
  FROM added a CROSS JOIN LATERAL jsonb_each(a.specs) v
  WHERE jsonb_typeof(v.value) IN ('number', 'string', 'boolean');
  RETURN NULL;
END
$$;
CREATE TRIGGER product_specs_added AFTER INSERT ON products
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_specs_added();

-- A changed product (rare: the admin, an import): its rows rewritten. Only when `specs` changed, so
-- a stock update at checkout costs nothing here.
CREATE FUNCTION product_specs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_specs WHERE product_id = NEW.id;
  INSERT INTO product_specs (product_id, attribute_id, num, txt, flag)
  SELECT NEW.id, v.key,
    CASE WHEN jsonb_typeof(v.value) = 'number' THEN (v.value #>> '{}')::numeric END,
    CASE WHEN jsonb_typeof(v.value) = 'string' THEN v.value #>> '{}' END,
    CASE WHEN jsonb_typeof(v.value) = 'boolean' THEN (v.value #>> '{}')::boolean END
  FROM jsonb_each(NEW.specs) v
  WHERE jsonb_typeof(v.value) IN ('number', 'string', 'boolean');
  RETURN NULL;
END
$$;
CREATE TRIGGER product_specs_changed AFTER UPDATE OF specs ON products
  FOR EACH ROW WHEN (OLD.specs IS DISTINCT FROM NEW.specs)
  EXECUTE FUNCTION product_specs_changed();

-- An attribute deleted leaves no value behind in the products' `specs` (its rows go by the cascade).
CREATE FUNCTION attributes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET specs = specs - OLD.id WHERE specs ? OLD.id;
  RETURN OLD;
END
$$;
CREATE TRIGGER attributes_deleted BEFORE DELETE ON attributes
  FOR EACH ROW EXECUTE FUNCTION attributes_deleted();
