import { MAX_FACET_NUMBER_VALUES } from '@shop/contract';
import type { Database } from '../../db/client';
import {
  pairKey,
  selectHitRows,
  selectListingRows,
  selectListingVersions,
  type ListingPair,
  type HitRow,
  type ListingRow,
} from './listing-columns.repo';
import type { FacetRow, FilteredPage, FilteredQuery } from './product-filters.repo';

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
  /**
   * A row's number value as an index into `numberValues`, or -1 (no value, or not a number): what
   * a facet counts by (a count per distinct number in an array, not a map), and what a range
   * tests (the codes of its numbers are a run). The number itself is `numberAt`'s.
   */
  numberCodes: Int32Array;
  /** The distinct numbers, ascending. */
  numberValues: Float64Array;
}

/**
 * A listing's products as columns, in the listing's order (newest first); or a search's hits, in
 * their order (best first), with `newest` saying which come first when sorted by creation.
 */
interface ListingColumns {
  version: bigint;
  ids: string[];
  paid: Float64Array;
  inStock: Uint8Array;
  /** Created, in microseconds since 1970 (a search's hits taken from here are ordered by it). */
  created: Float64Array;
  /**
   * Per attribute, its values by row: first a row per product (its own values), then, for the
   * products whose variants have values of their own, a row per such variant (migration 0055).
   */
  specs: Map<string, SpecColumn>;
  /**
   * The variants' rows of `specs`, none when no product of these has any: product `p`'s are rows
   * `ids.length + start[p]` up to (not including) `ids.length + start[p + 1]`; `owner[j]` is the
   * product of row `ids.length + j`.
   */
  variants?: { start: Uint32Array; owner: Uint32Array };
  /**
   * The rows newest first (created descending, then id descending), and each row's place in that
   * order; none for a listing, whose rows are in that order.
   */
  newest?: { rows: Uint32Array; place: Uint32Array };
  /** Rows by price paid ascending, and descending; ties newest first. Made when first asked. */
  byPrice?: { asc: Uint32Array; desc: Uint32Array };
  /** The rows of each value as bitmaps, over every row of `specs` (variants' rows too). */
  bits: ValueBits;
  /** What keeping it costs, roughly, in bytes. */
  bytes: number;
}

/**
 * A bitmap per value: bit `row` (word `row >>> 5`, bit `row & 31`) set when the row holds it. A
 * condition is then an OR of its values' bitmaps, the rows passing all but one condition an AND,
 * and a facet's count a population count, a few thousand word operations for 60,000 rows where a
 * pass per row and condition costs tens of thousands of reads.
 */
interface ValueBits {
  /** Words per bitmap. */
  words: number;
  inStock: Uint32Array;
  specs: Map<string, SpecBits>;
}

/** One attribute's bitmaps. */
interface SpecBits {
  /** A bitmap per non-number value (a choice's text, true/false), by its code. */
  codes: Uint32Array[];
  /** A bitmap per distinct number, by its code; none when there are too many of them. */
  numbers: Uint32Array[] | undefined;
  /**
   * With too many distinct numbers for a bitmap each: a bitmap per run of consecutive codes (a
   * bucket holding about as many rows as the next), so a range or a facet reads a few bitmaps and
   * the rows of the one or two buckets it cuts, not every row.
   */
  buckets: NumberBuckets | undefined;
}

interface NumberBuckets {
  /** The first code of each bucket, ascending; bucket `b` ends where `b + 1` starts. */
  starts: Int32Array;
  bitmaps: Uint32Array[];
}

/** How many buckets a number column with too many distinct numbers is cut into. */
const NUMBER_BUCKETS = 32;

/** A number column with more distinct numbers than this is tested row by row, not by bitmaps. */
const MAX_NUMBER_BITMAPS = 256;

/** A row's id string and its slot in the id array, roughly. */
const ID_BYTES = 64;
/**
 * A row's entry in the index of where kept products are (`ListingColumnsIndex.located`): a Map
 * entry whose value is a number, and its share of the Map's table, roughly.
 */
const LOCATED_BYTES = 40;
/** A distinct value of an attribute (a choice's text), roughly. */
const VALUE_BYTES = 64;
/**
 * A column no row has a value of that kind in: a row past its end reads `undefined`, which every
 * reader takes as "no value" (`?? -1`, `?? NaN`). Never written to (it has no room).
 */
const NO_CODES = new Int32Array(0);
const NO_NUMBERS = new Float64Array(0);

export function columnsOf(version: bigint, rows: readonly ListingRow[]): ListingColumns {
  const count = rows.length;
  let variantRows = 0;
  for (const row of rows) variantRows += row[5]?.length ?? 0;
  const specRows = count + variantRows;
  const ids = new Array<string>(count);
  const paid = new Float64Array(count);
  const inStock = new Uint8Array(count);
  const created = new Float64Array(count);
  const variants =
    variantRows > 0
      ? { start: new Uint32Array(count + 1), owner: new Uint32Array(variantRows) }
      : undefined;
  const specs = new Map<
    string,
    Pick<SpecColumn, 'codes' | 'values'> & {
      codeOf: Map<string | boolean, number>;
      /** The numbers as read, by row (NaN: none), until they are coded below. */
      numbers: Float64Array;
    }
  >();
  // An attribute's codes or numbers are made only when some row has such a value (most attributes
  // hold one kind), so a column costs 4 bytes a row, not 8.
  const columnOf = (key: string) => {
    let column = specs.get(key);
    if (!column) {
      column = { codes: NO_CODES, values: [], numbers: NO_NUMBERS, codeOf: new Map() };
      specs.set(key, column);
    }
    return column;
  };
  const setValues = (values: Record<string, unknown>, row: number) => {
    for (const key in values) {
      const value = values[key];
      if (typeof value === 'number') {
        const column = columnOf(key);
        if (column.numbers === NO_NUMBERS)
          column.numbers = new Float64Array(specRows).fill(Number.NaN);
        column.numbers[row] = value;
      } else if (typeof value === 'string' || typeof value === 'boolean') {
        const column = columnOf(key);
        if (column.codes === NO_CODES) column.codes = new Int32Array(specRows).fill(-1);
        let code = column.codeOf.get(value);
        if (code === undefined) {
          code = column.values.length;
          column.values.push(value);
          column.codeOf.set(value, code);
        }
        column.codes[row] = code;
      }
    }
  };
  let variantRow = 0;
  rows.forEach(([id, price, stocked, values, createdAt, variantValues], row) => {
    ids[row] = id;
    paid[row] = Number(price);
    inStock[row] = stocked ? 1 : 0;
    created[row] = Number(createdAt);
    setValues(values, row);
    if (!variants) return;
    variants.start[row] = variantRow;
    for (const own of variantValues ?? []) {
      variants.owner[variantRow] = row;
      setValues(own, count + variantRow);
      variantRow++;
    }
  });
  if (variants) variants.start[count] = variantRow;
  const kept = new Map<string, SpecColumn>();
  let specBytes = 0;
  for (const [key, { codes, values, numbers }] of specs) {
    const { numberCodes, numberValues } = numberCodesOf(numbers);
    // The numbers as read are let go: a column keeps only their codes.
    kept.set(key, { codes, values, numberCodes, numberValues });
    specBytes +=
      codes.byteLength +
      numberCodes.byteLength +
      numberValues.byteLength +
      values.length * VALUE_BYTES;
  }
  const bits = valueBitsOf(inStock, kept, count, variants?.owner);
  return {
    version,
    ids,
    paid,
    inStock,
    created,
    specs: kept,
    ...(variants ? { variants } : {}),
    bits,
    bytes:
      count * (ID_BYTES + LOCATED_BYTES + 8 + 8 + 1 + 8) +
      specBytes +
      variantRows * 4 * 2 +
      bitsBytesOf(bits),
  };
}

