-- A product's answer names its categories and sub-categories: the process keeps their names
-- (migration 0014) and reads each product's link ids with it. Read from the link tables, those ids
-- cost two index look-ups and two arrays for every product shown, sixteen of each for a listing page
-- of eight, about a quarter of the database's work for the page (decision 042). Here each product
-- carries its link ids, sorted, kept by the link tables' triggers as product_listings is
-- (migration 0013): a product shown reads them with its own row.
ALTER TABLE products
  ADD COLUMN category_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN subcategory_ids text[] NOT NULL DEFAULT '{}';

-- Filled without touching updated_at: the sitemaps give it as the product's last change, and
-- copying ids the product already had changes nothing a shopper or a crawler sees.
ALTER TABLE products DISABLE TRIGGER products_touch;
UPDATE products p SET
  category_ids = ARRAY(
    SELECT c.category_id FROM product_categories c WHERE c.product_id = p.id
    ORDER BY c.category_id COLLATE "C"),
  subcategory_ids = ARRAY(
    SELECT s.subcategory_id FROM product_subcategories s WHERE s.product_id = p.id
    ORDER BY s.subcategory_id COLLATE "C")
WHERE EXISTS (SELECT 1 FROM product_categories c WHERE c.product_id = p.id)
   OR EXISTS (SELECT 1 FROM product_subcategories s WHERE s.product_id = p.id);
ALTER TABLE products ENABLE TRIGGER products_touch;

-- Statement triggers with the changed links as a table, as in migration 0013: a batch of links
-- (the seed, an import) costs one update here, not one per link. A product whose kept ids already
-- say what its links say is not written again: the seed writes them with the product itself.
CREATE FUNCTION product_category_ids_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET category_ids = k.ids
  FROM (
    SELECT d.product_id, ARRAY(
      SELECT c.category_id FROM product_categories c WHERE c.product_id = d.product_id
      ORDER BY c.category_id COLLATE "C") AS ids
    FROM (SELECT DISTINCT product_id FROM changed) d
  ) k
  WHERE p.id = k.product_id AND p.category_ids IS DISTINCT FROM k.ids;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_subcategory_ids_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET subcategory_ids = k.ids
  FROM (
    SELECT d.product_id, ARRAY(
      SELECT s.subcategory_id FROM product_subcategories s WHERE s.product_id = d.product_id
      ORDER BY s.subcategory_id COLLATE "C") AS ids
    FROM (SELECT DISTINCT product_id FROM changed) d
  ) k
  WHERE p.id = k.product_id AND p.subcategory_ids IS DISTINCT FROM k.ids;
  RETURN NULL;
END
$$;

-- A trigger with a transition table handles one kind of event; an update may move a link from one
-- product to another, so both its old and its new products are looked at.
CREATE TRIGGER product_link_ids_added AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_ids_changed();
CREATE TRIGGER product_link_ids_removed AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_ids_changed();
CREATE TRIGGER product_link_ids_updated_old AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_ids_changed();
CREATE TRIGGER product_link_ids_updated_new AFTER UPDATE ON product_categories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_category_ids_changed();

CREATE TRIGGER product_link_ids_added AFTER INSERT ON product_subcategories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_subcategory_ids_changed();
CREATE TRIGGER product_link_ids_removed AFTER DELETE ON product_subcategories
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_subcategory_ids_changed();
CREATE TRIGGER product_link_ids_updated_old AFTER UPDATE ON product_subcategories
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_subcategory_ids_changed();
CREATE TRIGGER product_link_ids_updated_new AFTER UPDATE ON product_subcategories
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION product_subcategory_ids_changed();
