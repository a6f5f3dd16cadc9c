-- Every word of every product name, folded like products.search_name: the dictionary that search
-- corrects a mistyped word against (decision record 002). Words are only added: one left behind by
-- a renamed or deleted product can only turn a typo into a word that finds nothing.
CREATE TABLE search_words (
  word text PRIMARY KEY CHECK (word <> '' AND length(word) <= 200)
);

INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(search_name, '\s+') AS w
WHERE w <> '' AND length(w) <= 200
ON CONFLICT DO NOTHING;

-- New products add their words once per statement (a bulk insert of a catalogue stays one pass).
CREATE FUNCTION search_words_add_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM added, regexp_split_to_table(added.search_name, '\s+') AS w
  WHERE w <> '' AND length(w) <= 200
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_inserted();

-- A renamed product adds its new words (only when the name is updated, not on stock changes).
CREATE FUNCTION search_words_add_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_name, '\s+') AS w
  WHERE w <> '' AND length(w) <= 200
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_words_rename AFTER UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_add_renamed();
