// Filter attributes of the exhibition (show room) goods search and of the market (/market) search.
import { Type, type Static } from 'typebox';
import { API, defineOperation } from '../operation.ts';
import { CategoryRef, CountedOption } from '../entities/catalogue.ts';

const HallOption = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  nameEn: Type.String(),
  industries: Type.Array(CategoryRef),
  shopCount: Type.Integer({ minimum: 0 }),
});

export const ShowRoomCriteria = Type.Object({
  halls: Type.Array(HallOption),
  categories: Type.Array(Type.Object({ ...CategoryRef.properties, count: Type.Integer({ minimum: 0 }) })),
  sources: Type.Array(CountedOption),
});
export type ShowRoomCriteria = Static<typeof ShowRoomCriteria>;

export const MarketCriteria = Type.Object({
  halls: Type.Array(HallOption),
  categories: Type.Array(
    Type.Object({
      ...CategoryRef.properties,
      count: Type.Integer({ minimum: 0 }),
      childList: Type.Array(CategoryRef),
    }),
  ),
  regions: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 0 }) })),
  shopTypes: Type.Array(CountedOption),
  companyKinds: Type.Array(CountedOption),
});
export type MarketCriteria = Static<typeof MarketCriteria>;

export const searchShowRoomCriteria = defineOperation({
  id: 'productRelatedAttributes/searchShowRoomCriteria',
  method: 'GET',
  path: `${API.pass}/productRelatedAttributes/searchShowRoomCriteria`,
  summary: 'Filters of the exhibition goods: halls, industries with counts of goods on show, sources',
  access: 'public',
  content: ShowRoomCriteria,
});

export const searchMarketCriteria = defineOperation({
  id: 'productRelatedAttributes/searchMarketCriteria',
  method: 'GET',
  path: `${API.pass}/productRelatedAttributes/searchMarketCriteria`,
  summary: 'Filters of the market page: halls, industries, regions, shop types and company kinds with counts',
  access: 'public',
  content: MarketCriteria,
});
