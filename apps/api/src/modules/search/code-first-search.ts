import { normalProductCode, PRODUCT_CODE_PATTERN } from '@shop/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import { MAX_COUNTED_HITS } from './postgres-search-index';
import type { SearchHits, SearchIndex } from './search-index';

/** A query this long or longer also finds the codes it begins ("DTU" finds "DTU-220-2K"). */
export const MIN_CODE_PREFIX_LENGTH = 3;
/** At most this many products are found by their code, the exact one first, then by code order. */
export const MAX_CODE_HITS = 20;

/**
 * The code a query may be: trimmed and upper-cased, one word of a code's form (`PRODUCT_CODE_PATTERN`).
 * Undefined for anything else (two words, a Vietnamese letter), which then costs nothing more.
 */
export function codeOfQuery(text: string): string | undefined {
  const code = normalProductCode(text);
  return PRODUCT_CODE_PATTERN.test(code) ? code : undefined;
}

/**
 * The products whose code is the query (first) or begins with it, at most MAX_CODE_HITS: an index
 * hit each, `products_code_key` for the exact code and `products_code_prefix_idx` (migration 0034)
 * for the beginnings, read in the index's order and stopped at the limit. A code holds only
 * letters, digits and `-` `.` `/`, so it needs no escaping in a LIKE pattern.
 */
export function codeLookupQuery(code: string): SQL {
  return code.length >= MIN_CODE_PREFIX_LENGTH
    ? sql`(SELECT id FROM products WHERE code = ${code})
        UNION ALL
        (SELECT id FROM products WHERE code LIKE ${`${code}%`} AND code <> ${code}
         ORDER BY code LIMIT ${MAX_CODE_HITS - 1})`
    : sql`SELECT id FROM products WHERE code = ${code}`;
}

async function productsByCode(db: Database, code: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, codeLookupQuery(code));
  return rows.map((row) => row.id);
}

/**
 * Search with product codes first (issue 42): a query that is a product's code (any case, spaces
 * around it trimmed) lists that product first, then the products whose code begins with it, then
 * the names' hits of the search it wraps, each product once. Other queries are the wrapped
 * search's, unchanged: a query of two words, or with a letter no code has, asks nothing more.
 *
 * The code hits are few (at most MAX_CODE_HITS) and come first on every paging: page n's names are
 * the wrapped search's from `offset - codeHits`. A product found by both is shown once, where its
 * code put it; its place among the names is left out, so a page may be one or two short. The
 * total is the code hits plus the names' total, capped as the names' are.
 */
export class CodeFirstSearchIndex implements SearchIndex {
  constructor(
    private readonly db: Database,
    private readonly names: SearchIndex,
  ) {}

  async search(text: string, page: { offset: number; limit: number }): Promise<SearchHits> {
    const code = codeOfQuery(text);
    if (code === undefined) return this.names.search(text, page);
    // The first page (nearly every search) asks both at once: the names' page is cut after.
    const [byCode, firstNames] = await Promise.all([
      productsByCode(this.db, code),
      page.offset === 0 ? this.names.search(text, page) : undefined,
    ]);
    if (byCode.length === 0) return firstNames ?? this.names.search(text, page);
    const codePart = byCode.slice(page.offset, page.offset + page.limit);
    const rest = page.limit - codePart.length;
    const names =
      firstNames ??
      (await this.names.search(text, {
        offset: Math.max(page.offset - byCode.length, 0),
        limit: Math.max(rest, 1),
      }));
    const shown = new Set(byCode);
    // The names' own places: a page shows the same ones whichever page came before it.
    const nameIds = rest > 0 ? names.ids.slice(0, rest).filter((id) => !shown.has(id)) : [];
    return {
      ids: [...codePart, ...nameIds],
      total: Math.min(byCode.length + names.total, MAX_COUNTED_HITS),
    };
  }
}
