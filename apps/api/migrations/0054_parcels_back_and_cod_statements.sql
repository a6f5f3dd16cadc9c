-- Issue 48: a parcel the carrier brought back to the shop is an entry of the order's history (kind
-- 'parcel', its JSON in to_value) until the staff have checked the goods and recorded the failed
-- delivery on the returns card; nothing is restocked before that.
ALTER TABLE order_events DROP CONSTRAINT order_events_kind_check;
ALTER TABLE order_events ADD CONSTRAINT order_events_kind_check
  CHECK (kind IN ('status', 'payment', 'note', 'edit', 'return', 'refund', 'parcel'));
