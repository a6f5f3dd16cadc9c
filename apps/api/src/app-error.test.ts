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

/** Every `new AppError(code, text` in the API's code, with what it passes as its text. */
function appErrorTexts(): { file: string; text: string }[] {
  return sourceFiles(SOURCE_DIR).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/new AppError\(\s*'[A-Z_]+',\s*([^,)]*)/g)].map(
      (match) => ({ file: relative(SOURCE_DIR, file), text: (match[1] ?? '').trim() }),
    ),
  );
}

describe('AppError texts', () => {
  it('come from the catalogue in both locales, never a literal string', () => {
    const found = appErrorTexts();
    expect(found.length).toBeGreaterThan(50);
    const literals = found.filter(({ text }) => /^['"`]/.test(text));
    expect(literals).toEqual([]);
    // Each is the catalogue's text in both locales (`inBoth`), or one made from it beside a
    // contract text (the lifecycle's refusals), or one handed on (`text`, `refusal`).
    const other = found.filter(
      ({ text }) => !/^(inBoth\(|\{ vi: refusal|text$|refusal$)/.test(text),
    );
    expect(other).toEqual([]);
  });

  it('the check finds a literal when there is one', () => {
    const sample = "throw new AppError('NOT_FOUND', 'Product not found');";
    const match = /new AppError\(\s*'[A-Z_]+',\s*([^,)]*)/.exec(sample);
    expect(match?.[1]?.trim()).toMatch(/^['"`]/);
  });
});
