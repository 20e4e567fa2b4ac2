import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contracts/envelope';
import { BusinessError } from '../lib/errors.ts';
import { createRateLimiter } from './rate-limit.ts';

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
});
