import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { SearchHits, SearchIndex } from './search-index';

/** Totals are counted up to here; a search matching more reports this many (100 pages of 10). */
export const MAX_COUNTED_HITS = 1000;
/** Typo matching ranks at most this many candidates, so a common word cannot make it slow. */
export const MAX_SIMILAR_CANDIDATES = 2000;

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

/** Names containing the query as written (folded): newest first, served by an index either way. */
export function substringPageQuery(terms: SearchTerms, page: Page): SQL {
  return sql`
    SELECT p.id FROM products p
    WHERE p.search_name LIKE ${terms.pattern}
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
}

/** Names with words close to the query's (a typo, another word order), most similar first. */
export function similarPageQuery(terms: SearchTerms, page: Page): SQL {
  return sql`
    SELECT c.id FROM (
      SELECT p.id, p.search_name, p.created_at FROM products p
      WHERE ${terms.folded} <% p.search_name
      LIMIT ${MAX_SIMILAR_CANDIDATES}
    ) AS c
    ORDER BY word_similarity(${terms.folded}, c.search_name) DESC, c.created_at DESC, c.id DESC
    OFFSET ${page.offset} LIMIT ${page.limit}`;
}

function cappedCount(terms: SearchTerms, how: 'substring' | 'similar'): SQL {
  const matches =
    how === 'substring'
      ? sql`p.search_name LIKE ${terms.pattern}`
      : sql`${terms.folded} <% p.search_name`;
  const cap = how === 'substring' ? MAX_COUNTED_HITS : MAX_SIMILAR_CANDIDATES;
  return sql`SELECT count(*) AS total FROM (SELECT 1 FROM products p WHERE ${matches} LIMIT ${cap}) AS hits`;
}

/**
 * Search over `products.search_name` (the name folded by `shop_fold`: lower-case, no diacritics):
 * - names containing the query as a substring come first, newest first: the best matches, and
 *   cheap, because the created-at index or the trigram index (for rare words) serves them;
 * - only when nothing contains it, names whose words are close to the query's (`q <% name`, word
 *   similarity through the trigram index), so a typo ("dien tor") still finds "dien tro";
 * - totals are counted up to MAX_COUNTED_HITS (a common word matches a large part of the catalogue,
 *   and an exact count of all of them is what made search slow).
 */
export class PostgresSearchIndex implements SearchIndex {
  constructor(private readonly db: Database) {}

  /** Folds the text on its own first, so the search compares the index against constants. */
  async terms(text: string): Promise<SearchTerms> {
    const [row] = await queryRows<{ folded: string }>(
      this.db,
      sql`SELECT shop_fold(${text}) AS folded`,
    );
    const folded = row?.folded ?? '';
    return { folded, pattern: `%${folded.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` };
  }

  async search(text: string, page: Page): Promise<SearchHits> {
    const terms = await this.terms(text);
    const substringTotal = await this.count(cappedCount(terms, 'substring'));
    if (substringTotal > 0) {
      return { ids: await this.ids(substringPageQuery(terms, page)), total: substringTotal };
    }
    const similarTotal = await this.count(cappedCount(terms, 'similar'));
    if (similarTotal === 0) return { ids: [], total: 0 };
    return { ids: await this.ids(similarPageQuery(terms, page)), total: similarTotal };
  }

  private async ids(query: SQL): Promise<string[]> {
    return (await queryRows<{ id: string }>(this.db, query)).map((row) => row.id);
  }

  private async count(query: SQL): Promise<number> {
    const [row] = await queryRows<{ total: string | number }>(this.db, query);
    return Number(row?.total ?? 0);
  }
}
