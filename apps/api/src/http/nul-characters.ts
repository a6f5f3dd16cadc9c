import { inBoth } from './answer-texts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../app-error';

/** Whether a parsed body, query or params value holds a string with a NUL character anywhere. */
export function containsNul(value: unknown): boolean {
  // Iterative: bodies may be nested thousands deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (next !== null && typeof next === 'object' && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The preHandler hook (after the guards and the schema): PostgreSQL text cannot hold U+0000, so a
 * NUL in any input would fail in the database as a 500. It is refused up front as bad input.
 * A callback hook, not a promise: it runs on every request, the cached catalogue answers included.
 * `bodyHasNul` is `containsNul`, or what a body seen before was found to hold (`KeptBodies`).
 */
export function refuseNulCharacters(bodyHasNul: (body: unknown) => boolean = containsNul) {
  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (bodyHasNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(
        new AppError(
          'BAD_REQUEST',
          inBoth((t) => t.nulCharacters),
        ),
      );
    } else done();
  };
}
