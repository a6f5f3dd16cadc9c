-- The whole data model of the shop. Money is integer dong (bigint); ids are 24 hex characters.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- 4 bytes of creation time then 8 random bytes, as hex: sortable by age and free of dashes.
CREATE FUNCTION shop_new_id() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT lpad(to_hex(floor(extract(epoch FROM clock_timestamp()))::bigint), 8, '0')
      || substr(md5(random()::text || clock_timestamp()::text), 1, 16)
$$;

-- Lower-case and strip Vietnamese diacritics (unaccent maps đ to d as well): the search key.
CREATE FUNCTION shop_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1))
$$;

CREATE FUNCTION shop_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;

-- ---------------------------------------------------------------- accounts

CREATE TABLE users (
  id              text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  name            text NOT NULL DEFAULT '' CHECK (length(name) <= 100),
  email           text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  password_hash   text NOT NULL,
  avatar          text NOT NULL DEFAULT '',
  mobile          text NOT NULL DEFAULT '' CHECK (length(mobile) <= 20),
  verify_email    boolean NOT NULL DEFAULT false,
  last_login_date timestamptz,
  status          text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive', 'Suspended')),
  role            text NOT NULL DEFAULT 'USER' CHECK (role IN ('ADMIN', 'USER')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_unique UNIQUE (email)
);
CREATE TRIGGER users_touch BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- Opaque refresh tokens, stored as hashes. Every login starts a family; each refresh marks the
-- presented token used and issues a new one in the same family. A used token presented again
-- revokes the whole family.
CREATE TABLE refresh_tokens (
  id          text PRIMARY KEY DEFAULT shop_new_id(),
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id   text NOT NULL,
  token_hash  text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT refresh_tokens_hash_unique UNIQUE (token_hash)
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_reset_codes (
  id           text PRIMARY KEY DEFAULT shop_new_id(),
  user_id      text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash    text NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  verified_at  timestamptz,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id, created_at DESC);

-- ---------------------------------------------------------------- catalogue

CREATE TABLE categories (
  id          text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  image       text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX categories_name_idx ON categories (name);
CREATE TRIGGER categories_touch BEFORE UPDATE ON categories FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

CREATE TABLE subcategories (
  id          text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 100),
  image       text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subcategories_name_idx ON subcategories (name);
CREATE TRIGGER subcategories_touch BEFORE UPDATE ON subcategories FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- A category cannot be deleted while a sub-category uses it (RESTRICT).
CREATE TABLE subcategory_categories (
  subcategory_id  text NOT NULL REFERENCES subcategories (id) ON DELETE CASCADE,
  category_id     text NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  PRIMARY KEY (subcategory_id, category_id)
);
CREATE INDEX subcategory_categories_category_idx ON subcategory_categories (category_id);

CREATE TABLE products (
  id            text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  name          text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  search_name   text NOT NULL DEFAULT '',
  image         text[] NOT NULL DEFAULT '{}',
  unit          text NOT NULL DEFAULT '' CHECK (length(unit) <= 50),
  stock         integer NOT NULL DEFAULT 0 CHECK (stock >= 0),
  price         bigint NOT NULL CHECK (price >= 0),
  discount      integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
  description   text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  more_details  jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(more_details) = 'object'),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_created_idx ON products (created_at DESC, id DESC);
-- Search: trigram index over the folded name serves similarity, word similarity and substring
-- matches, so a search never reads the whole table. No pending list (fastupdate off): the catalogue
-- is read far more than written, and PGlite has no autovacuum to flush one.
CREATE INDEX products_search_name_trgm_idx ON products USING gin (search_name gin_trgm_ops)
  WITH (fastupdate = off);

CREATE FUNCTION products_fold_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := shop_fold(NEW.name);
  RETURN NEW;
END
$$;
CREATE TRIGGER products_fold_name BEFORE INSERT OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION products_fold_name();
CREATE TRIGGER products_touch BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

CREATE TABLE product_categories (
  product_id   text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id  text NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_idx ON product_categories (category_id, product_id);

CREATE TABLE product_subcategories (
  product_id      text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  subcategory_id  text NOT NULL REFERENCES subcategories (id) ON DELETE RESTRICT,
  PRIMARY KEY (product_id, subcategory_id)
);
CREATE INDEX product_subcategories_subcategory_idx ON product_subcategories (subcategory_id, product_id);

-- ---------------------------------------------------------------- cart and addresses

CREATE TABLE cart_lines (
  id          text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id  text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  quantity    integer NOT NULL CHECK (quantity > 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT cart_lines_user_product_unique UNIQUE (user_id, product_id)
);
CREATE INDEX cart_lines_product_idx ON cart_lines (product_id);
CREATE TRIGGER cart_lines_touch BEFORE UPDATE ON cart_lines FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

CREATE TABLE addresses (
  id            text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address_line  text NOT NULL CHECK (length(address_line) BETWEEN 1 AND 200),
  city          text NOT NULL CHECK (length(city) BETWEEN 1 AND 100),
  state         text NOT NULL CHECK (length(state) BETWEEN 1 AND 100),
  country       text NOT NULL CHECK (length(country) BETWEEN 1 AND 100),
  pincode       text NOT NULL CHECK (length(pincode) BETWEEN 1 AND 20),
  mobile        text NOT NULL CHECK (length(mobile) BETWEEN 1 AND 20),
  status        boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id, created_at);
CREATE TRIGGER addresses_touch BEFORE UPDATE ON addresses FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- ---------------------------------------------------------------- orders and payments

CREATE TABLE orders (
  id                text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  order_number      text NOT NULL,
  user_id           text NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  status            text NOT NULL
                    CHECK (status IN ('pending_payment', 'placed', 'paid', 'shipped', 'delivered', 'cancelled')),
  payment_method    text NOT NULL CHECK (payment_method IN ('cash_on_delivery', 'online')),
  payment_status    text NOT NULL CHECK (payment_status IN ('unpaid', 'pending', 'paid', 'failed', 'refunded')),
  address_id        text REFERENCES addresses (id) ON DELETE SET NULL,
  -- The address as it was when ordering: later edits of the address do not rewrite history.
  delivery_address  jsonb NOT NULL,
  sub_total_amt     bigint NOT NULL CHECK (sub_total_amt >= 0),
  total_amt         bigint NOT NULL CHECK (total_amt >= 0),
  expires_at        timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT orders_number_unique UNIQUE (order_number)
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_pending_idx ON orders (expires_at) WHERE status = 'pending_payment';
CREATE TRIGGER orders_touch BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- Each line keeps its own copy of what was bought, so deleting or editing a product later does not
-- change past orders.
CREATE TABLE order_lines (
  id          text PRIMARY KEY DEFAULT shop_new_id(),
  order_id    text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position    integer NOT NULL CHECK (position >= 0),
  product_id  text REFERENCES products (id) ON DELETE SET NULL,
  name        text NOT NULL,
  image       text[] NOT NULL DEFAULT '{}',
  unit        text NOT NULL DEFAULT '',
  unit_price  bigint NOT NULL CHECK (unit_price >= 0),
  discount    integer NOT NULL CHECK (discount BETWEEN 0 AND 100),
  quantity    integer NOT NULL CHECK (quantity > 0),
  line_total  bigint NOT NULL CHECK (line_total >= 0),
  CONSTRAINT order_lines_position_unique UNIQUE (order_id, position)
);
CREATE INDEX order_lines_product_idx ON order_lines (product_id);

CREATE TABLE payments (
  id                   text PRIMARY KEY DEFAULT shop_new_id(),
  order_id             text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider             text NOT NULL CHECK (provider IN ('sandbox', 'stripe', 'vnpay')),
  provider_session_id  text NOT NULL,
  status               text NOT NULL CHECK (status IN ('open', 'paid', 'expired', 'cancelled')),
  amount               bigint NOT NULL CHECK (amount >= 0),
  currency             text NOT NULL DEFAULT 'VND',
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payments_session_unique UNIQUE (provider, provider_session_id)
);
CREATE INDEX payments_order_idx ON payments (order_id);
CREATE TRIGGER payments_touch BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION shop_touch_updated_at();

-- Every provider notification is recorded once by its event id; a replay finds the row and stops.
CREATE TABLE payment_events (
  id           text PRIMARY KEY DEFAULT shop_new_id(),
  provider     text NOT NULL,
  event_id     text NOT NULL,
  type         text NOT NULL,
  payload      jsonb NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT payment_events_unique UNIQUE (provider, event_id)
);

-- A repeated submission with the same Idempotency-Key returns the stored first answer.
CREATE TABLE idempotency_keys (
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_hash  text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- ---------------------------------------------------------------- mail

CREATE TABLE mail_outbox (
  id          text PRIMARY KEY DEFAULT shop_new_id(),
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  error       text
);
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC);
