import { describe, expect, it } from 'vitest';
import { formatCount } from './count-format.ts';

describe('formatCount', () => {
  it('groups whole numbers as Intl does in either language', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, -1234567, 9007199254740991]) {
      expect(formatCount(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
      expect(formatCount(value, 'zh')).toBe(new Intl.NumberFormat('zh-CN').format(value));
    }
  });

  it("formats other numbers with the language's formatter", () => {
    expect(formatCount(1234.5, 'en')).toBe('1,234.5');
  });
});
