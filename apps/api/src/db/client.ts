import { constants, readdirSync } from 'node:fs';
import { chmod, cp, readdir, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { acquireDataDirLock } from './data-dir-lock';
import { listenOnPostgres, type ListenHandlers, type Listening } from './notifications';
import { makeTreePrivate, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';
import * as schema from './schema';

/** One type for both drivers: every query is written once and runs on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (a migration) inside one transaction. */
  runScriptInTransaction(script: string, before?: string): Promise<void>;
  /**
   * The embedded database on disk only: copies its cluster into `destination` (which must not
   * exist yet) while no statement runs, between transactions; `meanwhile` runs in that same quiet
   * moment. The copy is what a power cut at that instant would leave, which PostgreSQL opens as it
   * opens after a crash: with every committed transaction and nothing else.
   */
  copyDataDir?(destination: string, meanwhile?: () => Promise<void>): Promise<void>;
  /**
   * Subscribes to a notification channel (PostgreSQL's LISTEN); `SELECT pg_notify(...)` from any
   * process on the database reaches every subscriber. On a server the subscription has its own
   * connection and comes back by itself after a loss.
   */
  listen?: (channel: string, handlers: ListenHandlers) => Promise<Listening>;
  /**
   * On a server: at most `connections` connections of their own for the storefront's reads, whose
   * every statement PostgreSQL cancels once it has run for `timeoutMs` (0: never), rejecting with
   * QUERY_CANCELED.
   * The limit is set once per connection, when it opens, so a read costs one round trip rather than
   * four (BEGIN, SET LOCAL, the query, COMMIT). These connections plan no parallel workers: a
   * storefront read is small, and under many requests at once the workers only compete for the
   * cores the other requests need. Made once per timeout and size; closed with the handle.
   */
  timedReads?: (timeoutMs: number, connections: number) => Database;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string;
      /**
       * Called (under the data directory's lock) only when the directory is missing or empty:
       * a closed cluster to copy instead of creating an empty one, or undefined to create it.
       */
      initialDataDir?: () => Promise<string | undefined>;
    }
  | { kind: 'pglite-memory' };

/**
 * PGlite's cluster is configured for a server with memory to spare (shared_buffers 128 MB, zeroed
 * at start, in WebAssembly memory that never shrinks). One embedded process needs far less: the
 * data files are read through the operating system's page cache anyway, and 100 connection slots
 * serve one single-user backend.
 */
const PGLITE_SETTINGS = {
  shared_buffers: '32MB',
  max_connections: '10',
};

const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize)
    : openPglite(target);
}

