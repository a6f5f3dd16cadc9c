-- Product codes in search (issue 42). A query equal to a product's code is looked up through the
-- unique index `products_code_key`; a query a code begins with ("DTU-220", "SP0001") through this
-- one: `text_pattern_ops` compares byte by byte, so `code LIKE 'DTU-220%'` is a range scan of it
-- whatever the database's collation (the unique index, in the collation's order, cannot serve a
-- LIKE outside the C collation). Codes are short, so the index is small beside the products.
CREATE INDEX products_code_prefix_idx ON products (code text_pattern_ops);
