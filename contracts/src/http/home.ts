// The home page and the portal-wide searches: banners, categories, recommendations, shops and factories,
// product searches, brand pages, exhibition halls and a company's page.
import { Type, type Static } from 'typebox';
import { API, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import {
  Banner,
  Brand,
  CategoryMid,
  CategoryNode,
  CategoryRef,
  CompanyDetail,
  CompanyQuery,
  FactoryCard,
  MarketHall,
  ProductCard,
  ProductDetail,
  ProductFilters,
  ProductListCard,
  ProductQuery,
  ProductSort,
  SearchCriteria,
  ShopCard,
} from '../entities/catalogue.ts';
import { NewsItem } from './news.ts';
import { BrandQuery } from './brand-manage.ts';

/** The 8 steps of the first-visit tour, in order. */
export const TOUR_KEYS = [
  'merchantCenter',
  'serviceCenter',
  'industryClassification',
  'professionalMarket',
  'industrialBelt',
  'sourceFactories',
  'serviceZone',
  'zone1039',
] as const;
export const TourKey = Type.Enum([...TOUR_KEYS]);

export const TourTarget = Type.Object({
  step: Type.Integer({ minimum: 1, maximum: 8 }),
  key: TourKey,
  title: Type.String(),
  titleEn: Type.String(),
  description: Type.String(),
  descriptionEn: Type.String(),
  /** The portal route the entry point opens. */
  link: Type.String(),
});
export type TourTarget = Static<typeof TourTarget>;

export const CategoryShortcut = Type.Object({
  ...CategoryRef.properties,
  icon: Type.String(),
  productCount: Type.Integer({ minimum: 0 }),
  childList: Type.Array(CategoryRef),
});

export const BeltEntry = Type.Object({
  code: Type.String({ description: 'county code' }),
  name: Type.String(),
  nameEn: Type.String(),
  industry: Type.String(),
  industryEn: Type.String(),
  companyCount: Type.Integer({ minimum: 0 }),
});

// The home page's cards carry what its bands draw, not the catalogue's whole cards: the answer is the portal's
// busiest read and the first screen's data (53 KB with whole cards: the shops' introductions, the goods' codes,
// stock, regions and counters). A field a band starts to draw is added here.

/** A goods item of a home band: picture, title, shop and price as the grid draws them. */
export const HomeProductCard = Type.Pick(ProductCard, [
  'id',
  'title',
  'image',
  'shopName',
  'unit',
  'price',
  'marketPrice',
  'priceState',
  'discount',
  'discountPrice',
  'discountEndsAt',
]);
export type HomeProductCard = Static<typeof HomeProductCard>;

const HOME_COMPANY_KEYS = [
  'id',
  'shopName',
  'logo',
  'regionName',
  'booth',
  'mainProducts',
  'highQuality',
  'industries',
  'productCount',
  'followers',
] as const;
/** A recommended shop: logo, store name, place in the market, main goods, industries, goods and followers. */
export const HomeShopCard = Type.Pick(ShopCard, HOME_COMPANY_KEYS);
export type HomeShopCard = Static<typeof HomeShopCard>;
/** A recommended source factory: as a shop, with its staff and plant area. */
export const HomeFactoryCard = Type.Pick(FactoryCard, [...HOME_COMPANY_KEYS, 'employees', 'plantArea']);
export type HomeFactoryCard = Static<typeof HomeFactoryCard>;
/** A recommended brand: its name in both languages and its logo. */
export const HomeBrand = Type.Pick(Brand, ['id', 'name', 'nameEn', 'logo', 'companyId']);
/** A headline: title, category and date. */
export const HomeNewsItem = Type.Pick(NewsItem, ['id', 'title', 'category', 'publishDate']);

export const HomeData = Type.Object({
  banners: Type.Array(Banner),
  categoryShortcuts: Type.Array(CategoryShortcut),
  recommendedShops: Type.Array(HomeShopCard),
  recommendedFactories: Type.Array(HomeFactoryCard),
  recommendedProducts: Type.Array(HomeProductCard),
  discountProducts: Type.Array(HomeProductCard),
  newProducts: Type.Array(HomeProductCard),
  recommendedBrands: Type.Array(HomeBrand),
  news: Type.Array(HomeNewsItem),
  industrialBelts: Type.Array(BeltEntry),
  tourTargets: Type.Array(TourTarget, { minItems: 8, maxItems: 8 }),
  stats: Type.Object({
    shopCount: Type.Integer(),
    factoryCount: Type.Integer(),
    providerCount: Type.Integer(),
    productCount: Type.Integer(),
    brandCount: Type.Integer(),
  }),
});
export type HomeData = Static<typeof HomeData>;

export const StoreDecoration = Type.Object({
  brand: Brand,
  /** Whether the caller follows the brand (brandFollow/follow, cancel); false when not logged in. */
  followed: Type.Boolean(),
  company: Type.Union([ShopCard, Type.Null()]),
  banner: Type.Object({
    image: Type.String(),
    title: Type.String(),
    titleEn: Type.String(),
    subtitle: Type.String(),
  }),
  categories: Type.Array(Type.Object({ ...CategoryRef.properties, productCount: Type.Integer() })),
  sections: Type.Array(
    Type.Object({
      key: Type.Enum(['hot', 'new', 'discount']),
      title: Type.String(),
      titleEn: Type.String(),
      products: Type.Array(ProductCard),
    }),
  ),
});
export type StoreDecoration = Static<typeof StoreDecoration>;

export const SearchConditions = Type.Object({
  hotKeywords: Type.Array(Type.String()),
  placeholder: Type.String(),
  placeholderEn: Type.String(),
  searchTypes: Type.Array(
    Type.Object({ value: Type.Enum(['product', 'shop', 'factory']), label: Type.String(), labelEn: Type.String() }),
  ),
  sorts: Type.Array(Type.Object({ value: ProductSort, label: Type.String(), labelEn: Type.String() })),
});
export type SearchConditions = Static<typeof SearchConditions>;

export const ShowRoomHall = Type.Object({
  ...MarketHall.properties,
  /** Exhibitions of the exhibition module held in the hall that have not ended (0 when none are known). */
  upcomingExhibitions: Type.Integer({ minimum: 0 }),
  /** The VR tour of the hall: a 360° panorama of its inside (local asset path), its two ends meeting. */
  tour: Type.String({ description: 'local asset path /assets-mock/tour/<id>.svg' }),
});
export type ShowRoomHall = Static<typeof ShowRoomHall>;

export const homeSellerPageData = defineOperation({
  id: 'home/sellerPageData',
  method: 'GET',
  path: `${API.pass}/home/sellerPageData`,
  summary: 'A page of shops (merchants of the market halls)',
  access: 'public',
  query: CompanyQuery,
  content: Page(ShopCard),
});

export const homeSupplierPageData = defineOperation({
  id: 'home/supplierPageData',
  method: 'GET',
  path: `${API.pass}/home/supplierPageData`,
  summary: 'A page of source factories',
  access: 'public',
  query: CompanyQuery,
  content: Page(FactoryCard),
});

export const homeCategoryLevel2 = defineOperation({
  id: 'home/categoryLevel2',
  method: 'GET',
  path: `${API.pass}/home/categoryLevel2`,
  summary: 'Level-2 categories (of one level-1 category when parentId is given) with their level-3 children',
  access: 'public',
  query: Type.Object({ parentId: Type.Optional(Id) }),
  content: Type.Array(CategoryMid),
});

export const homeCategoryData = defineOperation({
  id: 'home/categoryData',
  method: 'GET',
  path: `${API.pass}/home/categoryData`,
  summary: 'The whole three-level category tree',
  access: 'public',
  content: Type.Array(CategoryNode),
});

export const homeSearchCriteria = defineOperation({
  id: 'home/searchCriteria',
  method: 'GET',
  path: `${API.pass}/home/searchCriteria`,
  summary: 'Facets of a product search with counts',
  access: 'public',
  query: ProductFilters,
  content: SearchCriteria,
});

export const homeData = defineOperation({
  id: 'home/homeData',
  method: 'GET',
  path: `${API.pass}/home/homeData`,
  summary: 'Everything the home page shows',
  access: 'public',
  content: HomeData,
});

export const homePageSearchByMultiCondition = defineOperation({
  id: 'home/pageSearchByMultiCondition',
  method: 'GET',
  path: `${API.pass}/home/pageSearchByMultiCondition`,
  summary: 'Product search by category, brand, price range, region, source, unit and sort',
  access: 'public',
  query: ProductQuery,
  content: Page(ProductListCard),
});

export const homePageSearchByKeyword = defineOperation({
  id: 'home/pageSearchByKeyword',
  method: 'GET',
  path: `${API.pass}/home/pageSearchByKeyword`,
  summary: 'Product search by a keyword across title, code, brand, category and shop',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    keyword: Type.String({ minLength: 1, maxLength: 50 }),
    sort: Type.Optional(ProductSort),
  }),
  content: Page(ProductListCard),
});

