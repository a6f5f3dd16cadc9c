-- Secrets the shop makes for itself when none is configured (the access-token signing key), kept
-- in the database so every API process on it signs and verifies with the same one.
CREATE TABLE app_secrets (
  name        text PRIMARY KEY,
  value       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
