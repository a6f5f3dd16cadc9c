import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributeCategories } from '../../db/schema';
import {
  makeAttributes,
  makeCategory,
  makeProduct,
  makeSubCategory,
  VOLTAGE,
} from '../../../test/catalogue-fixtures';
import { buildAppOver } from '../../../test/shop-fixtures';
import { createTestShop, type TestShop } from '../../../test/test-shop';
import { pairKey } from './listing-columns.repo';

// Decision 051: a listing whose filter columns do not fit in CATALOG_FILTER_COLUMNS_MB beside the
// listings in use is answered by the database's statement, slower. The server says so in its log,
// once per listing while that holds, so an operator sees the budget is short.

const LISTING = '/api/product/get-pruduct-by-category-and-subcategory';

interface LogEntry {
  level?: number;
  msg?: string;
  filterColumns?: { listing: string; bytes: number; keptBytes: number; maxBytes: number };
}

describe('a listing whose filter columns do not fit', () => {
  let shop: TestShop;
  let app: FastifyInstance;
  const entries: LogEntry[] = [];
  let categoryId: string;
  let subCategoryId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    // About 100 bytes: no listing fits.
    shop = await createTestShop({ CATALOG_FILTER_COLUMNS_MB: '0.0001', LOG_LEVEL: 'warn' });
    app = await buildAppOver(shop, {
      logStream: {
        write(line: string) {
          entries.push(JSON.parse(line) as LogEntry);
        },
      },
    });
    await makeAttributes(shop.db, [VOLTAGE]);
    categoryId = await makeCategory(shop.db, 'Điện trở đốt nóng');
    subCategoryId = await makeSubCategory(shop.db, 'Điện trở chữ U', [categoryId]);
    await shop.db.insert(attributeCategories).values({ attributeId: VOLTAGE.id, categoryId });
    for (const volts of [220, 380]) {
      const id = await makeProduct(shop.db, {
        name: `Điện trở chữ U ${String(volts)}V`,
        categoryIds: [categoryId],
        subCategoryIds: [subCategoryId],
      });
      await shop.db.execute(
        sql`UPDATE products SET specs = jsonb_build_object('dien-ap', ${volts}::int) WHERE id = ${id}`,
      );
      ids.push(id);
    }
  });

  afterAll(async () => {
    await app.close();
    await shop.close();
  });

  const narrowed = async () => {
    const response = await app.inject({
      method: 'POST',
      url: LISTING,
      payload: { categoryId, subCategoryId, filters: { specs: { 'dien-ap': { min: 380 } } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { _id: string }[]; totalCount: number }>();
  };

  it('is answered right, and logged once as a warning naming the listing and the sizes', async () => {
    for (let ask = 0; ask < 3; ask++) {
      const answer = await narrowed();
      expect(answer.data.map((product) => product._id)).toEqual([ids[1]]);
      expect(answer.totalCount).toBe(1);
    }
    const warnings = entries.filter((entry) => entry.filterColumns);
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/CATALOG_FILTER_COLUMNS_MB/);
    expect(warning?.filterColumns?.listing).toBe(pairKey({ categoryId, subCategoryId }));
    expect(warning?.filterColumns?.keptBytes).toBe(0);
    expect(warning?.filterColumns?.bytes).toBeGreaterThan(warning?.filterColumns?.maxBytes ?? 0);
  });
});
