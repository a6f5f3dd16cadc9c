import { inBoth } from '../../http/answer-texts';
import { AppError } from '../../app-error';

/**
 * A fixed-window counter per key, in memory. Losing it (a restart) only resets the windows, so it
 * is a cache that is safe to lose; each API process limits on its own. For per-address flood
 * limits only: a limit that must hold for the whole shop is a `SharedLimiter`.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for the key; throws 429 with Retry-After once the window's limit is passed. */
  hit(key: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return;
    }
    window.count += 1;
    if (window.count > this.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        inBoth((t) => t.tooManyRequests),
        {
          retryAfterSeconds,
        },
      );
    }
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
