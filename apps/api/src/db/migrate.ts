import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../paths';
import { queryRows, type DatabaseHandle } from './client';

// Any fixed number: the advisory lock that keeps two processes from migrating at once.
const MIGRATION_LOCK_KEY = 727_274_001;

/** The migration files of a folder (`NNNN_name.sql`), in the order they apply. */
export async function migrationFiles(migrationsDir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
}

/**
 * Applies every `migrations/NNNN_name.sql` not applied yet, in name order, each in its own
 * transaction. Safe to run from several processes starting together against one PostgreSQL.
 */
export async function migrate(
  handle: DatabaseHandle,
  migrationsDir: string = MIGRATIONS_DIR,
): Promise<string[]> {
  await handle.db.execute(
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = await migrationFiles(migrationsDir);
  const applied: string[] = [];
  for (const file of files) {
    const done = await queryRows<{ name: string }>(
      handle.db,
      sql`SELECT name FROM schema_migrations WHERE name = ${file}`,
    );
    if (done.length > 0) continue;
    const script = await readFile(join(migrationsDir, file), 'utf8');
    const escaped = file.replace(/'/g, "''");
    // Inside the transaction: wait for the lock, then apply only if nobody applied it meanwhile.
    const guarded = `
      DO $guard$ BEGIN
        IF EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${escaped}') THEN
          RAISE EXCEPTION 'shop-migration-already-applied';
        END IF;
      END $guard$;
      ${script}
      ;INSERT INTO schema_migrations (name) VALUES ('${escaped}');`;
    try {
      await handle.runScriptInTransaction(
        guarded,
        `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY});`,
      );
      applied.push(file);
    } catch (error) {
      if (error instanceof Error && error.message.includes('shop-migration-already-applied'))
        continue;
      throw new Error(
        `Migration ${file} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  }
  return applied;
}
