import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { SearchHits, SearchIndex } from './search-index';
import { countPart, TrigramSample } from './trigram-sample';

/** Totals are counted up to here; a search matching more reports this many (100 pages of 10). */
export const MAX_COUNTED_HITS = 1000;
/** Shorter words are not corrected: one edit away from almost every other short word. */
export const MIN_CORRECTED_LENGTH = 3;
/**
 * A query needs a word this long to be looked for anywhere inside names: the trigram index cannot
 * narrow down a shorter one, so finding a rare pair of letters inside words reads every name.
 * Shorter queries match the beginnings of words instead, which the index does serve.
 */
export const MIN_SUBSTRING_LENGTH = 3;
/** What a typo may put into a folded name (lower case, no diacritics). */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

interface SearchTerms {
  /** The query folded like `products.search_name`. */
  folded: string;
  /** `%folded%` with LIKE's wildcards escaped. */
  pattern: string;
}

interface Page {
  offset: number;
  limit: number;
}

/** One word of the query: found as typed (inside a longer word too), or as one of its corrections. */
export interface WordMatch {
  word: string;
  corrections: string[];
}

/** One word of the query as the catalogue knows it. */
export interface QueryWord {
  word: string;
  /** Whether it is a word of some name (`search_words`). */
  known: boolean;
  /** The catalogue's words one edit away from it (see `correctionsOf`). */
  nearby: string[];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, (ch) => `\\${ch}`);

/**
 * Every string one edit from `word`: a letter deleted, two neighbours swapped, a letter changed or
 * a letter added. About 75 × the word's length strings, looked up in one indexed query.
 */
export function oneEditAway(word: string): string[] {
  const edits = new Set<string>();
  for (let at = 0; at <= word.length; at++) {
    const head = word.slice(0, at);
    const tail = word.slice(at);
    if (tail.length > 0) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail.charAt(1) + tail.charAt(0) + tail.slice(2));
    for (const letter of ALPHABET) {
      if (tail.length > 0) edits.add(head + letter + tail.slice(1));
      edits.add(head + letter + tail);
    }
  }
  edits.delete(word);
  return [...edits];
}

/**
 * What a typed word may be a typo of. A word of at least MIN_CORRECTED_LENGTH letters: any string
 * one edit away. A word one letter shorter: only the longer strings one letter added away, because
 * a three-letter word with a letter missing is typed as two ("tro" as "to", "pha" as "pa"), while
 * a two-letter word with a letter changed is one edit from nearly every other short word. Shorter
 * words: none.
 */
export function correctionsOf(word: string): string[] {
  if (word.length >= MIN_CORRECTED_LENGTH) return oneEditAway(word);
  if (word.length < MIN_CORRECTED_LENGTH - 1) return [];
  return oneEditAway(word).filter((edit) => edit.length >= MIN_CORRECTED_LENGTH);
}

/** Names containing the query as written (folded): newest first, served by an index either way. */
export function substringPageQuery(terms: SearchTerms, page: Page): SQL {
  return sql`
    SELECT p.id FROM product_search p
    WHERE p.search_name LIKE ${terms.pattern}
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
}

/**
 * How many names contain the query as written, up to the cap. With `part` (a piece of the query:
 * `countPart`, decision record 041), the trigram index is asked for that piece alone and each row found
 * is checked for the whole query by `strpos`, which the index cannot serve: the same rows, found by
 * walking one trigram's list instead of every trigram's of the query.
 */
export function substringCountQuery(terms: SearchTerms, part?: string): SQL {
  return part === undefined
    ? cappedCount(sql`p.search_name LIKE ${terms.pattern}`)
    : cappedCount(
        sql`p.search_name LIKE ${likePattern(part)} AND strpos(p.search_name, ${terms.folded}) > 0`,
      );
}

/** Names containing every word, in any order: each as typed, or as one of its corrections. */
function everyWord(words: readonly WordMatch[]): SQL {
  const conditions = words.map(({ word, corrections }) => {
    const asTyped = sql`p.search_name LIKE ${likePattern(word)}`;
    if (corrections.length === 0) return asTyped;
    // A correction is a whole word of the name: "tro" must not match inside "trong".
    const wholeWord = `(^| )(${corrections.map(regexLiteral).join('|')})( |$)`;
    return sql`(${asTyped} OR p.search_name ~ ${wholeWord})`;
  });
  return sql.join(conditions, sql` AND `);
}

/** Names in which every word of the query begins a word: "tu" finds "Vỏ tủ điện", "io" no "Lioa". */
function everyWordStarting(words: readonly string[]): SQL {
  const conditions = words.map((word) => {
    const escaped = likePattern(word).slice(1);
    // Both forms leave the word's first letters next to a word boundary, which the trigram index
    // keeps as trigrams of their own ("  t", " tu"): a rare beginning is found without a scan.
    return sql`(p.search_name LIKE ${escaped} OR p.search_name LIKE ${`% ${escaped}`})`;
  });
  return sql.join(conditions, sql` AND `);
}

export function wordStartsPageQuery(words: readonly string[], page: Page): SQL {
  return sql`
    SELECT p.id FROM product_search p
    WHERE ${everyWordStarting(words)}
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
}

