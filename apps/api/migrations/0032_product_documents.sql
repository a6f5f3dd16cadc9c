-- A product's documents (issue 42): PDF datasheets, wiring diagrams, certificates. The file is kept
-- by the image store (the local folder or the object store) under a generated name `<id>.pdf`;
-- `name` is what the storefront shows and the download's file name.
CREATE TABLE product_documents (
  id text PRIMARY KEY DEFAULT shop_new_id(),
  product_id text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('datasheet', 'wiring', 'certificate', 'other')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  file text NOT NULL CHECK (file ~ '^[0-9a-f]{24}\.pdf$'),
  size integer NOT NULL CHECK (size > 0),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_documents_product ON product_documents (product_id, position);
-- Removing a document deletes its file when no other row names it.
CREATE INDEX product_documents_file ON product_documents (file);
