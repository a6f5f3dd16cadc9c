import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { countPart, SAMPLE_MAX_AGE_MS, SampledNames, TrigramSample } from './trigram-sample';

const CAP = 1000;
const times = (count: number, name: string) => Array.from({ length: count }, () => name);

describe('SampledNames', () => {
  it('knows the names holding each three characters, once per name', () => {
    const sample = new SampledNames(['quat quat', 'quat ly tam', 'can nhiet']);
    expect(sample.holding('qua')).toBe(2);
    expect(sample.holding('t q')).toBe(1);
    expect(sample.holding(' ly')).toBe(1);
    expect(sample.holding('xyz')).toBe(0);
    expect(sample.holdingBoth('qua', 'ly tam')).toBe(1);
    expect(sample.holdingBoth('qua', 'nhiet')).toBe(0);
  });

  it('reads the ends of a name as the ends of words, as the trigram index does', () => {
    const sample = new SampledNames(['quat ly tam', 'vo tu dien']);
    expect(sample.holding(' qu')).toBe(1);
    expect(sample.holding('am ')).toBe(1);
    expect(sample.holding(' vo')).toBe(1);
  });
});

describe('countPart', () => {
  it('asks for the rarest part when most names holding it match: a common phrase', () => {
    // "quat huong truc" in 10 sampled names, each standing for 100 of the catalogue's.
    const sample = new SampledNames(
      [...times(50, 'quat ly tam'), ...times(10, 'quat huong truc'), 'dien tro chu u'],
      100,
    );
    // " hu" (the first part in 10 names) is rarer than " tr" (11) or "qua" (60).
    expect(countPart('quat huong truc', sample, CAP)).toBe(' hu');
  });

  it('asks for a part no sampled name holds: the rarest there is', () => {
    const sample = new SampledNames(times(50, 'quat ly tam'), 100);
    expect(countPart('quat ly tam 3f9a', sample, CAP)).toBe(' 3f');
  });

  it('keeps the whole pattern when few of the names holding the rarest part match', () => {
    // " lo" is in a sixth of the names, "tro lo" in none of them: every row found would be read,
    // where the index's intersection of four lists drops them cheaply.
    const sample = new SampledNames(
      [...times(100, 'dien tro say'), ...times(20, 'ong lo xo'), ...times(5, 'hop lo nung')],
      100,
    );
    expect(countPart('tro lo', sample, CAP)).toBeUndefined();
  });

  it('takes the ends of words as parts, never a piece with other characters', () => {
    const sample = new SampledNames(times(3, 'ab cd'));
    expect(countPart('ab cd', sample, CAP)).toBe('ab ');
    expect(countPart('u-2 ?x', sample, CAP)).toBeUndefined();
    expect(countPart('a b c d', sample, CAP)).toBeUndefined();
  });

  it('leaves a one-word query, or any query without a sample, to the whole pattern', () => {
    const sample = new SampledNames(times(10, 'quat huong truc'));
    expect(countPart('huong', sample, CAP)).toBeUndefined();
    expect(countPart(' huong ', sample, CAP)).toBeUndefined();
    expect(countPart('quat huong truc', undefined, CAP)).toBeUndefined();
  });
});

describe('TrigramSample', () => {
  it('tries a failed sample again only once the age has passed, not on every search', async () => {
    let clock = 0;
    const execute = vi.fn(() => Promise.reject(new Error('statement timeout')));
    const sample = new TrigramSample({ execute } as unknown as Database, () => clock);
    expect(sample.current()).toBeUndefined();
    await expect(sample.take()).rejects.toThrow('statement timeout');
    expect(execute).toHaveBeenCalledTimes(1);
    clock += SAMPLE_MAX_AGE_MS - 1;
    for (let search = 0; search < 5; search++) expect(sample.current()).toBeUndefined();
    expect(execute).toHaveBeenCalledTimes(1);
    clock += 1;
    sample.current();
    await vi.waitFor(() => {
      expect(execute).toHaveBeenCalledTimes(2);
    });
  });
});
