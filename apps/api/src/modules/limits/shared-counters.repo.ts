import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** One counted hit: the key's hits in its current window, and how long that window still runs. */
export interface CountedHit {
  hits: number;
  msLeft: number;
}

/**
 * Counts one hit of `key` in a fixed window of `windowMs`, in one statement: processes hitting the
 * same key at once each get their own, different count (the row is locked for the update), and a
 * window that has ended starts again at one.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<CountedHit> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const ended = sql`shared_counters.window_ends_at <= now()`;
  const [row] = await queryRows<{ hits: number; ms_left: number | string }>(
    db,
    sql`
    INSERT INTO shared_counters (key, window_started_at, window_ends_at, hits)
    VALUES (${key}, now(), now() + ${window}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN ${ended} THEN 1 ELSE shared_counters.hits + 1 END,
      window_started_at = CASE WHEN ${ended} THEN now() ELSE shared_counters.window_started_at END,
      window_ends_at = CASE WHEN ${ended} THEN now() + ${window} ELSE shared_counters.window_ends_at END
    RETURNING hits,
      greatest(0, ceil(extract(epoch FROM window_ends_at - now()) * 1000))::integer AS ms_left`,
  );
  if (!row) throw new Error('counting a hit returned no row');
  return { hits: row.hits, msLeft: Number(row.ms_left) };
}

/** Deletes the counters whose window ended: nothing reads them again. */
export async function deleteEndedCounters(db: Database): Promise<void> {
  await db.execute(sql`DELETE FROM shared_counters WHERE window_ends_at <= now()`);
}
