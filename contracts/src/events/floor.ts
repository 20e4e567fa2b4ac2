// The public `floor` room: the trading floor's live figures (`floor:tick`, at most a few a second, after the
// commits they count) and the industrial belts' figures (`belt:update`) for the operator dashboards.
import { Type, type Static } from 'typebox';
import { DateString, EpochMs, Id, Money, Quantity } from '../operation.ts';

const Count = Type.Integer({ minimum: 0 });

/** A figure with its text in both languages: ticks go to every watcher whatever their language. */
const Named = { name: Type.String(), nameEn: Type.String() };

export const FloorTrade = Type.Object({
  /** Unique over kinds: `deal:12`, `order:40`, `bid:7`. */
  key: Type.String(),
  kind: Type.Union([Type.Literal('deal'), Type.Literal('order'), Type.Literal('bid')]),
  /** Masked buyer or bidder, e.g. "杭州**进出口有限公司", "b***01", and in English "Hangzhou *** Co., Ltd.". */
  buyer: Type.String(),
  buyerEn: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  amount: Money,
  at: EpochMs,
});
export type FloorTrade = Static<typeof FloorTrade>;

export const FloorGroupBuy = Type.Object({
  id: Id,
  title: Type.String(),
  titleEn: Type.String(),
  joined: Quantity,
  target: Quantity,
  /** joined / target, whole percent, may pass 100. */
  percent: Count,
  participants: Count,
  deadline: EpochMs,
});
export type FloorGroupBuy = Static<typeof FloorGroupBuy>;

/** One hour of today (China time): hour 0..23. */
export const FloorHour = Type.Object({
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  turnover: Money,
  orders: Count,
  bids: Count,
});
export type FloorHour = Static<typeof FloorHour>;

/**
 * The live figures of the trading floor at `at` (server clock), all of today (China calendar): the same
 * function computes the snapshot's `live` and every tick, so a late joiner and a watcher see the same.
 */
export const FloorTickEvent = Type.Object({
  at: EpochMs,
  date: DateString,
  /** Seeded deals plus placed orders of today. */
  turnoverToday: Money,
  ordersToday: Count,
  /** Auctions in progress now; accepted bids today and in the last 60 s. */
  liveAuctions: Count,
  bidsToday: Count,
  bidsPerMinute: Count,
  /** Group-buy registrations today, and the running group buys by progress (at most 5). */
  groupBuyRegistrationsToday: Count,
  groupBuys: Type.Array(FloorGroupBuy),
  /** Inquiries published today, and quotes or counter-offers made on inquiries today. */
  inquiriesToday: Count,
  quotesToday: Count,
  /** Level-1 categories and selling companies of today by turnover (at most 6 each). */
  topCategories: Type.Array(Type.Object({ id: Id, ...Named, turnover: Money, orders: Count })),
  topShops: Type.Array(Type.Object({ id: Id, ...Named, turnover: Money, orders: Count })),
  /** The latest deals, orders and bids, newest first (at most 12). */
  latestTrades: Type.Array(FloorTrade),
  /** Today's 24 hours. */
  series: Type.Array(FloorHour),
});
export type FloorTickEvent = Static<typeof FloorTickEvent>;

export const BeltUpdateEvent = Type.Object({
  /** National county code, e.g. 330782 for Yiwu. */
  countyCode: Type.String({ pattern: '^\\d{6}$' }),
  /** The portal's turnover of the belt: its goods' sales plus the orders placed with its companies. */
  turnover: Money,
  companyCount: Count,
  productCount: Count,
  /** Orders placed with the belt's companies today. */
  ordersToday: Count,
  at: EpochMs,
});
export type BeltUpdateEvent = Static<typeof BeltUpdateEvent>;

export interface FloorEventPayloads {
  'floor:tick': FloorTickEvent;
  'belt:update': BeltUpdateEvent;
}
