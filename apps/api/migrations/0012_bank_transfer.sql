-- Orders paid by the shopper's own bank transfer (a VietQR code at checkout): they wait in
-- pending_payment like online orders until an admin records the money as received.
ALTER TABLE orders DROP CONSTRAINT orders_payment_method_check;
ALTER TABLE orders ADD CONSTRAINT orders_payment_method_check
  CHECK (payment_method IN ('cash_on_delivery', 'online', 'bank_transfer'));
