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

// A shop as it was before migration 0021: orders cancelled before payment by a person, by the
// sweep, and an order cancelled after its payment, each with its history.
beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
  for (const file of await migrationFiles()) {
    if (file < '0021') await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
  }
  handle = await openDatabase({ kind: 'pglite-memory' });
  await migrate(handle, before);
  await handle.db.execute(sql`
    INSERT INTO users (id, email, name, mobile, password_hash)
    VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'ngoc@example.com', 'Đỗ Bảo Ngọc', '0903 111 222', 'x')`);
  const old = [
    ['by-admin', 'bank_transfer', 'failed', 'admin'],
    ['by-shopper', 'online', 'failed', 'shopper'],
    ['by-sweep', 'bank_transfer', 'failed', 'system'],
  ] as const;
  for (const [name, method, payment, actor] of old) {
    await handle.db.execute(sql`
      WITH placed AS (
        INSERT INTO orders (order_number, user_id, status, payment_method, payment_status,
                            delivery_address, sub_total_amt, total_amt)
        VALUES (${`ORD-OLD-${name}`}, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'cancelled', ${method},
                ${payment}, '{}'::jsonb, 1000, 1000)
        RETURNING id
      )
      INSERT INTO order_events (order_id, kind, from_value, to_value, actor)
      SELECT id, 'payment', 'pending', 'failed', ${actor} FROM placed`);
  }
  await migrate(handle);
});

afterAll(async () => {
  await handle.close();
  await rm(before, { recursive: true, force: true });
});

describe('migration 0021', () => {
  it('makes an order a person cancelled before payment unpaid, and leaves expiries failed', async () => {
    const rows = await queryRows<{ order_number: string; payment_status: string; to: string }>(
      handle.db,
      sql`SELECT o.order_number, o.payment_status, e.to_value AS to
          FROM orders o JOIN order_events e ON e.order_id = o.id AND e.kind = 'payment'
          ORDER BY o.order_number`,
    );
    expect(rows).toEqual([
      { order_number: 'ORD-OLD-by-admin', payment_status: 'unpaid', to: 'unpaid' },
      { order_number: 'ORD-OLD-by-shopper', payment_status: 'unpaid', to: 'unpaid' },
      { order_number: 'ORD-OLD-by-sweep', payment_status: 'failed', to: 'failed' },
    ]);
  });

  it('keeps transfer receipts, one per order, with a positive amount and a reference', async () => {
    const [order] = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM orders WHERE order_number = 'ORD-OLD-by-admin'`,
    );
    const id = order?.id ?? '';
    await handle.db.execute(sql`
      INSERT INTO transfer_receipts (order_id, amount, reference, received_on)
      VALUES (${id}, 1000, 'FT1', '2026-11-28')`);
    await expect(
      handle.db.execute(sql`
        INSERT INTO transfer_receipts (order_id, amount, reference, received_on)
        VALUES (${id}, 1000, 'FT2', '2026-11-28')`),
    ).rejects.toThrow();
    const [other] = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM orders WHERE order_number = 'ORD-OLD-by-sweep'`,
    );
    await expect(
      handle.db.execute(sql`
        INSERT INTO transfer_receipts (order_id, amount, reference, received_on)
        VALUES (${other?.id ?? ''}, 0, '', '2026-11-28')`),
    ).rejects.toThrow();
  });
});
