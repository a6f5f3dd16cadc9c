-- A product's answer shows its categories and sub-categories by name and picture. Built from the
-- link tables as JSON inside every product row, they cost the database more than the rest of the
-- product (about 35 of 47 µs a product, decision 029). A process now reads the product's link ids
-- and keeps the few names itself; this number tells it when what it keeps is old. Every statement
-- that changes categories or sub-categories adds one to it, in its own transaction, so a reader
-- that sees a change also sees the number that came with it.
CREATE TABLE category_names_version (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version   bigint NOT NULL
);
INSERT INTO category_names_version (only_row, version) VALUES (true, 1);

CREATE FUNCTION category_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE category_names_version SET version = version + 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER category_names_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_names_changed();
CREATE TRIGGER category_names_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION category_names_changed();
