import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, COMPRESS_MIN_BYTES, CompressedBodies } from './content-encoding';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q-values and refusals', () => {
    expect(acceptedEncoding(requestWith({ 'accept-encoding': 'gzip, deflate, br, zstd' }))).toBe(
      'br',
    );
    expect(acceptedEncoding(requestWith({ 'accept-encoding': 'gzip, deflate' }))).toBe('gzip');
    expect(acceptedEncoding(requestWith({ 'accept-encoding': 'br;q=0, gzip' }))).toBe('gzip');
    expect(acceptedEncoding(requestWith({ 'accept-encoding': 'GZIP' }))).toBe('gzip');
  });

  it('is none without the header, for identity or unknown encodings, and on x-no-compression', () => {
    expect(acceptedEncoding(requestWith({}))).toBeUndefined();
    expect(acceptedEncoding(requestWith({ 'accept-encoding': 'identity' }))).toBeUndefined();
    expect(acceptedEncoding(requestWith({ 'accept-encoding': 'deflate, zstd' }))).toBeUndefined();
    expect(
      acceptedEncoding(requestWith({ 'accept-encoding': 'br', 'x-no-compression': '1' })),
    ).toBeUndefined();
  });
});

describe('CompressedBodies', () => {
  const body = Buffer.from(JSON.stringify({ data: 'Điện trở đốt nóng '.repeat(200) }));

  it('compresses a body once per encoding, to bytes that decompress to it', () => {
    const bodies = new CompressedBodies();
    const br = bodies.of(body, 'br');
    const gzip = bodies.of(body, 'gzip');
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gzip).equals(body)).toBe(true);
    expect(br.length).toBeLessThan(body.length / 10);
    expect(bodies.of(body, 'br')).toBe(br);
    expect(bodies.of(Buffer.from(body), 'br')).not.toBe(br);
  });

  /** A reply that records what is set and sent. */
  function recordingReply(headers: Record<string, string>) {
    const set: Record<string, string> = {};
    let sent: Buffer | undefined;
    const reply = {
      request: requestWith(headers),
      type: (value: string) => ((set['content-type'] = value), reply),
      header: (name: string, value: string) => ((set[name] = value), reply),
      getHeader: (name: string) => set[name],
      send: (payload: Buffer) => ((sent = payload), reply),
    };
    return { reply: reply as unknown as FastifyReply, set, sent: () => sent };
  }

  it('sends the encoding the request prefers, marked, and the body as it is otherwise', () => {
    const bodies = new CompressedBodies();
    const brotli = recordingReply({ 'accept-encoding': 'gzip, br' });
    bodies.send(brotli.reply, body);
    expect(brotli.set).toEqual({
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      'content-encoding': 'br',
    });
    expect(brotli.sent()).toBe(bodies.of(body, 'br'));

    const plain = recordingReply({});
    bodies.send(plain.reply, body);
    expect(plain.set).toEqual({
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
    });
    expect(plain.sent()).toBe(body);
  });

  it('sends a small body as it is, even to a client accepting brotli', () => {
    const small = Buffer.from('{"success":true}');
    expect(small.length).toBeLessThan(COMPRESS_MIN_BYTES);
    const recorded = recordingReply({ 'accept-encoding': 'br' });
    new CompressedBodies().send(recorded.reply, small);
    expect(recorded.set).toEqual({ 'content-type': 'application/json; charset=utf-8' });
    expect(recorded.sent()).toBe(small);
  });
});
