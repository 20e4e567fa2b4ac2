import { describe, expect, it } from 'vitest';
import { CJK } from '../../lib/text.ts';
import { cityName, regionEn, regionMatches, regionPathIn, regionText } from './names.ts';

describe('region names', () => {
  it('writes a region path in either language', () => {
    expect(regionEn('330782')).toBe('Yiwu, Jinhua, Zhejiang');
    // A municipality has no city level of its own; a new area is not a district.
    expect(regionEn('310115')).toBe('Pudong New Area, Shanghai');
    expect(regionPathIn('zh', '330782')).toBe('浙江省 金华市 义乌市');
    expect(regionPathIn('en', '330782')).toBe('Yiwu, Jinhua, Zhejiang');
    expect(regionPathIn('en', '')).toBe('');
    expect(CJK.test(regionEn('440306'))).toBe(false);
  });

  it('names a city, a municipality by its province, and tells whether one region covers another', () => {
    expect(regionText('330782')).toBe('浙江省 金华市 义乌市');
    expect(cityName('3307')).toBe('金华市');
    expect(cityName('3101')).toBe('上海市');
    expect(regionMatches('33', '330782')).toBe(true);
    expect(regionMatches('3307', '3302')).toBe(false);
  });
});
