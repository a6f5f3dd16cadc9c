-- English names and descriptions (issue 41): optional, entered by the admin beside the Vietnamese
-- ones, which stay the catalogue's own (orders keep snapshotting the Vietnamese name). Empty means
-- none: the answers leave the field out and the English pages show the Vietnamese.
ALTER TABLE categories ADD COLUMN name_en text NOT NULL DEFAULT ''
  CHECK (length(name_en) <= 100);
ALTER TABLE subcategories ADD COLUMN name_en text NOT NULL DEFAULT ''
  CHECK (length(name_en) <= 100);
ALTER TABLE products
  ADD COLUMN name_en text NOT NULL DEFAULT '' CHECK (length(name_en) <= 200),
  ADD COLUMN description_en text NOT NULL DEFAULT '' CHECK (length(description_en) <= 10000);

-- Search finds a product by either name. The folded English name follows the folded Vietnamese one
-- in the same `search_name` (so in `product_search` and its trigram index: one row per product, the
-- same statements and indexes, decisions 038 and 041), after ' ' || newline || ' ': words keep a
-- space on each side (the corrections' whole-word pattern and the word-start patterns still hold),
-- the dictionary (`search_words`, split on white space) gains the English words, and a phrase
-- cannot run from one name into the other, since a folded query holds no newline between words.
-- A product without an English name keeps exactly the folded name it had, so Vietnamese searches
-- read what they read before.
CREATE OR REPLACE FUNCTION products_fold_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := CASE WHEN btrim(NEW.name_en) = '' THEN shop_fold(NEW.name)
    ELSE shop_fold(NEW.name) || E' \n ' || shop_fold(NEW.name_en) END;
  RETURN NEW;
END
$$;
DROP TRIGGER products_fold_name ON products;
CREATE TRIGGER products_fold_name BEFORE INSERT OR UPDATE OF name, name_en ON products
  FOR EACH ROW EXECUTE FUNCTION products_fold_name();

-- The copies and the dictionary follow a change of the English name as they follow a rename.
DROP TRIGGER products_search_changed ON products;
CREATE TRIGGER products_search_changed
  AFTER UPDATE OF name, name_en, search_name, created_at ON products
  FOR EACH ROW
  WHEN (OLD.search_name IS DISTINCT FROM NEW.search_name OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION product_search_changed();
DROP TRIGGER products_search_words_rename ON products;
CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name, name_en ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_add_renamed();
