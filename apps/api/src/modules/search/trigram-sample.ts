import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** Names read for an estimate: enough to tell a part in 1 % of names from one in 10 %. */
export const SAMPLED_NAMES = 5000;
/** An estimate older than this is taken again, in the background, by the next search. */
export const SAMPLE_MAX_AGE_MS = 10 * 60_000;

/**
 * The parts of a query that may stand for it in the trigram index: three letters or digits
 * ("huo"), or two ending or starting a word ("bo ", " ly"). From each, pg_trgm takes at least one
 * trigram, so the index always narrows the search; a part of any other shape might give none.
 */
const KEY_SHAPE = /^[a-z0-9]{3}$|^[a-z0-9]{2} $|^ [a-z0-9]{2}$/;

/** How many of the sampled names contain each three characters (each counted once per name). */
export type TrigramCounts = ReadonlyMap<string, number>;

/**
 * The counts of a sample. A name is read with a space at each end, as pg_trgm reads the ends of
 * words: the index's list for "am " holds every name ending in "…tam" too, and walking it costs
 * as much as if the space were there.
 */
export function countTrigrams(names: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const padded = ` ${name} `;
    const seen = new Set<string>();
    for (let at = 0; at + 3 <= padded.length; at++) seen.add(padded.slice(at, at + 3));
    for (const trigram of seen) counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
  }
  return counts;
}

/**
 * The rarest part of a folded query of several words, as the sample counts it; none for one word
 * (its own trigrams are already few) or when nothing has the key's shape.
 *
 * Why (decision record 041): the trigram index answers a LIKE by walking the lists of every trigram
 * in the pattern, about fifteen for three words, and a capped count has to build the whole bitmap
 * before it can stop. Asked for one rare part instead, it walks one short list, and the rows found
 * are checked for the whole query: a third of the time for the shop's common phrases.
 */
export function rarestPart(folded: string, counts: TrigramCounts | undefined): string | undefined {
  if (!counts || !folded.trim().includes(' ')) return undefined;
  let rarest: string | undefined;
  let fewest = Infinity;
  for (let at = 0; at + 3 <= folded.length; at++) {
    const part = folded.slice(at, at + 3);
    if (!KEY_SHAPE.test(part)) continue;
    const count = counts.get(part) ?? 0;
    if (count < fewest) {
      fewest = count;
      rarest = part;
    }
  }
  return rarest;
}

/**
 * Trigram counts of a random sample of the catalogue's folded names, kept by the process and taken
 * again when old. Only the speed of a search depends on them, never its answer: a stale or missing
 * sample picks a slower part, or none.
 */
export class TrigramSample {
  private counts: TrigramCounts | undefined;
  private takenAt = -Infinity;
  private taking: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The counts as they are now; an old or missing sample is taken again meanwhile. */
  current(): TrigramCounts | undefined {
    if (this.now() - this.takenAt >= SAMPLE_MAX_AGE_MS && !this.taking) {
      // A failed sample leaves the last one in use; the next search after the age tries again.
      this.take().catch(() => undefined);
    }
    return this.counts;
  }

  /** Takes the sample now (the first search does it in the background; tests wait for it). */
  take(): Promise<void> {
    this.taking ??= this.read().finally(() => {
      this.taking = undefined;
    });
    return this.taking;
  }

  private async read(): Promise<void> {
    const [table] = await queryRows<{ rows: number }>(
      this.db,
      sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'product_search'::regclass`,
    );
    // Never analysed, the table's size is unknown (-1): read all of it. The limit only guards the
    // memory against a table much larger than its statistics say (it would favour the first pages).
    const rows = table && table.rows > 0 ? table.rows : 0;
    const percent = rows > 0 ? Math.min(100, (100 * SAMPLED_NAMES) / rows) : 100;
    const names = await queryRows<{ name: string }>(
      this.db,
      sql`SELECT search_name AS name FROM product_search TABLESAMPLE BERNOULLI (${percent}::real)
          LIMIT ${2 * SAMPLED_NAMES}`,
    );
    this.counts = countTrigrams(names.map((row) => row.name));
    this.takenAt = this.now();
  }
}
