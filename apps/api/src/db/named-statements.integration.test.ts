import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { queryNamedRows, queryRows } from './client';

// A named statement answers as the unnamed one does, call after call with new values; on a
// PostgreSQL server the connection keeps it parsed (the point of naming it).

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

const doubled = (n: number) => sql`SELECT ${n}::int * 2 AS doubled, ${`x${n}`}::text AS label`;

describe('queryNamedRows', () => {
  it('answers each call with its own values, as queryRows does', async () => {
    await shop.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const named = await queryNamedRows(tx, 'test_doubled', doubled(n));
        expect(named).toEqual(await queryRows(tx, doubled(n)));
        expect(named).toEqual([{ doubled: n * 2, label: `x${n}` }]);
      }
    });
  });

  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'leaves the statement parsed on its connection under its name',
    async () => {
      const kept = await shop.db.transaction(async (tx) => {
        await queryNamedRows(tx, 'test_kept', doubled(7));
        return queryRows<{ statement: string }>(
          tx,
          sql`SELECT statement FROM pg_prepared_statements WHERE name = 'test_kept'`,
        );
      });
      expect(kept).toHaveLength(1);
      expect(kept[0]?.statement).toContain('AS doubled');
    },
  );
});
