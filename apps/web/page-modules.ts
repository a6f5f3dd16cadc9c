import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser build writes the map, beside Vite's manifest (read by the API, not served). */
export const PAGE_MODULES_FILE = '.vite/page-modules.json';

/** A page of the table: `kind: () => import('specifier'),`. */
const TABLE_ENTRY = /^\s*(\w+): \(\) => import\('([^']+)'\),?$/gm;

/**
 * Writes `dist/.vite/page-modules.json`: each storefront page kind's module, as the build
 * manifest names it, read from the router's table (`src/app/storefront-pages.ts`), and `app`, the
 * module the entry (`src/main.tsx`) loads once the page is used. The server reads it to name a
 * drawn page's code (apps/api/src/http/web-app.ts), so no source file is named twice.
 */
export function pageModules(): Plugin {
  let root = '';
  const key = (id: string) => relative(root, id).split('\\').join('/');
  return {
    name: 'shop-page-modules',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const map: Record<string, string> = {};
      const table = await this.resolve('/src/app/storefront-pages.ts');
      if (!table) throw new Error('page-modules: src/app/storefront-pages.ts is missing');
      const source = readFileSync(table.id, 'utf8');
      for (const [, kind = '', specifier = ''] of source.matchAll(TABLE_ENTRY)) {
        const page = await this.resolve(specifier, table.id);
        if (!page) throw new Error(`page-modules: ${specifier} (${kind}) does not resolve`);
        map[kind] = key(page.id);
      }
      if (Object.keys(map).length === 0) throw new Error('page-modules: the table names no page');
      const main = await this.resolve('/src/main.tsx');
      const loaded = main ? (this.getModuleInfo(main.id)?.dynamicallyImportedIds ?? []) : [];
      const [app] = loaded;
      if (loaded.length !== 1 || app === undefined) {
        throw new Error(
          `page-modules: main.tsx should load one module (the app), not ${loaded.length}`,
        );
      }
      map['app'] = key(app);
      this.emitFile({
        type: 'asset',
        fileName: PAGE_MODULES_FILE,
        source: `${JSON.stringify(map, null, 2)}\n`,
      });
    },
  };
}
