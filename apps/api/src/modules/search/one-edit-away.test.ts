import { describe, expect, it } from 'vitest';
import { correctionsOf, oneEditAway } from './postgres-search-index';

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

describe('correctionsOf', () => {
  it('corrects a word of three letters or more by any one edit', () => {
    expect(correctionsOf('tor')).toEqual(oneEditAway('tor'));
    expect(correctionsOf('nihet')).toContain('nhiet');
  });

  it('reads a two-letter word as a three-letter one with a letter missing, never as another short word', () => {
    const edits = correctionsOf('to');
    expect(edits).toContain('tro');
    expect(edits).toContain('tho');
    expect(correctionsOf('pa')).toContain('pha');
    expect(edits.every((edit) => edit.length === 3)).toBe(true);
    expect(edits).not.toContain('tu');
    expect(edits).not.toContain('o');
  });

  it('leaves a one-letter word alone', () => {
    expect(correctionsOf('u')).toEqual([]);
  });
});
