import { describe, expect, it } from 'vitest';
import { CatalogCache, ENTRY_OVERHEAD_BYTES, type CachedAnswer } from './catalog-cache';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A loader that counts its calls and answers `json` (as UTF-8 bytes), showing `productIds`. */
function loader(json: string, productIds: string[] = []) {
  const calls = { count: 0 };
  const load = (): Promise<CachedAnswer> => {
    calls.count++;
    return Promise.resolve({ body: Buffer.from(json), productIds });
  };
  return { load, calls };
}

/** A loader whose answer comes only when `release` is called; counts its calls. */
function heldLoader(json: string, productIds: string[] = []) {
  const calls = { count: 0 };
  let release: () => void = () => undefined;
  const load = (): Promise<CachedAnswer> => {
    calls.count++;
    return new Promise<CachedAnswer>((resolve) => {
      release = () => {
        resolve({ body: Buffer.from(json), productIds });
      };
    });
  };
  return {
    load,
    calls,
    release: () => {
      release();
    },
  };
}

/** For the tests of which bodies are kept: their keys and bookkeeping cost nothing. */
const noOverhead = () => 0;

/** Once every promise already settled has run its callbacks (a background load's included). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('CatalogCache', () => {
  it('answers a key from memory until its time is up', async () => {
    const time = clock();
    const cache = new CatalogCache({ ttlMs: 10_000, maxBytes: 1_000, now: time.now });
    const { load, calls } = loader('{"a":1}');
    expect(String(await cache.answer('k', load))).toBe('{"a":1}');
    expect(String(await cache.answer('k', load))).toBe('{"a":1}');
    expect(calls.count).toBe(1);
    time.advance(10_000);
    expect(String(await cache.answer('k', load))).toBe('{"a":1}');
    expect(calls.count).toBe(2);
  });

  it('makes a popular answer afresh in the last fifth of its life, while still sending the kept one', async () => {
    const time = clock();
    const cache = new CatalogCache({ ttlMs: 10_000, maxBytes: 1_000, now: time.now });
    await cache.answer('k', loader('"stock 5"').load);
    const fresh = heldLoader('"stock 4"');
    time.advance(7_999);
    expect(String(cache.kept('k', fresh.load))).toBe('"stock 5"');
    expect(fresh.calls.count).toBe(0);
    time.advance(1);
    // From 8 s on: the kept answer goes out at once, and the answer is made again, only once.
    expect(String(cache.kept('k', fresh.load))).toBe('"stock 5"');
    expect(String(cache.kept('k', fresh.load))).toBe('"stock 5"');
    expect(fresh.calls.count).toBe(1);
    fresh.release();
    await settled();
    expect(String(cache.kept('k', fresh.load))).toBe('"stock 4"');
    // The fresh answer has a whole life of its own: past the old one's end, it is still kept.
    time.advance(5_000);
    expect(String(cache.kept('k', fresh.load))).toBe('"stock 4"');
    expect(fresh.calls.count).toBe(1);
  });

  it('lets a kept answer expire when making it afresh fails, and the next request answers the error', async () => {
    const time = clock();
    const cache = new CatalogCache({ ttlMs: 10_000, maxBytes: 1_000, now: time.now });
    await cache.answer('k', loader('"old"').load);
    time.advance(9_000);
    const failing = () => Promise.reject(new Error('database down'));
    expect(String(cache.kept('k', failing))).toBe('"old"');
    await settled();
    time.advance(1_000);
    expect(cache.kept('k', failing)).toBeUndefined();
    await expect(cache.answer('k', failing)).rejects.toThrow('database down');
  });

  it('does not keep an answer made afresh while a product it shows changed', async () => {
    const time = clock();
    const cache = new CatalogCache({ ttlMs: 10_000, maxBytes: 1_000, now: time.now });
    await cache.answer('k', loader('"stock 5"', ['p1']).load);
    time.advance(9_000);
    const racing = heldLoader('"stock 5 (read before the order)"', ['p1']);
    expect(String(cache.kept('k', racing.load))).toBe('"stock 5"');
    cache.productsChanged(['p1']);
    racing.release();
    await settled();
    expect(cache.kept('k')).toBeUndefined();
    expect(String(await cache.answer('k', loader('"stock 4"', ['p1']).load))).toBe('"stock 4"');
  });

  it('keeps nothing when its time is 0', async () => {
    const cache = new CatalogCache({ ttlMs: 0, maxBytes: 1_000 });
    const { load, calls } = loader('{}');
    await cache.answer('k', load);
    await cache.answer('k', load);
    expect(calls.count).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets exactly the answers showing a changed product', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000, overheadOf: noOverhead });
    const withA = loader('"page with a and b"', ['a', 'b']);
    const withoutA = loader('"page with c"', ['c']);
    const categories = loader('"categories"');
    await cache.answer('page-1', withA.load);
    await cache.answer('page-2', withoutA.load);
    await cache.answer('categories', categories.load);
    cache.productsChanged(['a']);
    await cache.answer('page-1', withA.load);
    await cache.answer('page-2', withoutA.load);
    await cache.answer('categories', categories.load);
    expect([withA.calls.count, withoutA.calls.count, categories.calls.count]).toEqual([2, 1, 1]);
  });

  it('forgets everything when the catalogue changed', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const first = loader('"1"', ['a']);
    const second = loader('"2"');
    await cache.answer('one', first.load);
    await cache.answer('two', second.load);
    cache.catalogueChanged();
    expect(cache.size).toBe(0);
    await cache.answer('one', first.load);
    await cache.answer('two', second.load);
    expect([first.calls.count, second.calls.count]).toEqual([2, 2]);
  });

  it('does not keep an answer loaded while a change happened (it may show the old state)', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const held = heldLoader('"stock 5"', ['a']);
    const slow = cache.answer('details', held.load);
    cache.productsChanged(['a']);
    held.release();
    expect(String(await slow)).toBe('"stock 5"');
    const fresh = loader('"stock 4"', ['a']);
    expect(String(await cache.answer('details', fresh.load))).toBe('"stock 4"');
    expect(fresh.calls.count).toBe(1);
  });

  it('makes a missing answer once for a burst of requests', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const held = heldLoader('"page"');
    const burst = [1, 2, 3].map(() => cache.answer('k', held.load));
    held.release();
    expect((await Promise.all(burst)).map(String)).toEqual(['"page"', '"page"', '"page"']);
    expect(held.calls.count).toBe(1);
  });

  it('does not make a request after a change wait for an answer begun before it', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const held = heldLoader('"stock 5"', ['a']);
    const before = cache.answer('details', held.load);
    cache.productsChanged(['a']);
    const after = cache.answer('details', loader('"stock 4"', ['a']).load);
    held.release();
    expect(String(await before)).toBe('"stock 5"');
    expect(String(await after)).toBe('"stock 4"');
    expect(String(await cache.answer('details', loader('"never loaded"').load))).toBe('"stock 4"');
  });

  it('evicts the least recently used answers beyond its size, and never keeps one too big', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 10, overheadOf: noOverhead });
    const a = loader('"aaaa"'); // 6 bytes
    const b = loader('"bb"'); // 4
    const c = loader('"cc"'); // 4
    await cache.answer('a', a.load);
    await cache.answer('b', b.load);
    await cache.answer('a', a.load); // a is now the most recently used
    await cache.answer('c', c.load); // 14 > 10: b goes
    await cache.answer('a', a.load);
    await cache.answer('b', b.load);
    expect([a.calls.count, b.calls.count, c.calls.count]).toEqual([1, 2, 1]);
    const huge = loader(`"${'x'.repeat(20)}"`);
    await cache.answer('huge', huge.load);
    await cache.answer('huge', huge.load);
    expect(huge.calls.count).toBe(2);
    // Size is in bytes sent: 4 Vietnamese letters are 4 characters but 12 bytes of UTF-8.
    const accented = loader('"ệệệệ"');
    await cache.answer('accented', accented.load);
    await cache.answer('accented', accented.load);
    expect(accented.calls.count).toBe(2);
  });

  it('when every answer was asked for again, evicts the oldest, never the one just kept', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 10, overheadOf: noOverhead });
    const [a, b, c] = [loader('"aa"'), loader('"bb"'), loader('"cc"')]; // 4 bytes each
    await cache.answer('a', a.load);
    await cache.answer('b', b.load);
    await cache.answer('a', a.load);
    await cache.answer('b', b.load);
    await cache.answer('c', c.load); // 12 > 10: a and b both get a second chance, then a goes
    await cache.answer('c', c.load);
    await cache.answer('b', b.load);
    await cache.answer('a', a.load);
    expect([a.calls.count, b.calls.count, c.calls.count]).toEqual([2, 1, 1]);
  });

  it('counts each answer’s key and bookkeeping, so tiny answers cannot exceed its memory', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 10 * ENTRY_OVERHEAD_BYTES });
    for (let word = 0; word < 100; word++)
      await cache.answer(`search:1:10:w${word}`, loader('[]').load);
    expect(cache.size).toBeLessThan(10);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('does not keep an answer its loader says is not worth keeping', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000 });
    const load = () => Promise.resolve({ body: Buffer.from('[]'), productIds: [], keep: false });
    await cache.answer('search:999:10:x', load);
    expect(cache.size).toBe(0);
  });

  it('does not keep a failed load', async () => {
    const cache = new CatalogCache({ ttlMs: 60_000, maxBytes: 1_000 });
    await expect(cache.answer('k', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    const { load, calls } = loader('"ok"');
    expect(String(await cache.answer('k', load))).toBe('"ok"');
    expect(calls.count).toBe(1);
  });
});
