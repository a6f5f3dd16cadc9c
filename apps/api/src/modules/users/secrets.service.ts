import { randomBytes } from 'node:crypto';
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