/**
 * Each value's rows as a bitmap, over the products' rows and then their variants' (`owner`: each
 * variant row's product). A variant row is in stock when its product is, as the row path reads it.
 */
function valueBitsOf(
  inStock: Uint8Array,
  specs: ReadonlyMap<string, SpecColumn>,
  count: number,
  owner: Uint32Array | undefined,
): ValueBits {
  const rows = count + (owner?.length ?? 0);
  const words = (rows + 31) >>> 5;
  const bitmapsOf = (codes: Int32Array, distinct: number) => {
    const bitmaps = Array.from({ length: distinct }, () => new Uint32Array(words));
    for (let row = 0; row < codes.length; row++) {
      const bitmap = bitmaps[codes[row] ?? -1];
      if (bitmap) bitmap[row >>> 5] = (bitmap[row >>> 5] ?? 0) | (1 << (row & 31));
    }
    return bitmaps;
  };
  const stocked = new Uint32Array(words);
  for (let row = 0; row < rows; row++) {
    const product = row < count ? row : (owner?.[row - count] ?? 0);
    if (inStock[product] === 1) stocked[row >>> 5] = (stocked[row >>> 5] ?? 0) | (1 << (row & 31));
  }
  const bySpec = new Map<string, SpecBits>();
  for (const [key, column] of specs) {
    const few = column.numberValues.length <= MAX_NUMBER_BITMAPS;
    bySpec.set(key, {
      codes: bitmapsOf(column.codes, column.values.length),
      numbers: few ? bitmapsOf(column.numberCodes, column.numberValues.length) : undefined,
      buckets: few ? undefined : bucketsOf(column, words),
    });
  }
  return { words, inStock: stocked, specs: bySpec };
}

/** A number column's codes cut into `NUMBER_BUCKETS` runs of about as many rows each. */
function bucketsOf({ numberCodes, numberValues }: SpecColumn, words: number): NumberBuckets {
  const perCode = new Uint32Array(numberValues.length);
  let numbered = 0;
  for (const code of numberCodes)
    if (code >= 0) {
      perCode[code] = (perCode[code] ?? 0) + 1;
      numbered++;
    }
  const starts: number[] = [0];
  let inBucket = 0;
  perCode.forEach((rows, code) => {
    if (inBucket >= numbered / NUMBER_BUCKETS && code > 0) {
      starts.push(code);
      inBucket = 0;
    }
    inBucket += rows;
  });
  const bucketOf = new Int32Array(numberValues.length);
  starts.forEach((start, bucket) => {
    bucketOf.fill(bucket, start);
  });
  const bitmaps = starts.map(() => new Uint32Array(words));
  for (let row = 0; row < numberCodes.length; row++) {
    const code = numberCodes[row] ?? -1;
    const bitmap = code >= 0 ? bitmaps[bucketOf[code] ?? 0] : undefined;
    if (bitmap) bitmap[row >>> 5] = (bitmap[row >>> 5] ?? 0) | (1 << (row & 31));
  }
  return { starts: Int32Array.from(starts), bitmaps };
}

/** A bucket's codes: from its start up to (not including) the next bucket's, or the column's end. */
function bucketEnd(buckets: NumberBuckets, bucket: number, codes: number): number {
  return buckets.starts[bucket + 1] ?? codes;
}

function bitsBytesOf(bits: ValueBits): number {
  let bitmaps = 1;
  for (const { codes, numbers, buckets } of bits.specs.values())
    bitmaps += codes.length + (numbers?.length ?? 0) + (buckets?.bitmaps.length ?? 0);
  return bitmaps * bits.words * 4;
}

/** A row's number value in a column, or NaN (no value, or not a number). */
function numberAt({ numberCodes, numberValues }: SpecColumn, row: number): number {
  return numberValues[numberCodes[row] ?? -1] ?? Number.NaN;
}

/** The distinct numbers of a column, ascending, and each row's index into them (-1: none). */
function numberCodesOf(numbers: Float64Array): {
  numberCodes: Int32Array;
  numberValues: Float64Array;
} {
  if (numbers.length === 0) return { numberCodes: NO_CODES, numberValues: NO_NUMBERS };
  const distinct = new Set<number>();
  for (const number of numbers) if (!Number.isNaN(number)) distinct.add(number);
  const numberValues = Float64Array.from(distinct).sort();
  const codeOf = new Map<number, number>();
  numberValues.forEach((value, code) => codeOf.set(value, code));
  const numberCodes = new Int32Array(numbers.length);
  numbers.forEach((number, row) => {
    numberCodes[row] = Number.isNaN(number) ? -1 : (codeOf.get(number) ?? -1);
  });
  return { numberCodes, numberValues };
}

/**
 * A search's hits as columns, in their order, with their order newest first (created descending,
 * then id descending, as the statement sorts them).
 */
export function hitColumnsOf(rows: readonly ListingRow[]): ListingColumns {
  const columns = columnsOf(0n, rows);
  const { created, ids } = columns;
  const newest = Uint32Array.from({ length: ids.length }, (_, row) => row).sort((a, b) => {
    const byCreated = (created[b] ?? 0) - (created[a] ?? 0);
    if (byCreated !== 0) return byCreated;
    const [idA = '', idB = ''] = [ids[a], ids[b]];
    return idA < idB ? 1 : idA > idB ? -1 : 0;
  });
  const place = new Uint32Array(ids.length);
  newest.forEach((row, at) => {
    place[row] = at;
  });
  columns.newest = { rows: newest, place };
  return columns;
}

/** A kept row as the statement reads it, to be taken into a search's hit columns. */
function rowOf(columns: ListingColumns, row: number): ListingRow {
  const valuesAt = (at: number) => {
    const values: Record<string, string | number | boolean> = {};
    for (const [key, column] of columns.specs) {
      const code = column.codes[at] ?? -1;
      if (code >= 0) values[key] = column.values[code] ?? '';
      else {
        const number = numberAt(column, at);
        if (!Number.isNaN(number)) values[key] = number;
      }
    }
    return values;
  };
  const { variants } = columns;
  const count = columns.ids.length;
  const from = variants?.start[row] ?? 0;
  const to = variants?.start[row + 1] ?? 0;
  const variantValues = [];
  for (let at = from; at < to; at++) variantValues.push(valuesAt(count + at));
  return [
    columns.ids[row] ?? '',
    columns.paid[row] ?? 0,
    columns.inStock[row] === 1,
    valuesAt(row),
    columns.created[row] ?? 0,
    variantValues.length > 0 ? variantValues : null,
  ];
}

