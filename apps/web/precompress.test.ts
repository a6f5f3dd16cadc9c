import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const BIG_TEXT = 'export const x = 1;\n'.repeat(200);

describe('precompressDir', () => {
  it('writes .br and .gz beside the text files browsers download, and leaves the rest alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-precompress-'));
    for (const sub of ['assets', 'server', '.vite']) mkdirSync(join(dir, sub));
    const files: Record<string, string | Buffer> = {
      'assets/index-A1.js': BIG_TEXT,
      'assets/index-B2.css': BIG_TEXT,
      'favicon.svg': BIG_TEXT,
      'assets/tiny-C3.js': 'export {};',
      'assets/photo-D4.webp': Buffer.alloc(4096, 7),
      'index.html': BIG_TEXT,
      'server/entry-server.js': BIG_TEXT,
      '.vite/manifest.json': BIG_TEXT,
    };
    for (const [path, body] of Object.entries(files)) writeFileSync(join(dir, path), body);

    const done = (await precompressDir(dir)).map((path) => relative(dir, path));

    expect(done).toEqual(['assets/index-A1.js', 'assets/index-B2.css', 'favicon.svg']);
    for (const path of done) {
      expect(brotliDecompressSync(readFileSync(join(dir, `${path}.br`))).toString()).toBe(BIG_TEXT);
      expect(gunzipSync(readFileSync(join(dir, `${path}.gz`))).toString()).toBe(BIG_TEXT);
    }
    for (const path of Object.keys(files).filter((path) => !done.includes(path))) {
      expect(existsSync(join(dir, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(dir, `${path}.gz`)), path).toBe(false);
    }
  });
});
