import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';

// Every checkout runs these statements: named, each connection parses and plans them once (see
// `lockCartForOrder`).

/**
 * Claims a key for this request. While another transaction holds the same key uncommitted, the
 * insert waits for it (the primary key's lock); afterwards it claims nothing if that one committed.
 */
export async function claimIdempotencyKey(
  tx: Database,
  userId: string,
  key: string,
  requestHash: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
    .returning({ key: idempotencyKeys.key })
    .prepare('orders_claim_idempotency_key')
    .execute();
  return rows.length > 0;
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
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
    .prepare('orders_store_idempotent_answer')
    .execute();
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
