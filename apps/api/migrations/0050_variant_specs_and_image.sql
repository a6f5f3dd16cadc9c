-- Issue 43: a variant's own specification values and image, over its product's (decision 050's
-- addendum). The default variant is the product row, whose `specs` and `image` are its own; the
-- other variants keep only what differs: `specs`, values by attribute id as `products.specs` holds
-- them (checked by the service against the product's categories), shown over the product's on its
-- page; `image`, one stored image reference shown first in its gallery; null: the product's.
-- Filters still read the product's own values (the default variant's).
ALTER TABLE product_variants
  ADD COLUMN specs jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(specs) = 'object'),
  ADD COLUMN image text CHECK (image IS NULL OR length(image) BETWEEN 1 AND 2000);

-- An attribute deleted leaves no value behind in the variants' `specs` either.
CREATE OR REPLACE FUNCTION attributes_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET specs = specs - OLD.id WHERE specs ? OLD.id;
  UPDATE product_variants SET specs = specs - OLD.id WHERE specs ? OLD.id;
  RETURN OLD;
END
$$;
