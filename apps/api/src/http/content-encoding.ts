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
   * as it is when none is accepted or it is too small to gain.
   */
  send(reply: FastifyReply, body: Buffer): FastifyReply {
    return sendIn(reply, body, 'application/json; charset=utf-8', (encoding) =>
      this.of(body, encoding),
    );
  }
}

/**
 * Sends a body made for this request (a page's HTML) compressed in the encoding the request
 * prefers; as it is when none is accepted or it is too small to gain. The compress plugin only
 * sees answers of routes, and pages are also sent by the not-found handler (every client-side
 * route), so they are compressed here.
 */
export function sendCompressed(reply: FastifyReply, body: Buffer, type: string): FastifyReply {
  return sendIn(reply, body, type, (encoding) => encode(body, encoding));
}

function sendIn(
  reply: FastifyReply,
  body: Buffer,
  type: string,
  encoded: (encoding: ContentEncoding) => Buffer,
): FastifyReply {
  void reply.type(type);
  if (body.length < COMPRESS_MIN_BYTES) return reply.send(body);
  // Added to what the answer already varies on (a page's locale: Cookie, Accept-Language).
  const vary = reply.getHeader('vary');
  void reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = acceptedEncoding(reply.request);
  if (encoding === undefined) return reply.send(body);
  // Set here, so the compress plugin leaves the answer alone.
  return reply.header('content-encoding', encoding).send(encoded(encoding));
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
