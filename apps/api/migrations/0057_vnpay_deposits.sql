-- Issue 46, a quote's deposit paid by VNPay (decision 060). An accepted quote's order waits for
-- its deposit; the buyer may pay it on VNPay's page. The payment VNPay reports is one of the
-- order's payments (`order_payments`, the money path of issue 44), from the source `vnpay`, and
-- names the VNPay session it came from: one order payment per session, however often VNPay
-- repeats its notification.
ALTER TABLE order_payments DROP CONSTRAINT order_payments_source_check;
ALTER TABLE order_payments
  ADD CONSTRAINT order_payments_source_check CHECK (source IN ('staff', 'sepay', 'vnpay'));
ALTER TABLE order_payments
  ADD COLUMN payment_id text UNIQUE REFERENCES payments (id) ON DELETE SET NULL;
