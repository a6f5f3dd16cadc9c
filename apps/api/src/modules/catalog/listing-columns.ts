import { MAX_FACET_NUMBER_VALUES } from '@shop/contract';
import type { Database } from '../../db/client';
import { selectListingRows, type ListingPair, type ListingRows } from './listing-columns.repo';
import type {
  FacetRow,
  FilterAttribute,
  FilteredPage,
  FilteredQuery,
} from './product-filters.repo';

// Decision 051: a filtered listing answered from the listing's columns kept in this process.
//
// The SQL statement of decision 048 works out each listed product's conditions from its jsonb
// specs on every request: milliseconds of database CPU for a listing of a few thousand products,
// far more at a million. Here the listing's products are read once into typed columns (a value
// code or a number per product and attribute, the price paid, in stock), and a request is a few
// passes over arrays. Before each answer the listing's version (migration 0039: a primary-key
// read, in the statement that reads the request's attributes) is compared with the columns': any
// change to the listing's rows since they were read makes them be read again, so an answer is
// never staler than the statement's would be.

/** One attribute's values over the listing's products, by row. */
interface SpecColumn {
  /** A row's non-number value as an index into `values`, or -1 (no value, or a number). */
  codes: Int32Array;
  /** The distinct non-number values (a choice's text, true/false). */
  values: (string | boolean)[];
  /** A row's number value, or NaN (no value, or not a number). */
  numbers: Float64Array;
}

/** A listing's products as columns, in the listing's order (newest first). */
interface ListingColumns {
  version: bigint;
  ids: string[];
  paid: Float64Array;
  inStock: Uint8Array;
  specs: Map<string, SpecColumn>;
  /** Rows by price paid ascending, and descending; ties newest first. Made when first asked. */
  byPrice?: { asc: Uint32Array; desc: Uint32Array };
  /** What keeping it costs, roughly, in bytes. */
  bytes: number;
}

/** A row's id string and its slot in the id array, roughly. */
const ID_BYTES = 64;

function columnsOf(read: ListingRows): ListingColumns {
  const count = read.rows.length;
  const ids = new Array<string>(count);
  const paid = new Float64Array(count);
  const inStock = new Uint8Array(count);
  const specs = new Map<string, SpecColumn & { codeOf: Map<string | boolean, number> }>();
  const columnOf = (key: string) => {
    let column = specs.get(key);
    if (!column) {
      column = {
        codes: new Int32Array(count).fill(-1),
        values: [],
        numbers: new Float64Array(count).fill(Number.NaN),
        codeOf: new Map(),
      };
      specs.set(key, column);
    }
    return column;
  };
  read.rows.forEach(([id, price, stocked, values], row) => {
    ids[row] = id;
    paid[row] = Number(price);
    inStock[row] = stocked ? 1 : 0;
    for (const key in values) {
      const value = values[key];
      if (typeof value === 'number') columnOf(key).numbers[row] = value;
      else if (typeof value === 'string' || typeof value === 'boolean') {
        const column = columnOf(key);
        let code = column.codeOf.get(value);
        if (code === undefined) {
          code = column.values.length;
          column.values.push(value);
          column.codeOf.set(value, code);
        }
        column.codes[row] = code;
      }
    }
  });
  const kept = new Map<string, SpecColumn>();
  for (const [key, { codes, values, numbers }] of specs) kept.set(key, { codes, values, numbers });
  return {
    version: BigInt(read.version),
    ids,
    paid,
    inStock,
    specs: kept,
    bytes: count * (ID_BYTES + 8 + 1 + 8) + specs.size * count * 12,
  };
}

/** The rows by price paid, each way, ties in the listing's order (newest first). */
function byPriceOf(columns: ListingColumns): { asc: Uint32Array; desc: Uint32Array } {
  if (columns.byPrice) return columns.byPrice;
  const { paid } = columns;
  const rows = Uint32Array.from({ length: paid.length }, (_, row) => row);
  const asc = rows.slice().sort((a, b) => (paid[a] ?? 0) - (paid[b] ?? 0) || a - b);
  const desc = rows.sort((a, b) => (paid[b] ?? 0) - (paid[a] ?? 0) || a - b);
  columns.byPrice = { asc, desc };
  return columns.byPrice;
}

/** A choice's condition reads the value as text (`->>`): a number as its decimal text. */
function numberText(value: number): string {
  return String(value);
}

/**
 * Marks, per row, how many conditions it fails (`fails`, counted to 2: more is the same) and the
 * first it fails (`failed`), as the statement's `fails` and `failed` do.
 */
