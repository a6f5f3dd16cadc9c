import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency.repo';
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
    // Only when given, so a submission without invoice hashes as it did before invoices.
    ...(input.invoice ? [input.invoice] : []),
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
  const { answer, placement } = await db.transaction(async (tx) => {
    const replay = await claimOrReplay(tx, request);
    if (replay) return { answer: replay, placement: undefined };
    const placed = await place(tx);
    const { statusCode, body } = toAnswer(placed.placed);
    await storeAnswer(tx, request, { statusCode, body });
    await placed.takeStock();
    return { answer: { statusCode, body, replayed: false }, placement: placed };
  });
  placement?.afterCommit();
  return answer;
}

/** Claims the request's key in `tx`, or answers the stored answer of an earlier submission. */
async function claimOrReplay<T>(
  tx: Database,
  request: IdempotentRequest<T>,
): Promise<IdempotentAnswer<T> | undefined> {
  const { userId, key, hash } = request;
  if (key === undefined || (await claimIdempotencyKey(tx, userId, key, hash))) return undefined;
  const stored = await findIdempotencyKey(tx, userId, key);
  if (stored?.requestHash !== hash) {
    throw new AppError(
      'CONFLICT',
      'This Idempotency-Key was already used for a different order request; use a new key',
    );
  }
  if (stored.statusCode === null)
    throw new AppError('CONFLICT', 'An order with this Idempotency-Key is still being placed');
  return {
    statusCode: stored.statusCode,
    body: request.storedAs.parse(stored.response),
    replayed: true,
  };
}

async function storeAnswer<T>(
  tx: Database,
  request: IdempotentRequest<T>,
  answer: HttpAnswer<T>,
): Promise<void> {
  if (request.key !== undefined)
    await storeIdempotentAnswer(tx, request.userId, request.key, answer);
}

/**
 * The first step of an order placed in two transactions around a slow call to another service
 * (the payment provider), which must not hold a transaction open: claims the key and reserves the
 * order (its stock taken) in one transaction. Answers the stored answer of an earlier submission
 * instead, if there is one. Until `finishOnce` or `undoOnce`, a repeat of the request is told the
 * order is still being placed.
 */
export async function reserveOnce<R, T>(
  db: Database,
  request: IdempotentRequest<T>,
  reserve: (tx: Database) => Promise<OrderPlacement<R>>,
): Promise<{ replay: IdempotentAnswer<T> } | { reserved: R }> {
  const result = await db.transaction(async (tx) => {
    const replay = await claimOrReplay(tx, request);
    if (replay) return { replay, placement: undefined };
    const placement = await reserve(tx);
    await placement.takeStock();
    return { replay: undefined, placement };
  });
  if (result.replay) return { replay: result.replay };
  result.placement.afterCommit();
  return { reserved: result.placement.placed };
}

/** The second step: records what the slow call gave and stores the answer, in one transaction. */
export async function finishOnce<T>(
  db: Database,
  request: IdempotentRequest<T>,
  record: (tx: Database) => Promise<void>,
  answer: HttpAnswer<T>,
): Promise<IdempotentAnswer<T>> {
  await db.transaction(async (tx) => {
    await record(tx);
    await storeAnswer(tx, request, answer);
  });
  return { ...answer, replayed: false };
}

/** The second step when the slow call failed: undoes the reservation and gives the key up. */
export async function undoOnce<T, U>(
  db: Database,
  request: IdempotentRequest<T>,
  undo: (tx: Database) => Promise<U>,
): Promise<U> {
  return db.transaction(async (tx) => {
    const undone = await undo(tx);
    if (request.key !== undefined) await releaseIdempotencyKey(tx, request.userId, request.key);
    return undone;
  });
}
