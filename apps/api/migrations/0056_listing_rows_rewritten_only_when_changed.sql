-- A product's price, stock or values edited: its listing rows were rewritten whenever the trigger
-- of migration 0033 ran, even when nothing they hold changed. Since variants (0035), a product
-- whose own stock crosses zero while a variant keeps it in stock wrote the same row again, and
-- the rewrite bumped the listing's version (0039) and touched its kept facets for nothing. Only
-- rows whose price paid, in-stock flag or values differ are written now.
CREATE OR REPLACE FUNCTION product_listings_filters_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_listings l
  SET paid = v.paid, in_stock = v.in_stock, specs = v.specs, variant_specs = v.variant_specs
  FROM (
    SELECT shop_price_paid(NEW.price, NEW.discount) AS paid,
      shop_product_in_stock(NEW.id, NEW.stock) AS in_stock, NEW.specs AS specs,
      shop_variant_specs(NEW.id, NEW.specs) AS variant_specs
  ) v
  WHERE l.product_id = NEW.id
    AND (l.paid, l.in_stock, l.specs, l.variant_specs)
      IS DISTINCT FROM (v.paid, v.in_stock, v.specs, v.variant_specs);
  RETURN NULL;
END
$$;
