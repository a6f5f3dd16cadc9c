-- Issue 43: filters find a product by any of its variants' values (decision 048's addendum). A
-- variant's own values (migration 0050) override the product's; a product matches the chosen
-- filters when the product itself or one of its variants satisfies all of them together, the
-- product's own values standing for what a variant does not override. The facets still count
-- products: a product counts once under each value any of its matching variants has.
--
-- Each listing row carries its variants' values beside the product's (`variant_specs`): one object
-- per variant whose own values change something, the product's values with the variant's over
-- them, distinct; null when no variant has values of its own (every product without options, and
-- most with), so such a row is read, tested and counted exactly as before.

CREATE FUNCTION shop_variant_specs(of_product text, own jsonb) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_agg(DISTINCT $2 || v.specs)
  FROM product_variants v
  WHERE v.product_id = $1 AND v.specs <> '{}'::jsonb AND $2 || v.specs <> $2
$$;

ALTER TABLE product_listings ADD COLUMN variant_specs jsonb
  CHECK (variant_specs IS NULL OR jsonb_typeof(variant_specs) = 'array');

UPDATE product_listings l SET variant_specs = shop_variant_specs(p.id, p.specs)
FROM products p
WHERE p.id = l.product_id
  AND EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p.id AND v.specs <> '{}');

-- A filtered listing still reads only this index's range (no product row): it carries the
-- variants' values too (null, a few bytes, for a product without them).
DROP INDEX product_listings_filter_idx;
CREATE INDEX product_listings_filter_idx
  ON product_listings (category_id, subcategory_id, paid)
  INCLUDE (in_stock, created_at, product_id, specs, variant_specs);

-- ---- The writers of listing rows write it too ----
CREATE OR REPLACE FUNCTION product_listings_filters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings
  SET paid = shop_price_paid(NEW.price, NEW.discount),
    in_stock = shop_product_in_stock(NEW.id, NEW.stock), specs = NEW.specs,
    variant_specs = shop_variant_specs(NEW.id, NEW.specs)
  WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listings_categories_added() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listings
    (category_id, subcategory_id, created_at, product_id, paid, in_stock, specs, variant_specs)
  SELECT a.category_id, ps.subcategory_id, p.created_at, p.id,
    shop_price_paid(p.price, p.discount), shop_product_in_stock(p.id, p.stock), p.specs,
    shop_variant_specs(p.id, p.specs)
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
    (category_id, subcategory_id, created_at, product_id, paid, in_stock, specs, variant_specs)
  SELECT pc.category_id, a.subcategory_id, p.created_at, p.id,
    shop_price_paid(p.price, p.discount), shop_product_in_stock(p.id, p.stock), p.specs,
    shop_variant_specs(p.id, p.specs)
  FROM added a
  JOIN product_categories pc ON pc.product_id = a.product_id
  JOIN products p ON p.id = a.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

-- A variant added, removed or given other values: its product's listing rows follow, and so the
-- listings' versions (migration 0039) and kept facets move. Only when the result differs, so a
-- variant's price or stock edit (which names no `specs`) never runs it, and a write that leaves
-- the values as they were bumps nothing.
CREATE FUNCTION product_variants_specs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE product_listings l SET variant_specs = shop_variant_specs(p.id, p.specs)
  FROM products p
  WHERE p.id = changed AND l.product_id = changed
    AND l.variant_specs IS DISTINCT FROM shop_variant_specs(p.id, p.specs);
  RETURN NULL;
END
$$;
CREATE TRIGGER product_variants_specs_changed AFTER UPDATE OF specs ON product_variants
  FOR EACH ROW WHEN (OLD.specs IS DISTINCT FROM NEW.specs)
  EXECUTE FUNCTION product_variants_specs_changed();
CREATE TRIGGER product_variants_specs_added_or_removed AFTER INSERT OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION product_variants_specs_changed();

-- ---- The kept facets count a product once under each value it or a variant has ----
CREATE FUNCTION shop_listing_values(specs jsonb, variant_specs jsonb)
RETURNS TABLE (key text, value jsonb) LANGUAGE sql IMMUTABLE AS $$
  SELECT e.key, e.value FROM jsonb_each($1) e WHERE $2 IS NULL
  UNION ALL
  SELECT DISTINCT e.key, e.value
  FROM (SELECT $1 AS s UNION ALL SELECT jsonb_array_elements($2)) x
  CROSS JOIN LATERAL jsonb_each(x.s) e
  WHERE $2 IS NOT NULL
$$;

CREATE OR REPLACE FUNCTION product_listing_facets_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_facets AS f (category_id, subcategory_id, attribute_id, value, n)
  SELECT k.category_id, k.subcategory_id, k.attribute_id, k.value, count(*)
  FROM (
    SELECT a.category_id, a.subcategory_id, s.key AS attribute_id, s.value
    FROM added a CROSS JOIN LATERAL shop_listing_values(a.specs, a.variant_specs) s
    UNION ALL
    SELECT a.category_id, a.subcategory_id, '~stock', 'true' FROM added a WHERE a.in_stock
  ) k
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (category_id, subcategory_id, attribute_id, value)
  DO UPDATE SET n = f.n + excluded.n;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION product_listing_facets_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_facets AS f (category_id, subcategory_id, attribute_id, value, n)
  SELECT k.category_id, k.subcategory_id, k.attribute_id, k.value, -count(*)
  FROM (
    SELECT r.category_id, r.subcategory_id, s.key AS attribute_id, s.value
    FROM removed r CROSS JOIN LATERAL shop_listing_values(r.specs, r.variant_specs) s
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

CREATE OR REPLACE FUNCTION product_listing_facets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changed AS (
    SELECT o.category_id, o.subcategory_id, o.specs AS old_specs,
      o.variant_specs AS old_variant_specs, o.in_stock AS old_in_stock,
      n.specs AS new_specs, n.variant_specs AS new_variant_specs, n.in_stock AS new_in_stock
    FROM removed o
    JOIN added n ON n.product_id = o.product_id AND n.category_id = o.category_id
      AND n.subcategory_id = o.subcategory_id
    WHERE o.specs IS DISTINCT FROM n.specs OR o.in_stock IS DISTINCT FROM n.in_stock
      OR o.variant_specs IS DISTINCT FROM n.variant_specs
  ),
  delta AS (
    SELECT k.category_id, k.subcategory_id, k.attribute_id, k.value, sum(k.d) AS d
    FROM (
      SELECT c.category_id, c.subcategory_id, s.key AS attribute_id, s.value, -1 AS d
      FROM changed c CROSS JOIN LATERAL shop_listing_values(c.old_specs, c.old_variant_specs) s
      UNION ALL
      SELECT c.category_id, c.subcategory_id, s.key, s.value, 1
      FROM changed c CROSS JOIN LATERAL shop_listing_values(c.new_specs, c.new_variant_specs) s
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

-- The kept facets counted afresh with the variants' values (the listings with none count the same).
DELETE FROM product_listing_facets;
INSERT INTO product_listing_facets (category_id, subcategory_id, attribute_id, value, n)
SELECT l.category_id, l.subcategory_id, s.key, s.value, count(*)
FROM product_listings l CROSS JOIN LATERAL shop_listing_values(l.specs, l.variant_specs) s
GROUP BY 1, 2, 3, 4;
INSERT INTO product_listing_facets (category_id, subcategory_id, attribute_id, value, n)
SELECT category_id, subcategory_id, '~stock', 'true', count(*)
FROM product_listings WHERE in_stock
GROUP BY 1, 2;
