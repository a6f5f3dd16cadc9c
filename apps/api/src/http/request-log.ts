import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Answers slower than this are logged like refusals and failures. */
export const SLOW_REQUEST_MS = 1000;

/**
 * Fastify's own request lines, trimmed: none when a request comes in, and one when it is answered,
 * at `info` when it was refused, failed or slow, at `debug` otherwise (so `LOG_LEVEL=debug` gives a
 * full access log). A line per answered request cost a fifth of the throughput of cached
 * catalogue answers, for lines a reverse proxy's access log already has.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The line written when the request is answered says all there is to say.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS)
      request.log.info(line, 'request completed');
    else request.log.debug(line, 'request completed');
  }
}
