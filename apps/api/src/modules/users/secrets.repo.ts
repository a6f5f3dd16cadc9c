import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** The secrets the shop makes for itself, by their row name in app_secrets. */
export type AppSecretName = 'access_token';

/**
 * The secret kept under `name`, storing `candidate` first when there is none. Processes starting
 * together on one database each offer a candidate; the first insert wins and all read that one.
 */
export async function keepSecretOnce(
  db: Database,
  name: AppSecretName,
  candidate: string,
): Promise<string> {
  await db.execute(
    sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${candidate}) ON CONFLICT (name) DO NOTHING`,
  );
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`SELECT value FROM app_secrets WHERE name = ${name}`,
  );
  if (!row) throw new Error(`The ${name} secret could not be stored`);
  return row.value;
}
