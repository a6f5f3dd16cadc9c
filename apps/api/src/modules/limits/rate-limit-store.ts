import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounters } from './shared-limiter';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What a route adds to its `config.rateLimit` to have its limit counted shop-wide (in the
 * database) rather than in this process: the name that keeps its keys apart from other limits'.
 * Per-IP flood limits leave it out and stay in memory: they are cheap, and N times a flood limit
 * still stops a flood.
 */
export interface SharedRateLimit {
  sharedAs?: string;
}

/** The plugin's own in-memory counting (a fixed window per key), for the limits kept per process. */
class LocalWindows implements FastifyRateLimitStore {
  private readonly windows = new Map<string, { current: number; startedAt: number }>();

  constructor(private readonly counters: SharedCounters) {}

  incr(key: string, callback: Counted, timeWindow: number): void {
    const now = Date.now();
    // A map keeps its keys in the order they were set, and a window that starts again is set
    // anew: the oldest windows are first, so the ended ones are dropped from the front, a few at a
    // time, never by walking every key.
    for (const [name, ended] of this.windows) {
      if (ended.startedAt + timeWindow > now) break;
      this.windows.delete(name);
    }
    let window = this.windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      window = { current: 0, startedAt: now };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.current += 1;
    callback(null, { current: window.current, ttl: window.startedAt + timeWindow - now });
  }

  child(routeOptions: object): FastifyRateLimitStore {
    const { sharedAs } = routeOptions as SharedRateLimit;
    return sharedAs ? new SharedWindows(this.counters, sharedAs) : new LocalWindows(this.counters);
  }
}

/** A route's limit counted in the database, so every process spends one budget. */
class SharedWindows implements FastifyRateLimitStore {
  constructor(
    private readonly counters: SharedCounters,
    private readonly name: string,
  ) {}

  incr(key: string, callback: Counted, timeWindow: number): void {
    this.counters.hit(`${this.name}:${key}`, timeWindow).then(
      ({ hits, msLeft }) => {
        callback(null, { current: hits, ttl: msLeft });
      },
      (error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    return new LocalWindows(this.counters).child(routeOptions);
  }
}

/**
 * The store for @fastify/rate-limit: each limited route gets a child, in memory unless the route
 * names a shared limit (`SharedRateLimit`).
 */
export function rateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  return class extends LocalWindows {
    constructor() {
      super(counters);
    }
  };
}
