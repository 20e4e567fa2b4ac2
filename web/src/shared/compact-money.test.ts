// Tile amounts: exact digits from fen, the unit of each language, small amounts whole.
import { describe, expect, it } from 'vitest';
import { compactMoney } from './compact-money.ts';

describe('compactMoney', () => {
  it('shows 万 and 亿 in Chinese, K, M and B in English, rounded half up', () => {
    expect(compactMoney('6902435.00', 'zh')).toBe('¥690.24万');
    expect(compactMoney('6902435.00', 'en')).toBe('¥6.90M');
    expect(compactMoney('30978449606.40', 'zh')).toBe('¥309.78亿');
    expect(compactMoney('30978449606.40', 'en')).toBe('¥30.98B');
    expect(compactMoney('12345.00', 'en')).toBe('¥12.35K');
    expect(compactMoney('1234567890123.45', 'zh')).toBe('¥12,345.68亿');
  });

  it('keeps small amounts whole and odd input as given', () => {
    expect(compactMoney('9999.99', 'zh')).toBe('¥9,999.99');
    expect(compactMoney('9999.99', 'en')).toBe('¥9,999.99');
    expect(compactMoney('-25000.00', 'zh')).toBe('-¥2.50万');
    expect(compactMoney('abc', 'en')).toBe('abc');
  });
});