/**
 * How `sort` orders rows: by price paid either way, ties newest first, or newest first (a
 * listing's rows are already newest first: the earlier row is the newer); none for the rows' own
 * order.
 */
function comparatorOf(
  columns: ListingColumns,
  sort: FilteredQuery['sort'],
): ((a: number, b: number) => number) | undefined {
  const { paid } = columns;
  const place = columns.newest?.place;
  const newer = place
    ? (a: number, b: number) => (place[a] ?? 0) - (place[b] ?? 0)
    : (a: number, b: number) => a - b;
  switch (sort) {
    case 'price-asc':
      return (a, b) => (paid[a] ?? 0) - (paid[b] ?? 0) || newer(a, b);
    case 'price-desc':
      return (a, b) => (paid[b] ?? 0) - (paid[a] ?? 0) || newer(a, b);
    case 'newest':
      return place ? newer : undefined;
    case undefined:
      return undefined;
  }
}

/** The rows by price paid, each way, ties newest first. */
function byPriceOf(columns: ListingColumns): { asc: Uint32Array; desc: Uint32Array } {
  if (columns.byPrice) return columns.byPrice;
  const rows = Uint32Array.from({ length: columns.paid.length }, (_, row) => row);
  const asc = rows.slice().sort(comparatorOf(columns, 'price-asc'));
  const desc = rows.sort(comparatorOf(columns, 'price-desc'));
  columns.byPrice = { asc, desc };
  return columns.byPrice;
}

/** The rows in `sort`'s order, or none for the rows' own order. */
function orderOf(columns: ListingColumns, sort: FilteredQuery['sort']): Uint32Array | undefined {
  if (sort === 'price-asc') return byPriceOf(columns).asc;
  if (sort === 'price-desc') return byPriceOf(columns).desc;
  return sort === 'newest' ? columns.newest?.rows : undefined;
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
  // A row per product, then one per variant with values of its own: a spec condition is tested
  // on each, the price and in stock on its product's.
  const products = columns.ids.length;
  const owner = columns.variants?.owner;
  const count = products + (owner?.length ?? 0);
  const ownerOf = (row: number) => (row < products ? row : (owner?.[row - products] ?? 0));
  const fails = new Uint8Array(count);
  const failed = new Int8Array(count).fill(-1);
  const keys: string[] = [];
  const fail = (row: number, index: number) => {
    const before = fails[row] ?? 0;
    if (before === 0) failed[row] = index;
    if (before < 2) fails[row] = before + 1;
  };
  const priceInRange = (min: number, max: number, index: number) => {
    for (let row = 0; row < count; row++) {
      const value = columns.paid[ownerOf(row)] ?? Number.NaN;
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
    const { codes, values, numberCodes, numberValues } = column;
    switch (condition.kind) {
      case 'choice': {
        const wanted = new Set(condition.values);
        const matches = Uint8Array.from(values, (value) => (wanted.has(String(value)) ? 1 : 0));
        const numberMatches = Uint8Array.from(numberValues, (value) =>
          wanted.has(numberText(value)) ? 1 : 0,
        );
        for (let row = 0; row < count; row++) {
          const code = codes[row] ?? -1;
          const passes =
            code >= 0 ? matches[code] === 1 : numberMatches[numberCodes[row] ?? -1] === 1;
          if (!passes) fail(row, index);
        }
        return;
      }
      case 'boolean': {
        const code = values.indexOf(condition.value);
        for (let row = 0; row < count; row++) if (code < 0 || codes[row] !== code) fail(row, index);
        return;
      }
      case 'number': {
        // The numbers in the range are a run of codes (no number: -1, below every run's start).
        const [from, to] = codeRangeOf(
          numberValues,
          condition.range.min ?? Number.NEGATIVE_INFINITY,
          condition.range.max ?? Number.POSITIVE_INFINITY,
        );
        for (let row = 0; row < count; row++) {
          const code = numberCodes[row] ?? -1;
          if (code < from || code > to) fail(row, index);
        }
      }
    }
  });
  const { price } = query;
  if (price) {
    keys.push(PRICE_KEY);
    priceInRange(
      price.min ?? Number.NEGATIVE_INFINITY,
      price.max ?? Number.POSITIVE_INFINITY,
      keys.length - 1,
    );
  }
  if (query.inStock) {
    keys.push(STOCK_KEY);
    const index = keys.length - 1;
    for (let row = 0; row < count; row++) if (columns.inStock[ownerOf(row)] !== 1) fail(row, index);
  }
  return { fails, failed, keys };
}

/** Names the price and in-stock conditions among the failed ones (the statement's keys). */
const PRICE_KEY = '~price';
const STOCK_KEY = '~stock';

/**
 * The facet rows of one attribute over the rows of `lists`, as the statement's. `ownerOf`, when
 * some products have variants' rows: a product counts once under each value, however many of its
 * rows have it.
 */
function facetRowsOf(
  key: string,
  column: SpecColumn,
  lists: readonly number[][],
  ownerOf?: (row: number) => number | undefined,
): FacetRow[] {
  const { codes, values, numberCodes, numberValues } = column;
  const counts = new Uint32Array(values.length);
  const numberCounts = new Uint32Array(numberValues.length);
  // A column with no value of a kind has no array for it: not read row by row past its end.
  const [hasCodes, hasNumbers] = [codes.length > 0, numberCodes.length > 0];
  const seen = new Set<string>();
  /** Whether the row's value is one its product has already counted. */
  const counted = (row: number, value: string) => {
    const product = ownerOf?.(row);
    if (product === undefined) return false;
    const at = `${product}\u0000${value}`;
    if (seen.has(at)) return true;
    seen.add(at);
    return false;
  };
  for (const list of lists) {
    for (const row of list) {
      if (hasCodes) {
        const code = codes[row] ?? -1;
        if (code >= 0) {
          if (!ownerOf || !counted(row, `c${code}`)) counts[code] = (counts[code] ?? 0) + 1;
          continue;
        }
      }
      if (!hasNumbers) continue;
      const code = numberCodes[row] ?? -1;
      if (code >= 0 && (!ownerOf || !counted(row, `n${code}`)))
        numberCounts[code] = (numberCounts[code] ?? 0) + 1;
    }
  }
  return facetRowsFrom(key, column, counts, numberCounts);
}

/**
 * An attribute's facet rows from its counts: a row per value counted (a choice's text, true or
 * false), and for its numbers one row with their spread (and each with its count when few).
 */
