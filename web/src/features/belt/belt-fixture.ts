// Industrial belts for the web tests (tests only).
import type { BeltDetail, IndustrialBelt } from '@portal/contracts/http/industrial-belt';

export function beltFixture(overrides: Partial<IndustrialBelt> = {}): IndustrialBelt {
  return {
    code: '330782',
    name: '义乌小商品',
    nameEn: 'Yiwu small commodities',
    provinceCode: '33',
    provinceName: '浙江省',
    cityCode: '3307',
    cityName: '金华市',
    countyName: '义乌市',
    placeEn: 'Yiwu, Jinhua, Zhejiang',
    industry: '小商品',
    industryEn: 'Small commodities',
    category: { id: 7, name: '日用百货', nameEn: 'Daily goods' },
    lng: 120.08,
    lat: 29.31,
    enterpriseCount: 32000,
    annualOutput: '210000000000.00',
    marketShare: 30,
    companyCount: 22,
    productCount: 216,
    turnover: '7180068574.00',
    ordersToday: 2,
    growth: 4.5,
    intro: '全球最大的小商品集散中心。',
    introEn: "The world's largest hub of small commodities.",
    ...overrides,
  };
}

export function beltDetailFixture(): BeltDetail {
  return {
    belt: beltFixture(),
    years: [
      { year: 2025, enterpriseCount: 31000, annualOutput: '200960000000.00', growth: 0 },
      { year: 2026, enterpriseCount: 32000, annualOutput: '210000000000.00', growth: 4.5 },
    ],
    companies: [
      {
        id: 4,
        name: '义乌市星辰饰品商行',
        nameEn: 'Yiwu Xingchen Jewelry Trading Firm',
        kind: 'shop',
        productCount: 15,
      },
    ],
    goods: [
      {
        id: 11,
        title: '折叠TPE足球',
        titleEn: 'Foldable TPE football',
        image: '/assets-mock/goods/11.svg',
        price: '217.50',
        unit: 'piece',
        minOrder: '50.0000',
        sales: 19784,
      },
    ],
    asOf: 1,
  };
}