function failuresOf(
  columns: ListingColumns,
  query: FilteredQuery,
): { fails: Uint8Array; failed: Int8Array; keys: string[] } {
  const count = columns.ids.length;
  const fails = new Uint8Array(count);
  const failed = new Int8Array(count).fill(-1);
  const keys: string[] = [];
  const fail = (row: number, index: number) => {
    const before = fails[row] ?? 0;
    if (before === 0) failed[row] = index;
    if (before < 2) fails[row] = before + 1;
  };
  const inRange = (values: Float64Array, min: number, max: number, index: number) => {
    // NaN (no number) fails both comparisons.
    for (let row = 0; row < count; row++) {
      const value = values[row] ?? Number.NaN;
      if (!(value >= min && value <= max)) fail(row, index);
    }
  };
  query.specs.forEach((condition, index) => {
    keys.push(condition.attributeId);
    const column = columns.specs.get(condition.attributeId);
    if (!column) {
      for (let row = 0; row < count; row++) fail(row, index);
      return;
    }
    const { codes, values, numbers } = column;
    switch (condition.kind) {
      case 'choice': {
        const wanted = new Set(condition.values);
        const matches = Uint8Array.from(values, (value) => (wanted.has(String(value)) ? 1 : 0));
        for (let row = 0; row < count; row++) {
          const code = codes[row] ?? -1;
          const passes =
            code >= 0
              ? matches[code] === 1
              : !Number.isNaN(numbers[row] ?? Number.NaN) &&
                wanted.has(numberText(numbers[row] ?? 0));
          if (!passes) fail(row, index);
        }
        return;
      }
      case 'boolean': {
        const code = values.indexOf(condition.value);
        for (let row = 0; row < count; row++) if (code < 0 || codes[row] !== code) fail(row, index);
        return;
      }
      case 'number':
        inRange(
          numbers,
          condition.range.min ?? Number.NEGATIVE_INFINITY,
          condition.range.max ?? Number.POSITIVE_INFINITY,
          index,
        );
    }
  });
  const { price } = query;
  if (price) {
    keys.push(PRICE_KEY);
    inRange(
      columns.paid,
      price.min ?? Number.NEGATIVE_INFINITY,
      price.max ?? Number.POSITIVE_INFINITY,
      keys.length - 1,
    );
  }
  if (query.inStock) {
    keys.push(STOCK_KEY);
    const index = keys.length - 1;
    for (let row = 0; row < count; row++) if (columns.inStock[row] !== 1) fail(row, index);
  }
  return { fails, failed, keys };
}

/** Names the price and in-stock conditions among the failed ones (the statement's keys). */
const PRICE_KEY = '~price';
const STOCK_KEY = '~stock';

/** The facet rows of one attribute over the rows of `lists`, as the statement's. */
function facetRowsOf(key: string, column: SpecColumn, lists: readonly number[][]): FacetRow[] {
  const { codes, values, numbers } = column;
  const counts = new Uint32Array(values.length);
  const numberCounts = new Map<number, number>();
  for (const list of lists) {
    for (const row of list) {
      const code = codes[row] ?? -1;
      if (code >= 0) {
        counts[code] = (counts[code] ?? 0) + 1;
        continue;
      }
      const number = numbers[row] ?? Number.NaN;
      if (!Number.isNaN(number)) numberCounts.set(number, (numberCounts.get(number) ?? 0) + 1);
    }
  }
  const rows: FacetRow[] = [];
  values.forEach((value, code) => {
    const n = counts[code] ?? 0;
    if (n > 0) rows.push({ k: key, v: value, n, lo: null, hi: null, vs: null });
  });
  if (numberCounts.size > 0) {
    const ascending = [...numberCounts].sort(([a], [b]) => a - b);
    let n = 0;
    for (const [, count] of ascending) n += count;
    rows.push({
      k: key,
      v: null,
      n,
      lo: ascending[0]?.[0] ?? null,
      hi: ascending.at(-1)?.[0] ?? null,
      vs:
        ascending.length <= MAX_FACET_NUMBER_VALUES
          ? ascending.map(([value, count]) => ({ value, count }))
          : null,
    });
  }
  return rows;
}

