// Customer data: the high-quality factories shown in the factory zone.
import { Type } from 'typebox';
import { API, Id, defineOperation } from '../operation.ts';
import { FactoryCard } from '../entities/catalogue.ts';

export const highQualityFactory = defineOperation({
  id: 'customer/highQualityFactory',
  method: 'GET',
  path: `${API.customer}/customer/highQualityFactory`,
  summary: 'Factories marked high quality (of an industry when categoryId is given), best rated first',
  access: 'public',
  query: Type.Object({
    categoryId: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  content: Type.Array(FactoryCard),
});
