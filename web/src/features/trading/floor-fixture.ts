// Trading-floor figures for the web tests (tests only): a snapshot and the ticks after it.
import type { FloorTickEvent } from '@portal/contracts/events/floor';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';

export function floorLiveFixture(overrides: Partial<FloorTickEvent> = {}): FloorTickEvent {
  return {
    at: Date.parse('2026-11-23T10:00:00+08:00'),
    date: '2026-11-23',
    turnoverToday: '12345.60',
    ordersToday: 7,
    liveAuctions: 3,
    bidsToday: 40,
    bidsPerMinute: 2,
    groupBuyRegistrationsToday: 5,
    groupBuys: [
      {
        id: 3,
        title: '【拼团】实木丝带',
        titleEn: 'Solid wood ribbons',
        joined: '40.0000',
        target: '100.0000',
        percent: 40,
        participants: 4,
        deadline: Date.parse('2026-11-30T00:00:00+08:00'),
      },
    ],
    inquiriesToday: 6,
    quotesToday: 9,
    topCategories: [
      { id: 42, name: '五金工具', nameEn: 'Hardware & Tools', turnover: '9000.00', orders: 3 },
      { id: 22, name: '玩具', nameEn: 'Toys', turnover: '3345.60', orders: 4 },
    ],
    topShops: [{ id: 13, name: '义乌市腾飞五金', nameEn: 'Yiwu Tengfei Hardware', turnover: '9000.00', orders: 3 }],
    latestTrades: [
      {
        key: 'deal:1',
        kind: 'deal',
        buyer: '杭州**进出口有限公司',
        buyerEn: 'Hangzhou *** Co., Ltd.',
        title: '家用合页',
        titleEn: 'Household hinges',
        amount: '9000.00',
        at: Date.parse('2026-11-23T09:30:00+08:00'),
      },
    ],
    series: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      turnover: hour === 9 ? '12345.60' : '0.00',
      orders: hour === 9 ? 7 : 0,
      bids: hour === 9 ? 40 : 0,
    })),
    ...overrides,
  };
}

export function floorDataFixture(seq = 3, live: FloorTickEvent = floorLiveFixture()): TradingFloorData {
  return {
    asOf: live.at,
    turnoverToday: live.turnoverToday,
    turnoverMonth: '888888.00',
    orderCountToday: live.ordersToday,
    orderCountMonth: 120,
    buyerCount: 30,
    sellerCount: 20,
    productCount: 500,
    topCategories: [],
    topRegions: [],
    trend: [
      { date: '2026-11-22', turnover: '50000.00', orders: 20 },
      { date: '2026-11-23', turnover: '100.00', orders: 1 },
    ],
    recentDeals: [],
    live,
    seq,
    epoch: 'e1',
  };
}
