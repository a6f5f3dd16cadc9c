/**
 * The storefront's catalogue answers, kept in this process as the UTF-8 JSON bytes sent to the
 * shopper (decision record 010). Bytes rather than text: a hit is written to the socket as it is,
 * with no encoding and no length to count. Shoppers ask for the same products, listings and searches over and over;
 * the catalogue changes rarely, and every change made through this process forgets the answers it
 * touches before the change is answered:
 *
 * - an order or a cancellation forgets the answers showing those products (their stock changed);
 * - an admin write to the catalogue forgets everything.
 *
 * Other API processes on the same PostgreSQL hear of each change through the catalogue change
 * feed (catalog-change-feed.ts) and forget the same answers within moments. Changes made where no
 * feed reaches (SQL by hand, a feed whose connection is lost) show within `ttlMs`: every answer is
 * also forgotten when it is that old.
 */
export interface CatalogChanges {
  /** These products changed (stock, price, text): call after the change committed. */
  productsChanged(productIds: Iterable<string>): void;
  /** Anything may have changed (categories, links, new or deleted products): call after commit. */
  catalogueChanged(): void;
}

/**
 * An answer that depends on every product's stock (a filtered page's in-stock count, issue 42)
 * names this among its products: a stock change of any product forgets it.
 */
export const EVERY_PRODUCT = '\u0000every-product';

/** One change, as told to the feed: these products, or (`products` absent) anything. */
export interface CatalogChange {
  products?: readonly string[];
}

interface Entry {
  body: Buffer;
  /** What it counts against `maxBytes`: its body and its overhead. */
  cost: number;
  expiresAt: number;
  /** From then on, a hit also starts making the answer afresh (see `kept`). */
  refreshFrom: number;
  productIds: readonly string[];
  /** Asked for since it was kept, or since eviction last passed it over. */
  used: boolean;
}

/** What a cached answer is made of: its JSON as UTF-8 bytes, and the products it shows. */
export interface CachedAnswer {
  body: Buffer;
  productIds: readonly string[];
  /** False: send it, but do not keep it (an answer not worth its memory). */
  keep?: boolean;
}

/**
 * What an entry costs besides its body: the Map entries, the Entry object, the Buffer's header and
 * the product index's sets, roughly. Counted so that many small answers (a search per word an
 * attacker makes up) cannot take far more memory than the budget says.
 */
export const ENTRY_OVERHEAD_BYTES = 256;
/** Each product the answer shows costs an index entry (its key in a set, the id string). */
const PRODUCT_INDEX_BYTES = 64;

/** What an entry costs besides its body: its key (UTF-16 in memory) and its bookkeeping. */
export function entryOverhead(key: string, productIds: readonly string[]): number {
  return key.length * 2 + ENTRY_OVERHEAD_BYTES + productIds.length * PRODUCT_INDEX_BYTES;
}

export interface CatalogCacheOptions {
  /** How long an answer may be served; 0 turns the cache off. */
  ttlMs: number;
  /** The most bytes of answers kept, with their keys and bookkeeping (`entryOverhead`). */
  maxBytes: number;
  /** What an entry costs besides its body; `entryOverhead` unless a test isolates bodies. */
  overheadOf?: (key: string, productIds: readonly string[]) => number;
  now?: () => number;
}

/**
 * The last fifth of an answer's life: a hit then also makes it afresh in the background, so a
 * popular answer is replaced before it expires and no shopper waits for it to be made again.
 */
const REFRESH_AHEAD_SHARE = 0.2;

/**
 * The bytes in memory of their own. A small Buffer made from a string is a view into an 8 kB slab
 * Node shares between allocations, and keeps the whole slab alive: kept for minutes, a 1 kB answer
 * would hold 8 kB, and a crawler asking for every product once filled hundreds of megabytes with
 * slabs while the cache counted 32.
 */
function ownMemory(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}

export class CatalogCache implements CatalogChanges {
  // A Map keeps insertion order, oldest first. When the cache is full, eviction starts at the
  // oldest and gives an entry asked for since it was kept a second chance (it moves to the end):
  // nearly least recently used, with a hit only setting a flag instead of moving its entry.
  private readonly entries = new Map<string, Entry>();
  private readonly keysByProduct = new Map<string, Set<string>>();
  /** Answers being made: a burst of requests for one missing answer makes it once. */
  private readonly loading = new Map<string, Promise<CachedAnswer>>();
  private bytes = 0;
  /**
   * Bumped by every change. An answer loaded while a change happened may show the old state, so it
   * is served but not kept.
   */
  private version = 0;
  private readonly now: () => number;
  private readonly listeners: ((change: CatalogChange) => void)[] = [];

