import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../test/test-shop';
import { namedStatement, queryRows, runStatement } from './client';

// A named statement answers as the unnamed one does, call after call with new values; on a
// PostgreSQL server the connection keeps it parsed (the point of naming it).

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

const LABEL = sql`'x' || $1::int::text`;
const doubledStatement = (name: string) =>
  namedStatement(name, sql`SELECT $1::int * 2 AS doubled, ${LABEL} AS label`);
const doubled = (n: number) => sql`SELECT ${n}::int * 2 AS doubled, ${`x${n}`}::text AS label`;

describe('namedStatement and runStatement', () => {
  it('answer each call with its own values, as queryRows does', async () => {
    const statement = doubledStatement('test_doubled');
    await shop.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const named = await runStatement(tx, statement, [n]);
        expect(named).toEqual(await queryRows(tx, doubled(n)));
        expect(named).toEqual([{ doubled: n * 2, label: `x${n}` }]);
      }
    });
  });

  it('refuse a statement holding values of its own: its text would change with them', () => {
    expect(() => namedStatement('test_valued', doubled(1))).toThrow(/holds values/);
  });

  it.runIf(process.env['TEST_DB'] === 'postgres')(
    'leave the statement parsed on its connection under its name',
    async () => {
      const kept = await shop.db.transaction(async (tx) => {
        await runStatement(tx, doubledStatement('test_kept'), [7]);
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
