import { createReadStream } from 'node:fs';

/**
 * Just enough of the POSIX tar format (ustar) for a backup: regular files and directories, names
 * up to 255 bytes, sizes up to 8 GB. A standard format, so a backup can also be looked into or
 * unpacked by hand with `tar -xzf`.
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export type TarSource =
  | { name: string; type: 'directory' }
  | { name: string; type: 'file'; path: string; size: number }
  | { name: string; type: 'file'; bytes: Buffer };

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
}

function writeOctal(block: Buffer, value: number, offset: number, length: number): void {
  const digits = value.toString(8);
  if (digits.length > length - 1) throw new Error(`${value} does not fit a tar header field`);
  block.write(`${digits.padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** ustar keeps a long name as a prefix (up to 155 bytes) and a name (up to 100), split at a '/'. */
function splitName(name: string): { prefix: string; rest: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', rest: name };
  for (let slash = name.indexOf('/'); slash !== -1; slash = name.indexOf('/', slash + 1)) {
    const prefix = name.slice(0, slash);
    const rest = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest) {
      return { prefix, rest };
    }
  }
  throw new Error(`The file name ${name} is too long for the backup format`);
}

function header(name: string, type: 'file' | 'directory', size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, rest } = splitName(type === 'directory' ? `${name}/` : name);
  block.write(rest, 0, 100, 'utf8');
  // The owner's alone, as the data directory is: a backup unpacked by hand stays private too.
  writeOctal(block, type === 'directory' ? 0o700 : 0o600, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.floor(Date.now() / 1000), 136, 12);
  block.write(type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  block.write('ustar\0' + '00', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  // The checksum is computed with its own field counted as spaces.
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return block;
}

function padding(size: number): Buffer {
  const remainder = size % BLOCK;
  return Buffer.alloc(remainder === 0 ? 0 : BLOCK - remainder);
}

/** The bytes of a tar archive of these entries, in order. */
export async function* tarBlocks(sources: AsyncIterable<TarSource>): AsyncGenerator<Buffer> {
  for await (const source of sources) {
    if (source.type === 'directory') {
      yield header(source.name, 'directory', 0);
      continue;
    }
    if ('bytes' in source) {
      yield header(source.name, 'file', source.bytes.length);
      yield source.bytes;
      yield padding(source.bytes.length);
      continue;
    }
    yield header(source.name, 'file', source.size);
    let written = 0;
    for await (const chunk of createReadStream(source.path)) {
      const bytes = chunk as Buffer;
      written += bytes.length;
      // The header already promised a size: a file that grew would shift every later entry.
      if (written > source.size) throw new Error(`${source.path} changed while being archived`);
      yield bytes;
    }
    if (written !== source.size) throw new Error(`${source.path} changed while being archived`);
    yield padding(source.size);
  }
  yield END_OF_ARCHIVE;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private length = 0;
  private done = false;
  private readonly iterator: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.iterator = source[Symbol.asyncIterator]();
  }

  /** Up to `count` bytes; fewer only at the end of the stream. */
  async read(count: number): Promise<Buffer> {
    while (this.length < count && !this.done) {
      const next = await this.iterator.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.length += next.value.length;
      }
    }
    const [first] = this.chunks;
    const all = this.chunks.length === 1 && first ? first : Buffer.concat(this.chunks);
    const out = all.subarray(0, Math.min(count, all.length));
    const rest = all.subarray(out.length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.length = rest.length;
    return out;
  }

  async exactly(count: number): Promise<Buffer> {
    const bytes = await this.read(count);
    if (bytes.length !== count) throw new Error('The backup file is cut short');
    return bytes;
  }
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = block
    .subarray(offset, offset + length)
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new Error('The backup file is damaged (a bad tar header)');
  return text ? parseInt(text, 8) : 0;
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseHeader(block: Buffer): TarEntry {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) {
    sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  }
  if (sum !== readOctal(block, 148, 8)) {
    throw new Error('The backup file is damaged (a tar header checksum does not match)');
  }
  const prefix = readString(block, 345, 155);
  const name = readString(block, 0, 100);
  const full = (prefix ? `${prefix}/${name}` : name).replace(/\/+$/, '');
  const flag = String.fromCharCode(block[156] ?? 0);
  if (flag === '5') return { name: full, type: 'directory', size: 0 };
  if (flag === '0' || flag === '\0')
    return { name: full, type: 'file', size: readOctal(block, 124, 12) };
  throw new Error(`The backup file holds an entry of a kind it never contains (${full})`);
}

/**
 * Walks a tar archive: `visit` is called for each entry with its contents, which it must read to
 * the end (or not at all) before returning; what it leaves is skipped, and the count of skipped
 * bytes returned. Throws on a damaged or cut-short archive.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  visit: (entry: TarEntry, contents: AsyncIterable<Buffer>) => Promise<void>,
): Promise<number> {
  const reader = new ByteReader(source);
  let skipped = 0;
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) {
      // Two zero blocks end the archive.
      await reader.exactly(BLOCK);
      return skipped;
    }
    const entry = parseHeader(block);
    let remaining = entry.size;
    const contents = (async function* () {
      while (remaining > 0) {
        const chunk = await reader.exactly(Math.min(remaining, 1 << 20));
        remaining -= chunk.length;
        yield chunk;
      }
    })();
    await visit(entry, contents);
    // Whatever the visitor left unread is skipped.
    for await (const chunk of contents) skipped += chunk.length;
    await reader.exactly(padding(entry.size).length);
  }
}