async function openPglite(
  target: Exclude<DatabaseTarget, { kind: 'postgres' }>,
): Promise<DatabaseHandle> {
  const release = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : () => undefined;
  try {
    const options = { extensions: { pg_trgm, unaccent }, startParams: PGLITE_START_PARAMS };
    const { client, privateModes } =
      target.kind === 'pglite'
        ? await createOnDisk(target.dataDir, options, target.initialDataDir)
        : { client: await PGlite.create(options), privateModes: Promise.resolve() };
    const handle: DatabaseHandle = {
      db: drizzlePglite(client, { schema }),
      kind: 'pglite',
      async runScriptInTransaction(script, before) {
        await client.transaction(async (tx) => {
          if (before) await tx.exec(before);
          await tx.exec(script);
        });
      },
      async listen(channel, handlers) {
        const unlisten = await client.listen(channel, (payload) => {
          handlers.onPayload(payload);
        });
        handlers.onConnected?.(false);
        return {
          async close() {
            if (!client.closed) await unlisten();
          },
        };
      },
      async close() {
        await client.close();
        await privateModes;
        // What PGlite wrote while open (it writes some files 0644 or 0666 whatever the umask).
        if (target.kind === 'pglite') await makeTreePrivate(target.dataDir);
        release();
      },
    };
    if (target.kind === 'pglite') {
      const { dataDir } = target;
      handle.copyDataDir = async (destination, meanwhile) => {
        // Writes out what shared buffers hold, so the copy opens with little log to replay.
        await client.exec('CHECKPOINT');
        // Every query and transaction of this client waits for this lock (PGlite's own, the one
        // its query() and transaction() take), so no file changes while it is held. PGlite on
        // Node writes straight to the files: nothing of a committed transaction is held back.
        await client._runExclusiveTransaction(async () => {
          await cp(dataDir, destination, {
            recursive: true,
            // A clone where the file system can share the blocks; a plain copy elsewhere.
            mode: constants.COPYFILE_FICLONE,
            // It names this process, which the copy will never run in.
            filter: (source) => basename(source) !== 'postmaster.pid',
          });
          await meanwhile?.();
        });
      };
    }
    return handle;
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * Opens the cluster in dataDir, creating it when there is none. A new one is a copy of the closed
 * cluster `initialDataDir` names, when it names one: copied beside, then renamed into place, so
 * that a crash or kill midway leaves no half cluster behind (the next start copies again). A
 * directory with anything in it is never replaced.
 *
 * Its files are made the owner's alone (0600, folders 0700): PGlite writes a cluster it creates
 * 0666, and its catalogue caches (pg_internal.init) 0644 at every open, whatever the umask. A
 * cluster of an older version, made before, is walked over meanwhile (`privateModes`), off the
 * start's path; its folder (0700) already keeps everyone else out.
 */
async function createOnDisk(
  dataDir: string,
  options: { extensions: Extensions; startParams: string[] },
  initialDataDir: (() => Promise<string | undefined>) | undefined,
): Promise<{ client: PGlite; privateModes: Promise<void> }> {
  const existing = !isMissingOrEmpty(dataDir);
  let copied = false;
  if (initialDataDir && !existing) {
    const source = await initialDataDir();
    if (source) {
      const copying = `${dataDir}.copying`;
      await rm(copying, { recursive: true, force: true });
      await cp(source, copying, { recursive: true });
      // The copy has the snapshot's modes; it is made private before it takes its place.
      await makeTreePrivate(copying);
      await rename(copying, dataDir);
      copied = true;
    }
  }
  const client = await PGlite.create(dataDir, options);
  if (!existing && !copied) {
    await makeTreePrivate(dataDir);
    return { client, privateModes: Promise.resolve() };
  }
  await makeCatalogueCachesPrivate(dataDir);
  // close() walks the whole tree again, and reports what it cannot change.
  const privateModes = existing
    ? makeTreePrivate(dataDir).catch(() => undefined)
    : Promise.resolve();
  return { client, privateModes };
}

/** The folder, and the catalogue caches PGlite writes 0644 at each open (one per database). */
async function makeCatalogueCachesPrivate(dataDir: string): Promise<void> {
  await chmod(dataDir, PRIVATE_DIR_MODE);
  const caches = [join(dataDir, 'global', 'pg_internal.init')];
  for (const database of await readdir(join(dataDir, 'base'))) {
    caches.push(join(dataDir, 'base', database, 'pg_internal.init'));
  }
  await Promise.all(
    caches.map((cache) =>
      chmod(cache, PRIVATE_FILE_MODE).catch((error: unknown) => {
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
      }),
    ),
  );
}

function isMissingOrEmpty(dir: string): boolean {
  try {
    return readdirSync(dir).length === 0;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return true;
    throw error;
  }
}

async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  // Loaded only here: the embedded default starts faster without node-postgres.
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  // Money columns are bigint; node-postgres would hand them over as strings.
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const probe = await pool.connect();
  probe.release();
  const timedPools = new Map<string, { pool: InstanceType<typeof pg.Pool>; db: Database }>();
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
    listen(channel, handlers) {
      return Promise.resolve(listenOnPostgres(pg.Client, url, channel, handlers));
    },
    timedReads(timeoutMs, connections) {
      const milliseconds = timeoutMs > 0 ? Math.max(1, Math.round(timeoutMs)) : 0;
      const key = `${milliseconds} ${connections}`;
      let timed = timedPools.get(key);
      if (!timed) {
        const readPool = new pg.Pool({
          connectionString: url,
          max: connections,
          // Sent with the connection's start-up, so no statement of it runs without them.
          options: `-c statement_timeout=${milliseconds} -c max_parallel_workers_per_gather=0`,
        });
        readPool.on('error', () => {
          // As above: the pool replaces a lost idle client.
        });
        timed = { pool: readPool, db: drizzleNodePg(readPool, { schema }) };
        timedPools.set(key, timed);
      }
      return timed.db;
    },
    async close() {
      await Promise.all([pool.end(), ...[...timedPools.values()].map(({ pool: p }) => p.end())]);
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

/** Writes SQL as both drivers receive it (the shop's databases use no casing option). */
const dialect = new PgDialect();

/**
 * A statement to run by name (`runStatement`): on PostgreSQL each connection parses and plans it
 * once, not per call, like Drizzle's prepared queries (PGlite ignores the name). PostgreSQL refuses
 * a name given to a second text, so the text never changes: every value is a parameter, `$1`…
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * A named statement written with Drizzle's `sql` (to share column lists with other queries), made
 * into its text once. It holds no value of its own: its values are written `$1`… in it, and given
 * to `runStatement`.
 */
export function namedStatement(name: string, query: SQL): NamedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (params.length > 0) throw new Error(`${name} holds values; write them as $1… instead`);
  return { name, text };
}

/**
 * Runs a named statement: nothing builds its SQL per call (building it was a fifth of the API's
 * time under the checkout bench, and a few per cent of a cold listing's). `params` are in the order
 * of `$1`, `$2`…: both drivers send arrays as arrays; JSON goes as text, cast in the statement.
 */
export async function runStatement<T>(
  db: Database,
  statement: NamedStatement,
  params: readonly unknown[],
): Promise<T[]> {
  return runNamed<T>(db, statement.name, { sql: statement.text, params: [...params] });
}

async function runNamed<T>(
  db: Database,
  name: string,
  query: { sql: string; params: unknown[] },
): Promise<T[]> {
  const result: unknown = await db._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}

/** SQLSTATE of a statement PostgreSQL cancelled, here because it ran past its statement timeout. */
export const QUERY_CANCELED = '57014';
