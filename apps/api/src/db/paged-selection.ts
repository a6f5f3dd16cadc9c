import { and, sql, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/**
 * The admin's paged searches (orders, customers): a page of a selection with how many there are in
 * all, and the same selection read batch by batch for an export, each batch starting after the
 * last row of the one before (a walk of the sort's index, never an offset).
 */

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The `LIKE` pattern finding `searchKey` (already normalized by the service) anywhere in a folded
 * search key: folded in the database by the function that folded the stored keys, so the trigram
 * indexes serve the substring match. LIKE's own characters in the key match only themselves.
 */
export const containsPattern = (searchKey: string): SQL =>
  sql`'%' || shop_fold(${likeEscaped(searchKey)}) || '%'`;

/** A selection of one table's rows: which rows, in which order. */
export interface PagedSelection {
  table: PgTable;
  where: SQL | undefined;
  orderBy: SQL[];
}

/**
 * One page of the selection, read by `query` (what is shown of each row:
 * `db.select(columns).from(table).$dynamic()`), and how many rows it selects in all.
 */
export async function selectPage<Query extends PgSelect>(
  db: Database,
  query: Query,
  { table, where, orderBy }: PagedSelection,
  page: { offset: number; limit: number },
): Promise<{ rows: Awaited<Query>; total: number }> {
  const rows = await query
    .where(where)
    .orderBy(...orderBy)
    .offset(page.offset)
    .limit(page.limit);
  const [count] = await db
    .select({ total: sql<number>`count(*)::integer`.mapWith(Number) })
    .from(table)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/**
 * The selection's rows after the cursor (`after`, the condition that starts past it), at most
 * `limit`, and the cursor of the next batch (`cursorOf` the last row) when there may be more.
 */
export async function selectBatch<Query extends PgSelect, Cursor>(
  query: Query,
  { where, orderBy }: PagedSelection,
  after: SQL | undefined,
  limit: number,
  cursorOf: (last: Awaited<Query>[number]) => Cursor,
): Promise<{ rows: Awaited<Query>; next: Cursor | undefined }> {
  const rows: Awaited<Query> = await query
    .where(and(where, after))
    .orderBy(...orderBy)
    .limit(limit);
  const last = rows.at(-1);
  return { rows, next: last !== undefined && rows.length === limit ? cursorOf(last) : undefined };
}

/** The rows a listing's page (1 on) of `limit` rows starts at and holds. */
export const pageWindow = (request: { page: number; limit: number }) => ({
  offset: (request.page - 1) * request.limit,
  limit: request.limit,
});

/** A page as the admin's listings answer it: its items, how many in all, how many pages. */
export const pageAnswer = <Row, Item>(
  { rows, total }: { rows: readonly Row[]; total: number },
  limit: number,
  itemOf: (row: Row) => Item,
) => ({ data: rows.map(itemOf), totalCount: total, totalNoPage: Math.ceil(total / limit) });
