-- Issue 47, VAT: each product's rate (and each variant's), and each order line's rate and VAT.
-- Rates are text codes: '10', '8', '5', '0' percent, or 'KCT' (không chịu thuế: not subject to
-- VAT, which is not the same as 0 % on the invoice). Prices are entered and shown VAT-inclusive.

-- A product's rate; NULL: the shop's default (the settings' `vatRate`). A variant's; NULL: its
-- product's. Neither is read by the catalogue's listings, so no listing trigger runs for them.
ALTER TABLE products ADD COLUMN vat_rate text
  CHECK (vat_rate IS NULL OR vat_rate IN ('10', '8', '5', '0', 'KCT'));
ALTER TABLE product_variants ADD COLUMN vat_rate text
  CHECK (vat_rate IS NULL OR vat_rate IN ('10', '8', '5', '0', 'KCT'));

-- What a line was taxed at when it was ordered, and the VAT its (VAT-inclusive) total holds,
-- rounded to the dong per line as the e-invoice provider rounds (decision record 052). Both NULL
-- on lines ordered before this: those orders read exactly as they did.
ALTER TABLE order_lines
  ADD COLUMN vat_rate text CHECK (vat_rate IS NULL OR vat_rate IN ('10', '8', '5', '0', 'KCT')),
  ADD COLUMN vat_amt bigint CHECK (vat_amt IS NULL OR vat_amt >= 0),
  ADD CONSTRAINT order_lines_vat_together CHECK ((vat_rate IS NULL) = (vat_amt IS NULL));
