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
// through one is seen in the other's cached answers within a second, though the cache would keep
// them for an hour.

let shop: TestShop;
let other: FastifyInstance;
let otherCache: CatalogCache;
let adminToken: string;
let categoryId: string;
let subCategoryId: string;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0', CATALOG_CACHE_SECONDS: '3600' });
  otherCache = new CatalogCache(shop.config.catalogCache);
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
  shop.catalogCache.catalogueChanged();
  // Its notice reaches the other process a moment later: let it land before that process caches.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return id;
}

describe('a catalogue change through one process', () => {
  it('reaches the other process’s cached answers within a second', async () => {
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
    const tookMs = await within(1_000, async () => {
      return (await detailsFrom(other, productId)).name === 'Quạt hút vuông 700';
    });
    expect(tookMs).toBeLessThan(1_000);
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
    await within(1_000, async () => (await detailsFrom(other, changed)).stock === 3);
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
    await within(1_000, async () => (await detailsFrom(other, first)).stock === 4);
    await within(1_000, async () => (await detailsFrom(other, second)).stock === 4);
    expect(otherCache.size).toBe(kept);
  });

  it('ignores a notice it cannot read', async () => {
    const productId = await heater('Quạt hút tròn 500');
    await detailsFrom(other, productId);
    const kept = otherCache.size;
    await shop.db.execute(sql`SELECT pg_notify(${CATALOG_CHANGES_CHANNEL}, 'not a notice')`);
    await new Promise((resolve) => setTimeout(resolve, 100));
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
    await within(1_000, () => Promise.resolve(otherCache.size === 0));

    await detailsFrom(other, productId);
    const renamed = await shop.app.inject({
      method: 'PUT',
      url: '/api/product/update-product-details',
      payload: { _id: productId, name: 'Quạt hút công nghiệp 1000' },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(renamed.statusCode).toBe(200);
    await within(1_000, async () => {
      return (await detailsFrom(other, productId)).name === 'Quạt hút công nghiệp 1000';
    });
  });
});