export function wordStartsCountQuery(words: readonly string[]): SQL {
  return cappedCount(everyWordStarting(words));
}

export function wordsPageQuery(words: readonly WordMatch[], page: Page): SQL {
  return sql`
    SELECT p.id FROM product_search p
    WHERE ${everyWord(words)}
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
}

/**
 * The names holding every word that do not hold the query as written: listed after those that do
 * (`substringPageQuery`), newest first. Served by the same indexes as `wordsPageQuery`; the
 * substring is only checked on the rows they find. Asked only when `wordsAfterSubstringQuery`
 * counted the cap, so such names are many and the newest are found early.
 */
export function otherWordsPageQuery(
  words: readonly WordMatch[],
  terms: SearchTerms,
  page: Page,
): SQL {
  return sql`
    SELECT p.id FROM product_search p
    WHERE ${everyWord(words)} AND NOT (p.search_name LIKE ${terms.pattern})
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
}

/**
 * How many names hold every word, up to the cap, and, among them, a page of those that do not hold
 * the query as written, newest first: in one statement that reads the matches once, as the capped
 * count does. The page is right when fewer than the cap matched (all of them were read); otherwise
 * it is asked again by `otherWordsPageQuery`. Listing them through the newest-first index instead
 * would read the whole table whenever few or none of the names hold the words apart.
 */
export function wordsAfterSubstringQuery(
  words: readonly WordMatch[],
  terms: SearchTerms,
  page: Page,
): SQL {
  return sql`
    WITH hits AS MATERIALIZED (
      SELECT p.id, p.created_at, p.search_name LIKE ${terms.pattern} AS together
      FROM product_search p WHERE ${everyWord(words)} LIMIT ${MAX_COUNTED_HITS})
    SELECT (SELECT count(*) FROM hits) AS total,
      ARRAY(SELECT id FROM hits WHERE NOT together ORDER BY created_at DESC, id DESC
            OFFSET ${page.offset} LIMIT ${page.limit}) AS ids`;
}

/** How many names hold every word, up to the cap. */
export function wordsCountQuery(words: readonly WordMatch[]): SQL {
  return cappedCount(everyWord(words));
}

function cappedCount(matches: SQL): SQL {
  return sql`SELECT count(*) AS total FROM (SELECT 1 FROM product_search p WHERE ${matches} LIMIT ${MAX_COUNTED_HITS}) AS hits`;
}

/**
 * Search over `products.search_name` (the name folded by `shop_fold`: lower-case, no diacritics),
 * read from `product_search`, the narrow copy of it and of the creation time that the products'
 * triggers keep (decision record 038). The hits are the names holding every word of the query, in
 * any order, listed best first (decision record 002):
 * - names containing the query as a substring (its words side by side) come first, newest first,
 *   served by the created-at index for common words or the trigram index for rare ones;
 * - then, newest first, the other names holding every word as typed (inside a longer word too).
 *   They are looked for only when the substring step counted fewer than MAX_COUNTED_HITS: a common
 *   query's pages are its substring's, and costs what it did (decision record 002, addendum);
 * - only when no name holds every word as typed, a word no name has ("tor", "nihet") may also be
 *   any word of the catalogue one edit away from it ("tro", "nhiet"); and when that finds nothing
 *   either, every word may be corrected, as a typo can make another word of the catalogue
 *   ("dieu" for "dien"), except a catalogue word holding a digit (a size, a power, a model).
 *   The catalogue's words are kept in `search_words`, so finding the corrections is one
 *   primary-key lookup, whatever the size of the catalogue.
 * Totals are counted up to MAX_COUNTED_HITS (a common word matches a large part of the catalogue,
 * and an exact count of all of them is what made search slow); the substring step counts through
 * the query's rarest part when a sample of the names says it is cheaper (`countPart`).
 */
export class PostgresSearchIndex implements SearchIndex {
  /** What the counts' parts are picked by (read on the first search, in the background). */
  readonly trigrams: TrigramSample;

  /**
   * @param db where the searches run; on a server, connections whose statements the database
   *   cancels after the catalogue's query timeout (a cancelled query rejects with SQLSTATE 57014).
   */
  constructor(private readonly db: Database) {
    this.trigrams = new TrigramSample(db);
  }

  /** Folds the text on its own first, so the search compares the index against constants. */
  async terms(text: string): Promise<SearchTerms> {
    const [row] = await queryRows<{ folded: string }>(
      this.db,
      sql`SELECT shop_fold(${text}) AS folded`,
    );
    const folded = row?.folded ?? '';
    return { folded, pattern: likePattern(folded) };
  }

