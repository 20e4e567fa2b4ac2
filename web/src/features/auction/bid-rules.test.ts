import { describe, expect, it } from 'vitest';
import { checkBid, newIdempotencyKey, nextBids } from './bid-rules.ts';
import { IdempotencyKey } from '@portal/contracts/http/auction';

const rules = { nextMinBid: '1600.00', increment: '100.00', startPrice: '1000.00' };

describe('bid rules', () => {
  it('offers the next minimum and one and two increments more, exactly (no floats)', () => {
    expect(nextBids('1600.10', '0.10')).toEqual(['1600.10', '1600.20', '1600.30']);
    expect(nextBids('1600.00', '100.00')).toEqual(['1600.00', '1700.00', '1800.00']);
  });

  it('takes an amount at or above the minimum on the increment grid above the start price', () => {
    expect(checkBid('1900', rules)).toEqual({ ok: true, amount: '1900.00' });
    expect(checkBid('1500', rules)).toEqual({ ok: false, reason: 'tooLow' });
    expect(checkBid('1650', rules)).toEqual({ ok: false, reason: 'notStep' });
    expect(checkBid('12a', rules)).toEqual({ ok: false, reason: 'format' });
    expect(checkBid('1600.001', rules)).toEqual({ ok: false, reason: 'format' });
  });

  it('makes keys the contract accepts, a new one each time', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(new RegExp((IdempotencyKey as { pattern?: string }).pattern ?? ''));
    expect(key.length).toBeLessThanOrEqual(64);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
