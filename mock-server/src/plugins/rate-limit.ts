// Sliding-window rate limits on the server clock (`app.now`): SMS codes per mobile, failed logins per account.
// In memory: limits reset with the process, which is what a mock backend wants.
import fp from 'fastify-plugin';
import { BusinessError } from '../lib/errors.ts';

export interface LimitWindow {
  /** At most this many events... */
  limit: number;
  /** ...in this many milliseconds. */
  windowMs: number;
}

export interface RateLimiter {
  /** Whether one more event under `key` would break any of the windows. */
  wouldExceed(key: string, windows: readonly LimitWindow[]): boolean;
  /** Throws 'Operation is too frequent' (ResultCode.tooFrequent) when one more event would break a window. */
  assertAllowed(key: string, windows: readonly LimitWindow[]): void;
  /** Counts an event under `key` now. */
  hit(key: string): void;
  /** Events under `key` in the last `windowMs`. */
  count(key: string, windowMs: number): number;
  /** Forgets every event under `key` (e.g. the failures of an account after a good login). */
  reset(key: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

/** A limiter on a given clock; exported for unit tests and for the plugin. */
export function createRateLimiter(now: () => number): RateLimiter {
  const events = new Map<string, number[]>();
  let longestWindow = 0;

  const prune = (key: string, horizon: number): number[] => {
    const kept = (events.get(key) ?? []).filter((at) => at > now() - horizon);
    if (kept.length === 0) events.delete(key);
    else events.set(key, kept);
    return kept;
  };

  const limiter: RateLimiter = {
    wouldExceed(key, windows) {
      for (const window of windows) longestWindow = Math.max(longestWindow, window.windowMs);
      const times = prune(key, longestWindow);
      const at = now();
      return windows.some((window) => times.filter((t) => t > at - window.windowMs).length >= window.limit);
    },
    assertAllowed(key, windows) {
      if (limiter.wouldExceed(key, windows)) throw new BusinessError('tooFrequent');
    },
    hit(key) {
      const list = events.get(key) ?? [];
      list.push(now());
      events.set(key, list);
    },
    count(key, windowMs) {
      const at = now();
      return (events.get(key) ?? []).filter((t) => t > at - windowMs).length;
    },
    reset(key) {
      events.delete(key);
    },
  };
  return limiter;
}

export const rateLimitPlugin = fp(
  async (app) => {
    app.decorate(
      'rateLimit',
      createRateLimiter(() => app.now()),
    );
  },
  { name: 'rate-limit' },
);
