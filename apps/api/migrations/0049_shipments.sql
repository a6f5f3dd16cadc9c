-- Issue 48, shipping with a carrier (decision 053): each order's parcel handed to the carrier,
-- the carrier's steps, and the parcel's weight and size on products, variants and categories.

-- The parcel's weight (grams) and size (cm). A variant's null takes its product's; a product's null
-- takes the largest of its categories' defaults; none anywhere: the shop's default (500 g).
ALTER TABLE categories
  ADD COLUMN parcel_weight_grams integer CHECK (parcel_weight_grams BETWEEN 1 AND 1000000),
  ADD COLUMN parcel_length_cm integer CHECK (parcel_length_cm BETWEEN 1 AND 1000),
  ADD COLUMN parcel_width_cm integer CHECK (parcel_width_cm BETWEEN 1 AND 1000),
  ADD COLUMN parcel_height_cm integer CHECK (parcel_height_cm BETWEEN 1 AND 1000);
ALTER TABLE products
  ADD COLUMN parcel_weight_grams integer CHECK (parcel_weight_grams BETWEEN 1 AND 1000000),
  ADD COLUMN parcel_length_cm integer CHECK (parcel_length_cm BETWEEN 1 AND 1000),
  ADD COLUMN parcel_width_cm integer CHECK (parcel_width_cm BETWEEN 1 AND 1000),
  ADD COLUMN parcel_height_cm integer CHECK (parcel_height_cm BETWEEN 1 AND 1000);
ALTER TABLE product_variants
  ADD COLUMN parcel_weight_grams integer CHECK (parcel_weight_grams BETWEEN 1 AND 1000000),
  ADD COLUMN parcel_length_cm integer CHECK (parcel_length_cm BETWEEN 1 AND 1000),
  ADD COLUMN parcel_width_cm integer CHECK (parcel_width_cm BETWEEN 1 AND 1000),
  ADD COLUMN parcel_height_cm integer CHECK (parcel_height_cm BETWEEN 1 AND 1000);

-- One shipment per order: the unique order is what makes a second press (or a retry after a lost
-- answer) find the first instead of creating another. `tracking_code` is null only while the
-- carrier has not answered yet ('creating'); the carrier's own client order code is the order
-- number, so a retry of a call whose answer was lost is recognised by the carrier too.
CREATE TABLE shipments (
  id               text PRIMARY KEY DEFAULT shop_new_id(),
  order_id         text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  carrier          text NOT NULL CHECK (carrier IN ('ghtk')),
  tracking_code    text CHECK (length(tracking_code) BETWEEN 1 AND 64),
  status           text NOT NULL CHECK (status IN ('creating', 'waiting_pickup', 'picked_up',
                     'delivering', 'delivered', 'delivery_failed', 'returning', 'returned',
                     'cancelled')),
  service          text NOT NULL DEFAULT '',
  fee              bigint NOT NULL DEFAULT 0 CHECK (fee >= 0),
  insurance_fee    bigint NOT NULL DEFAULT 0 CHECK (insurance_fee >= 0),
  cod_amount       bigint NOT NULL CHECK (cod_amount >= 0),
  insurance_value  bigint NOT NULL CHECK (insurance_value >= 0),
  weight_grams     integer NOT NULL CHECK (weight_grams > 0),
  expected_delivery text,
  note             text NOT NULL DEFAULT '',
  created_by       text REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  polled_at        timestamptz,
  CONSTRAINT shipments_order_unique UNIQUE (order_id),
  CONSTRAINT shipments_tracking_unique UNIQUE (carrier, tracking_code),
  CONSTRAINT shipments_tracking_known CHECK ((status = 'creating') = (tracking_code IS NULL))
);
-- The poll reads the parcels still travelling, the least recently asked first.
CREATE INDEX shipments_travelling ON shipments (polled_at NULLS FIRST)
  WHERE status IN ('waiting_pickup', 'picked_up', 'delivering', 'delivery_failed', 'returning');

-- The carrier's steps, each once: its status code and time are the dedupe key (the carrier resends
-- a notification it thinks unanswered, and the poll may see a step the webhook brought).
CREATE TABLE shipment_events (
  id            text PRIMARY KEY DEFAULT shop_new_id(),
  shipment_id   text NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
  status        text NOT NULL CHECK (status IN ('waiting_pickup', 'picked_up', 'delivering',
                  'delivered', 'delivery_failed', 'returning', 'returned', 'cancelled')),
  carrier_code  text NOT NULL CHECK (length(carrier_code) BETWEEN 1 AND 16),
  carrier_text  text NOT NULL DEFAULT '',
  source        text NOT NULL CHECK (source IN ('webhook', 'poll')),
  happened_at   timestamptz NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT shipment_events_once UNIQUE (shipment_id, carrier_code, happened_at)
);
CREATE INDEX shipment_events_of ON shipment_events (shipment_id, happened_at);
