/**
 * A small seeded generator (mulberry32), so a failing fuzz or crash run can be repeated exactly
 * from the seed it prints.
 */
export class Prng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}

/**
 * The seed of a run: fixed per suite so every run is the same, unless ROBUSTNESS_SEED names another
 * (to explore, or to replay a failure printed by an exploring run).
 */
export function runSeed(fixed: number): number {
  const fromEnv = Number(process.env['ROBUSTNESS_SEED']);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : fixed;
}
