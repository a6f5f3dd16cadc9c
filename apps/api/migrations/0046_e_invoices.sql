-- Issue 47, part 2: the legal e-invoice (hóa đơn điện tử) of each order, issued through the
-- provider (Viettel S-Invoice, decision record 052) by a retrying queue, exactly once per order.
--
-- A row is an invoice the shop issues or has issued: the order's original (replaces_id NULL, at
-- most one per order) or the replacement (thay thế) of a wrong one (at most one per replaced
-- invoice). The row is also its job: a worker claims a waiting row whose point has come (skipping
-- rows another worker holds), and the provider is asked with the row's transaction_uuid, the same
-- on every attempt, so a repeated or raced attempt finds the invoice the first one made.
CREATE TABLE e_invoices (
  id               text PRIMARY KEY DEFAULT shop_new_id(),
  order_id         text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The shop's key for the invoice at the provider (generalInvoiceInfo.transactionUuid).
  transaction_uuid text NOT NULL UNIQUE DEFAULT gen_random_uuid()::text,
  -- The invoice this one replaces; NULL: the order's original.
  replaces_id      text REFERENCES e_invoices (id),
  -- Why the staff replaced the invoice before (their words), '' for an original.
  reason           text NOT NULL DEFAULT '',
  -- Which of the owner's points the order has reached: paid, delivered (a replacement: both).
  paid             boolean NOT NULL DEFAULT false,
  delivered        boolean NOT NULL DEFAULT false,
  -- The staff asked for it now (issue now, a replacement): issued whatever the point.
  asked            boolean NOT NULL DEFAULT false,
  -- waiting: to issue (or failing, with last_error); issued; skipped: no invoice details and the
  -- owner issues buyers without them elsewhere; replaced: a replacement was issued for it.
  state            text NOT NULL DEFAULT 'waiting'
    CHECK (state IN ('waiting', 'issued', 'skipped', 'replaced')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),
  last_error       text,
  invoice_number   text,
  lookup_code      text,
  -- The provider's page where the buyer looks the invoice up with the code, when issued.
  lookup_url       text,
  issued_at        timestamptz,
  -- The buyer's mail with the invoice: when last written to the outbox.
  mailed_at        timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((state IN ('issued', 'replaced')) = (invoice_number IS NOT NULL))
);
CREATE UNIQUE INDEX e_invoices_one_original ON e_invoices (order_id) WHERE replaces_id IS NULL;
CREATE UNIQUE INDEX e_invoices_one_replacement ON e_invoices (replaces_id)
  WHERE replaces_id IS NOT NULL;
CREATE INDEX e_invoices_due ON e_invoices (next_attempt_at) WHERE state = 'waiting';

-- An order reaching a point (paid; delivered) marks its original's row, made at the first point.
-- Written by the statement that moves the order (any writer: checkout, webhook, staff, sweep), so
-- no point is missed and none counted twice; the worker decides by the owner's setting which
-- point issues. The WHEN clauses keep every other change of an order free of it.
CREATE FUNCTION e_invoices_order_reached() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO e_invoices (order_id, paid, delivered)
  VALUES (NEW.id, NEW.payment_status = 'paid', NEW.status = 'delivered')
  ON CONFLICT (order_id) WHERE replaces_id IS NULL DO UPDATE
    SET paid = e_invoices.paid OR EXCLUDED.paid,
        delivered = e_invoices.delivered OR EXCLUDED.delivered;
  RETURN NULL;
END
$$;
CREATE TRIGGER e_invoices_order_reached_on_insert
  AFTER INSERT ON orders
  FOR EACH ROW WHEN (NEW.payment_status = 'paid' OR NEW.status = 'delivered')
  EXECUTE FUNCTION e_invoices_order_reached();
CREATE TRIGGER e_invoices_order_reached_on_update
  AFTER UPDATE OF payment_status, status ON orders
  FOR EACH ROW WHEN (
    (NEW.payment_status = 'paid' AND OLD.payment_status IS DISTINCT FROM 'paid')
    OR (NEW.status = 'delivered' AND OLD.status IS DISTINCT FROM 'delivered'))
  EXECUTE FUNCTION e_invoices_order_reached();
