-- A bank transfer as the admin saw it arrive (issue 40, item 11): the amount, the bank's reference
-- and the day, recorded when the admin marks the order's transfer received. The amount is what the
-- bank statement shows, so it may differ from the order's total (short or over).
CREATE TABLE transfer_receipts (
  order_id      text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  amount        bigint NOT NULL CHECK (amount > 0),
  reference     text NOT NULL CHECK (length(reference) BETWEEN 1 AND 100),
  received_on   date NOT NULL,
  recorded_by   text REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- An order a person (its shopper or an admin) cancelled before any money came no longer reads as a
-- failed payment: nothing was owed any more. Its payment is `unpaid`, as the lifecycle now makes
-- it; the payment row of its history says the same. Expiries and the provider's refusals (made by
-- the shop itself) stay `failed`.
WITH cancelled_by_person AS (
  SELECT e.id, e.order_id FROM order_events e
  WHERE e.kind = 'payment' AND e.from_value = 'pending' AND e.to_value = 'failed'
    AND e.actor IN ('shopper', 'admin')
), fixed AS (
  UPDATE orders o SET payment_status = 'unpaid'
  FROM cancelled_by_person c
  WHERE o.id = c.order_id AND o.status = 'cancelled' AND o.payment_status = 'failed'
  RETURNING o.id
)
UPDATE order_events e SET to_value = 'unpaid'
FROM cancelled_by_person c
WHERE e.id = c.id AND c.order_id IN (SELECT id FROM fixed);
