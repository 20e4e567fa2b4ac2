// Footprints: the products the logged-in user viewed, newest first, one row per product.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';

export const FootprintItem = Type.Object({
  id: Id,
  productId: Id,
  title: Type.String(),
  image: Type.String(),
  /** The product's price in yuan; null when its price needs an applied-for permission. */
  price: Type.Union([Money, Type.Null()]),
  unit: Type.String(),
  /** Price validity: 0 valid, other invalid. */
  priceValid: Type.Integer(),
  offShelf: Type.Boolean(),
  companyId: Id,
  companyName: Type.String(),
  viewedAt: EpochMs,
});
export type FootprintItem = Static<typeof FootprintItem>;

export const saveFootprint = defineOperation({
  id: 'userFootprint/save',
  method: 'POST',
  path: `${API.portal}/userFootprint/save`,
  summary: 'Record that the logged-in user viewed a product',
  access: 'user',
  body: Type.Object({ productId: Id }),
  content: Saved,
});

export const pageFootprints = defineOperation({
  id: 'userFootprint/page',
  method: 'GET',
  path: `${API.portal}/userFootprint/page`,
  summary: "The logged-in user's viewed products, newest first",
  access: 'user',
  query: PageQuery,
  content: Page(FootprintItem),
});
