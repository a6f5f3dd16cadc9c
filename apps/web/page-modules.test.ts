import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES_FILE, pageModules } from './page-modules';

const root = dirname(fileURLToPath(import.meta.url));

/** Resolves as the build does for these sources: a `.ts` or `.tsx` file. */
function resolveId(specifier: string, importer?: string): { id: string } | null {
  const base = specifier.startsWith('/')
    ? join(root, specifier)
    : resolve(dirname(importer ?? root), specifier);
  const id = [base, `${base}.ts`, `${base}.tsx`].find(
    (path) => /\.tsx?$/.test(path) && existsSync(path),
  );
  return id ? { id } : null;
}

/** The map the plugin writes for the web app's sources, with main.tsx loading `loaded`. */
async function writtenMap(loaded: string[]): Promise<unknown> {
  const plugin = pageModules();
  const emitted: { fileName?: string; source?: unknown }[] = [];
  const context = {
    resolve: (specifier: string, importer?: string) =>
      Promise.resolve(resolveId(specifier, importer)),
    getModuleInfo: () => ({ dynamicallyImportedIds: loaded.map((path) => join(root, path)) }),
    emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file),
  };
  (plugin.configResolved as unknown as (config: { root: string }) => void)({ root });
  await (plugin.generateBundle as unknown as (this: typeof context) => Promise<void>).call(context);
  const [file] = emitted;
  expect(file?.fileName).toBe(PAGE_MODULES_FILE);
  return JSON.parse(String(file?.source));
}

describe('the page → module map the build writes', () => {
  it("names the modules the server named before it read the map, so a page's code is the same", async () => {
    expect(await writtenMap(['src/app/start-app.tsx'])).toEqual({
      home: 'src/features/catalog/home-page.tsx',
      search: 'src/features/search/search-page.tsx',
      product: 'src/features/catalog/product-page.tsx',
      listing: 'src/features/catalog/listing-page.tsx',
      app: 'src/app/start-app.tsx',
    });
  });

  it('refuses an entry that loads other than one app module', async () => {
    await expect(writtenMap([])).rejects.toThrow('main.tsx should load one module');
  });
});
