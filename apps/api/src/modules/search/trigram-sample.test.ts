import { describe, expect, it } from 'vitest';
import { countTrigrams, rarestPart } from './trigram-sample';

describe('countTrigrams', () => {
  it('counts the names holding each three characters, once per name', () => {
    const counts = countTrigrams(['quat quat', 'quat ly tam', 'can nhiet']);
    expect(counts.get('qua')).toBe(2);
    expect(counts.get('t q')).toBe(1);
    expect(counts.get(' ly')).toBe(1);
    expect(counts.get('xyz')).toBeUndefined();
  });

  it('reads the ends of a name as the ends of words, as the trigram index does', () => {
    const counts = countTrigrams(['quat ly tam', 'vo tu dien']);
    expect(counts.get(' qu')).toBe(1);
    expect(counts.get('am ')).toBe(1);
    expect(counts.get(' vo')).toBe(1);
  });
});

describe('rarestPart', () => {
  const counts = countTrigrams([
    ...Array.from({ length: 50 }, () => 'quat ly tam'),
    ...Array.from({ length: 10 }, () => 'quat huong truc'),
    'dien tro chu u',
  ]);

  it('picks the part of the query the fewest names hold', () => {
    // "qua" is in 60 names, " tr" in 11, " hu" (the first of those in 10) in 10.
    expect(rarestPart('quat huong truc', counts)).toBe(' hu');
    // Held by no sampled name at all: the rarest there is.
    expect(rarestPart('quat ly tam 3f9a', counts)).toBe(' 3f');
  });

  it('takes the ends of words as parts, never a piece with other characters', () => {
    const few = countTrigrams(['ab cd', 'ab cd', 'ab cd']);
    expect(rarestPart('ab cd', few)).toBe('ab ');
    expect(rarestPart('u-2 ?x', countTrigrams([]))).toBeUndefined();
    expect(rarestPart('a b c d', countTrigrams([]))).toBeUndefined();
  });

  it('leaves a one-word query, or any query without a sample, to the whole pattern', () => {
    expect(rarestPart('nhiet', counts)).toBeUndefined();
    expect(rarestPart(' nhiet ', counts)).toBeUndefined();
    expect(rarestPart('quat huong truc', undefined)).toBeUndefined();
  });
});
