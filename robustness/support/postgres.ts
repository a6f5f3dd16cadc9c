import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { findPostgresBin, startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs';

export interface PostgresServer {
  url: string;
  stop(): void;
}

/**
 * The PostgreSQL server of TEST_DATABASE_URL (CI's cluster), else a throwaway cluster when a server
 * is installed, else undefined (the PostgreSQL variants are then skipped, saying so).
 */
export async function postgresServer(): Promise<PostgresServer | undefined> {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) return { url, stop: () => undefined };
  if (!findPostgresBin()) return undefined;
  return startThrowawayPostgres();
}

/** A new empty database on the server; `drop` removes it again. */
export async function createDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
