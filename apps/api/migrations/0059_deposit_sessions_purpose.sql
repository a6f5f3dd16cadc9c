-- Issue 46, a quote's deposit on VNPay (decision 063). A provider session (`payments`) now says
-- what it pays: the order's whole total (`order`, the checkout) or an accepted quote's deposit
-- (`deposit`); the IPN decides by it, not by the order's payment method. A deposit session also
-- keeps the page it opened and until when (a second click while it is open is sent to the same
-- page), and the locale the buyer clicked in (VNPay's return brings them back in it).
ALTER TABLE payments
  ADD COLUMN purpose text NOT NULL DEFAULT 'order' CHECK (purpose IN ('order', 'deposit'));
ALTER TABLE payments ADD COLUMN checkout_url text;
ALTER TABLE payments ADD COLUMN expires_at timestamptz;
ALTER TABLE payments ADD COLUMN locale text CHECK (locale IN ('vi', 'en'));

-- Sessions opened before: a session on an order not paid online as a whole was its deposit (the
-- rule the IPN used until now).
UPDATE payments p
SET purpose = 'deposit'
FROM orders o
WHERE o.id = p.order_id AND o.payment_method <> 'online';

-- At most one deposit session of an order is payable: of those open, the newest stays open.
UPDATE payments
SET status = 'cancelled', updated_at = now()
WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY order_id ORDER BY created_at DESC, id DESC) AS n
    FROM payments
    WHERE purpose = 'deposit' AND status = 'open'
  ) ranked
  WHERE n > 1
);
CREATE UNIQUE INDEX payments_one_open_deposit ON payments (order_id)
  WHERE purpose = 'deposit' AND status = 'open';
