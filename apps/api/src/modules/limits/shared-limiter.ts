import { inBoth } from '../../http/answer-texts';
import type { Database } from '../../db/client';
import { AppError } from '../../app-error';
import { countHit, deleteEndedCounters } from './shared-counters.repo';

/** Every this many hits, a process deletes the counters whose window has ended. */
const CLEANUP_EVERY_HITS = 500;

/**
 * Counts hits in the database, so one budget holds for the whole shop, however many API processes
 * serve it. The processes share a small cleaning duty: each deletes ended windows now and then.
 */
export class SharedCounters {
  private hitsSinceCleanup = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> {
    const counted = await countHit(this.db, key, windowMs);
    this.hitsSinceCleanup += 1;
    if (this.hitsSinceCleanup >= CLEANUP_EVERY_HITS) {
      this.hitsSinceCleanup = 0;
      await deleteEndedCounters(this.db);
    }
    return counted;
  }
}

/**
 * A fixed-window limit per key, counted shop-wide (the database-backed twin of `RateLimiter`):
 * `name` keeps the keys of different limits apart in the one table.
 */
export class SharedLimiter {
  constructor(
    private readonly counters: SharedCounters,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one hit for the key; throws 429 with Retry-After once the window's limit is passed. */
  async hit(key: string): Promise<void> {
    const { hits, msLeft } = await this.counters.hit(`${this.name}:${key}`, this.windowMs);
    if (hits > this.limit) {
      throw new AppError(
        'RATE_LIMITED',
        inBoth((t) => t.tooManyRequests),
        {
          retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
        },
      );
    }
  }
}
