import { describe, expect, it } from 'vitest';
import { chinaDatePlus } from './china-date.ts';

describe('chinaDatePlus', () => {
  it('counts days from the date in China, which is a day ahead of UTC from 16:00 UTC', () => {
    expect(chinaDatePlus(0, Date.UTC(2026, 10, 28, 15, 59))).toBe('2026-11-28');
    expect(chinaDatePlus(0, Date.UTC(2026, 10, 28, 16, 0))).toBe('2026-11-29');
    expect(chinaDatePlus(7, Date.UTC(2026, 11, 28, 20, 0))).toBe('2027-01-05');
  });
});
