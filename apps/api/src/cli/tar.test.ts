import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, tarArchive, type TarEntry, type TarSource } from './tar';

const dir = mkdtempSync(join(tmpdir(), 'shop-tar-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const file = join(dir, 'file');
writeFileSync(file, 'x'.repeat(1000));
// Longer than ustar's 100 + 155 bytes split at a slash would allow.
const longName = `pg/${'a'.repeat(120)}/${'b'.repeat(150)}/c`;

function sources(size = 1000): AsyncIterable<TarSource> {
  return Readable.from([
    { name: 'shop-backup.json', type: 'file', bytes: Buffer.from('{}') },
    { name: 'pg', type: 'directory' },
    { name: longName, type: 'file', path: file, size },
  ] satisfies TarSource[]);
}

async function walk(bytes: Buffer): Promise<{ entries: TarEntry[]; skipped: number }> {
  const entries: TarEntry[] = [];
  const skipped = await readTar(Readable.from([bytes]), (entry) => {
    entries.push(entry);
    return Promise.resolve();
  });
  return { entries, skipped };
}

describe('the backup archive', () => {
  it('reads back what it wrote, and tar lists it with private modes', async () => {
    const bytes = await buffer(tarArchive(sources()));
    expect(await walk(bytes)).toEqual({
      entries: [
        { name: 'shop-backup.json', type: 'file', size: 2 },
        { name: 'pg', type: 'directory', size: 0 },
        { name: longName, type: 'file', size: 1000 },
      ],
      skipped: 1002,
    });
    const archive = join(dir, 'archive.tar');
    writeFileSync(archive, bytes);
    const listing = execFileSync('tar', ['-tvf', archive], { encoding: 'utf8' });
    expect(listing).toMatch(/^-rw------- .* shop-backup\.json$/m);
    expect(listing).toMatch(/^drwx------ .* pg\/?$/m);
    expect(listing).toContain(longName);
  });

  it('refuses a file whose size changed since it was listed', async () => {
    await expect(buffer(tarArchive(sources(999)))).rejects.toThrow('changed while being archived');
    await expect(buffer(tarArchive(sources(1001)))).rejects.toThrow('changed while being archived');
  });

  it('refuses an archive cut short or damaged, and passes on the visitor’s own refusal', async () => {
    const bytes = await buffer(tarArchive(sources()));
    await expect(walk(bytes.subarray(0, 1500))).rejects.toThrow(
      'The backup file is damaged or cut short',
    );
    const damaged = Buffer.from(bytes);
    damaged.write('zz', 10);
    await expect(walk(damaged)).rejects.toThrow('The backup file is damaged or cut short');
    await expect(
      readTar(Readable.from([bytes]), () => Promise.reject(new Error('not a backup'))),
    ).rejects.toThrow(/^not a backup$/);
  });
});
