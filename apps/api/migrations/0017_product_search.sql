-- Search reads a narrow copy of each product's folded name and creation time instead of the
-- products themselves (decision 038). A search's total counts up to 1,000 matches, each a row the
-- trigram index found and the database reads and checks again. In `products` about ten rows fill a
-- page (the description, the details and the pictures are most of a row), so a thousand matches are
-- hundreds of pages to visit; here some eighty fit a page. The same counts take about a third less.
-- Kept by triggers on `products`, as `search_words` is (migration 0003): a new product's row comes
-- in its insert's statement, a renamed one's is changed with it, a deleted one's goes with it.
CREATE TABLE product_search (
  id           text PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  search_name  text NOT NULL
);

INSERT INTO product_search (id, created_at, search_name)
SELECT id, created_at, search_name FROM products;

-- Newest first, as every search page is listed; and the trigram index, moved here from products
-- (no pending list, for the reasons of migration 0001).
CREATE INDEX product_search_created_idx ON product_search (created_at DESC, id DESC);
CREATE INDEX product_search_name_trgm_idx ON product_search USING gin (search_name gin_trgm_ops)
  WITH (fastupdate = off);
DROP INDEX products_search_name_trgm_idx;

CREATE FUNCTION product_search_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (id, created_at, search_name)
  SELECT id, created_at, search_name FROM added;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_search_add_inserted();

CREATE FUNCTION product_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search SET created_at = NEW.created_at, search_name = NEW.search_name
  WHERE id = NEW.id;
  RETURN NULL;
END
$$;
-- A stock or price change (the commonest updates) names neither column, so it never fires this.
CREATE TRIGGER products_search_changed AFTER UPDATE OF name, search_name, created_at ON products
  FOR EACH ROW
  WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_search_changed();

ANALYZE product_search;
