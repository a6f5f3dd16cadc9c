import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { againIfNumberTaken } from './idempotency';

/** A database whose transactions fail with the given SQLSTATEs, in turn, then succeed. */
function failingThen(codes: string[]) {
  let calls = 0;
  const db = {
    transaction<R>(run: (tx: Database) => Promise<R>): Promise<R> {
      const code = codes[calls];
      calls += 1;
      // Drizzle wraps the driver's error: the code sits on its cause.
      if (code)
        return Promise.reject(
          new Error('query failed', { cause: Object.assign(new Error(code), { code }) }),
        );
      // The order's work here never reads its transaction.
      return run(undefined as never);
    },
  };
  return { db, calls: () => calls };
}

const place = () => Promise.resolve('placed');

describe('againIfNumberTaken', () => {
  it('runs an order afresh when its number was taken or PostgreSQL ended a deadlock with it', async () => {
    const { db, calls } = failingThen(['23505', '40P01']);
    await expect(againIfNumberTaken(db, place)).resolves.toBe('placed');
    expect(calls()).toBe(3);
  });

  it('gives up after three tries', async () => {
    const { db, calls } = failingThen(['40P01', '40P01', '40P01', '40P01']);
    await expect(againIfNumberTaken(db, place)).rejects.toThrow('query failed');
    expect(calls()).toBe(3);
  });

  it('does not run again after any other error', async () => {
    const { db, calls } = failingThen(['23514']);
    await expect(againIfNumberTaken(db, place)).rejects.toThrow('query failed');
    expect(calls()).toBe(1);
  });
});
