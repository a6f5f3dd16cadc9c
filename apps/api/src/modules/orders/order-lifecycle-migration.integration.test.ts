import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { migrate, migrationFiles } from '../../db/migrate';
import { MIGRATIONS_DIR } from '../../paths';

let handle: DatabaseHandle;
let before: string;

// A shop as it was before the lifecycle: its orders are migrated, not rebuilt, so the conversion
// runs once on real rows of every old status.
beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
  for (const file of await migrationFiles()) {
    if (file < '0007') await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
  }
  handle = await openDatabase({ kind: 'pglite-memory' });
  await migrate(handle, before);
  await handle.db.execute(sql`
    INSERT INTO users (id, email, name, mobile, password_hash)
    VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'ngoc@example.com', 'Đỗ Bảo Ngọc', '0903 111 222', 'x')`);
  const old = [
    ['placed', 'cash_on_delivery', 'unpaid'],
    ['paid', 'online', 'paid'],
    ['pending_payment', 'online', 'pending'],
    ['shipped', 'online', 'paid'],
    ['delivered', 'cash_on_delivery', 'unpaid'],
    ['cancelled', 'online', 'failed'],
  ] as const;
  for (const [index, [status, method, payment]] of old.entries()) {
    await handle.db.execute(sql`
      INSERT INTO orders (order_number, user_id, status, payment_method, payment_status,
                          delivery_address, sub_total_amt, total_amt, created_at, updated_at)
      VALUES (${`ORD-OLD-${status}`}, 'aaaaaaaaaaaaaaaaaaaaaaaa', ${status}, ${method}, ${payment},
              '{"mobile": "0988 777 666"}'::jsonb, 1000, 1000,
              now() - interval '10 days' + ${index} * interval '1 hour', now() - interval '1 day')`);
  }
  await migrate(handle);
});

afterAll(async () => {
  await handle.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0007', () => {
  it('keeps fulfilment apart from payment: an order stored as paid becomes placed and paid', async () => {
    const rows = await queryRows<{ order_number: string; status: string; payment_status: string }>(
      handle.db,
      sql`SELECT order_number, status, payment_status FROM orders ORDER BY order_number`,
    );
    expect(rows).toEqual([
      { order_number: 'ORD-OLD-cancelled', status: 'cancelled', payment_status: 'failed' },
      { order_number: 'ORD-OLD-delivered', status: 'delivered', payment_status: 'unpaid' },
      { order_number: 'ORD-OLD-paid', status: 'placed', payment_status: 'paid' },
      {
        order_number: 'ORD-OLD-pending_payment',
        status: 'pending_payment',
        payment_status: 'pending',
      },
      { order_number: 'ORD-OLD-placed', status: 'placed', payment_status: 'unpaid' },
      { order_number: 'ORD-OLD-shipped', status: 'shipped', payment_status: 'paid' },
    ]);
  });

  it('copies the customer and makes the orders searchable by folded name and bare phone', async () => {
    const [row] = await queryRows<{ customer_name: string; search_text: string }>(
      handle.db,
      sql`SELECT customer_name, search_text FROM orders WHERE order_number = 'ORD-OLD-paid'`,
    );
    expect(row?.customer_name).toBe('Đỗ Bảo Ngọc');
    expect(row?.search_text).toContain('do bao ngoc');
    expect(row?.search_text).toContain('0903111222');
    expect(row?.search_text).toContain('0988777666');
  });

  it('starts each order’s history with its placing and the steps its row shows', async () => {
    const events = await queryRows<{
      order_number: string;
      kind: string;
      from_value: string | null;
      to_value: string;
    }>(
      handle.db,
      sql`SELECT o.order_number, e.kind, e.from_value, e.to_value
          FROM order_events e JOIN orders o ON o.id = e.order_id
          WHERE o.order_number IN ('ORD-OLD-paid', 'ORD-OLD-placed') ORDER BY o.order_number, e.id`,
    );
    expect(events).toEqual([
      {
        order_number: 'ORD-OLD-paid',
        kind: 'status',
        from_value: null,
        to_value: 'pending_payment',
      },
      { order_number: 'ORD-OLD-paid', kind: 'payment', from_value: 'pending', to_value: 'paid' },
      {
        order_number: 'ORD-OLD-paid',
        kind: 'status',
        from_value: 'pending_payment',
        to_value: 'placed',
      },
      { order_number: 'ORD-OLD-placed', kind: 'status', from_value: null, to_value: 'placed' },
    ]);
  });

  it('refuses the old mixed status from now on', async () => {
    await expect(
      handle.db.execute(
        sql`UPDATE orders SET status = 'paid' WHERE order_number = 'ORD-OLD-placed'`,
      ),
    ).rejects.toThrow();
  });
});
