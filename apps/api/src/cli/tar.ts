import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract, pack, type Header, type Pack } from 'tar-stream';

/**
 * A backup's archive, written and read by `tar-stream`: the POSIX tar format (ustar, with a pax
 * header for a longer name), regular files and directories only. A standard format, so a backup
 * can also be looked into or unpacked by hand with `tar -xzf`.
 */

export type TarSource =
  | { name: string; type: 'directory' }
  | { name: string; type: 'file'; path: string; size: number }
  | { name: string; type: 'file'; bytes: Buffer };

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  size: number;
}

type EntrySink = ReturnType<Pack['entry']>;

// The owner's alone, as the data directory is: a backup unpacked by hand stays private too.
const DIRECTORY_MODE = 0o700;
const FILE_MODE = 0o600;

/** Writes a file's bytes into its entry, refusing a file whose size changed since it was listed. */
async function fillFromFile(sink: EntrySink, path: string, size: number): Promise<void> {
  let count = 0;
  for await (const chunk of createReadStream(path)) {
    const bytes = chunk as Buffer;
    count += bytes.length;
    // The header already promised a size: a file that grew would shift every later entry.
    if (count > size) throw new Error(`${path} changed while being archived`);
    if (!sink.write(bytes))
      await new Promise<void>((resolve) =>
        sink.once('drain', () => {
          resolve();
        }),
      );
  }
  if (count !== size) throw new Error(`${path} changed while being archived`);
  sink.end(undefined);
}

/** Adds one entry; settles once the archive has taken all of it. */
function addEntry(
  archive: Pack,
  header: Pick<Header, 'name' | 'type' | 'mode'> & { size?: number },
  fill: (sink: EntrySink) => Promise<void> | void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const sink = archive.entry({ ...header, mtime: new Date() }, (error) => {
      if (error) reject(error);
      else resolve();
    });
    // A failed entry is told through the callback above and ends the whole archive.
    sink.on('error', () => undefined);
    Promise.resolve()
      .then(() => fill(sink))
      .catch((error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error));
        reject(failure);
        sink.destroy(failure);
      });
  });
}

/** A tar archive of these entries, in order. */
export function tarArchive(sources: AsyncIterable<TarSource>): Readable {
  const archive = pack();
  void (async () => {
    for await (const source of sources) {
      if (source.type === 'directory') {
        const header = { name: source.name, type: 'directory', mode: DIRECTORY_MODE } as const;
        await addEntry(archive, header, () => undefined);
      } else if ('bytes' in source) {
        const header = { name: source.name, type: 'file', mode: FILE_MODE } as const;
        await addEntry(archive, { ...header, size: source.bytes.length }, (sink) => {
          sink.end(source.bytes);
        });
      } else {
        const header = { name: source.name, type: 'file', mode: FILE_MODE } as const;
        await addEntry(archive, { ...header, size: source.size }, (sink) =>
          fillFromFile(sink, source.path, source.size),
        );
      }
    }
    archive.finalize();
  })().catch((error: unknown) => {
    archive.destroy(error as Error);
  });
  // A streamx stream, which node:stream's pipeline takes as it takes its own.
  return archive as unknown as Readable;
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
  const entries = extract();
  // The archive's own failure (damaged, cut short); not set when the walk stops it because the
  // visitor refused an entry.
  let broken: Error | undefined;
  let stopped = false;
  entries.on('error', (error: Error) => {
    broken ??= error;
  });
  const feeding = pipeline(Readable.from(source), entries).catch((error: unknown) => {
    broken ??= error instanceof Error && !stopped ? error : undefined;
  });
  let skipped = 0;
  try {
    for await (const entry of entries) {
      const { header } = entry;
      const name = header.name.replace(/\/+$/, '');
      if (header.type !== 'file' && header.type !== 'directory') {
        throw new Error(`The backup file holds an entry of a kind it never contains (${name})`);
      }
      const contents = entry as AsyncIterable<Buffer>;
      await visit({ name, type: header.type, size: header.size }, contents);
      // Whatever the visitor left unread is skipped.
      for await (const chunk of contents) skipped += chunk.length;
    }
  } catch (error) {
    stopped = true;
    entries.destroy();
    await feeding;
    throw broken ? damaged(broken) : error;
  }
  await feeding;
  if (broken) throw damaged(broken);
  return skipped;
}

function damaged(cause: Error): Error {
  return new Error(`The backup file is damaged or cut short (${cause.message})`, { cause });
}
