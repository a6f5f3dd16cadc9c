import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { SearchHits, SearchIndex } from './search-index';

interface SearchTerms {
  /** The query folded like `products.search_name`. */
  folded: string;
  /** `%folded%` with LIKE's wildcards escaped. */
  pattern: string;
}

const matching = ({ folded, pattern }: SearchTerms) =>
  sql`(${folded} <% p.search_name OR p.search_name LIKE ${pattern})`;

/** One page of matching product ids, best first, each row carrying the total match count. */
export function searchPageQuery(terms: SearchTerms, page: { offset: number; limit: number }): SQL {
  return sql`
    SELECT p.id, count(*) OVER () AS total
    FROM products p
    WHERE ${matching(terms)}
    ORDER BY (p.search_name LIKE ${terms.pattern}) DESC,
             word_similarity(${terms.folded}, p.search_name) DESC,
             p.created_at DESC,
             p.id DESC
    OFFSET ${page.offset}
    LIMIT ${page.limit}`;
}

/**
 * Search over `products.search_name` (the name folded by `shop_fold`: lower-case, no diacritics)
 * with pg_trgm, served by its GIN trigram index:
 * - `q <% name` (word similarity) finds names containing words close to the query's, so a typo
 *   ("dien tor") still matches "dien tro";
 * - `name LIKE %q%` finds exact substrings, including short queries trigrams cannot judge.
 * Substring hits rank first, then by word similarity, then newest.
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

  async search(text: string, page: { offset: number; limit: number }): Promise<SearchHits> {
    const terms = await this.terms(text);
    const rows = await queryRows<{ id: string; total: string | number }>(
      this.db,
      searchPageQuery(terms, page),
    );
    const first = rows[0];
    if (first) return { ids: rows.map((row) => row.id), total: Number(first.total) };
    if (page.offset === 0) return { ids: [], total: 0 };
    // Past the last page no row carries the total: count on its own.
    const [count] = await queryRows<{ total: string | number }>(
      this.db,
      sql`SELECT count(*) AS total FROM products p WHERE ${matching(terms)}`,
    );
    return { ids: [], total: Number(count?.total ?? 0) };
  }
}
