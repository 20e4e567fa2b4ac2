import { describe, expect, it } from 'vitest';
import { inLanguage } from './coupon-card.tsx';
import { placeOf } from '@/shared/goods/goods-grid.tsx';
import { filtersOf, goodsSearchQuery, isPriceBound } from './market-query.ts';
import { regionLabel } from '@/shared/province-names.ts';
import { qrPath } from './qr-code.tsx';
import { percentOff } from './sales-activity-page.tsx';

describe('catalogue helpers', () => {
  it('reads the search from the URL, dropping price bounds that are not yuan', () => {
    const state = goodsSearchQuery.read(new URLSearchParams('keyword=杯&priceMin=1.234&priceMax=50&sort=nope&page=2'));
    expect(state).toEqual({ keyword: '杯', priceMax: '50', pageNum: 2 });
    expect(filtersOf(state)).toEqual({ keyword: '杯', priceMax: '50' });
    expect(goodsSearchQuery.write({ ...state, pageNum: 1 })).toBe(`?keyword=${encodeURIComponent('杯')}&priceMax=50`);
    expect([isPriceBound(''), isPriceBound('12.5'), isPriceBound('1.234'), isPriceBound('-')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('gives the discount off the list price in whole percent, exactly', () => {
    expect(percentOff('20.00', '15.00')).toBe(25);
    expect(percentOff('0.30', '0.10')).toBe(67);
    expect(percentOff('10.00', '10.00')).toBeNull();
    expect(percentOff(null, '1.00')).toBeNull();
  });

  it('names places and regions in the page language', () => {
    expect(placeOf('浙江省 金华市 义乌市')).toBe('义乌市');
    expect(placeOf('Yiwu, Jinhua, Zhejiang')).toBe('Yiwu');
    expect(regionLabel('33', '浙江省', 'en')).toBe('Zhejiang');
    expect(regionLabel('330782', '义乌市', 'en')).toBe('Zhejiang');
    expect(regionLabel('33', '浙江省', 'zh')).toBe('浙江省');
    expect(inLanguage('全场满500减30', 'en')).toBeNull();
    expect(inLanguage('¥30 off', 'en')).toBe('¥30 off');
  });

  it('draws one unit square per dark QR module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
