/**
 * A small generator that repeats (a linear congruential one): the same rows and queries on every
 * run, so a test that draws many cases fails the same way each time it fails.
 */
export function seededRandom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => {
      const at = Math.floor(next() * list.length);
      if (at >= list.length) throw new Error('nothing to pick from');
      return list[at] as T;
    },
    between: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
