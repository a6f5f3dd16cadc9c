import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeProduct } from '../../../test/catalogue-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { deleteProduct, updateProduct } from '../catalog/catalog-admin.repo';
import { PostgresSearchIndex } from './postgres-search-index';

// Search reads product_search, which the database keeps from the products (migration 0017). After
// every kind of change it must hold exactly each product's folded name and creation time, and a
// search must find what the products say.

let shop: TestShop;
let index: PostgresSearchIndex;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
  index = new PostgresSearchIndex(shop.db);
});

afterAll(async () => {
  await shop.close();
});

/** The products' own folded names and creation times, and the kept copy of them. */
async function bothWays() {
  const row = sql`id || ' ' || search_name || ' ' || created_at AS row`;
  const fromProducts = await queryRows<{ row: string }>(
    shop.db,
    sql`SELECT ${row} FROM products ORDER BY 1`,
  );
  const kept = await queryRows<{ row: string }>(
    shop.db,
    sql`SELECT ${row} FROM product_search ORDER BY 1`,
  );
  return { products: fromProducts.map((r) => r.row), kept: kept.map((r) => r.row) };
}

async function expectInStep(expectedRows: number) {
  const { products, kept } = await bothWays();
  expect(kept).toEqual(products);
  expect(kept).toHaveLength(expectedRows);
}

const found = async (text: string) =>
  (await index.search(text, { offset: 0, limit: 10 })).ids.sort();

describe('the kept search rows', () => {
  it('follow new products, renames, a changed creation time and deleted products', async () => {
    const fan = await makeProduct(shop.db, { name: 'Quạt hút công nghiệp 350W' });
    await shop.db.execute(sql`
      INSERT INTO products (name, price)
      SELECT 'Điện trở chữ U ' || i || 'kW', 100000 FROM generate_series(1, 3) AS i`);
    await expectInStep(4);
    expect(await found('quat hut')).toEqual([fan]);
    expect(await found('dien tro chu u')).toHaveLength(3);

    // Renamed through the admin's update, which sets every column at once.
    await updateProduct(shop.db, fan, {
      name: 'Quạt ly tâm 750W',
      image: [],
      unit: 'cái',
      stock: 3,
      price: 900_000,
      discount: 0,
      description: '',
      moreDetails: {},
    });
    await expectInStep(4);
    expect(await found('quat hut')).toEqual([]);
    expect(await found('quat ly tam')).toEqual([fan]);
    // A typo is still corrected against the new name's words.
    expect(await found('quat ly tma')).toEqual([fan]);

    await shop.db.execute(
      sql`UPDATE products SET created_at = created_at - interval '1 day' WHERE id = ${fan}`,
    );
    await expectInStep(4);

    expect(await deleteProduct(shop.db, fan)).toBe(true);
    await expectInStep(3);
    expect(await found('quat ly tam')).toEqual([]);
  });

  it('are not written when only the stock or the price changes', async () => {
    const id = await makeProduct(shop.db, { name: 'Can nhiệt K 400 độ' });
    const version = async () =>
      (
        await queryRows<{ version: string }>(
          shop.db,
          sql`SELECT xmin::text AS version FROM product_search WHERE id = ${id}`,
        )
      )[0]?.version;
    const before = await version();
    expect(before).toBeDefined();
    await shop.db.execute(
      sql`UPDATE products SET stock = stock + 5, price = price + 1000 WHERE id = ${id}`,
    );
    // The admin's update names the name too, with the name it already had.
    await updateProduct(shop.db, id, {
      name: 'Can nhiệt K 400 độ',
      image: [],
      unit: 'cái',
      stock: 1,
      price: 50_000,
      discount: 10,
      description: '',
      moreDetails: {},
    });
    expect(await version()).toBe(before);
    expect(await found('can nhiet k')).toEqual([id]);
  });
});
