import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings answers go out in, best first. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli at quality 5 takes milliseconds for the largest chunk of the web app; its default (11)
 * would take about a second of CPU.
 */
export const BROTLI_QUALITY = 5;

// The negotiator's own (mutable) copy, made once rather than on every request.
const NEGOTIATED: ContentEncoding[] = [...CONTENT_ENCODINGS];

/** The encoding a request accepts that the shop prefers, or none (send the body as it is). */
export function acceptedEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(header.toLowerCase(), NEGOTIATED) ?? undefined;
}

/**
 * The compressed forms of bodies kept elsewhere (the catalogue cache's answers), each made on first
 * demand and kept as long as its body is: a cached answer is compressed once, not once per request
 * (the compress plugin compresses every answer through a stream, which cost a cached listing five
 * sixths of its throughput).
 */
export class CompressedBodies {
  private readonly forms = new WeakMap<Buffer, Partial<Record<ContentEncoding, Buffer>>>();

  /** `body` in `encoding`, made now or kept from an earlier call. */
  of(body: Buffer, encoding: ContentEncoding): Buffer {
    let forms = this.forms.get(body);
    if (forms === undefined) this.forms.set(body, (forms = {}));
    return (forms[encoding] ??= encode(body, encoding));
  }

  /**
   * Sends `body` (JSON) in the encoding the request prefers, compressed once for all requests;
   * as it is when none is accepted or it is too small to gain. Sets the content encoding itself,
   * so the compress plugin leaves the answer alone.
   */
  send(reply: FastifyReply, body: Buffer): FastifyReply {
    void reply.type('application/json; charset=utf-8');
    if (body.length < COMPRESS_MIN_BYTES) return reply.send(body);
    void reply.header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(reply.request);
    if (encoding === undefined) return reply.send(body);
    return reply.header('content-encoding', encoding).send(this.of(body, encoding));
  }
}

function encode(body: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body);
}
