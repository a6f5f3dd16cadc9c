import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { claimIdempotencyKey, findIdempotencyKey, storeIdempotentAnswer } from './idempotency.repo';
import type { PlaceOrderInput } from './order-pricing';
import type { OrderPlacement } from './order-placement.service';

/** An HTTP answer: what an order route sends, and what a repeat of its request is sent again. */
export interface HttpAnswer<T> {
  statusCode: number;
  body: T;
}

/** An answer to send, and whether it is the stored answer of an earlier, identical submission. */
export interface IdempotentAnswer<T> extends HttpAnswer<T> {
  replayed: boolean;
}

export interface IdempotentRequest<T> {
  userId: string;
  /** The client's Idempotency-Key; without one, every submission is a new order. */
  key: string | undefined;
  /** What makes two submissions "the same" (see `orderRequestHash`). */
  hash: string;
  /** The route's response schema, which reads a stored answer back. */
  storedAs: { parse(stored: unknown): T };
}

/** What makes two order submissions "the same": the endpoint and every field the server acts on. */
export function orderRequestHash(method: PaymentMethod, input: PlaceOrderInput): string {
  const canonical = JSON.stringify([
    method,
    input.addressId,
    input.totalAmt,
    input.subTotalAmt ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Places an order and makes its HTTP answer in one transaction. With a key, the key is claimed in
 * that same transaction and the answer stored beside it, so they commit (or vanish) together; a
 * repeat of the request gets the stored answer, a concurrent one waits for the first to commit.
 */
export async function answerOnce<R, T>(
  db: Database,
  request: IdempotentRequest<T>,
  place: (tx: Database) => Promise<OrderPlacement<R>>,
  toAnswer: (placed: R) => HttpAnswer<T>,
): Promise<IdempotentAnswer<T>> {
  const { userId, key, hash } = request;
  const { answer, placement } = await db.transaction(async (tx) => {
    if (key !== undefined && !(await claimIdempotencyKey(tx, userId, key, hash))) {
      const stored = await findIdempotencyKey(tx, userId, key);
      if (stored?.requestHash !== hash) {
        throw new AppError(
          'CONFLICT',
          'This Idempotency-Key was already used for a different order request; use a new key',
        );
      }
      if (stored.statusCode === null)
        throw new AppError('CONFLICT', 'An order with this Idempotency-Key is still being placed');
      const replay: IdempotentAnswer<T> = {
        statusCode: stored.statusCode,
        body: request.storedAs.parse(stored.response),
        replayed: true,
      };
      return { answer: replay, placement: undefined };
    }
    const placed = await place(tx);
    const { statusCode, body } = toAnswer(placed.placed);
    if (key !== undefined) await storeIdempotentAnswer(tx, userId, key, { statusCode, body });
    await placed.takeStock();
    return { answer: { statusCode, body, replayed: false }, placement: placed };
  });
  placement?.afterCommit();
  return answer;
}
