import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A provider's webhook checks its secret before the body is read: the `onRequest` hook of SePay's
 * and GHTK's notifications. Anything without the secret is a 401 that writes nothing, logged as
 * `refusal`, in the providers' own answer shape.
 */
export function requireWebhookSecret(
  matches: (request: FastifyRequest) => boolean,
  refusal: string,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (matches(request)) return undefined;
    request.log.warn(refusal);
    return reply
      .code(401)
      .header('cache-control', 'no-store')
      .send({ success: false, message: 'Unauthorized' });
  };
}
