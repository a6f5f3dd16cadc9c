-- The storefront's listing pages (the products in both a category and a sub-category, newest
-- first) read from one index in the order they are shown. Found from the two link tables, a page
-- walked the newest products and looked each one up in both links, thousands of look-ups for a page
-- of a small sub-category (and a parallel plan under load); the total merged two link indexes.
-- Here each product has one row per (category, sub-category) pair it is in, with its creation
-- time, kept up to date by the link tables' triggers: a page is an index range. Each pair's total
-- is kept beside it, so a listing's total is one row rather than a count of thousands.
CREATE TABLE product_listings (
  category_id     text NOT NULL,
  subcategory_id  text NOT NULL,
  created_at      timestamptz NOT NULL,
  product_id      text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, category_id, subcategory_id)
);

INSERT INTO product_listings (category_id, subcategory_id, created_at, product_id)
SELECT pc.category_id, ps.subcategory_id, p.created_at, p.id
FROM product_categories pc
JOIN product_subcategories ps ON ps.product_id = pc.product_id
JOIN products p ON p.id = pc.product_id;

CREATE INDEX product_listings_page_idx
  ON product_listings (category_id, subcategory_id, created_at DESC, product_id DESC);

CREATE TABLE product_listing_totals (
  category_id     text NOT NULL,
  subcategory_id  text NOT NULL,
  total           bigint NOT NULL CHECK (total >= 0),
  PRIMARY KEY (category_id, subcategory_id)
);

INSERT INTO product_listing_totals (category_id, subcategory_id, total)
SELECT category_id, subcategory_id, count(*) FROM product_listings GROUP BY 1, 2;

-- Kept from product_listings' own changes, so every way a row comes or goes counts (the link
-- triggers below, and a deleted product's rows going with it). Pairs are changed in key order, so
-- two writers at once wait for each other rather than deadlock.
CREATE FUNCTION product_listing_totals_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_totals AS t (category_id, subcategory_id, total)
  SELECT category_id, subcategory_id, count(*) FROM added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (category_id, subcategory_id) DO UPDATE SET total = t.total + excluded.total;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_listing_totals_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing_totals t SET total = t.total - r.n
  FROM (
    SELECT category_id, subcategory_id, count(*) AS n FROM removed GROUP BY 1, 2 ORDER BY 1, 2
  ) r
  WHERE t.category_id = r.category_id AND t.subcategory_id = r.subcategory_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_listing_totals_added AFTER INSERT ON product_listings
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_totals_added();
CREATE TRIGGER product_listing_totals_removed AFTER DELETE ON product_listings
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_totals_removed();

-- Statement triggers with the changed rows as tables: a batch of links (the seed, an import)
-- costs one insert or delete here, not one per link.
CREATE FUNCTION product_listings_categories_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listings (category_id, subcategory_id, created_at, product_id)
  SELECT a.category_id, ps.subcategory_id, p.created_at, p.id
  FROM added a
  JOIN product_subcategories ps ON ps.product_id = a.product_id
  JOIN products p ON p.id = a.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_listings_subcategories_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listings (category_id, subcategory_id, created_at, product_id)
  SELECT pc.category_id, a.subcategory_id, p.created_at, p.id
  FROM added a
  JOIN product_categories pc ON pc.product_id = a.product_id
  JOIN products p ON p.id = a.product_id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_listings_categories_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listings l
  USING removed r
  WHERE l.product_id = r.product_id AND l.category_id = r.category_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_listings_subcategories_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listings l
  USING removed r
  WHERE l.product_id = r.product_id AND l.subcategory_id = r.subcategory_id;
  RETURN NULL;
END
$$;

-- A trigger with transition tables handles one kind of event; an update is a removal then an
-- addition (triggers on one event fire in the order of their names).
CREATE TRIGGER product_listings_added AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_categories_added();
CREATE TRIGGER product_listings_removed AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_categories_removed();
CREATE TRIGGER product_listings_updated_1 AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_categories_removed();
CREATE TRIGGER product_listings_updated_2 AFTER UPDATE ON product_categories
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_categories_added();

CREATE TRIGGER product_listings_added AFTER INSERT ON product_subcategories
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_subcategories_added();
CREATE TRIGGER product_listings_removed AFTER DELETE ON product_subcategories
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_subcategories_removed();
CREATE TRIGGER product_listings_updated_1 AFTER UPDATE ON product_subcategories
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_subcategories_removed();
CREATE TRIGGER product_listings_updated_2 AFTER UPDATE ON product_subcategories
  REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION product_listings_subcategories_added();

-- Listings are newest first: a product whose creation time changes moves in them.
CREATE FUNCTION product_listings_created_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings SET created_at = NEW.created_at WHERE product_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER product_listings_created_changed AFTER UPDATE OF created_at ON products
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_listings_created_changed();
