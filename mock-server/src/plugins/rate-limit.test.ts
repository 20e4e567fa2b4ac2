import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contracts/envelope';
import { BusinessError } from '../lib/errors.ts';
import { RATE_LIMIT_MAX_KEYS, createRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  it('applies every window on the injected clock', () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(() => now);
    const windows = [
      { limit: 1, windowMs: 60_000 },
      { limit: 3, windowMs: 3_600_000 },
    ];
    expect(limiter.wouldExceed('sms:1', windows)).toBe(false);
    limiter.hit('sms:1');
    expect(limiter.wouldExceed('sms:1', windows)).toBe(true);
    now += 60_000;
    expect(limiter.wouldExceed('sms:1', windows)).toBe(false);
    limiter.hit('sms:1');
    now += 60_000;
    limiter.hit('sms:1');
    now += 60_000;
    expect(limiter.count('sms:1', 3_600_000)).toBe(3);
    expect(limiter.wouldExceed('sms:1', windows)).toBe(true);
    expect(limiter.wouldExceed('sms:2', windows)).toBe(false);
    now += 3_600_000 - 180_000; // the first hit (an hour ago) falls out of the hour window
    expect(limiter.count('sms:1', 3_600_000)).toBe(2);
    expect(limiter.wouldExceed('sms:1', windows)).toBe(false);
  });

  it('throws tooFrequent and forgets a key on reset', () => {
    const limiter = createRateLimiter(() => 0);
    const windows = [{ limit: 2, windowMs: 1000 }];
    limiter.hit('login:a');
    limiter.hit('login:a');
    let thrown: unknown;
    try {
      limiter.assertAllowed('login:a', windows);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(BusinessError);
    expect(ResultCode[(thrown as BusinessError).code]).toBe(ResultCode.tooFrequent);
    limiter.reset('login:a');
    expect(() => limiter.assertAllowed('login:a', windows)).not.toThrow();
  });

  it('stays under a fixed size through a million distinct mobiles at one instant', () => {
    const limiter = createRateLimiter(() => 1_000_000);
    const windows = [{ limit: 1, windowMs: 60_000 }];
    limiter.assertAllowed('sms:13000000000', windows);
    // Only a hit adds a key; asking first changes nothing of the size.
    for (let mobile = 13_000_000_000; mobile < 13_001_000_000; mobile += 1) limiter.hit(`sms:${mobile}`);
    expect(limiter.size()).toBeLessThanOrEqual(RATE_LIMIT_MAX_KEYS);
    // The newest keys are the ones kept: the last mobile is still held to its window.
    expect(limiter.wouldExceed('sms:13000999999', windows)).toBe(true);
  }, 60_000); // about a second on a quiet machine; a shared one under load takes ten

  it('forgets a key within two windows of its last event', () => {
    let now = 0;
    const limiter = createRateLimiter(() => now);
    const windows = [{ limit: 5, windowMs: 60_000 }];
    for (let i = 0; i < 1000; i += 1) {
      limiter.assertAllowed(`login:${i}`, windows);
      limiter.hit(`login:${i}`);
      now += 10;
    }
    expect(limiter.size()).toBe(1000);
    for (const late of ['login:late', 'login:later']) {
      now += 60_000;
      limiter.assertAllowed(late, windows);
      limiter.hit(late);
    }
    expect(limiter.size()).toBeLessThanOrEqual(2);
    expect(limiter.count('login:0', 60_000)).toBe(0);
  });
});
