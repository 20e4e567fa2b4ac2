// Supply requests: what a factory can supply (goods, capacity, price range, unit, region, validity). Only
// factories publish ('Only factories can publish!'); everyone browses, buyers inquire from one.
import { Type, type Static } from 'typebox';
import { API, DateString, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { SupplyRequest } from '../entities/trade-request.ts';
import { PositiveQuantity, Unit } from '../entities/order.ts';

export const SaveSupplyBody = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 60 }),
  categoryId: Id,
  /** Monthly capacity, above 0, at most four decimals. */
  capacity: PositiveQuantity,
  unit: Unit,
  priceMin: Money,
  priceMax: Money,
  provinceCode: Type.String({ pattern: '^\\d{2}$' }),
  cityCode: Type.String({ pattern: '^\\d{4}$' }),
  countyCode: Type.String({ pattern: '^\\d{6}$' }),
  validUntil: DateString,
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SaveSupplyBody = Static<typeof SaveSupplyBody>;

export const supplyRequestSave = defineOperation({
  id: 'supplyRequest/save',
  method: 'POST',
  path: `${API.portal}/supplyRequest/save`,
  summary:
    "Publish a supply request (factories only: 'Only factories can publish!'); price range min <= max, valid until today or later",
  access: 'user',
  body: SaveSupplyBody,
  content: Saved,
});

export const supplyRequestPage = defineOperation({
  id: 'supplyRequest/page',
  method: 'GET',
  path: `${API.pass}/supplyRequest/page`,
  summary: 'Supply requests still valid (server clock), newest first, by keyword (title, factory, category)',
  access: 'public',
  query: Type.Object({ ...PageQuery.properties, keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
  content: Page(SupplyRequest),
});

export const supplyRequestMine = defineOperation({
  id: 'supplyRequest/mine',
  method: 'GET',
  path: `${API.portal}/supplyRequest/mine`,
  summary: "The supply requests of the caller's factory, expired ones included, newest first",
  access: 'user',
  query: PageQuery,
  content: Page(SupplyRequest),
});
