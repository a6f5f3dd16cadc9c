-- The shop's settings the owner edits on the "Cài đặt cửa hàng" screen (issue 41). A row holds one
-- setting the owner has changed (its key is the field's path: `taxCode`, `storefront.vi.cardBadge`,
-- `policies.giao-hang`); a setting without a row keeps the environment's value (SHOP_*, BANK_*,
-- ORDER_NOTIFY_EMAIL) or the code's default.
CREATE TABLE shop_settings (
  key         text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 100),
  value       jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  updated_by  text REFERENCES users (id) ON DELETE SET NULL
);

-- Every change of a setting: who (kept as the e-mail they had, the account may go), when, the
-- value before and after.
CREATE TABLE shop_settings_audit (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL DEFAULT now(),
  user_id     text REFERENCES users (id) ON DELETE SET NULL,
  user_email  text NOT NULL,
  field       text NOT NULL,
  before      jsonb NOT NULL,
  after       jsonb NOT NULL
);
CREATE INDEX shop_settings_audit_at ON shop_settings_audit (at DESC, id DESC);
