// The trading floor dashboard: turnover, orders, top categories, the trend and the latest deals, with the
// live figures of today that the `floor` room's ticks carry on from (`seq`, `epoch`).
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Money, Quantity, defineOperation } from '../operation.ts';
import { CategoryRef, ProductUnit } from '../entities/catalogue.ts';
import { FloorTickEvent } from '../events/floor.ts';

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
  /** Today's live figures, computed by the same code as each `floor:tick`. */
  live: FloorTickEvent,
  /** The `floor` room's sequence number these figures include, and the server's epoch: apply ticks after it. */
  seq: Type.Integer({ minimum: 0 }),
  epoch: Type.String(),
});
export type TradingFloorData = Static<typeof TradingFloorData>;

export const tradingFloorData = defineOperation({
  id: 'tradingFloor/tradingFloorData',
  method: 'GET',
  path: `${API.pass}/tradingFloor/tradingFloorData`,
  summary: 'Figures of the trading floor computed from the deals at server time',
  description:
    'Public, like the `floor` room (a market hall shows it on a big screen). `live` holds what `floor:tick` ' +
    'carries, as of `seq`: a client applies the ticks with a higher seq of the same epoch, and calls this again ' +
    'on a gap or a new epoch.',
  access: 'public',
  query: Type.Object({
    /** Days of the trend, ending today (server time, China time zone). */
    days: Type.Optional(Type.Integer({ minimum: 7, maximum: 30, default: 14 })),
  }),
  content: TradingFloorData,
});

export const FloorSimulateInput = Type.Object({
  event: Type.Union([
    Type.Literal('order.placed'),
    Type.Literal('auction.bid'),
    Type.Literal('groupbuy.registered'),
    Type.Literal('inquiry.opened'),
    Type.Literal('offer.made'),
  ]),
  /** How many (default 1). */
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 1 })),
  /** Amount of each order or bid in yuan (default: a seeded goods item's price x its minimum order). */
  amount: Type.Optional(Money),
});
export type FloorSimulateInput = Static<typeof FloorSimulateInput>;

export const floorSimulate = defineOperation({
  id: 'mock/floor/simulate',
  method: 'POST',
  path: `${API.mock}/floor/simulate`,
  summary: 'Mock stack: emits domain events as a trading domain would, inside a committed transaction (demos, tests)',
  description:
    'Operator test aid (off with MOCK_AIDS=off). Each event is emitted inside `transaction(db)` with seeded ' +
    'parties (an order from a buyer company to a seller of the belt of goods; a bid on a running auction when ' +
    'there is one), so the trading floor and the belts move exactly as they do for real orders and bids.',
  access: 'operator',
  body: FloorSimulateInput,
  content: Type.Object({ emitted: Type.Integer({ minimum: 0 }) }),
});
