import { hkdfSync, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { keepSecretOnce } from './secrets.repo';

/** The configured signing secret, or one made once and kept in the database for every process. */
export async function resolveAccessTokenSecret(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  return keepSecretOnce(db, 'access_token', randomBytes(48).toString('base64url'));
}

/**
 * What each key derived from the one secret is for. Distinct labels give unrelated keys, so a
 * reset-code hash never helps forge a login token, nor the other way round.
 */
export const KEY_PURPOSES = {
  accessToken: 'industrial-heat-shop access-token signing v1',
  resetCode: 'industrial-heat-shop password-reset code hashing v1',
} as const;

/** A 256-bit key for one purpose, derived from the secret with HKDF-SHA256. */
export function deriveKey(secret: string, purpose: keyof typeof KEY_PURPOSES): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', KEY_PURPOSES[purpose], 32));
}
