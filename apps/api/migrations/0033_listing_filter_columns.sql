-- Filters at 1,000,000 products (issue 42, decision 048's next step). A filtered listing read each
-- listed product's row for its price, stock and `specs`, and its facets expanded every product's
-- `specs`: both linear in the listing's size, seconds for a listing of 60,000 products. Here:
--
-- * each listing row carries what filters read (the price paid, in stock, the specs), and an index
--   holds them beside the pair, so a filtered listing reads that index range and no product row
--   until the page;
-- * each listing's unfiltered facets are kept as counts (`product_listing_facets`), as its total is
--   (`product_listing_totals`), so a listing's first page with its facets reads a few dozen rows.
--
-- Nothing here touches the plain listing's index (`product_listings_page_idx`) or its statement.

-- ---- What filters read, in the listing rows ----
-- Filled from the products, then without defaults: every writer of listing rows must give them.
ALTER TABLE product_listings
  ADD COLUMN paid bigint NOT NULL DEFAULT 0,
  ADD COLUMN in_stock boolean NOT NULL DEFAULT false,
  ADD COLUMN specs jsonb NOT NULL DEFAULT '{}';

-- The price paid as `priceWithDiscount` works it out (the discount rounded up).
CREATE FUNCTION shop_price_paid(price bigint, discount integer) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (price - ceil(price * discount / 100.0))::bigint;

UPDATE product_listings l
SET paid = shop_price_paid(p.price, p.discount), in_stock = p.stock > 0, specs = p.specs
FROM products p
WHERE p.id = l.product_id;

ALTER TABLE product_listings
  ALTER COLUMN paid DROP DEFAULT,
  ALTER COLUMN in_stock DROP DEFAULT,
  ALTER COLUMN specs DROP DEFAULT;

-- A filtered listing reads this range of the pair: everything a condition, a facet or the page's
-- order needs is in it (an index-only scan once the table is vacuumed, narrow rows otherwise). By
-- price within the pair, so the price range of a listing is its first and last entries.
CREATE INDEX product_listings_filter_idx
  ON product_listings (category_id, subcategory_id, paid)
  INCLUDE (in_stock, created_at, product_id, specs);

-- The link tables' triggers (migration 0013) write the new columns with the rest.
CREATE OR REPLACE FUNCTION product_listings_categories_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listings
    (category_id, subcategory_id, created_at, product_id, paid, in_stock, specs)
  SELECT a.category_id, ps.subcategory_id, p.created_at, p.id,
    shop_price_paid(p.price, p.discount), p.stock > 0, p.specs
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
    shop_price_paid(p.price, p.discount), p.stock > 0, p.specs
  FROM added a
  JOIN product_categories pc ON pc.product_id = a.product_id
  JOIN products p ON p.id = a.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- A product's price, discount or specs changed, or its stock crossed zero: its listing rows follow.
-- The WHEN clause is all a checkout's stock update costs when the stock stays above zero (no
-- function runs); the price and discount only matter through the price paid.
CREATE FUNCTION product_listings_filters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings
  SET paid = shop_price_paid(NEW.price, NEW.discount), in_stock = NEW.stock > 0, specs = NEW.specs
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_listings_filters_changed
  AFTER UPDATE OF price, discount, stock, specs ON products
  FOR EACH ROW WHEN (
    shop_price_paid(OLD.price, OLD.discount) IS DISTINCT FROM shop_price_paid(NEW.price, NEW.discount)
    OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)
    OR OLD.specs IS DISTINCT FROM NEW.specs)
  EXECUTE FUNCTION product_listings_filters_changed();

-- ---- Each listing's unfiltered facets ----
-- A row per listing, attribute and value, with how many of the listing's products have it (a
-- number attribute: a row per number, so its spread survives removals). The in-stock count is the
-- row of the key `~stock` (no attribute id can start with `~`), value true.
CREATE TABLE product_listing_facets (
  category_id     text NOT NULL,
  subcategory_id  text NOT NULL,
  attribute_id    text NOT NULL,
  value           jsonb NOT NULL,
  n               bigint NOT NULL,
  PRIMARY KEY (category_id, subcategory_id, attribute_id, value)
);
-- The rows whose count fell to zero, found at once to be deleted.
CREATE INDEX product_listing_facets_empty_idx ON product_listing_facets (category_id)
  WHERE n = 0;

