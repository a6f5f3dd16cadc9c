import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { products } from '../../db/schema';
import { makeCategory, makeProduct, makeSubCategory } from '../../../test/catalogue-fixtures';
import { buildAppOver } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { logInAs, makeUser } from '../../../test/user-fixtures';
import { CatalogCache } from './catalog-cache';
import { CATALOG_CHANGES_CHANNEL } from './catalog-change-feed';

// Two app instances over one database stand for two API processes: a catalogue change committed
// through one is seen in the other's cached answers at once (within a second on an idle machine),
// though the cache would keep them for an hour. The tests wait for the change to be seen, or for
// the other process to have taken a notice in, under bounds generous enough for a loaded machine;
// never for a fixed time.

let shop: TestShop;
let other: FastifyInstance;
let otherCache: CatalogCache;
let adminToken: string;
let categoryId: string;
let subCategoryId: string;
/** How many change notices the other process has taken in (each one makes it forget). */
let noticesTaken = 0;
const onNoticeTaken: (() => void)[] = [];

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', CATALOG_CACHE_SECONDS: '3600' });
  otherCache = new CatalogCache(shop.config.catalogCache);
  // A notice from the other process lands as a call of `forget`: counted, so a test can wait for it.
  const forget = otherCache.forget.bind(otherCache);
  otherCache.forget = (change) => {
    forget(change);
    noticesTaken += 1;
    for (const resolve of onNoticeTaken.splice(0)) resolve();
  };
  other = await buildAppOver(shop, { catalogCache: otherCache });
  const admin = await makeUser(shop.db, { role: 'ADMIN' });
  adminToken = (await logInAs(shop.app, admin.email, admin.password)).accessToken;
  categoryId = await makeCategory(shop.db, 'Quạt công nghiệp');
  subCategoryId = await makeSubCategory(shop.db, 'Quạt hút', [categoryId]);
});

afterAll(async () => {
  await other.close();
  await shop.close();
});

interface ProductAnswer {
  name: string;
  stock: number;
}

async function detailsFrom(app: FastifyInstance, productId: string): Promise<ProductAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/product/get-product-details',
    payload: { productId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ProductAnswer }>().data;
}

/** Resolves once the other process has taken in `count` more notices (fails after 20 s). */
function noticesLanding(count = 1): Promise<void> {
  const target = noticesTaken + count;
  return new Promise<void>((resolve, reject) => {
    const bound = setTimeout(() => {
      reject(new Error(`the other process took in ${noticesTaken} notices, not ${target}`));
    }, 20_000);
    const check = () => {
      if (noticesTaken < target) {
        onNoticeTaken.push(check);
        return;
      }
      clearTimeout(bound);
      resolve();
    };
    check();
  });
}

/** A bound for a change to be seen by the other process, generous for a loaded 2-core machine. */
const SEEN_WITHIN_MS = 10_000;

