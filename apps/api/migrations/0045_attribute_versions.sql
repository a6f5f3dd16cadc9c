-- The attributes' version (decision 051): a number bumped by every statement that changes the
-- attributes table. A filtered request reads it with its listing's version, and the attribute
-- rows only when the process's copy is older, instead of aggregating every attribute into JSON on
-- every request (a quarter of a millisecond of the database's CPU each, at thousands a second).
CREATE TABLE attribute_versions (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version   bigint NOT NULL
);
INSERT INTO attribute_versions (only_row, version) VALUES (true, 1);

CREATE FUNCTION attribute_versions_bumped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attribute_versions SET version = version + 1 WHERE only_row;
  RETURN NULL;
END
$$;

CREATE TRIGGER attribute_versions_bumped
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON attributes
  FOR EACH STATEMENT EXECUTE FUNCTION attribute_versions_bumped();
