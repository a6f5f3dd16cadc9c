-- A product given no code got `'SP' || lpad(n, 6, '0')`, and `lpad` cuts a longer string down to
-- the length: from the millionth code on, every candidate was `SP100000` (taken), and the loop
-- that skips taken codes never ended. The insert hung, holding its locks (found seeding the
-- bench's 1,000,000 products). Six digits at least, all of them past a million: `SP1000000`.
CREATE OR REPLACE FUNCTION products_default_code() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
  candidate text;
BEGIN
  IF NEW.code IS NULL OR NEW.code = '' THEN
    LOOP
      n := nextval('product_code_seq');
      candidate := 'SP' || lpad(n::text, greatest(6, length(n::text)), '0');
      EXIT WHEN NOT EXISTS (SELECT 1 FROM products WHERE code = candidate);
    END LOOP;
    NEW.code := candidate;
  END IF;
  RETURN NEW;
END
$$;
