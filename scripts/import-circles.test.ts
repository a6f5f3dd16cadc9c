import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No module may reach itself through its own imports (static, type-only or `import()`): a circle
// makes the load order matter and the pieces impossible to take apart. The walk follows relative
// imports only, resolved as TypeScript resolves them here (a `.ts`/`.tsx` file or a folder's
// `index`); what comes from packages is outside the folder, so cannot close a circle in it.
const root = resolve(new URL('..', import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path));
}

/** Each file's imports within the folder. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(dir);
  const inside = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((imported) => resolveImport(file, imported.fileName))
        .filter((target): target is string => target !== undefined && inside.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The circles of a graph, each once, as the files along it (the first repeated at the end). */
export function circles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const circle = path.slice(path.indexOf(next));
        found.set([...circle].sort().join('|'), [...circle, next]);
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

const named = (circle: string[]): string => circle.map((file) => relative(root, file)).join(' → ');

describe('import circles', () => {
  it('are found: a → b → a, and a longer one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['a', 'c']],
      ['c', ['d']],
      ['d', ['b']],
      ['e', ['a']],
    ]);
    expect(circles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['b', 'c', 'd', 'b'],
    ]);
    expect(
      circles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(['packages/contract/src', 'apps/api/src', 'apps/web/src'])('are none in %s', (dir) => {
    expect(circles(importGraph(join(root, dir))).map(named)).toEqual([]);
  });
});
