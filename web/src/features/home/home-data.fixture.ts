// A small home/homeData answer for the home page's tests (used by tests only).
import type { HomeData } from '@portal/contracts/http/home';
import { TOUR_STEPS } from './tour.ts';

const industry = { id: 1, name: '饰品', nameEn: 'Jewellery' };

const shop = {
  id: 21,
  shopName: '晶彩饰品',
  logo: '/assets-mock/logo/21.svg',
  regionName: '浙江省 金华市 义乌市',
  booth: '国际商贸城一区 12街 3456号',
  mainProducts: '发夹、耳环、项链',
  highQuality: true,
  industries: [industry],
  productCount: 128,
  followers: 560,
};

export const homeDataFixture: HomeData = {
  banners: [
    {
      id: 1,
      key: 'home-market',
      placement: 'home',
      title: '全球小商品采购中心',
      titleEn: 'Global sourcing centre',
      subtitle: '一站式采购',
      subtitleEn: 'One-stop sourcing',
      image: '/assets-mock/banner/home-market.svg',
      link: '/market',
    },
  ],
  categoryShortcuts: [
    { id: 1, name: '饰品', nameEn: 'Jewellery', icon: '/assets-mock/category/1.svg', productCount: 300, childList: [] },
  ],
  recommendedShops: [shop],
  recommendedFactories: [{ ...shop, id: 31, shopName: '恒达五金', employees: 260, plantArea: 12000 }],
  recommendedProducts: [
    {
      id: 501,
      title: '韩版珍珠发夹 10 只装',
      image: '/assets-mock/goods/501.svg',
      shopName: '晶彩饰品',
      unit: 'set',
      price: '12.50',
      marketPrice: '15.00',
      priceState: 'valid',
      discount: false,
      discountPrice: null,
      discountEndsAt: null,
    },
  ],
  discountProducts: [],
  newProducts: [],
  recommendedBrands: [],
  news: [{ id: 9, title: '义乌小商品市场春季采购节开幕', category: 'announcement', publishDate: '2023-11-14' }],
  industrialBelts: [
    {
      code: '330784',
      name: '永康市',
      nameEn: 'Yongkang',
      industry: '五金',
      industryEn: 'Hardware',
      companyCount: 42,
    },
  ],
  tourTargets: TOUR_STEPS.map((step, index) => ({
    step: index + 1,
    key: step.key,
    title: step.key,
    titleEn: step.key,
    description: step.key,
    descriptionEn: step.key,
    link: index === 3 ? '/market?hall=1' : step.link,
  })),
  stats: { shopCount: 1200, factoryCount: 340, providerCount: 60, productCount: 52000, brandCount: 180 },
};