function facetRowsFrom(
  key: string,
  { values, numberValues }: SpecColumn,
  counts: Uint32Array,
  numberCounts: Uint32Array,
): FacetRow[] {
  const rows: FacetRow[] = [];
  values.forEach((value, code) => {
    const n = counts[code] ?? 0;
    if (n > 0) rows.push({ k: key, v: value, n, lo: null, hi: null, vs: null });
  });
  const ascending: { value: number; count: number }[] = [];
  let n = 0;
  numberValues.forEach((value, code) => {
    const count = numberCounts[code] ?? 0;
    if (count === 0) return;
    ascending.push({ value, count });
    n += count;
  });
  if (ascending.length > 0) {
    rows.push({
      k: key,
      v: null,
      n,
      lo: ascending[0]?.value ?? null,
      hi: ascending.at(-1)?.value ?? null,
      vs: ascending.length <= MAX_FACET_NUMBER_VALUES ? ascending : null,
    });
  }
  return rows;
}

/** How many bits are set in a 32-bit word. */
function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

// The population counts below read every word the same way, with no test for zero words: over
// the words of a listing's bitmap (random zeros mispredict that test) and with an indexed loop
// (not `for...of`), they count about four times as fast.

function bitsSet(bitmap: Uint32Array): number {
  let count = 0;
  for (let at = 0; at < bitmap.length; at++) count += bitCount(bitmap[at] ?? 0);
  return count;
}

function bitsSetIn(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let at = 0; at < a.length; at++) count += bitCount((a[at] ?? 0) & (b[at] ?? 0));
  return count;
}

function orInto(into: Uint32Array, bitmap: Uint32Array): void {
  for (let at = 0; at < into.length; at++) into[at] = (into[at] ?? 0) | (bitmap[at] ?? 0);
}

function and(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length);
  for (let at = 0; at < a.length; at++) out[at] = (a[at] ?? 0) & (b[at] ?? 0);
  return out;
}

const hasBit = (bitmap: Uint32Array, row: number) =>
  (((bitmap[row >>> 5] ?? 0) >>> (row & 31)) & 1) === 1;

/** The rows set in a bitmap, ascending; `count` is how many are set (`bitsSet`). */
function rowsIn(bitmap: Uint32Array, count: number): Uint32Array {
  const rows = new Uint32Array(count);
  let at = 0;
  for (let word = 0; word < bitmap.length; word++) {
    let bitsLeft = bitmap[word] ?? 0;
    while (bitsLeft !== 0) {
      const lowest = bitsLeft & -bitsLeft;
      rows[at++] = word * 32 + 31 - Math.clz32(lowest);
      bitsLeft ^= lowest;
    }
  }
  return rows;
}

/**
 * Reading a listed row costs about this many word operations of a bitmap: a facet counts by its
 * values' bitmaps (a population count per value and word) when that is cheaper than reading each
 * passing row's value, and a range sets its rows from its values' bitmaps when that is cheaper
 * than testing every row.
 */
const ROW_COST = 2;

