-- The search's version (decision 051, addendum): a number bumped by every statement that changes
-- what a search finds: the names searched (product_search: a product added, renamed, re-dated or
-- deleted) and the product codes a code-like query finds. A filtered search keeps the hits of a
-- search text with this version, read with the attributes' version in the statement every filtered
-- request already runs, and searches again only when it moved: a shopper narrowing a search
-- changes the filters, not the words, and each change no longer repeats the search of up to a
-- thousand hits. Stock and price changes do not move it.
CREATE TABLE search_versions (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version   bigint NOT NULL
);
INSERT INTO search_versions (only_row, version) VALUES (true, 1);

CREATE FUNCTION search_versions_bumped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_versions SET version = version + 1 WHERE only_row;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_versions_bumped
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION search_versions_bumped();

-- A statement naming `code` in its SET list (a product's code given or changed).
CREATE TRIGGER search_versions_codes_bumped
  AFTER UPDATE OF code ON products
  FOR EACH STATEMENT EXECUTE FUNCTION search_versions_bumped();
