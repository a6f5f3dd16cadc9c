import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';

/** Names read for an estimate: enough to tell a part in 1 % of names from one in 10 %. */
export const SAMPLED_NAMES = 5000;
/**
 * A sample older than this is taken again, in the background, by the next search; a sample that
 * failed (a timeout on a huge table, a lost connection) is tried again no sooner either.
 */
export const SAMPLE_MAX_AGE_MS = 10 * 60_000;

/**
 * The parts of a query that may stand for it in the trigram index: three letters or digits
 * ("huo"), or two ending or starting a word ("bo ", " ly"). From each, pg_trgm takes at least one
 * trigram, so the index always narrows the search; a part of any other shape might give none.
 */
const KEY_SHAPE = /^[a-z0-9]{3}$|^[a-z0-9]{2} $|^ [a-z0-9]{2}$/;

/**
 * A sample of the catalogue's folded names, and for each three characters the sampled names that
 * hold them. A name is read with a space at each end, as pg_trgm reads the ends of words: the
 * index's list for "am " holds every name ending in "…tam" too, and walking it costs as much as if
 * the space were there.
 */
export class SampledNames {
  private readonly holders = new Map<string, number[]>();

  constructor(
    private readonly names: readonly string[],
    /** How many names of the catalogue each sampled one stands for. */
    readonly scale = 1,
  ) {
    names.forEach((name, index) => {
      const padded = ` ${name} `;
      const seen = new Set<string>();
      for (let at = 0; at + 3 <= padded.length; at++) seen.add(padded.slice(at, at + 3));
      for (const trigram of seen) {
        const holders = this.holders.get(trigram);
        if (holders) holders.push(index);
        else this.holders.set(trigram, [index]);
      }
    });
  }

  /** How many sampled names hold these three characters. */
  holding(trigram: string): number {
    return this.holders.get(trigram)?.length ?? 0;
  }

  /** How many of the sampled names holding `trigram` contain `text` as well. */
  holdingBoth(trigram: string, text: string): number {
    let both = 0;
    for (const index of this.holders.get(trigram) ?? [])
      if (this.names[index]?.includes(text)) both++;
    return both;
  }
}

/**
 * What one name costs a count, in microseconds on the slower host of issue 17, measured with
 * `EXPLAIN ANALYZE`: stepping one trigram's list past it while the index intersects the lists, and
 * reading its row to check the whole query. Only their ratio matters.
 */
const LIST_STEP_US = 0.064;
const ROW_CHECK_US = 0.4;

/**
 * The part of a folded query of several words that a count should ask the trigram index for, or
 * none when the whole pattern is cheaper, or for one word (its own trigrams are already few).
 *
 * Why (decision record 041): the trigram index answers a LIKE by stepping through the lists of
 * every trigram of the pattern, about thirteen for three words, from the rarest one; a capped count
 * has to build the whole bitmap before it can stop. Asked for the rarest part alone, it walks one
 * list, and the rows found are checked for the whole query until the cap. That wins when the rows
 * found mostly match (the shop's common phrases: under half the time) and loses when few do, as
 * every row found is then read: the sample tells which.
 */
export function countPart(
  folded: string,
  sample: SampledNames | undefined,
  cap: number,
): string | undefined {
  if (!sample || !folded.trim().includes(' ')) return undefined;
  let part: string | undefined;
  let fewest = Infinity;
  // The trigrams the whole pattern asks for: about one per part, and a word's start besides.
  let trigrams = folded.trim().split(/\s+/).length - 1;
  for (let at = 0; at + 3 <= folded.length; at++) {
    const piece = folded.slice(at, at + 3);
    if (!KEY_SHAPE.test(piece)) continue;
    trigrams++;
    const holding = sample.holding(piece);
    if (holding < fewest) {
      fewest = holding;
      part = piece;
    }
  }
  // Held by no sampled name: rare enough that either way costs little, and one list costs less.
  if (part === undefined || fewest === 0) return part;
  const listed = fewest * sample.scale;
  const matching = sample.holdingBoth(part, folded) * sample.scale;
  // Rows found stop being read at the cap; with few matches, every row found is read.
  const checked = matching === 0 ? listed : Math.min(listed, (cap * listed) / matching);
  const throughPart = listed * LIST_STEP_US + checked * ROW_CHECK_US;
  const wholePattern = listed * trigrams * LIST_STEP_US + Math.min(matching, cap) * ROW_CHECK_US;
  return throughPart < wholePattern ? part : undefined;
}

/**
 * A random sample of the catalogue's folded names, kept by the process and taken again when old.
 * Only the speed of a search depends on it, never its answer: a stale or missing sample picks a
 * slower part, or none.
 */
export class TrigramSample {
  private sample: SampledNames | undefined;
  /** When the last sample was begun, whether or not it succeeded. */
  private triedAt = -Infinity;
  private taking: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The sample as it is now; an old or missing one is taken again meanwhile. */
  current(): SampledNames | undefined {
    if (this.now() - this.triedAt >= SAMPLE_MAX_AGE_MS && !this.taking) {
      // A failed sample leaves the last one (or none) in use until it is tried again.
      this.take().catch(() => undefined);
    }
    return this.sample;
  }

  /** Takes the sample now (the first search does it in the background; tests wait for it). */
  take(): Promise<void> {
    if (!this.taking) {
      this.triedAt = this.now();
      this.taking = this.read().finally(() => {
        this.taking = undefined;
      });
    }
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
    const scale = rows > names.length && names.length > 0 ? rows / names.length : 1;
    this.sample = new SampledNames(
      names.map((row) => row.name),
      scale,
    );
  }
}