INSERT INTO product_listing_facets (category_id, subcategory_id, attribute_id, value, n)
SELECT l.category_id, l.subcategory_id, s.key, s.value, count(*)
FROM product_listings l CROSS JOIN LATERAL jsonb_each(l.specs) s
GROUP BY 1, 2, 3, 4;
INSERT INTO product_listing_facets (category_id, subcategory_id, attribute_id, value, n)
SELECT category_id, subcategory_id, '~stock', 'true', count(*)
FROM product_listings WHERE in_stock
GROUP BY 1, 2;

-- Kept from product_listings' own changes, as its totals are (migration 0013): every way a row
-- comes, goes or changes its specs or stock counts. Every change is an insert of the difference
-- (one index probe a value, in key order, so two writers at once wait for each other rather than
-- deadlock); a row whose count falls to zero goes.
CREATE FUNCTION product_listing_facets_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_facets AS f (category_id, subcategory_id, attribute_id, value, n)
  SELECT k.category_id, k.subcategory_id, k.attribute_id, k.value, count(*)
  FROM (
    SELECT a.category_id, a.subcategory_id, s.key AS attribute_id, s.value
    FROM added a CROSS JOIN LATERAL jsonb_each(a.specs) s
    UNION ALL
    SELECT a.category_id, a.subcategory_id, '~stock', 'true' FROM added a WHERE a.in_stock
  ) k
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, subcategory_id, attribute_id, value)
  DO UPDATE SET n = f.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_listing_facets_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_facets AS f (category_id, subcategory_id, attribute_id, value, n)
  SELECT k.category_id, k.subcategory_id, k.attribute_id, k.value, -count(*)
  FROM (
    SELECT r.category_id, r.subcategory_id, s.key AS attribute_id, s.value
    FROM removed r CROSS JOIN LATERAL jsonb_each(r.specs) s
    UNION ALL
    SELECT r.category_id, r.subcategory_id, '~stock', 'true' FROM removed r WHERE r.in_stock
  ) k
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, subcategory_id, attribute_id, value)
  DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM product_listing_facets WHERE n = 0;
  RETURN NULL;
END
$$;

-- An update (a product's specs or stock crossing zero, through the trigger above; a creation time)
-- counts only the rows whose specs or stock changed: the old values out, the new ones in.
CREATE FUNCTION product_listing_facets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.category_id, o.subcategory_id, o.specs AS old_specs, o.in_stock AS old_in_stock,
      n.specs AS new_specs, n.in_stock AS new_in_stock
    FROM removed o
    JOIN added n ON n.product_id = o.product_id AND n.category_id = o.category_id
      AND n.subcategory_id = o.subcategory_id
    WHERE o.specs IS DISTINCT FROM n.specs OR o.in_stock IS DISTINCT FROM n.in_stock
  ),
  delta AS (
    SELECT k.category_id, k.subcategory_id, k.attribute_id, k.value, sum(k.d) AS d
    FROM (
      SELECT c.category_id, c.subcategory_id, s.key AS attribute_id, s.value, -1 AS d
      FROM changed c CROSS JOIN LATERAL jsonb_each(c.old_specs) s
      UNION ALL
      SELECT c.category_id, c.subcategory_id, s.key, s.value, 1
      FROM changed c CROSS JOIN LATERAL jsonb_each(c.new_specs) s
      UNION ALL
      SELECT c.category_id, c.subcategory_id, '~stock', 'true',
        (CASE WHEN c.new_in_stock THEN 1 ELSE 0 END) - (CASE WHEN c.old_in_stock THEN 1 ELSE 0 END)
      FROM changed c
    ) k
    GROUP BY 1, 2, 3, 4
    HAVING sum(k.d) <> 0
    ORDER BY 1, 2, 3, 4
  )
  INSERT INTO product_listing_facets AS f (category_id, subcategory_id, attribute_id, value, n)
  SELECT category_id, subcategory_id, attribute_id, value, d FROM delta
  ON CONFLICT (category_id, subcategory_id, attribute_id, value)
  DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM product_listing_facets WHERE n = 0;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_listing_facets_added AFTER INSERT ON product_listings
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_facets_added();
CREATE TRIGGER product_listing_facets_removed AFTER DELETE ON product_listings
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_facets_removed();
CREATE TRIGGER product_listing_facets_updated AFTER UPDATE ON product_listings
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_facets_updated();