  constructor(private readonly options: CatalogCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The body of `key`'s answer: kept from an earlier call, or made by `load` now. */
  async answer(key: string, load: () => Promise<CachedAnswer>): Promise<Buffer> {
    const kept = this.kept(key, load);
    if (kept !== undefined) return kept;
    const pending = this.loading.get(key);
    if (pending) return (await pending).body;
    return (await this.load(key, load)).body;
  }

  /**
   * The body kept for `key`, if any and still fresh; no waiting, so no promise. In the last fifth
   * of the answer's life, the hit also makes it afresh with `refresh` (once, in the background): a
   * failed refresh leaves the kept answer to expire, and the request after that makes it again
   * (and answers its error).
   */
  kept(key: string, refresh?: () => Promise<CachedAnswer>): Buffer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const now = this.now();
    if (hit.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    hit.used = true;
    if (refresh && hit.refreshFrom <= now && !this.loading.has(key)) {
      this.load(key, refresh).catch(() => undefined);
    }
    return hit.body;
  }

  /** Makes `key`'s answer, once however many ask meanwhile, and keeps it unless a change raced it. */
  private async load(key: string, load: () => Promise<CachedAnswer>): Promise<CachedAnswer> {
    const versionBefore = this.version;
    const loading = load();
    this.loading.set(key, loading);
    try {
      const loaded = await loading;
      if (this.options.ttlMs > 0 && this.version === versionBefore && loaded.keep !== false)
        this.keep(key, loaded);
      return loaded;
    } finally {
      if (this.loading.get(key) === loading) this.loading.delete(key);
    }
  }

  /** Told of every change made through this process, after this cache has forgotten it. */
  onChange(listener: (change: CatalogChange) => void): void {
    this.listeners.push(listener);
  }

  productsChanged(productIds: Iterable<string>): void {
    const products = [...productIds];
    this.forget({ products });
    for (const listener of this.listeners) listener({ products });
  }

  catalogueChanged(): void {
    this.forget({});
    for (const listener of this.listeners) listener({});
  }

  /** Forgets what a change touched, telling no listener: how another process's change lands here. */
  forget(change: CatalogChange): void {
    if (change.products) this.forgetProducts(change.products);
    else this.forgetAll();
  }

  private forgetProducts(productIds: Iterable<string>): void {
    this.version++;
    // A request after a change must not wait for an answer begun before it.
    this.loading.clear();
    for (const productId of productIds) {
      for (const key of this.keysByProduct.get(productId) ?? []) this.remove(key);
    }
    for (const key of this.keysByProduct.get(EVERY_PRODUCT) ?? []) this.remove(key);
  }

  private forgetAll(): void {
    this.version++;
    this.loading.clear();
    this.entries.clear();
    this.keysByProduct.clear();
    this.bytes = 0;
  }

  private keep(key: string, answer: CachedAnswer): void {
    const { productIds } = answer;
    const cost = answer.body.length + (this.options.overheadOf ?? entryOverhead)(key, productIds);
    if (cost > this.options.maxBytes) return;
    this.remove(key);
    const body = ownMemory(answer.body);
    const { ttlMs } = this.options;
    const now = this.now();
    this.entries.set(key, {
      body,
      cost,
      productIds,
      expiresAt: now + ttlMs,
      refreshFrom: now + ttlMs * (1 - REFRESH_AHEAD_SHARE),
      used: false,
    });
    this.bytes += cost;
    for (const productId of productIds) {
      let keys = this.keysByProduct.get(productId);
      if (!keys) this.keysByProduct.set(productId, (keys = new Set()));
      keys.add(key);
    }
    // Each entry passed over loses its flag, so a second visit (at the end) evicts it. The answer
    // just kept is never the one to go.
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      if (oldestKey === key) continue;
      if (oldest.used) {
        oldest.used = false;
        this.entries.delete(oldestKey);
        this.entries.set(oldestKey, oldest);
      } else {
        this.remove(oldestKey);
      }
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.cost;
    for (const productId of entry.productIds) {
      const keys = this.keysByProduct.get(productId);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByProduct.delete(productId);
    }
  }
}
