import { inBoth } from '../../http/answer-texts';
import { createHash } from 'node:crypto';
import type { PaymentMethod } from '@shop/contract';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { isDeadlock, isUniqueViolation } from '../../db/errors';
import {
  IdempotencyKeyTaken,
  findIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency.repo';
import type { KeyClaim } from './orders.repo';
import type { PlaceOrderInput } from './order-pricing';
import { writeOrderDraft, type OrderDraft } from './order-draft';

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

/** The claim of a request's key that pricing makes with the cart's lock (none without a key). */
function claimOf(request: IdempotentRequest<unknown>): KeyClaim | undefined {
  return request.key === undefined ? undefined : { key: request.key, requestHash: request.hash };
}

/**
 * Places an order and makes its HTTP answer in one transaction. With a key, the key is claimed in
 * that same transaction (with the cart's lock) and the answer stored beside it (with the order), so
 * they commit (or vanish) together; a repeat of the request gets the stored answer, a concurrent
 * one waits for the first to commit.
 */
export async function answerOnce<R, T>(
  db: Database,
  request: IdempotentRequest<T>,
  place: (tx: Database, claim: KeyClaim | undefined) => Promise<OrderDraft<R>>,
  toAnswer: (placed: R) => HttpAnswer<T>,
): Promise<IdempotentAnswer<T>> {
  const { answer, draft } = await againIfNumberTaken(db, async (tx) => {
    const placed = await placeOrReplay(tx, request, place);
    if ('replay' in placed) return { answer: placed.replay, draft: undefined };
    const { statusCode, body } = toAnswer(placed.draft.placed);
    const { userId, key } = request;
    await writeOrderDraft(
      tx,
      placed.draft,
      key === undefined ? undefined : { userId, key, statusCode, body },
    );
    return { answer: { statusCode, body, replayed: false }, draft: placed.draft };
  });
  draft?.afterCommit();
  return answer;
}

/**
 * Runs an order's transaction, and runs it afresh (a new draft, so a new order number) when the
 * order's number was taken: each day's numbers are drawn from about a billion, so two orders of a
 * busy day may draw the same one now and then. The same when PostgreSQL ended a deadlock with it
 * (two orders taking the last units of products that share listings). Nothing of the first try
 * remains (it rolled back).
 */
export async function againIfNumberTaken<T>(
  db: { transaction<R>(run: (tx: Database) => Promise<R>): Promise<R> },
  run: (tx: Database) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(run);
    } catch (error) {
      if (attempt === 3 || !(isUniqueViolation(error) || isDeadlock(error))) throw error;
    }
  }
}

/**
 * Drafts the order in `tx`, claiming the request's key as it does; answers the stored answer of an
 * earlier submission instead when that one has the key.
 */
async function placeOrReplay<R, T>(
  tx: Database,
  request: IdempotentRequest<T>,
  place: (tx: Database, claim: KeyClaim | undefined) => Promise<OrderDraft<R>>,
): Promise<{ draft: OrderDraft<R> } | { replay: IdempotentAnswer<T> }> {
  try {
    return { draft: await place(tx, claimOf(request)) };
  } catch (error) {
    if (!(error instanceof IdempotencyKeyTaken)) throw error;
  }
  const { userId, key, hash } = request;
  const stored = key === undefined ? undefined : await findIdempotencyKey(tx, userId, key);
  if (stored?.requestHash !== hash) {
    throw new AppError(
      'CONFLICT',
      inBoth((t) => t.idempotencyKeyReused),
    );
  }
  if (stored.statusCode === null)
    throw new AppError(
      'CONFLICT',
      inBoth((t) => t.idempotencyKeyBusy),
    );
  return {
    replay: {
      statusCode: stored.statusCode,
      body: request.storedAs.parse(stored.response),
      replayed: true,
    },
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
  reserve: (tx: Database, claim: KeyClaim | undefined) => Promise<OrderDraft<R>>,
): Promise<{ replay: IdempotentAnswer<T> } | { reserved: R }> {
  const result = await againIfNumberTaken(db, async (tx) => {
    const placed = await placeOrReplay(tx, request, reserve);
    if ('replay' in placed) return { replay: placed.replay, draft: undefined };
    await writeOrderDraft(tx, placed.draft);
    return { replay: undefined, draft: placed.draft };
  });
  if (result.replay) return { replay: result.replay };
  result.draft.afterCommit();
  return { reserved: result.draft.placed };
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
