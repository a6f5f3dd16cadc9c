-- Staff roles (issue 45). An ADMIN account carries a staff role: OWNER (everything, the spec's
-- ADMIN), ORDERS (orders, customers, payments) or CATALOGUE (catalogue and stock). Every admin row
-- of the endpoint table names its area and the API admits a role only to its areas
-- (packages/contract/src/staff.ts). The admins there were before this migration are owners; an
-- ADMIN made without a role (the create-admin command) is an owner too. A shopper has no role.
ALTER TABLE users ADD COLUMN staff_role text
  CHECK (staff_role IN ('OWNER', 'ORDERS', 'CATALOGUE'));
ALTER TABLE users ADD CONSTRAINT users_staff_role_admin CHECK (staff_role IS NULL OR role = 'ADMIN');
UPDATE users SET staff_role = 'OWNER' WHERE role = 'ADMIN';

-- The owner invites staff by e-mail: the link's secret is stored only as its hash, works until it
-- expires and only once (accepted_at). Who invited is kept for the staff screen; an invitation of
-- an owner who is later removed stays readable (ON DELETE SET NULL).
CREATE TABLE staff_invitations (
  id           text PRIMARY KEY DEFAULT shop_new_id() CHECK (id ~ '^[0-9a-f]{24}$'),
  email        text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  staff_role   text NOT NULL CHECK (staff_role IN ('OWNER', 'ORDERS', 'CATALOGUE')),
  token_hash   text NOT NULL,
  invited_by   text REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  accepted_at  timestamptz,
  accepted_by  text REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT staff_invitations_token_unique UNIQUE (token_hash)
);
-- At most one open invitation an address: a second one replaces the first.
CREATE UNIQUE INDEX staff_invitations_open_email_idx ON staff_invitations (email)
  WHERE accepted_at IS NULL;