  /**
   * The query's words, each with whether the catalogue has it and the catalogue's words one edit
   * away from it (`correctionsOf`), in one indexed lookup.
   */
  async lookUp(folded: string): Promise<QueryWord[]> {
    const words = [...new Set(folded.split(/\s+/).filter((word) => word !== ''))];
    const edits = new Map(words.map((word) => [word, correctionsOf(word)]));
    const candidates = [...words, ...[...edits.values()].flat()];
    const known = new Set(
      (
        await queryRows<{ word: string }>(
          this.db,
          sql`SELECT word FROM search_words WHERE word = ANY(${sql.param(candidates)}::text[])`,
        )
      ).map((row) => row.word),
    );
    return words.map((word) => ({
      word,
      known: known.has(word),
      nearby: (edits.get(word) ?? []).filter((edit) => known.has(edit)),
    }));
  }

  /** The query's words, each with the catalogue's words one edit away when it is not one itself. */
  async words(folded: string): Promise<WordMatch[]> {
    return correctingUnknown(await this.lookUp(folded));
  }

  async search(text: string, page: Page): Promise<SearchHits> {
    const terms = await this.terms(text);
    const typed = terms.folded.split(/\s+/).filter((word) => word !== '');
    if (typed.length === 0) return { ids: [], total: 0 };
    // The search page asks on every keystroke, so one or two letters are normal, not an attack:
    // they are answered, through the index, from the beginnings of words.
    if (!typed.some((word) => word.length >= MIN_SUBSTRING_LENGTH)) {
      const words = [...new Set(typed)];
      return this.hits(wordStartsCountQuery(words), wordStartsPageQuery(words, page));
    }
    const bySubstring = await this.hits(
      substringCountQuery(
        terms,
        countPart(terms.folded, this.trigrams.current(), MAX_COUNTED_HITS),
      ),
      substringPageQuery(terms, page),
    );
    // A common query: its substring alone fills every page anyone reads and the counted total.
    if (bySubstring.total >= MAX_COUNTED_HITS) return bySubstring;
    if (bySubstring.total > 0) {
      // Every word is in some name as typed, so none is corrected. One word is its own substring.
      const words = [...new Set(typed)];
      if (words.length === 1) return bySubstring;
      const asTyped = words.map((word) => ({ word, corrections: [] }));
      return this.afterSubstring(asTyped, terms, bySubstring, page);
    }
    // Nothing holds the query as written: its words apart, as typed or corrected.
    const words = await this.lookUp(terms.folded);
    const tried = new Set<string>();
    let found: SearchHits = { ids: [], total: 0 };
    for (const matches of [correctingUnknown(words), correctingAll(words)]) {
      const key = JSON.stringify(matches);
      // One word as typed already failed as a substring; only its corrections can find more.
      const worthTrying =
        matches.length > 1 || matches.some((match) => match.corrections.length > 0);
      if (tried.has(key) || !worthTrying) continue;
      tried.add(key);
      found = await this.hits(wordsCountQuery(matches), wordsPageQuery(matches, page));
      if (found.total > 0) return found;
    }
    return found;
  }

  /**
   * The hits of the substring step followed by the other names holding every word: the total and
   * the page's rest (when the substring's hits end before the page does).
   */
  private async afterSubstring(
    words: readonly WordMatch[],
    terms: SearchTerms,
    bySubstring: SearchHits,
    page: Page,
  ): Promise<SearchHits> {
    const first = bySubstring.total;
    const rest: Page = {
      offset: Math.max(page.offset - first, 0),
      limit: Math.max(page.offset + page.limit - Math.max(page.offset, first), 0),
    };
    const [row] = await queryRows<{ total: string | number; ids: string[] | null }>(
      this.db,
      wordsAfterSubstringQuery(words, terms, rest),
    );
    const total = Number(row?.total ?? 0);
    let others = row?.ids ?? [];
    if (rest.limit > 0 && total >= MAX_COUNTED_HITS) {
      others = await this.ids(otherWordsPageQuery(words, terms, rest));
    }
    return { ids: [...bySubstring.ids, ...others], total: Math.max(total, first) };
  }

  /**
   * The total and the page of one step, asked for at once: on PostgreSQL they run side by side on
   * two connections, so a search waits for the slower of the two rather than for both.
   */
  private async hits(count: SQL, page: SQL): Promise<SearchHits> {
    const [total, ids] = await Promise.all([this.count(count), this.ids(page)]);
    return { ids: total === 0 ? [] : ids, total };
  }

  private async ids(query: SQL): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(this.db, query);
    return rows.map((row) => row.id);
  }

  private async count(query: SQL): Promise<number> {
    const [row] = await queryRows<{ total: string | number }>(this.db, query);
    return Number(row?.total ?? 0);
  }
}

/** Words no name has may be corrected; the catalogue's own words are taken as typed. */
const correctingUnknown = (words: readonly QueryWord[]): WordMatch[] =>
  words.map(({ word, known, nearby }) => ({ word, corrections: known ? [] : nearby }));

/**
 * Every word may be corrected, as a typo can make another word of the catalogue ("dieu" for
 * "dien"); but a word of the catalogue holding a digit is a size, a power or a model, meant as
 * typed: "mái 800" must not find "Quạt hút mái 700".
 */
const correctingAll = (words: readonly QueryWord[]): WordMatch[] =>
  words.map(({ word, known, nearby }) => ({
    word,
    corrections: known && /\d/.test(word) ? [] : nearby,
  }));
