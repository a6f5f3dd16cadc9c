-- Each listing's version (decision 051): a number that grows with every change to the listing's
-- rows of product_listings (a product added or removed, its price paid, stock crossing zero, its
-- specs, its creation time). An API process keeps a listing's filter columns in memory and checks
-- this one number, a primary-key read, before answering from them: equal, nothing the filters read
-- has changed since they were read; different, they are read again. So the columns are never
-- stale, whatever the catalogue cache's lifetime and whether or not change notices arrive.
--
-- Bumped from product_listings' own statements, after the totals' triggers of the same event (they
-- fire in name order: "product_listing_totals_*" before "product_listing_versions_*"), so a new
-- listing's totals row exists when its version is bumped. Pairs are changed in key order, as the
-- totals and facets are, so two writers at once wait for each other rather than deadlock.
ALTER TABLE product_listing_totals ADD COLUMN version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION product_listing_versions_bumped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listing_totals t SET version = t.version + 1
  FROM (
    SELECT DISTINCT category_id, subcategory_id FROM changed ORDER BY 1, 2
  ) c
  WHERE t.category_id = c.category_id AND t.subcategory_id = c.subcategory_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_listing_versions_added AFTER INSERT ON product_listings
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_versions_bumped();
CREATE TRIGGER product_listing_versions_removed AFTER DELETE ON product_listings
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_versions_bumped();
-- An update bumps the pairs its new rows are in; a row never moves between pairs (the pair is part
-- of its key and nothing updates it), so they are the old rows' pairs too.
CREATE TRIGGER product_listing_versions_updated AFTER UPDATE ON product_listings
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_listing_versions_bumped();
