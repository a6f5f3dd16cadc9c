import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../db/private-files';

/**
 * Where stored files live: images, and a product's PDF documents (`<id>.pdf`, issue 42). Local disk
 * by default; an object store can implement the same.
 */
export interface ImageStore {
  /** Stores bytes under a generated file name (never a client's). */
  put(fileName: string, bytes: Buffer): Promise<void>;
  /** Deletes a stored file; one already gone is no error. */
  remove(fileName: string): Promise<void>;
  /**
   * Reads a stored file, for a store the shop serves from (an object store); undefined when there
   * is no such file. The local folder has none: its files are served straight from disk.
   */
  get?(fileName: string): Promise<StoredImage | undefined>;
}

export interface StoredImage {
  bytes: Buffer;
  contentType: string;
  etag: string | undefined;
}

export class LocalImageStore implements ImageStore {
  constructor(readonly directory: string) {}

  async put(fileName: string, bytes: Buffer): Promise<void> {
    // The shop's user's alone, as the database is: the shop serves them, nobody else reads them.
    await mkdir(this.directory, { recursive: true, mode: PRIVATE_DIR_MODE });
    await writeFile(join(this.directory, fileName), bytes, { mode: PRIVATE_FILE_MODE });
  }

  async remove(fileName: string): Promise<void> {
    await rm(join(this.directory, fileName), { force: true });
  }

  /** A stored file's bytes, or undefined when there is none (the local folder has no `get`). */
  async read(fileName: string): Promise<Buffer | undefined> {
    try {
      return await readFile(join(this.directory, fileName));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}

/** A stored file's bytes from whichever store keeps it; undefined when it has no such file. */
export async function readStoredFile(
  store: ImageStore,
  fileName: string,
): Promise<Buffer | undefined> {
  if (store.get) return (await store.get(fileName))?.bytes;
  if (store instanceof LocalImageStore) return store.read(fileName);
  throw new Error('this store cannot read its files back');
}

/** Stored image references are paths (`/images/<id>.webp`); clients get absolute urls. */
export function toPublicUrl(ref: string, publicUrl: string): string {
  return ref.startsWith('/') ? `${publicUrl}${ref}` : ref;
}

/** An absolute url of this shop's own images is stored as its path, so PUBLIC_URL can change. */
export function toStoredRef(url: string, publicUrl: string): string {
  return url.startsWith(`${publicUrl}/images/`) ? url.slice(publicUrl.length) : url;
}
