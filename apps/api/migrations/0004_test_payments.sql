-- A payment in test money (the built-in sandbox, or Stripe with a test key) marks its order as a
-- test payment, so nobody ships goods for it. Sandbox payments made before this column existed
-- were test money too.
ALTER TABLE payments ADD COLUMN test boolean NOT NULL DEFAULT false;
UPDATE payments SET test = true WHERE provider = 'sandbox';
