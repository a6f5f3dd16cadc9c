import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ListenHandlers, Listening } from '../../db/notifications';
import type { CatalogCache } from './catalog-cache';
import { NoticeQueue, type NoticeBody } from './change-notices';

/** The notification channel every API process of one database listens on. */
export const CATALOG_CHANGES_CHANNEL = 'shop_catalog_changes';

interface Notice extends NoticeBody {
  /** The process that made the change: it has already forgotten what the change touched. */
  from: string;
}

function parseNotice(payload: string): Notice | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return undefined;
    const { from, products } = value as Record<string, unknown>;
    if (typeof from !== 'string') return undefined;
    if (products === undefined) return { from };
    if (!Array.isArray(products) || !products.every((id) => typeof id === 'string'))
      return undefined;
    return { from, products };
  } catch {
    return undefined;
  }
}

export interface CatalogChangeFeed {
  close(): Promise<void>;
}

/**
 * Tells every other API process of each catalogue change made through this one, and makes this
 * process forget what theirs touched: a NOTIFY after the change committed (the cache is told only
 * then), a LISTEN here. A lost connection is made again by the database layer; notices sent
 * meanwhile are lost, so on reconnecting this process forgets every answer. While it is away, the
 * cache's lifetime bounds how stale an answer can be, as it always did.
 */
export async function startCatalogChangeFeed(
  cache: CatalogCache,
  db: Database,
  listen: (channel: string, handlers: ListenHandlers) => Promise<Listening>,
  log: FastifyBaseLogger,
): Promise<CatalogChangeFeed> {
  const self = randomUUID();
  let closed = false;
  const listening = await listen(CATALOG_CHANGES_CHANNEL, {
    onPayload(payload) {
      const notice = parseNotice(payload);
      if (!notice) {
        log.warn({ payload: payload.slice(0, 200) }, 'unreadable catalogue change notice ignored');
        return;
      }
      if (notice.from === self) return;
      cache.forget(notice.products ? { products: notice.products } : {});
    },
    onConnected(reconnected) {
      if (!reconnected) return;
      cache.forget({});
      log.info('catalogue change feed connected again; cached answers forgotten');
    },
    onLost(error, retryInMs) {
      log.warn(
        { err: error, retryInMs },
        'catalogue change feed lost its connection; cached answers fall back to their lifetime',
      );
    },
  });

  // Changes made close together go out together, in one statement (see NoticeQueue).
  const notices = new NoticeQueue(
    async (bodies) => {
      const payloads = bodies.map((body): string => JSON.stringify({ from: self, ...body }));
      await db.execute(
        sql`SELECT pg_notify(${CATALOG_CHANGES_CHANNEL}, payload)
            FROM unnest(${sql.param(payloads)}::text[]) WITH ORDINALITY AS n(payload, i)
            ORDER BY i`,
      );
    },
    (error) => {
      // A send cut short by closing is no news.
      if (!closed)
        log.warn({ err: error }, 'catalogue change notice not sent; others fall back to lifetime');
    },
  );
  cache.onChange((change) => {
    notices.add(change);
  });

  return {
    async close() {
      closed = true;
      notices.close();
      await listening.close();
    },
  };
}