/** `selectFilteredPage`'s answer for a listing, worked out from its columns. */
export function filteredPageOf(columns: ListingColumns, query: FilteredQuery): FilteredPage {
  const { fails, failed, keys } = failuresOf(columns, query);
  const count = columns.ids.length;
  // One pass: the rows failing no condition (in the listing's order), and for each condition the
  // rows failing it alone. A facet counts the first, and the second of its own condition (all the
  // other filters, not its own), so every count reads only the rows it counts.
  const none: number[] = [];
  const onlyOne: number[][] = keys.map(() => []);
  for (let row = 0; row < count; row++) {
    const failures = fails[row];
    if (failures === 0) none.push(row);
    else if (failures === 1) onlyOne[failed[row] ?? 0]?.push(row);
  }
  const allBut = (key: string): number[][] => {
    const own = onlyOne[keys.indexOf(key)];
    return own ? [none, own] : [none];
  };

  const total = none.length;
  const order =
    query.sort === 'price-asc'
      ? byPriceOf(columns).asc
      : query.sort === 'price-desc'
        ? byPriceOf(columns).desc
        : undefined;
  const end = query.offset + query.limit;
  const pageRows: number[] = [];
  if (!order) pageRows.push(...none.slice(query.offset, end));
  else {
    let seen = 0;
    for (let at = 0; at < count && seen < end; at++) {
      const row = order[at] ?? 0;
      if (fails[row] !== 0) continue;
      if (seen >= query.offset) pageRows.push(row);
      seen++;
    }
  }
  const ids = pageRows.flatMap((row) => columns.ids[row] ?? []);

  const facetIds = query.facetAttributeIds;
  if (!facetIds) return { ids, total };
  const specs: FacetRow[] = [];
  for (const key of facetIds) {
    const column = columns.specs.get(key);
    if (column) specs.push(...facetRowsOf(key, column, allBut(key)));
  }
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const list of allBut(PRICE_KEY))
    for (const row of list) {
      const paid = columns.paid[row] ?? Number.NaN;
      if (paid < min) min = paid;
      if (paid > max) max = paid;
    }
  let inStock = 0;
  for (const list of allBut(STOCK_KEY))
    for (const row of list) if (columns.inStock[row] === 1) inStock++;
  return {
    ids,
    total,
    facets: { specs, price: min <= max ? { min, max } : null, inStock },
  };
}

export interface ListingColumnsOptions {
  /** The most bytes of columns kept, over every listing; the least recently asked go first. */
  maxBytes: number;
}

/**
 * The filter columns of the listings asked for, and the attributes, kept in this process and
 * checked against their versions before every answer (decision 051).
 */
export class ListingColumnsIndex {
  /** In the order last asked (a Map keeps insertion order: the first is the least recent). */
  private readonly kept = new Map<string, ListingColumns>();
  private readonly reading = new Map<string, Promise<ListingColumns | undefined>>();
  private bytes = 0;
  private keptAttributes: { version: string; list: FilterAttribute[] } | undefined;

  constructor(private readonly options: ListingColumnsOptions) {}

  /** The attributes as last read, with their version (migration 0045); none before the first. */
  get attributes(): { version: string; list: FilterAttribute[] } | undefined {
    return this.keptAttributes;
  }

  /** Keeps the attributes read at `version`, unless newer ones are kept already. */
  keepAttributes(version: string, list: FilterAttribute[]): void {
    const kept = this.keptAttributes;
    if (kept && BigInt(kept.version) > BigInt(version)) return;
    this.keptAttributes = { version, list };
  }

  /**
   * A filtered page of a listing from its columns, read again first when they are older than
   * `version` (the listing's version, read by the caller just before); undefined when the listing
   * has no products any more (the statement answers it).
   */
  async filteredPage(
    db: Database,
    pair: ListingPair,
    version: string,
    query: FilteredQuery,
  ): Promise<FilteredPage | undefined> {
    const columns = await this.columns(db, pair, BigInt(version));
    return columns && filteredPageOf(columns, query);
  }

  /** How many bytes of columns are kept (for tests and the logs). */
  get keptBytes(): number {
    return this.bytes;
  }

  private async columns(
    db: Database,
    pair: ListingPair,
    now: bigint,
  ): Promise<ListingColumns | undefined> {
    const key = `${pair.categoryId}\u0000${pair.subCategoryId}`;
    const kept = this.kept.get(key);
    if (kept && kept.version >= now) {
      this.kept.delete(key);
      this.kept.set(key, kept);
      return kept;
    }
    // One read of a listing at a time; a read started before the version seen here may predate a
    // change this request already saw, so its columns count only when at least that new.
    const underWay = this.reading.get(key);
    if (underWay) {
      const shared = await underWay;
      if (shared === undefined || shared.version >= now) return shared;
    }
    return this.read(db, pair, key);
  }

  private read(db: Database, pair: ListingPair, key: string): Promise<ListingColumns | undefined> {
    const reading = selectListingRows(db, pair).then((rows) => {
      const columns = rows && columnsOf(rows);
      if (columns) this.keep(key, columns);
      return columns;
    });
    this.reading.set(key, reading);
    const done = () => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    };
    reading.then(done, done);
    return reading;
  }

  private keep(key: string, columns: ListingColumns): void {
    const before = this.kept.get(key);
    // A slower read finishing after a newer one keeps the newer.
    if (before && before.version > columns.version) return;
    if (before) {
      this.kept.delete(key);
      this.bytes -= before.bytes;
    }
    if (columns.bytes > this.options.maxBytes) return;
    this.kept.set(key, columns);
    this.bytes += columns.bytes;
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.options.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
