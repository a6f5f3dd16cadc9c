import { describe, expect, it } from 'vitest';
import { oneEditAway } from './postgres-search-index';

describe('oneEditAway', () => {
  it('undoes the common typos: swapped neighbours, a letter missing, extra or changed', () => {
    const edits = oneEditAway('nihet');
    expect(edits).toContain('nhiet'); // swapped
    expect(oneEditAway('hutt')).toContain('hut'); // extra letter
    expect(oneEditAway('dien')).toContain('dieu'); // changed letter
    expect(oneEditAway('quat')).toContain('quatt'); // missing letter
    expect(oneEditAway('24vdc')).toContain('24vac'); // digits and letters alike
  });

  it('answers each edit once, and never the word itself', () => {
    const edits = oneEditAway('tro');
    expect(new Set(edits).size).toBe(edits.length);
    expect(edits).not.toContain('tro');
    expect(edits).toContain('tor');
  });

  it('stays small enough for one indexed lookup', () => {
    // Deletions and swaps (2n − 1), changes (36n) and additions (36(n + 1)), fewer duplicates.
    expect(oneEditAway('nhiet').length).toBeLessThanOrEqual(2 * 5 - 1 + 36 * 5 + 36 * 6);
  });
});
