import type { FilterAttribute } from './product-filters.repo';
import {
  ListingColumnsIndex,
  type HitColumns,
  type ListingColumnsOptions,
} from './listing-columns';

// Decision 051: what filtered requests keep in this process between them. Each part is checked
// against its version in the database (read in the one statement every filtered request runs
// first, or in one more for the listings a search's hits are in) before it is used, so an answer
// from it is never staler than one read afresh.

/** A search's hits as kept: the ids best first, at the search's version, and their columns. */
export interface KeptSearch {
  version: string;
  ids: readonly string[];
  /** Checked against the versions of the listings they were read from before each use. */
  columns: HitColumns | undefined;
}

/** How many search texts are kept at most (their hits' columns count toward a byte budget too). */
export const KEPT_SEARCHES = 100;
/** The share of the filter memory's bytes the kept searches may take. */
const SEARCHES_SHARE = 0.25;
/** A kept id and its slot, roughly. */
const ID_BYTES = 64;

export class FilterMemory {
  /** The filter columns of the listings asked for. */
  readonly columns: ListingColumnsIndex;
  private keptAttributes: { version: string; list: FilterAttribute[] } | undefined;
  /** By search text, in the order last asked (the first is the least recent). */
  private readonly searches = new Map<string, KeptSearch & { bytes: number }>();
  private searchBytes = 0;
  private readonly maxSearchBytes: number;

  /** `maxBytes`: for all of it, the searches taking at most a quarter and the listings the rest. */
  constructor(options: ListingColumnsOptions) {
    this.maxSearchBytes = options.maxBytes * SEARCHES_SHARE;
    this.columns = new ListingColumnsIndex({
      ...options,
      maxBytes: options.maxBytes - this.maxSearchBytes,
    });
  }

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

  /** A search kept at the search's version now (migration 0051); undefined: search again. */
  searchOf(text: string, version: string): KeptSearch | undefined {
    const kept = this.searches.get(text);
    if (!kept || kept.version !== version) return undefined;
    this.searches.delete(text);
    this.searches.set(text, kept);
    return kept;
  }

  /**
   * Keeps a search's hits found after the search's version was read as `version` (they are at
   * least that new, so a request that reads the same version may use them), and their columns.
   */
  keepSearch(
    text: string,
    version: string,
    ids: readonly string[],
    columns: HitColumns | undefined,
  ): void {
    const before = this.searches.get(text);
    // A slower search finishing after one at a newer version keeps the newer.
    if (before && BigInt(before.version) > BigInt(version)) return;
    if (before) {
      this.searches.delete(text);
      this.searchBytes -= before.bytes;
    }
    const bytes = ids.length * ID_BYTES + (columns?.listings ? columns.bytes : 0);
    if (bytes > this.maxSearchBytes) return;
    // Columns that cannot be checked are not kept: they could never be used.
    const kept = { version, ids, columns: columns?.listings ? columns : undefined, bytes };
    this.searches.set(text, kept);
    this.searchBytes += bytes;
    for (const [oldest, entry] of this.searches) {
      if (this.searches.size <= KEPT_SEARCHES && this.searchBytes <= this.maxSearchBytes) break;
      this.searches.delete(oldest);
      this.searchBytes -= entry.bytes;
    }
  }
}
