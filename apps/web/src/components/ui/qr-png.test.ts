import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPng, qrPngDataUrl } from './qr-png';

/** Reads a PNG's chunks: type and data, checking each chunk's CRC against zlib's own. */
function chunksOf(png: Uint8Array): { type: string; data: Uint8Array }[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.slice(at + 4, at + 8));
    expect(view.getUint32(at + 8 + length)).toBe(crc32(png.slice(at + 4, at + 8 + length)));
    chunks.push({ type, data: png.slice(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** The pixel at (x, y) of a one-bit greyscale PNG's rows: true when black. */
function blackAt(rows: Uint8Array, width: number, x: number, y: number): boolean {
  const rowBytes = Math.ceil(width / 8) + 1;
  const byte = rows[y * rowBytes + 1 + (x >> 3)] ?? 0;
  return (byte & (0x80 >> (x & 7))) === 0;
}

describe('qrPng', () => {
  it('draws each module as a black or white square of scale pixels, in a valid PNG', () => {
    const qr = encode('00020101021238570010A000000727', { ecc: 'M', border: 2 });
    const scale = 3;
    const png = qrPng(qr.data, scale);

    expect(Array.from(png.slice(0, 8))).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [ihdr, idat, iend] = chunksOf(png);
    if (!ihdr || !idat || !iend) throw new Error('a chunk is missing');
    expect([ihdr.type, idat.type, iend.type]).toEqual(['IHDR', 'IDAT', 'IEND']);
    const header = new DataView(ihdr.data.buffer, ihdr.data.byteOffset);
    const side = qr.size * scale;
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([side, side]);
    // zlib itself inflates the data, checking the Adler-32.
    const rows = new Uint8Array(inflateSync(idat.data));
    expect(rows.length).toBe((Math.ceil(side / 8) + 1) * side);
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        expect(blackAt(rows, side, x, y)).toBe(
          qr.data[Math.floor(y / scale)]?.[Math.floor(x / scale)],
        );
      }
    }
  });

  it('gives a data: address of the same file', () => {
    const qr = encode('ORD1', { border: 2 });
    const url = qrPngDataUrl(qr.data, 2);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const bytes = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(new Uint8Array(bytes)).toEqual(qrPng(qr.data, 2));
  });
});
