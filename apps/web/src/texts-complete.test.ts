import { describe, expect, it } from 'vitest';

// Every part of the web app's message catalogue (the `*-texts.ts` modules, decision 047): the
// compiler already refuses a key present in one locale and missing in the other; this holds the
// same at run time, and that no text is left empty or untranslated by mistake.
const parts = import.meta.glob<Record<string, unknown>>('./**/*-texts.ts', { eager: true });

function catalogues(): [string, { vi: Record<string, unknown>; en: Record<string, unknown> }][] {
  return Object.entries(parts).flatMap(([file, module]) =>
    Object.entries(module)
      .filter(
        (entry): entry is [string, { vi: Record<string, unknown>; en: Record<string, unknown> }] =>
          typeof entry[1] === 'object' && entry[1] !== null && 'vi' in entry[1] && 'en' in entry[1],
      )
      .map(
        ([name, texts]): [string, { vi: Record<string, unknown>; en: Record<string, unknown> }] => [
          `${file} ${name}`,
          texts,
        ],
      ),
  );
}

describe('the message catalogue', () => {
  it('has parts to check', () => {
    expect(catalogues().length).toBeGreaterThan(0);
  });

  it.each(catalogues())('%s: the same keys in vi and en, none empty', (_name, texts) => {
    expect(Object.keys(texts.en).sort()).toEqual(Object.keys(texts.vi).sort());
    for (const locale of [texts.vi, texts.en]) {
      for (const [key, text] of Object.entries(locale)) {
        expect(typeof text === 'string' || typeof text === 'function', key).toBe(true);
        if (typeof text === 'string') expect(text.trim(), key).not.toBe('');
      }
    }
  });
});
