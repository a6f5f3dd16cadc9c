import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from './db/schema';
import { claimNextMail, insertMails } from './modules/mail/outbox.repo';
import { Mailer } from './modules/mail/mailer';
import { sweepExpiredOrders } from './modules/orders/order-payments.service';
import { SandboxPaymentProvider } from './modules/payments/sandbox-provider';
import { makeProduct } from '../test/catalogue-fixtures';
import { MailCatcher, waitFor } from '../test/mail-catcher';
import { eventCount, makeOrder, stockOf } from '../test/order-fixtures';
import { makeShopper } from '../test/shop-fixtures';
import { createTestShop, TEST_PUBLIC_URL, type TestShop } from '../test/test-shop';

// Background work when several API processes share one database: each item is done once, however
// many processes sweep at the same moment, and an item a process took but never finished (it died)
// is left for another.

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop({ ORDER_SWEEP_INTERVAL_SECONDS: '0' });
});

afterAll(async () => {
  await shop.close();
});

/** What one process's sweep uses (each process has its own log and cache; the database is one). */
const sweepDeps = () => ({
  db: shop.db,
  provider: new SandboxPaymentProvider(TEST_PUBLIC_URL),
  log: shop.app.log,
  catalog: shop.catalogCache,
});

async function expiredOnlineOrders(count: number, productId: string): Promise<string[]> {
  const shopper = await makeShopper(shop);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { id } = await makeOrder(shop, {
      userId: shopper.id,
      paymentMethod: 'online',
      productId,
      quantity: 1,
    });
    ids.push(id);
  }
  await shop.db
    .update(orders)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(inArray(orders.id, ids));
  return ids;
}

describe('the payment sweep in two processes at once', () => {
  it('cancels each expired order once and returns its stock once', async () => {
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở ống 2kW',
      price: 150_000,
      stock: 0,
    });
    // More than one sweep's batch, so both sweeps keep finding work while the other runs.
    const ids = await expiredOnlineOrders(130, productId);
    const cancelledBy: string[][] = [[], []];
    for (let round = 0; round < 4; round += 1) {
      const [first, second] = await Promise.all([
        sweepExpiredOrders(sweepDeps()),
        sweepExpiredOrders(sweepDeps()),
      ]);
      cancelledBy[0]?.push(...first);
      cancelledBy[1]?.push(...second);
    }
    const all = [...(cancelledBy[0] ?? []), ...(cancelledBy[1] ?? [])];
    expect(all.toSorted()).toEqual(ids.toSorted());
    expect(new Set(all).size).toBe(all.length);
    // Each order held one unit: all of them back, none twice.
    expect(await stockOf(shop, productId)).toBe(130);
    for (const id of ids.slice(0, 10)) expect(await eventCount(shop, id, 'status')).toBe(2);
  });
});

// A transaction left open on one connection while another sweeps needs a server: PGlite runs one
// transaction at a time, so the second sweep would simply wait for the first.
describe.runIf(process.env['TEST_DB'] === 'postgres')('a process that dies mid-sweep', () => {
  it('leaves its orders to the next sweep, and the live sweep skips them without waiting', async () => {
    const productId = await makeProduct(shop.db, {
      name: 'Điện trở ống 3kW',
      price: 150_000,
      stock: 0,
    });
    const [held, free] = await expiredOnlineOrders(2, productId);
    if (!held || !free) throw new Error('orders not made');
    let die: (() => void) | undefined;
    let locked: (() => void) | undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const dying = shop.db
      .transaction(async (tx) => {
        // The dying process's sweep has taken this order and never gets to commit.
        await tx.execute(sql`SELECT id FROM orders WHERE id = ${held} FOR UPDATE`);
        locked?.();
        await new Promise<void>((resolve) => (die = resolve));
        throw new Error('the process died');
      })
      .catch(() => undefined);
    await isLocked;
    // The held row stays locked until the sweep has answered: a sweep that waited for it would
    // never answer. The bound only turns that into a clear failure, generous for a loaded machine.
    const live = await Promise.race([
      sweepExpiredOrders(sweepDeps()),
      new Promise<never>((_, reject) =>
        setTimeout(() => {
          reject(new Error('the sweep waited for the order another process holds'));
        }, 20_000).unref(),
      ),
    ]);
    expect(live).toContain(free);
    expect(live).not.toContain(held);
    die?.();
    await dying;
    expect(await sweepExpiredOrders(sweepDeps())).toEqual([held]);
    expect(await stockOf(shop, productId)).toBe(2);
  });
});

describe('the mail outbox', () => {
  it('gives a mail taken by a process that died mid-send to another, once its claim ran out', async () => {
    const catcher = new MailCatcher();
    const smtpUrl = await catcher.listen();
    const to = 'orphaned.claim@example.vn';
    const [id] = await insertMails(shop.db, [
      { to, subject: 'Đơn hàng DH-9', text: 'Xin chào', html: '<p>Xin chào</p>', secret: false },
    ]);
    if (!id) throw new Error('mail not queued');
    // The dying worker claims it and is never heard of again. Its claim is long, and the test ends
    // it below by moving its end into the past: no fixed wait races the claim on a loaded machine.
    const claimed = await claimNextMail(shop.db, 10 * 60_000, 60);
    expect(claimed?.id).toBe(id);
    const other = new Mailer(shop.db, shop.app.log, {
      smtpUrl,
      from: 'shop@example.vn',
      keepUndeliverable: true,
      schedule: { pollIntervalMs: 40, firstRetryMs: 40, maxRetryMs: 160, claimMs: 30_000 },
    });
    try {
      // Not while its claim holds: the other worker may still be sending it. A mail queued after
      // it is sent first, so the worker has looked at the outbox and passed the claimed one by.
      const [later] = await insertMails(shop.db, [
        {
          to: 'queued.after@example.vn',
          subject: 'Đơn hàng DH-10',
          text: 'Xin chào',
          html: '<p>Xin chào</p>',
          secret: false,
        },
      ]);
      if (!later) throw new Error('mail not queued');
      await waitFor(() => catcher.mailsTo('queued.after@example.vn').length === 1);
      expect(catcher.mailsTo(to)).toHaveLength(0);

      // The claim runs out.
      await shop.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, id));
      await waitFor(async () => {
        const [row] = await shop.db
          .select({ sentAt: mailOutbox.sentAt })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, id));
        return row?.sentAt != null;
      });
      expect(catcher.mailsTo(to)).toHaveLength(1);
      const [row] = await shop.db
        .select({ attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, id));
      expect(row?.attempts).toBe(2);
    } finally {
      await other.stop();
      await catcher.close();
    }
  });
});
