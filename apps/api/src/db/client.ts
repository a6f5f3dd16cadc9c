import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

/** One type for both drivers: every query is written once and runs on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (a migration) inside one transaction. */
  runScriptInTransaction(script: string, before?: string): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize)
    : openPglite(target);
}

async function openPglite(
  target: { kind: 'pglite'; dataDir: string } | { kind: 'pglite-memory' },
): Promise<DatabaseHandle> {
  const release = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : () => undefined;
  try {
    const extensions = { pg_trgm, unaccent };
    const client =
      target.kind === 'pglite'
        ? await PGlite.create(target.dataDir, { extensions })
        : await PGlite.create({ extensions });
    return {
      db: drizzlePglite(client, { schema }),
      kind: 'pglite',
      async runScriptInTransaction(script, before) {
        await client.transaction(async (tx) => {
          if (before) await tx.exec(before);
          await tx.exec(script);
        });
      },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // Money columns are bigint; node-postgres would hand them over as strings.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzleNodePg(pool, { schema }),
    kind: 'postgres',
    async runScriptInTransaction(script, before) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        if (before) await client.query(before);
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * Runs raw SQL and returns its rows. Both drivers answer with an object that has `rows`; Drizzle's
 * shared type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
