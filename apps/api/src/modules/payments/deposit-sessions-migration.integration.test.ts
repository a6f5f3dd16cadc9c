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
const ONLINE = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const QUOTE = 'bbbbbbbbbbbbbbbbbbbbbbb2';

// A shop as it was before migration 0059: a checkout's session on an online order, and three
// deposit pages opened by three clicks on an accepted quote's bank-transfer order, all still open.
beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), 'shop-migrations-'));
  for (const file of await migrationFiles()) {
    if (file < '0059') await copyFile(join(MIGRATIONS_DIR, file), join(before, file));
  }
  handle = await openDatabase({ kind: 'pglite-memory' });
  await migrate(handle, before);
  await handle.db.execute(sql`
    INSERT INTO users (id, email, name, mobile, password_hash)
    VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'mua@example.com', 'Lê Mua Hàng', '0912 345 678', 'x')`);
  for (const [id, number, method] of [
    [ONLINE, 'ORD-OLD-online', 'online'],
    [QUOTE, 'ORD-OLD-quote', 'bank_transfer'],
  ] as const) {
    await handle.db.execute(sql`
      INSERT INTO orders (id, order_number, user_id, status, payment_method, payment_status,
                          delivery_address, sub_total_amt, total_amt)
      VALUES (${id}, ${number}, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'pending_payment', ${method},
              'pending', '{}'::jsonb, 10000000, 10000000)`);
  }
  const sessions = [
    [ONLINE, 'checkout-1', '2026-11-29T10:00:00Z'],
    [QUOTE, 'deposit-1', '2026-11-29T10:00:00Z'],
    [QUOTE, 'deposit-2', '2026-11-29T10:01:00Z'],
    [QUOTE, 'deposit-3', '2026-11-29T10:02:00Z'],
  ] as const;
  for (const [orderId, sessionId, at] of sessions) {
    await handle.db.execute(sql`
      INSERT INTO payments (order_id, provider, provider_session_id, status, amount, created_at)
      VALUES (${orderId}, 'vnpay', ${sessionId}, 'open', 3000000, ${at}::timestamptz)`);
  }
  await migrate(handle);
});

afterAll(async () => {
  await handle.close();
  await rm(before, { recursive: true, force: true });
});

const sessionsNow = () =>
  queryRows<{ provider_session_id: string; purpose: string; status: string }>(
    handle.db,
    sql`SELECT provider_session_id, purpose, status FROM payments ORDER BY provider_session_id`,
  );

describe('migration 0059', () => {
  it('marks the sessions of orders not paid online as deposits, and leaves the newest open one payable', async () => {
    expect(await sessionsNow()).toEqual([
      { provider_session_id: 'checkout-1', purpose: 'order', status: 'open' },
      { provider_session_id: 'deposit-1', purpose: 'deposit', status: 'cancelled' },
      { provider_session_id: 'deposit-2', purpose: 'deposit', status: 'cancelled' },
      { provider_session_id: 'deposit-3', purpose: 'deposit', status: 'open' },
    ]);
  });

  it('refuses a second open deposit session for an order, and a purpose or locale of its own', async () => {
    await expect(
      handle.db.execute(sql`
        INSERT INTO payments (order_id, provider, provider_session_id, status, amount, purpose)
        VALUES (${QUOTE}, 'vnpay', 'deposit-4', 'open', 3000000, 'deposit')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`
        INSERT INTO payments (order_id, provider, provider_session_id, status, amount, purpose)
        VALUES (${ONLINE}, 'vnpay', 'checkout-2', 'open', 1, 'balance')`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`
        INSERT INTO payments (order_id, provider, provider_session_id, status, amount, locale)
        VALUES (${ONLINE}, 'vnpay', 'checkout-3', 'open', 1, 'fr')`),
    ).rejects.toThrow();
    // A closed one beside the open one is allowed: the superseded pages stay on record.
    await handle.db.execute(sql`
      INSERT INTO payments (order_id, provider, provider_session_id, status, amount, purpose)
      VALUES (${QUOTE}, 'vnpay', 'deposit-5', 'cancelled', 3000000, 'deposit')`);
    expect(await sessionsNow()).toHaveLength(5);
  });
});
