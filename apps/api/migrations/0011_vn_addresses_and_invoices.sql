-- Addresses picked from the official lists (two levels since 1 July 2025: province, then ward)
-- keep the units' codes and names beside the free-text fields, which stay filled for older
-- clients. Older addresses have none of them (all null).
ALTER TABLE addresses
  ADD COLUMN province_code text CHECK (province_code ~ '^[0-9]{2}$'),
  ADD COLUMN province_name text CHECK (char_length(province_name) <= 100),
  ADD COLUMN ward_code text CHECK (ward_code ~ '^[0-9]{5}$'),
  ADD COLUMN ward_name text CHECK (char_length(ward_name) <= 100),
  ADD CONSTRAINT addresses_units_together CHECK (
    (province_code IS NULL) = (ward_code IS NULL)
    AND (province_code IS NULL) = (province_name IS NULL)
    AND (ward_code IS NULL) = (ward_name IS NULL)
  );

-- The VAT invoice details a shopper gave at their last checkout (remembered for the next one),
-- and the copy each order keeps as it was when ordering; null when no invoice was asked for.
ALTER TABLE users ADD COLUMN invoice_details jsonb;
ALTER TABLE orders ADD COLUMN invoice_details jsonb;
