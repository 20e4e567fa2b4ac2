// Catalogue answers for the pages' tests (tests only): goods cards and a detail, search facets, a category
// tree, companies, coupons, and a logged-in session to render with.
import type {
  CategoryNode,
  CompanyDetail,
  FactoryCard,
  ProductCard,
  ProductDetail,
  SearchCriteria,
  ShopCard,
} from '@portal/contracts/entities/catalogue';
import type { UserInfo } from '@portal/contracts/entities/user';
import type { Coupon } from '@portal/contracts/http/coupon';
import type { PageOf } from '@portal/contracts/operation';
import { initialSessionState } from '@/shared/session/session-slice.ts';

const region = { provinceCode: '33', cityCode: '3307', countyCode: '330782', regionName: '浙江省 金华市 义乌市' };

export function goods(id: number, extra: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    code: `MC${10000000 + id}`,
    title: `韩版珍珠发夹 批发${id}号`,
    image: `/assets-mock/goods/${id}.svg`,
    categoryId: 121,
    categoryName: '发饰',
    categoryNameEn: 'Hair Accessories',
    brandId: 7,
    brandName: '晶彩',
    companyId: 21,
    companyName: '义乌市晶彩饰品有限公司',
    shopName: '晶彩饰品',
    companyKind: 'shop',
    source: 'sale',
    unit: 'piece',
    price: '12.50',
    marketPrice: '18.00',
    priceValid: 0,
    priceState: 'valid',
    needPriceApply: false,
    discount: false,
    discountPrice: null,
    discountEndsAt: null,
    stock: '5000.0000',
    minOrder: '10.0000',
    offShelf: false,
    sales: 320,
    views: 4100,
    ...region,
    createdAt: 1_780_000_000_000,
    ...extra,
  };
}

export function pageOf<T>(records: T[], total = records.length, pageNum = 1, pageSize = 20): PageOf<T> {
  return { records, total, pageNum, pageSize };
}

const company = {
  id: 21,
  code: 'C0021',
  name: '义乌市晶彩饰品有限公司',
  shopName: '晶彩饰品',
  kind: 'shop' as const,
  platform: 'dealer' as const,
  logo: '/assets-mock/logo/21.svg',
  ...region,
  intro: '专营韩版发饰与耳饰',
  mainProducts: '发夹、耳环、项链',
  industries: [{ id: 1, name: '饰品', nameEn: 'Jewellery' }],
  rating: 92,
  highQuality: true,
  productCount: 128,
  followers: 560,
};

export const shopCard: ShopCard = {
  ...company,
  shopType: 'flagship',
  booth: '国际商贸城一区 12街 3456号',
  hallId: 1,
  totalSales: 9800,
};

export const factoryCard: FactoryCard = {
  ...shopCard,
  id: 31,
  kind: 'factory',
  shopName: '永盛玩具厂',
  employees: 240,
  plantArea: 12000,
  annualOutput: '32000000.00',
  foundedYear: 2006,
  certifications: ['ISO9001'],
  mainMarket: '欧美',
};

export function detail(extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...goods(164),
    images: ['/assets-mock/goods/164.svg', '/assets-mock/goods/164.svg?view=2'],
    specs: [{ name: '材质', nameEn: 'Material', value: '合金' }],
    description: ['第一段：精选合金，做工精细。', '第二段：支持来样定制。'],
    categoryPath: [
      { id: 1, name: '饰品', nameEn: 'Jewellery' },
      { id: 11, name: '发饰', nameEn: 'Hair Accessories' },
      { id: 121, name: '发夹', nameEn: 'Hair Clips' },
    ],
    company,
    qrCode: '/goodsDetail?id=164',
    own: false,
    ...extra,
  };
}

export const companyDetail: CompanyDetail = {
  ...factoryCard,
  id: 21,
  kind: 'shop',
  shopName: '晶彩饰品',
  legalPerson: '王建国',
  contact: '王经理',
  phone: '0579-85551234',
  creditCode: '91330782MA2ABCDE1X',
  registeredCapital: '5000000.00',
  registrationPlace: '浙江省义乌市',
  address: '义乌市福田街道商城大道1号',
  postalCode: '322000',
  establishedOn: '2012-05-18',
  customerClass: 'A',
  auditStatus: 'auditPass',
  brands: [{ id: 7, name: '晶彩', nameEn: 'Jingcai', logo: '/assets-mock/brand/7.svg' }],
  categories: [{ id: 121, name: '发夹', nameEn: 'Hair Clips', productCount: 12 }],
  hotProducts: [],
};

export const categoryTree: CategoryNode[] = [
  {
    id: 1,
    parentId: null,
    level: 1,
    name: '饰品',
    nameEn: 'Jewellery',
    icon: '/assets-mock/category/1.svg',
    childList: [
      {
        id: 11,
        parentId: 1,
        level: 2,
        name: '发饰',
        nameEn: 'Hair Accessories',
        icon: '/assets-mock/category/11.svg',
        childList: [
          { id: 121, parentId: 11, level: 3, name: '发夹', nameEn: 'Hair Clips', icon: '', childList: [] },
          { id: 122, parentId: 11, level: 3, name: '发圈', nameEn: 'Scrunchies', icon: '', childList: [] },
        ],
      },
    ],
  },
];

export const criteria: SearchCriteria = {
  categories: [{ id: 121, name: '发夹', nameEn: 'Hair Clips', count: 30 }],
  brands: [
    { id: 7, name: '晶彩', nameEn: 'Jingcai', count: 20 },
    { id: 8, name: '星辰', nameEn: 'Xingchen', count: 10 },
  ],
  regions: [{ code: '33', name: '浙江省', count: 30 }],
  sources: [],
  units: [],
  priceRanges: [{ min: '1.00', max: '4.99', label: '1-5元', labelEn: '¥1-5', count: 3 }],
  sorts: [
    { value: 'default', label: '综合', labelEn: 'Best match' },
    { value: 'priceAsc', label: '价格从低到高', labelEn: 'Price: low to high' },
  ],
};

export function coupon(id: number, extra: Partial<Coupon> = {}): Coupon {
  return {
    id,
    code: `YHQ${id}`,
    name: '全场满500减30',
    amount: '30.00',
    threshold: '500.00',
    shop: null,
    category: null,
    validFrom: 1_780_000_000_000,
    validTo: 1_790_000_000_000,
    validity: 'valid',
    total: 100,
    remaining: 40,
    perUserLimit: 1,
    possessStatus: 'notReceived',
    received: 0,
    canReceive: true,
    ...extra,
  };
}

export const buyer: UserInfo = {
  id: 1,
  account: 'buyer',
  nickname: '采购商王明',
  mobile: '138****0001',
  role: 'buyer',
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

/** The store state of a logged-in buyer. */
export const loggedInState = { session: { ...initialSessionState, token: 'token-1', userInfo: buyer, cartCount: 2 } };