/** Asks every 25 ms until `seen` holds; answers how long that took, or fails after `withinMs`. */
async function within(withinMs: number, seen: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await seen()) return performance.now() - started;
    if (performance.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function heater(name: string): Promise<string> {
  const id = await makeProduct(shop.db, {
    name,
    price: 200_000,
    stock: 10,
    categoryIds: [categoryId],
    subCategoryIds: [subCategoryId],
  });
  // Its notice reaches the other process a moment later: let it land before that process caches.
  const landed = noticesLanding();
  shop.catalogCache.catalogueChanged();
  await landed;
  return id;
}

describe('a catalogue change through one process', () => {
  it('reaches the other process’s cached answers, long before their lifetime ends', async () => {
    const productId = await heater('Quạt hút vuông 600');
    expect((await detailsFrom(other, productId)).name).toBe('Quạt hút vuông 600');
    // Kept: the same answer comes from the other process's memory.
    expect(otherCache.size).toBeGreaterThan(0);

    const renamed = await shop.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      payload: { _id: productId, name: 'Quạt hút vuông 700' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(renamed.statusCode).toBe(200);
    // The cache would have kept the old name for an hour.
    await within(SEEN_WITHIN_MS, async () => {
      return (await detailsFrom(other, productId)).name === 'Quạt hút vuông 700';
    });
  });

  it('forgets only the changed products’ answers in the other process', async () => {
    const changed = await heater('Quạt hút tròn 300');
    const untouched = await heater('Quạt hút tròn 400');
    await detailsFrom(other, changed);
    await detailsFrom(other, untouched);
    const kept = otherCache.size;
    // Stock moved by an order, as the order service tells the cache after its commit.
    await shop.db
      .update(products)
      .set({ stock: 3 })
      .where(sql`${products.id} = ${changed}`);
    shop.catalogCache.productsChanged([changed]);
    await within(SEEN_WITHIN_MS, async () => (await detailsFrom(other, changed)).stock === 3);
    // The untouched product's answer stayed kept; the changed one is kept again, fresh.
    expect(otherCache.size).toBe(kept);
  });

  it('forgets every product of changes made together, sent as several notices at once', async () => {
    const [first, second, untouched] = [
      await heater('Quạt hút tròn 310'),
      await heater('Quạt hút tròn 320'),
      await heater('Quạt hút tròn 330'),
    ];
    for (const id of [first, second, untouched]) await detailsFrom(other, id);
    const kept = otherCache.size;
    await shop.db
      .update(products)
      .set({ stock: 4 })
      .where(sql`${products.id} IN (${first}, ${second})`);
    // Orders committing together, each telling the cache of its own products: more products in
    // all than one notice carries, so they go out as several notices in one statement.
    shop.catalogCache.productsChanged([first]);
    for (let i = 0; i < 30; i += 1)
      shop.catalogCache.productsChanged(Array.from({ length: 10 }, (_, j) => `gone-${i}-${j}`));
    shop.catalogCache.productsChanged([second]);
    await within(SEEN_WITHIN_MS, async () => (await detailsFrom(other, first)).stock === 4);
    await within(SEEN_WITHIN_MS, async () => (await detailsFrom(other, second)).stock === 4);
    expect(otherCache.size).toBe(kept);
  });

  it('ignores a notice it cannot read', async () => {
    const productId = await heater('Quạt hút tròn 500');
    await detailsFrom(other, productId);
    const kept = otherCache.size;
    // Notices arrive in the order they were sent: once a readable one sent after it has landed,
    // the unreadable one was taken in (and ignored) before it. The readable one names no product
    // the other process keeps, so it forgets nothing.
    const landed = noticesLanding();
    await shop.db.execute(sql`SELECT pg_notify(${CATALOG_CHANGES_CHANNEL}, 'not a notice')`);
    shop.catalogCache.productsChanged(['no-such-product']);
    await landed;
    expect(otherCache.size).toBe(kept);
    expect((await detailsFrom(other, productId)).name).toBe('Quạt hút tròn 500');
  });
});

// Only a server has connections to lose: PGlite's notifications never leave the process.
describe.runIf(process.env['TEST_DB'] === 'postgres')('a lost notification connection', () => {
  /** The backends of the processes' listening connections, by process id. */
  async function listeners(): Promise<number[]> {
    const rows = await queryRows<{ pid: number }>(
      shop.db,
      sql`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database()
            AND application_name = ${`shop-listen:${CATALOG_CHANGES_CHANNEL}`}`,
    );
    return rows.map((row) => row.pid);
  }

  it('is made again, and changes after it reach the other process again', async () => {
    const productId = await heater('Quạt hút công nghiệp 900');
    await detailsFrom(other, productId);
    expect(otherCache.size).toBeGreaterThan(0);
    const ended = await listeners();
    expect(ended).toHaveLength(2);
    await shop.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database()
            AND application_name = ${`shop-listen:${CATALOG_CHANGES_CHANNEL}`}`,
    );
    // Both listen again on new connections (an ended backend stays listed for a moment).
    await within(5_000, async () => {
      const now = await listeners();
      return now.length === 2 && now.every((pid) => !ended.includes(pid));
    });
    // Reconnecting forgets every answer, as notices sent meanwhile were lost: once its LISTEN is
    // in place, a moment after the connection shows.
    await within(SEEN_WITHIN_MS, () => Promise.resolve(otherCache.size === 0));

    await detailsFrom(other, productId);
    const renamed = await shop.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      payload: { _id: productId, name: 'Quạt hút công nghiệp 1000' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(renamed.statusCode).toBe(200);
    await within(SEEN_WITHIN_MS, async () => {
      return (await detailsFrom(other, productId)).name === 'Quạt hút công nghiệp 1000';
    });
  });
});
