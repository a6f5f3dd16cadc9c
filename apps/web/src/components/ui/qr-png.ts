/**
 * A QR code's modules as a PNG file (black and white, one bit a pixel), for the buyer to save and
 * open in their bank app's "scan from image": a phone cannot scan its own screen. Written by hand
 * (no canvas), so it is the same in every browser and in tests; the file is small (a few kB), its
 * pixel data stored without compression.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

function uint32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array(4 + data.length);
  typed.set(Array.from(type, (char) => char.charCodeAt(0)));
  typed.set(data, 4);
  return [...uint32(data.length), ...typed, ...uint32(crc32(typed))];
}

/** A zlib stream of `raw` in stored (uncompressed) deflate blocks. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  const MAX_BLOCK = 65535;
  let start = 0;
  do {
    const end = Math.min(start + MAX_BLOCK, raw.length);
    const length = end - start;
    // Each block: whether it is the last, its length and the length's complement, its bytes.
    out.push(end === raw.length ? 1 : 0, length & 0xff, length >>> 8);
    out.push(~length & 0xff, (~length >>> 8) & 0xff);
    for (let i = start; i < end; i += 1) out.push(raw[i] ?? 0);
    start = end;
  } while (start < raw.length);
  out.push(...uint32(adler32(raw)));
  return Uint8Array.from(out);
}

/**
 * The PNG of a QR code: `modules[y][x]` true for a dark module, each drawn `scale` pixels square
 * (the code's quiet zone is in the modules already).
 */
export function qrPng(modules: readonly (readonly boolean[])[], scale: number): Uint8Array {
  const count = modules.length;
  const side = count * scale;
  const rowBytes = Math.ceil(side / 8);
  const raw = new Uint8Array((rowBytes + 1) * side);
  for (let y = 0; y < side; y += 1) {
    const row = modules[Math.floor(y / scale)] ?? [];
    const at = y * (rowBytes + 1);
    // Filter type 0 (none), then the pixels, eight a byte, the first in the high bit; 1 is white.
    raw[at] = 0;
    for (let x = 0; x < side; x += 1) {
      const dark = row[Math.floor(x / scale)] === true;
      if (!dark) raw[at + 1 + (x >> 3)] = (raw[at + 1 + (x >> 3)] ?? 0) | (0x80 >> (x & 7));
    }
  }
  // Width, height, bit depth 1, colour type 0 (greyscale), deflate, adaptive filters, no interlace.
  const header = Uint8Array.from([...uint32(side), ...uint32(side), 1, 0, 0, 0, 0]);
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlibStored(raw)),
    ...chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The same PNG as a `data:` address, for a download link. */
export function qrPngDataUrl(modules: readonly (readonly boolean[])[], scale: number): string {
  let binary = '';
  for (const byte of qrPng(modules, scale)) binary += String.fromCharCode(byte);
  return `data:image/png;base64,${btoa(binary)}`;
}