export const homePageData = defineOperation({
  id: 'home/pageData',
  method: 'GET',
  path: `${API.pass}/home/pageData`,
  summary: 'A page of goods on sale (the home page feed)',
  access: 'public',
  query: ProductQuery,
  content: Page(ProductListCard),
});

export const homeBrandManagePageList = defineOperation({
  id: 'home/brandManagePageList',
  method: 'GET',
  path: `${API.pass}/home/brandManagePageList`,
  summary: 'A page of brands for the home page brand wall',
  access: 'public',
  query: BrandQuery,
  content: Page(Brand),
});

export const homeSearchEsProductDocumentById = defineOperation({
  id: 'home/searchEsProductDocumentById',
  method: 'GET',
  path: `${API.pass}/home/searchEsProductDocumentById`,
  summary: 'A product detail from the search index',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: ProductDetail,
});

export const homeGetStoreDecorationForBrand = defineOperation({
  id: 'home/getStoreDecorationForBrand',
  method: 'GET',
  path: `${API.pass}/home/getStoreDecorationForBrand`,
  summary: "A brand's store page: banner, categories, hot, new and discounted goods",
  access: 'public',
  query: Type.Object({ brandId: Id }),
  content: StoreDecoration,
});

export const homeRecommendNewsPageList = defineOperation({
  id: 'home/recommendNewsPageList',
  method: 'GET',
  path: `${API.pass}/home/recommendNewsPageList`,
  summary: 'Recommended news: pinned first, then the most read',
  access: 'public',
  query: PageQuery,
  content: Page(NewsItem),
});

export const homeGetSearchConditions = defineOperation({
  id: 'home/getSearchConditions',
  method: 'GET',
  path: `${API.pass}/home/getSearchConditions`,
  summary: 'What the search box offers: hot keywords, search types and sorts',
  access: 'public',
  content: SearchConditions,
});

export const homeGetShowRoomBanner = defineOperation({
  id: 'home/getShowRoomBanner',
  method: 'GET',
  path: `${API.pass}/home/getShowRoomBanner`,
  summary: 'Banners of the exhibition (show room) pages',
  access: 'public',
  content: Type.Array(Banner),
});

export const homeShowRoomPageData = defineOperation({
  id: 'home/showRoomPageData',
  method: 'GET',
  path: `${API.pass}/home/showRoomPageData`,
  summary: 'A page of the market exhibition halls with their industries and figures',
  access: 'public',
  query: PageQuery,
  content: Page(ShowRoomHall),
});

export const homeGetCustomerData = defineOperation({
  id: 'home/getCustomerData/{id}',
  method: 'GET',
  path: `${API.pass}/home/getCustomerData/{id}`,
  summary: "A company's detail page (shop, factory, provider)",
  access: 'public',
  params: Type.Object({ id: Id }),
  content: CompanyDetail,
});