/** The codes of `numberValues` (ascending) from the first at least `min` to the last at most `max`. */
function codeRangeOf(numberValues: Float64Array, min: number, max: number): [number, number] {
  const firstAtLeast = (value: number, above: boolean) => {
    let [lo, hi] = [0, numberValues.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = numberValues[mid] ?? Number.NaN;
      if (above ? at > value : at >= value) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return [firstAtLeast(min, false), firstAtLeast(max, true) - 1];
}

/** The rows passing one condition, as a bitmap: the OR of its values' bitmaps. */
function passingBits(
  columns: ListingColumns,
  bits: ValueBits,
  condition: FilteredQuery['specs'][number],
): Uint32Array {
  const out = new Uint32Array(bits.words);
  const column = columns.specs.get(condition.attributeId);
  const bitmaps = bits.specs.get(condition.attributeId);
  if (!column || !bitmaps) return out;
  const { values, numberCodes, numberValues } = column;
  /**
   * Sets the rows whose number's code (its place among the distinct numbers) passes: from the
   * codes' bitmaps when there are some and that reads fewer words, else from the buckets when
   * there are some, else row by row.
   */
  const numbersPassing = (passes: (code: number) => boolean, passingCodes: number) => {
    if (passingCodes === 0) return;
    const { numbers: codeBitmaps, buckets } = bitmaps;
    if (codeBitmaps && passingCodes * bits.words <= numberCodes.length * ROW_COST) {
      codeBitmaps.forEach((bitmap, code) => {
        if (passes(code)) orInto(out, bitmap);
      });
      return;
    }
    if (buckets) {
      // A bucket all of whose codes pass is taken whole; one some pass, row by row.
      buckets.bitmaps.forEach((bitmap, bucket) => {
        const [from, to] = [
          buckets.starts[bucket] ?? 0,
          bucketEnd(buckets, bucket, numberValues.length),
        ];
        let passing = 0;
        for (let code = from; code < to; code++) if (passes(code)) passing++;
        if (passing === to - from) orInto(out, bitmap);
        else if (passing > 0)
          for (const row of rowsIn(bitmap, bitsSet(bitmap))) {
            if (passes(numberCodes[row] ?? -1))
              out[row >>> 5] = (out[row >>> 5] ?? 0) | (1 << (row & 31));
          }
      });
      return;
    }
    for (let row = 0; row < numberCodes.length; row++) {
      const code = numberCodes[row] ?? -1;
      if (code >= 0 && passes(code)) out[row >>> 5] = (out[row >>> 5] ?? 0) | (1 << (row & 31));
    }
  };
  switch (condition.kind) {
    case 'choice': {
      const wanted = new Set(condition.values);
      values.forEach((value, code) => {
        const bitmap = bitmaps.codes[code];
        if (bitmap && wanted.has(String(value))) orInto(out, bitmap);
      });
      const chosen = Uint8Array.from(numberValues, (value) =>
        wanted.has(numberText(value)) ? 1 : 0,
      );
      numbersPassing((code) => chosen[code] === 1, bitsOfCodes(chosen));
      return out;
    }
    case 'boolean': {
      const bitmap = bitmaps.codes[values.indexOf(condition.value)];
      if (bitmap) out.set(bitmap);
      return out;
    }
    case 'number': {
      const [from, to] = codeRangeOf(
        numberValues,
        condition.range.min ?? Number.NEGATIVE_INFINITY,
        condition.range.max ?? Number.POSITIVE_INFINITY,
      );
      numbersPassing((code) => code >= from && code <= to, Math.max(0, to - from + 1));
      return out;
    }
  }
}

/** How many of the marks are set. */
function bitsOfCodes(marks: Uint8Array): number {
  let count = 0;
  for (const mark of marks) count += mark;
  return count;
}

/**
 * `filteredPageOf` by the value bitmaps: the same answer as `rowsPageOf`, in word operations.
 * Undefined when two conditions name one attribute (the row path answers).
 *
 * The conditions are tested on every row, variants' rows too; a product passes when any of its
 * rows does (`productsOf`), and a facet counts a product once under each value however many of its
 * rows have it (`countedTwice`), as the row path does.
 */
function bitsPageOf(columns: ListingColumns, query: FilteredQuery): FilteredPage | undefined {
  const { bits, variants } = columns;
  const count = columns.ids.length;
  const rowCount = count + (variants?.owner.length ?? 0);
  const productOf = (row: number) => (row < count ? row : (variants?.owner[row - count] ?? 0));
  const keys: string[] = [];
  const passing: Uint32Array[] = [];
  for (const condition of query.specs) {
    keys.push(condition.attributeId);
    passing.push(passingBits(columns, bits, condition));
  }
  const { price } = query;
  if (price) {
    const min = price.min ?? Number.NEGATIVE_INFINITY;
    const max = price.max ?? Number.POSITIVE_INFINITY;
    const out = new Uint32Array(bits.words);
    for (let row = 0; row < rowCount; row++) {
      const paid = columns.paid[productOf(row)] ?? Number.NaN;
      if (paid >= min && paid <= max) out[row >>> 5] = (out[row >>> 5] ?? 0) | (1 << (row & 31));
    }
    keys.push(PRICE_KEY);
    passing.push(out);
  }
  if (query.inStock) {
    keys.push(STOCK_KEY);
    passing.push(bits.inStock);
  }
  if (new Set(keys).size !== keys.length) return undefined;
  // Every row, then the rows passing the conditions before k (`before[k]`) and after it.
  const every = new Uint32Array(bits.words).fill(0xffffffff);
  if (rowCount % 32 !== 0) every[bits.words - 1] = 2 ** (rowCount % 32) - 1;
  if (rowCount === 0) every.fill(0);
  const before: Uint32Array[] = [every];
  for (const bitmap of passing) before.push(and(before.at(-1) ?? every, bitmap));
  const after: Uint32Array[] = [every];
  for (let at = passing.length - 1; at >= 0; at--)
    after.unshift(and(after[0] ?? every, passing[at] ?? every));
  const none = before.at(-1) ?? every;
  /** The rows passing every condition but `key`'s (all of them when it has none). */
  const allBut = (key: string) => {
    const at = keys.indexOf(key);
    return at < 0 ? none : and(before[at] ?? every, after[at + 1] ?? every);
  };
  /** The products passing: those with a row passing every condition. */
  const passingProducts = variants ? productsIn(none, count, variants.owner) : none;
  /** The products with a row in a bitmap of rows, as a bitmap of products' rows. */
  const productsOf = (rows: Uint32Array) =>
    !variants ? rows : rows === none ? passingProducts : productsIn(rows, count, variants.owner);
  const total = bitsSet(passingProducts);
  const passingRows = variants ? bitsSet(none) : total;
  /** A bitmap's rows, ascending, listed once per bitmap (every facet without a filter reads `none`'s). */
  const listed = new Map<Uint32Array, Uint32Array>();
  const rowsOf = (bitmap: Uint32Array, set: number) => {
    let rows = listed.get(bitmap);
    if (!rows) {
      rows = rowsIn(bitmap, set);
      listed.set(bitmap, rows);
    }
    return rows;
  };

  const end = query.offset + query.limit;
  const order = orderOf(columns, query.sort);
  const pageRows: number[] = [];
  // Walking the sort order to the page's end reads about `end / total` of it; with few rows
  // passing, sorting those alone reads less.
  const walk = order ? Math.min(count, (end * count) / Math.max(total, 1)) : 0;
  if (order && walk > bits.words + total * Math.log2(total + 1) * ROW_COST) {
    const sorted = Array.from(rowsOf(passingProducts, total)).sort(
      comparatorOf(columns, query.sort),
    );
    pageRows.push(...sorted.slice(query.offset, end));
  } else if (order) {
    let seen = 0;
    for (let at = 0; at < order.length && seen < end; at++) {
      const row = order[at] ?? 0;
      if (!hasBit(passingProducts, row)) continue;
      if (seen >= query.offset) pageRows.push(row);
      seen++;
    }
  } else {
    // The rows' own order: a listing's newest first, hits best first.
    let seen = 0;
    for (let word = 0; word < passingProducts.length && seen < end; word++) {
      let bitsLeft = passingProducts[word] ?? 0;
      while (bitsLeft !== 0 && seen < end) {
        const lowest = bitsLeft & -bitsLeft;
        bitsLeft ^= lowest;
        if (seen >= query.offset) pageRows.push(word * 32 + 31 - Math.clz32(lowest));
        seen++;
      }
    }
  }
  const ids = pageRows.flatMap((row) => columns.ids[row] ?? []);

  const facetIds = query.facetAttributeIds;
  if (!facetIds) return { ids, total };
  const specs: FacetRow[] = [];
  for (const key of facetIds) {
    const column = columns.specs.get(key);
    const bitmaps = bits.specs.get(key);
    if (!column || !bitmaps) continue;
    const rows = allBut(key);
    const set = rows === none ? passingRows : bitsSet(rows);
    const counts = new Uint32Array(column.values.length);
    const numberCounts = new Uint32Array(column.numberValues.length);
    const bitmapCount = bitmaps.codes.length + (bitmaps.numbers?.length ?? 0);
    const { buckets } = bitmaps;
    if (bitmaps.numbers && bitmapCount * bits.words <= set * ROW_COST) {
      bitmaps.codes.forEach((bitmap, code) => {
        counts[code] = bitsSetIn(rows, bitmap);
      });
      bitmaps.numbers.forEach((bitmap, code) => {
        numberCounts[code] = bitsSetIn(rows, bitmap);
      });
    } else if (
      buckets &&
      (bitmaps.codes.length + buckets.bitmaps.length) * bits.words <= set * ROW_COST
    ) {
      bitmaps.codes.forEach((bitmap, code) => {
        counts[code] = bitsSetIn(rows, bitmap);
      });
      const spread = bucketSpreadOf(key, column, buckets, rows);
      if (spread) {
        if (variants) {
          countedTwice(rows, column.codes, counts, count, variants.owner);
          spread.n -= countedTwice(rows, column.numberCodes, undefined, count, variants.owner);
        }
        specs.push(...facetRowsFrom(key, column, counts, new Uint32Array(0)), spread);
        continue;
      }
      countRows(rowsOf(rows, set), column.numberCodes, numberCounts);
    } else {
      countRows(rowsOf(rows, set), column.codes, counts);
      countRows(rowsOf(rows, set), column.numberCodes, numberCounts);
    }
    if (variants) {
      countedTwice(rows, column.codes, counts, count, variants.owner);
      countedTwice(rows, column.numberCodes, numberCounts, count, variants.owner);
    }
    specs.push(...facetRowsFrom(key, column, counts, numberCounts));
  }
  return {
    ids,
    total,
    facets: {
      specs,
      price: priceSpreadOf(columns, productsOf(allBut(PRICE_KEY)), rowsOf),
      inStock: bitsSetIn(productsOf(allBut(STOCK_KEY)), bits.inStock),
    },
  };
}

/**
 * The products with a row in `rows`: its products' rows as they are, and the product of each of
 * its variants' rows (`owner`, rows from `count` on).
 */
function productsIn(rows: Uint32Array, count: number, owner: Uint32Array): Uint32Array {
  const out = rows.slice();
  const first = count >>> 5;
  out.fill(0, first);
  if (count % 32 !== 0) out[first] = (rows[first] ?? 0) & (2 ** (count % 32) - 1);
  for (let word = first; word < rows.length; word++) {
    let bitsLeft = rows[word] ?? 0;
    while (bitsLeft !== 0) {
      const lowest = bitsLeft & -bitsLeft;
      bitsLeft ^= lowest;
      const row = word * 32 + 31 - Math.clz32(lowest);
      if (row < count) continue;
      const product = owner[row - count] ?? 0;
      out[product >>> 5] = (out[product >>> 5] ?? 0) | (1 << (product & 31));
    }
  }
  return out;
}

/**
 * Takes back from `counts` what a product with variants' rows counted more than once: a value
 * held by several of its rows in `rows` (its own and its variants') counts once. Returns how many
 * were taken back in all (`counts` may be left out, to learn only that).
 */
function countedTwice(
  rows: Uint32Array,
  codes: Int32Array,
  counts: Uint32Array | undefined,
  count: number,
  owner: Uint32Array,
): number {
  if (codes.length === 0) return 0;
  let taken = 0;
  // A product's variants' rows are consecutive (`owner` ascends): one run per product.
  const held: number[] = [];
  for (let start = 0; start < owner.length;) {
    const product = owner[start] ?? 0;
    let end = start;
    while (end < owner.length && owner[end] === product) end++;
    held.length = 0;
    if (hasBit(rows, product)) held.push(codes[product] ?? -1);
    for (let at = start; at < end; at++)
      if (hasBit(rows, count + at)) held.push(codes[count + at] ?? -1);
    held.forEach((code, at) => {
      if (code < 0 || held.indexOf(code) === at) return;
      taken++;
      if (counts) counts[code] = (counts[code] ?? 0) - 1;
    });
    start = end;
  }
  return taken;
}

/**
 * A number facet's row from the buckets: how many of `rows` have a number, the least and the
 * most (read from the rows of the first and last buckets holding any). Undefined when the rows
 * fall in so few buckets that they may hold few enough distinct numbers for the facet to list
 * each with its count: those are counted row by row.
 */
function bucketSpreadOf(
  key: string,
  { numberCodes, numberValues }: SpecColumn,
  buckets: NumberBuckets,
  rows: Uint32Array,
): FacetRow | undefined {
  const held: { bucket: number; count: number }[] = [];
  buckets.bitmaps.forEach((bitmap, bucket) => {
    const count = bitsSetIn(rows, bitmap);
    if (count > 0) held.push({ bucket, count });
  });
  if (held.length <= MAX_FACET_NUMBER_VALUES) return undefined;
  const codeIn = (bucket: number, pick: (a: number, b: number) => number) => {
    const both = and(rows, buckets.bitmaps[bucket] ?? rows);
    let found = -1;
    for (const row of rowsIn(both, bitsSet(both))) {
      const code = numberCodes[row] ?? -1;
      if (code >= 0) found = found < 0 ? code : pick(found, code);
    }
    return found;
  };
  const n = held.reduce((sum, { count }) => sum + count, 0);
  const lo = numberValues[codeIn(held[0]?.bucket ?? 0, Math.min)] ?? null;
  const hi = numberValues[codeIn(held.at(-1)?.bucket ?? 0, Math.max)] ?? null;
  return { k: key, v: null, n, lo, hi, vs: null };
}

/**
 * Counts the rows' codes (-1: none). A row holds a value or a number, not both (`columnsOf`): its
 * two codes are counted apart. A column with no code of a kind is empty and read not at all (a
 * typed array read past its end is slow).
 */
function countRows(rows: Uint32Array, codes: Int32Array, counts: Uint32Array): void {
  if (codes.length === 0) return;
  for (let at = 0; at < rows.length; at++) {
    const code = codes[rows[at] ?? 0] ?? -1;
    if (code >= 0) counts[code] = (counts[code] ?? 0) + 1;
  }
}

/**
 * The price spread of the rows in `priced`: the first row each way, in price order, that is in
 * it; or, when few rows are in it (the walk would read much of the order), the least and most of
 * their prices.
 */
function priceSpreadOf(
  columns: ListingColumns,
  priced: Uint32Array,
  rowsOf: (bitmap: Uint32Array, set: number) => Uint32Array,
): { min: number; max: number } | null {
  const set = bitsSet(priced);
  if (set === 0) return null;
  const { paid } = columns;
  if (paid.length / set > columns.bits.words + set) {
    let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (const row of rowsOf(priced, set)) {
      const price = paid[row] ?? Number.NaN;
      if (price < min) min = price;
      if (price > max) max = price;
    }
    return min <= max ? { min, max } : null;
  }
  const { asc, desc } = byPriceOf(columns);
  const firstIn = (rows: Uint32Array) => {
    for (let at = 0; at < rows.length; at++) {
      const row = rows[at] ?? 0;
      if (hasBit(priced, row)) return paid[row];
    }
    return undefined;
  };
  const [min, max] = [firstIn(asc), firstIn(desc)];
  return min !== undefined && max !== undefined ? { min, max } : null;
}

/** `selectFilteredPage`'s answer for a listing, worked out from its columns. */
export function filteredPageOf(columns: ListingColumns, query: FilteredQuery): FilteredPage {
  return bitsPageOf(columns, query) ?? rowsPageOf(columns, query);
}

/**
 * `filteredPageOf` row by row: a pass over every row per condition. It answers when two conditions
 * name one attribute, and is what the tests hold the bitmaps' answers to.
 */
export function rowsPageOf(columns: ListingColumns, query: FilteredQuery): FilteredPage {
  const { fails, failed, keys } = failuresOf(columns, query);
  const products = columns.ids.length;
  const count = fails.length;
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
  // With variants' rows, a product passes when any of its rows fails nothing; without (most
  // listings), the rows are the products and `none` is already the passing products in order.
  const { variants } = columns;
  const ownerOf = variants
    ? (row: number) => {
        if (row >= products) return variants.owner[row - products];
        // A product's own row counts with its variants' only when it has some.
        return (variants.start[row + 1] ?? 0) > (variants.start[row] ?? 0) ? row : undefined;
      }
    : undefined;
  let passing = none;
  let passes: (row: number) => boolean = (row) => fails[row] === 0;
  if (variants) {
    const passed = new Uint8Array(products);
    for (const row of none)
      passed[row < products ? row : (variants.owner[row - products] ?? 0)] = 1;
    passing = [];
    for (let row = 0; row < products; row++) if (passed[row] === 1) passing.push(row);
    passes = (row) => passed[row] === 1;
  }

  const total = passing.length;
  const order = orderOf(columns, query.sort);
  const end = query.offset + query.limit;
  const pageRows: number[] = [];
  if (!order) pageRows.push(...passing.slice(query.offset, end));
  else {
    let seen = 0;
    for (let at = 0; at < products && seen < end; at++) {
      const row = order[at] ?? 0;
      if (!passes(row)) continue;
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
    if (column) specs.push(...facetRowsOf(key, column, allBut(key), ownerOf));
  }
  const productOf = (row: number) =>
    row < products ? row : (variants?.owner[row - products] ?? 0);
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const list of allBut(PRICE_KEY))
    for (const row of list) {
      const paid = columns.paid[productOf(row)] ?? Number.NaN;
      if (paid < min) min = paid;
      if (paid > max) max = paid;
    }
  let inStock = 0;
  const stocked = variants ? new Uint8Array(products) : undefined;
  for (const list of allBut(STOCK_KEY))
    for (const row of list) {
      const product = productOf(row);
      if (columns.inStock[product] !== 1) continue;
      if (stocked) {
        if (stocked[product] === 1) continue;
        stocked[product] = 1;
      }
      inStock++;
    }
  return {
    ids,
    total,
    facets: { specs, price: min <= max ? { min, max } : null, inStock },
  };
}

export interface ListingColumnsOptions {
  /** The most bytes of columns kept, over every listing; the least recently asked go first. */
  maxBytes: number;
  /** The clock, in milliseconds (tests move it by hand). */
  now?: () => number;
  /**
   * Told when a listing's columns, just read, do not fit beside the listings in use: the statement
   * answers that listing (slower) for the next `REFUSED_MS`. The server logs it, so an operator
   * sees when `CATALOG_FILTER_COLUMNS_MB` is short for the listings shoppers narrow.
   */
  onRefused?: (refusal: ListingRefusal) => void;
  /** How many kept listings' products can be located for a search's hits (tests set a few). */
  listingSlots?: number;
}

/** A listing whose columns did not fit. */
export interface ListingRefusal {
  /** The listing: its category and sub-category ids (`pairKey`). */
  listing: string;
  /** What its columns would take, in bytes. */
  bytes: number;
  /** What the listings kept take now, and the most they may, in bytes. */
  keptBytes: number;
  maxBytes: number;
}

/**
 * How long a listing asked for is safe from being let go to make room for another's columns. When
 * the listings shoppers narrow take more than the budget, letting the least recent go at each read
 * would read a listing's columns on nearly every request (each read pushing out the next one
 * asked for): slower than keeping none. So the listings in use stay, and one that does not fit
 * beside them is answered by the statement until room is made.
 */
export const RESIDENT_MS = 30_000;
/** How long a listing that did not fit is answered by the statement before it is tried again. */
export const REFUSED_MS = 10 * 60_000;

/**
 * The filter columns of the listings asked for, kept in this process and checked against their
 * versions before every answer (decision 051).
 */
export class ListingColumnsIndex {
  /** In the order last asked (a Map keeps insertion order: the first is the least recent). */
  private readonly kept = new Map<string, ListingColumns>();
  private readonly reading = new Map<string, Promise<ListingColumns | undefined>>();
  /**
   * Where each product of the kept listings is (a product in several: the last kept of them), as
   * `row * listingSlots + slot`: a number, not an object per product, so a million kept products
   * are a million fewer objects for the garbage collector to mark (and some 30 MB less).
   */
  private readonly located = new Map<string, number>();
  /** The kept listings by slot (`located`'s), and each kept listing's slot; slots let go are reused. */
  private readonly slots: (ListingSlot | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** When each kept listing was last asked for. */
  private readonly usedAt = new Map<string, number>();
  /** The listings whose columns did not fit, their size and when that was found. */
  private readonly refused = new Map<string, { bytes: number; at: number }>();
  private bytes = 0;
  private listingReads = 0;
  private readonly now: () => number;
  private readonly listingSlots: number;

  constructor(private readonly options: ListingColumnsOptions) {
    this.now = options.now ?? Date.now;
    this.listingSlots = options.listingSlots ?? LISTING_SLOTS;
  }

  /**
   * A filtered page of a listing from its columns, read again first when they are older than
   * `version` (the listing's version, read by the caller just before); undefined when the listing
   * has no products any more, or its columns do not fit beside the listings in use (the statement
   * answers it).
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

  /** How many times a listing's columns were read from the database (for tests and the logs). */
  get reads(): number {
    return this.listingReads;
  }

  /**
   * A filtered page of a search's hits (in their order, best first), and the hits' columns it was
   * worked out from. `kept`, the columns of the same hits from an earlier request, are used while
   * the versions of the listings they were read from stay (read now, one statement). Else a hit
   * in a kept listing whose version has not moved is taken from its columns, the rest are read
   * afresh by their primary keys, and a listing holding many of those is read whole for the next
   * requests. Never staler than the statement over the hits' rows.
   */
  async hitsPage(
    db: Database,
    ids: readonly string[],
    query: FilteredQuery,
    kept?: HitColumns,
  ): Promise<{ page: FilteredPage; hits: HitColumns }> {
    if (kept?.listings && (await unmoved(db, kept.listings))) {
      return { page: filteredPageOf(kept.columns, query), hits: kept };
    }
    const hits = await this.hitColumns(db, ids);
    return { page: filteredPageOf(hits.columns, query), hits };
  }

  private async hitColumns(db: Database, ids: readonly string[]): Promise<HitColumns> {
    const found = ids.map((id): Located | undefined => {
      const at = this.located.get(id);
      const slot = at === undefined ? undefined : this.slots[at % this.listingSlots];
      return at !== undefined && slot
        ? { ...slot, row: Math.floor(at / this.listingSlots) }
        : undefined;
    });
    const listings = new Map<string, Located>();
    for (const at of found) if (at) listings.set(at.key, at);
    const moved = new Set<string>();
    if (listings.size > 0) {
      const now = await selectListingVersions(
        db,
        [...listings.values()].map((at) => at.pair),
      );
      for (const [key, { columns }] of listings) {
        const version = now.get(key);
        if (version === undefined || version > columns.version) moved.add(key);
        // Its rows answer this search: it is in use, as if its listing had been asked for.
        else this.used(key, columns);
      }
    }
    // The listings the hits were read from, at their versions; none when that cannot tell whether
    // they changed (a hit in no listing, or a listing seen at two versions).
    let versions: Map<string, ListingAt> | undefined = new Map();
    const readAt = (key: string, pair: ListingPair, version: bigint) => {
      const before = versions?.get(key);
      if (before && before.version !== version) versions = undefined;
      else versions?.set(key, { pair, version });
    };
    const rows: (ListingRow | undefined)[] = found.map((at) => {
      if (!at || moved.has(at.key)) return undefined;
      readAt(at.key, at.pair, at.columns.version);
      return rowOf(at.columns, at.row);
    });
    const afresh = ids.filter((_, index) => rows[index] === undefined);
    if (afresh.length > 0) {
      const read = await selectHitRows(db, afresh);
      const byId = new Map(read.map((hit) => [hit.row[0], hit.row]));
      ids.forEach((id, index) => {
        rows[index] ??= byId.get(id);
      });
      for (const { listing } of read) {
        if (listing) readAt(pairKey(listing), listing, listing.version);
        else versions = undefined;
      }
      await this.readListingsOf(db, read);
    }
    // A hit no longer in the catalogue is left out, as the statement's join leaves it out.
    const columns = hitColumnsOf(rows.filter((row): row is ListingRow => row !== undefined));
    return { columns, listings: versions, bytes: columns.bytes };
  }

  /**
   * Reads for the next requests the listings holding many of the hits just read afresh (at least
   * `LISTING_READ_AT` of them): one read of a listing saves reading its hits again and again.
   */
  private async readListingsOf(db: Database, read: readonly HitRow[]): Promise<void> {
    const counts = new Map<string, { pair: ListingPair; count: number }>();
    for (const { listing } of read) {
      if (!listing) continue;
      const key = pairKey(listing);
      const pair = { categoryId: listing.categoryId, subCategoryId: listing.subCategoryId };
      const entry = counts.get(key) ?? { pair, count: 0 };
      entry.count++;
      counts.set(key, entry);
    }
    for (const [key, { pair, count }] of counts) {
      if (count < LISTING_READ_AT) continue;
      const kept = this.kept.get(key);
      // Kept but not located (no slot was free): its hits are always read afresh.
      if (kept && !this.slotOf.has(key)) continue;
      // Kept, its hits read afresh: its version has moved since.
      await this.columns(db, pair, kept ? kept.version + 1n : 0n);
    }
  }

  private async columns(
    db: Database,
    pair: ListingPair,
    now: bigint,
  ): Promise<ListingColumns | undefined> {
    const key = pairKey(pair);
    const kept = this.kept.get(key);
    if (kept && kept.version >= now) {
      this.used(key, kept);
      return kept;
    }
    // Found too big for the room left: not read again (to be let go at once) while that holds.
    const refused = this.refused.get(key);
    if (refused) {
      if (this.now() - refused.at < REFUSED_MS && !this.fits(key, refused.bytes)) return undefined;
      this.refused.delete(key);
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

  /** Marks kept columns as just used: the most recent to let go, safe for `RESIDENT_MS`. */
  private used(key: string, columns: ListingColumns): void {
    this.kept.delete(key);
    this.kept.set(key, columns);
    this.usedAt.set(key, this.now());
  }

  private read(db: Database, pair: ListingPair, key: string): Promise<ListingColumns | undefined> {
    this.listingReads++;
    const reading = selectListingRows(db, pair).then((read) => {
      const columns = read && columnsOf(BigInt(read.version), read.rows);
      if (columns) this.keep(key, pair, columns);
      return columns;
    });
    this.reading.set(key, reading);
    const done = () => {
      if (this.reading.get(key) === reading) this.reading.delete(key);
    };
    reading.then(done, done);
    return reading;
  }

  private keep(key: string, pair: ListingPair, columns: ListingColumns): void {
    const before = this.kept.get(key);
    // A slower read finishing after a newer one keeps the newer.
    if (before && before.version > columns.version) return;
    if (before) this.drop(key, before);
    const at = this.now();
    if (!this.fits(key, columns.bytes)) {
      // Used for the request that read them, then let go; the statement answers the next ones.
      this.refused.set(key, { bytes: columns.bytes, at });
      this.options.onRefused?.({
        listing: key,
        bytes: columns.bytes,
        keptBytes: this.bytes,
        maxBytes: this.options.maxBytes,
      });
      return;
    }
    this.refused.delete(key);
    this.kept.set(key, columns);
    this.usedAt.set(key, at);
    this.bytes += columns.bytes;
    const slot = this.freeSlots.pop() ?? this.slots.length;
    // With every slot taken (thousands of listings kept), a listing's products are not located:
    // a search's hits among them are read by their keys, as those of a listing not kept.
    if (slot < this.listingSlots) {
      this.slots[slot] = { key, pair, columns };
      this.slotOf.set(key, slot);
      columns.ids.forEach((id, row) => {
        this.located.set(id, row * this.listingSlots + slot);
      });
    }
    for (const [oldest, entry] of this.kept) {
      if (this.bytes <= this.options.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  /**
   * Whether `bytes` of columns for `key` fit: in the budget, letting go only its own columns and
   * those of listings nobody asked for in the last `RESIDENT_MS`.
   */
  private fits(key: string, bytes: number): boolean {
    if (bytes > this.options.maxBytes) return false;
    const idleSince = this.now() - RESIDENT_MS;
    let room = this.options.maxBytes - this.bytes;
    for (const [other, columns] of this.kept) {
      if (room >= bytes) break;
      if (other === key || (this.usedAt.get(other) ?? 0) <= idleSince) room += columns.bytes;
    }
    return room >= bytes;
  }

  private drop(key: string, columns: ListingColumns): void {
    this.kept.delete(key);
    this.usedAt.delete(key);
    this.bytes -= columns.bytes;
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    for (const id of columns.ids) {
      const at = this.located.get(id);
      if (at !== undefined && at % this.listingSlots === slot) this.located.delete(id);
    }
    this.slots[slot] = undefined;
    this.slotOf.delete(key);
    this.freeSlots.push(slot);
  }
}

/** A listing and the version something was read from it at. */
interface ListingAt {
  pair: ListingPair;
  version: bigint;
}

/**
 * A search's hits as columns, with the listings (and their versions) they were read from: while
 * none of those versions moves, they are still the hits' (a change to a product's price paid, stock
 * or specs moves the version of every listing it is in).
 */
export interface HitColumns {
  columns: ListingColumns;
  /** By `pairKey`; undefined when they cannot be checked (a hit in no listing): never reused. */
  listings: Map<string, ListingAt> | undefined;
  /** What keeping them costs, roughly, in bytes. */
  bytes: number;
}

/** Whether every listing is still at its version (read now, one statement). */
async function unmoved(db: Database, listings: Map<string, ListingAt>): Promise<boolean> {
  const now = await selectListingVersions(
    db,
    [...listings.values()].map((at) => at.pair),
  );
  for (const [key, { version }] of listings) if (now.get(key) !== version) return false;
  return true;
}

/** A kept listing: its key (`pairKey`), its pair and its columns. */
interface ListingSlot {
  key: string;
  pair: ListingPair;
  columns: ListingColumns;
}

/** Where a kept product is: a row of a kept listing's columns. */
interface Located extends ListingSlot {
  row: number;
}

/**
 * How many listings `located` tells apart. A product's entry, `row * LISTING_SLOTS + slot`, is a
 * small integer (no object) below 2^31: in listings of up to half a million products.
 */
const LISTING_SLOTS = 4096;

/** How many of a search's hits read afresh make their listing worth reading whole. */
const LISTING_READ_AT = 20;
