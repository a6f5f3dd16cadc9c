import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { queryRows } from '../db/client';
import { migrationFiles } from '../db/migrate';

/** How long the readiness probe waits on the database before calling the process not ready. */
export const READY_CHECK_TIMEOUT_MS = 2_000;

async function within<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Two probes for whatever runs the processes (a reverse proxy, an orchestrator):
 * `/healthz` says the process is alive and answers at once, without the database, so a slow or
 * lost database never gets a live process restarted; `/readyz` says it should get traffic: the
 * database answers and holds every migration this build brings, and the process is not stopping.
 */
export async function registerHealthRoutes(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<void> {
  const bundled = await migrationFiles();
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });

  app.get('/healthz', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind }),
  );

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (reason: string) =>
      reply.status(503).send({ status: 'not_ready', database: database.kind, reason });
    if (stopping) return notReady('the process is shutting down');
    let applied: number;
    try {
      const rows = await within(
        queryRows<{ applied: number }>(
          database.db,
          sql`SELECT count(*)::int AS applied FROM schema_migrations
              WHERE name IN (${sql.join(
                bundled.map((name) => sql`${name}`),
                sql`, `,
              )})`,
        ),
        READY_CHECK_TIMEOUT_MS,
      );
      applied = rows[0]?.applied ?? 0;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return notReady(`the database is not reachable: ${detail}`);
    }
    if (applied < bundled.length) {
      return notReady(
        `${bundled.length - applied} of ${bundled.length} migrations are not applied`,
      );
    }
    return reply.send({
      status: 'ready',
      database: database.kind,
      migrations: { applied, bundled: bundled.length },
    });
  });
}
