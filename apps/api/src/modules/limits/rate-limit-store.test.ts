import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { rateLimitStore } from './rate-limit-store';
import type { Database } from '../../db/client';
import { SharedCounters } from './shared-limiter';

afterEach(() => {
  vi.useRealTimers();
});

// The windows kept in this process never reach the database.
const counters = new SharedCounters(undefined as unknown as Database);

function count(store: FastifyRateLimitStore, key: string, windowMs: number) {
  let seen: { current: number; ttl: number } | undefined;
  store.incr(
    key,
    (_error, result) => {
      seen = result;
    },
    windowMs,
    0,
  );
  return seen;
}

describe('the per-process rate-limit windows', () => {
  it('count each key in its own window and start again once it has ended', () => {
    vi.useFakeTimers({ now: 0 });
    const Store = rateLimitStore(counters);
    const route = new Store({}).child({} as never);

    expect(count(route, 'a', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(400);
    expect(count(route, 'a', 1000)).toEqual({ current: 2, ttl: 600 });
    expect(count(route, 'b', 1000)).toEqual({ current: 1, ttl: 1000 });
    vi.setSystemTime(1000);
    // a's window has ended (and is dropped); b's has 400 ms left.
    expect(count(route, 'a', 1000)).toEqual({ current: 1, ttl: 1000 });
    expect(count(route, 'b', 1000)).toEqual({ current: 2, ttl: 400 });
    vi.setSystemTime(1400);
    expect(count(route, 'b', 1000)).toEqual({ current: 1, ttl: 1000 });
    expect(count(route, 'a', 1000)).toEqual({ current: 2, ttl: 600 });
  });
});
