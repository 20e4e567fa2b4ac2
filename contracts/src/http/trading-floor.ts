// The trading floor dashboard: turnover, orders, top categories, the trend and the latest deals.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Money, Quantity, defineOperation } from '../operation.ts';
import { CategoryRef, ProductUnit } from '../entities/catalogue.ts';

export const TradingDeal = Type.Object({
  id: Id,
  productId: Id,
  productTitle: Type.String(),
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  /** Masked buyer name, e.g. "杭州**进出口有限公司". */
  buyerName: Type.String(),
  sellerName: Type.String(),
  regionName: Type.String(),
  quantity: Quantity,
  unit: ProductUnit,
  amount: Money,
  dealAt: EpochMs,
});
export type TradingDeal = Static<typeof TradingDeal>;

export const TradingFloorData = Type.Object({
  /** The server time the figures were computed at. */
  asOf: EpochMs,
  turnoverToday: Money,
  turnoverMonth: Money,
  orderCountToday: Type.Integer({ minimum: 0 }),
  orderCountMonth: Type.Integer({ minimum: 0 }),
  buyerCount: Type.Integer({ minimum: 0 }),
  sellerCount: Type.Integer({ minimum: 0 }),
  productCount: Type.Integer({ minimum: 0 }),
  /** Level-1 categories by turnover over the last 30 days; share in percent with one decimal. */
  topCategories: Type.Array(
    Type.Object({ ...CategoryRef.properties, turnover: Money, orders: Type.Integer(), share: Type.Number() }),
  ),
  topRegions: Type.Array(
    Type.Object({ code: Type.String(), name: Type.String(), turnover: Money, orders: Type.Integer() }),
  ),
  trend: Type.Array(Type.Object({ date: DateString, turnover: Money, orders: Type.Integer() })),
  recentDeals: Type.Array(TradingDeal),
});
export type TradingFloorData = Static<typeof TradingFloorData>;

export const tradingFloorData = defineOperation({
  id: 'tradingFloor/tradingFloorData',
  method: 'GET',
  path: `${API.pass}/tradingFloor/tradingFloorData`,
  summary: 'Figures of the trading floor computed from the deals at server time',
  access: 'public',
  query: Type.Object({
    /** Days of the trend, ending today (server time, China time zone). */
    days: Type.Optional(Type.Integer({ minimum: 7, maximum: 30, default: 14 })),
  }),
  content: TradingFloorData,
});
