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

/**
 * The most keys a limiter remembers. Keys live in two generations: hits go to the young one, which becomes
 * the old one (and the old one is dropped) once it holds half of this or once the longest window has passed
 * since it began. So a key is forgotten at the latest two windows after its last event, and a flood of
 * distinct keys within a window (a million mobiles) forgets the keys hit longest ago first: memory stays
 * bounded whatever callers send, and the per-client limits (by address) still hold such a flood back.
 */
export const RATE_LIMIT_MAX_KEYS = 100_000;

/** A limiter on a given clock; exported for unit tests and for the plugin. */
export function createRateLimiter(
  now: () => number,
  options: { maxKeys?: number } = {},
): RateLimiter & { size(): number } {
  const generationSize = Math.max(1, Math.floor((options.maxKeys ?? RATE_LIMIT_MAX_KEYS) / 2));
  // Each key's event times, oldest first, in the generation of its last hit.
  let young = new Map<string, number[]>();
  let old = new Map<string, number[]>();
  let youngSince = now();
  let longestWindow = 0;

  const timesOf = (key: string): number[] => young.get(key) ?? old.get(key) ?? [];

  const prune = (key: string, horizon: number): number[] => {
    const kept = timesOf(key).filter((at) => at > now() - horizon);
    const home = young.has(key) ? young : old;
    if (kept.length === 0) home.delete(key);
    else if (home.has(key)) home.set(key, kept);
    return kept;
  };

  const limiter: RateLimiter & { size(): number } = {
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
      const at = now();
      const list = timesOf(key);
      old.delete(key);
      if (young.size >= generationSize || (longestWindow > 0 && at - youngSince >= longestWindow)) {
        old = young;
        old.delete(key);
        young = new Map();
        youngSince = at;
      }
      if (longestWindow > 0) while (list.length > 0 && list[0]! <= at - longestWindow) list.shift();
      list.push(at);
      young.set(key, list);
    },
    count(key, windowMs) {
      const at = now();
      return timesOf(key).filter((t) => t > at - windowMs).length;
    },
    reset(key) {
      young.delete(key);
      old.delete(key);
    },
    size() {
      return young.size + old.size;
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
