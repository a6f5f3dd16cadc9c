import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_DIR = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a source file imports from a texts module (`…-texts`): its catalogues. */
function catalogueNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*-texts'/g))
    for (const name of (list ?? '').split(','))
      names.add(
        (
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)
            .at(-1) ?? ''
        ).trim(),
      );
  return names;
}

/**
 * Every `new AppError(code, text` in the API's code, with what it passes as its text and whether
 * that text's first name comes from a texts module the file imports.
 */
function appErrorTexts(): { file: string; text: string; fromCatalogue: boolean }[] {
  return sourceFiles(SOURCE_DIR).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const catalogues = catalogueNames(source);
    return [...source.matchAll(/new AppError\(\s*'[A-Z_]+',\s*([^,)]*)/g)].map((match) => {
      const text = (match[1] ?? '').trim();
      const first = /^[A-Za-z_$][\w$]*/.exec(text)?.[0];
      return {
        file: relative(SOURCE_DIR, file),
        text,
        fromCatalogue: first !== undefined && catalogues.has(first),
      };
    });
  });
}

describe('AppError texts', () => {
  it('come from the catalogue in both locales, never a literal string', () => {
    const found = appErrorTexts();
    expect(found.length).toBeGreaterThan(50);
    const literals = found.filter(({ text }) => /^['"`]/.test(text));
    expect(literals).toEqual([]);
    // Each is the catalogue's text in both locales (`inBoth`), a module's own texts catalogue
    // (`attributeTexts.x`, `transferText((t) => …)`: an `AnswerText`, both locales by its type),
    // one made from it beside a contract text (the lifecycle's refusals), or one handed on.
    const other = found.filter(
      ({ text, fromCatalogue }) =>
        !fromCatalogue && !/^(inBoth\(|\{ vi: refusal|text$|refusal$)/.test(text),
    );
    expect(other).toEqual([]);
  });

  it('the check finds a literal when there is one', () => {
    const sample = "throw new AppError('NOT_FOUND', 'Product not found');";
    const match = /new AppError\(\s*'[A-Z_]+',\s*([^,)]*)/.exec(sample);
    expect(match?.[1]?.trim()).toMatch(/^['"`]/);
  });
});
