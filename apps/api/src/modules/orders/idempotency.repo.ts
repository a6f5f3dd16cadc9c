import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

// The key is claimed with the cart's lock (`lockCartForOrder`) and its answer stored with the
// order (`writeOrder`), in the statements every checkout runs; these are for repeats and undos.

/**
 * Thrown while pricing an order whose Idempotency-Key was already claimed (the cart's lock claims
 * it, `lockCartForOrder`): the request repeats an earlier one, whose answer is given instead.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('the Idempotency-Key was already claimed');
  }
}

export interface StoredAnswer {
  requestHash: string;
  statusCode: number | null;
  response: unknown;
}

export async function findIdempotencyKey(
  tx: Database,
  userId: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await tx
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** Stores the answer beside the claimed key, in the transaction that did the work. */
export async function storeIdempotentAnswer(
  tx: Database,
  userId: string,
  key: string,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Gives a claimed key up (its work was undone), so the client's retry with it starts afresh. */
export async function releaseIdempotencyKey(
  tx: Database,
  userId: string,
  key: string,
): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
