import { describe, expect, it } from 'vitest';
import { formatCount } from './count-format.ts';

describe('formatCount', () => {
  it('groups the digits in either language', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'zh')).toBe('1,234,567');
    expect(formatCount(0, 'en')).toBe('0');
  });
});
