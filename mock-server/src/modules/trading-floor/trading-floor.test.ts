import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as ops from '@portal/contracts/http/trading-floor';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { get } from '../../test/helpers.ts';
import { maskCompanyNameKeepingSuffix } from '../../lib/mask.ts';
import { moneyToFen } from '../../lib/money.ts';

// 2025-10-09 16:53:20 China time.
const SEEDED_AT = 1_760_000_000_000;
let clock = SEEDED_AT;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
});
afterAll(() => app.close());

const data = (query: Record<string, number> = {}) =>
  get<ops.TradingFloorData>(app, ops.tradingFloorData, { query }).then((answer) => answer.content);

describe('trading floor', () => {
  it("sums today's and this month's deals at the server time (China calendar)", async () => {
    const content = await data();
    const todayStart = Date.parse('2025-10-09T00:00:00+08:00');
    const monthStart = Date.parse('2025-10-01T00:00:00+08:00');
    const window = (from: number) =>
      one<{ n: number; fen: number }>(
        app.db,
        'SELECT count(*) AS n, COALESCE(sum(amount_fen), 0) AS fen FROM trading_deals WHERE deal_at >= ? AND deal_at <= ?',
        from,
        clock,
      );
    expect(content.asOf).toBe(clock);
    expect(content.orderCountToday).toBe(window(todayStart)?.n);
    expect(moneyToFen(content.turnoverToday)).toBe(window(todayStart)?.fen);
    expect(content.orderCountMonth).toBe(window(monthStart)?.n);
    expect(content.orderCountMonth).toBeGreaterThan(content.orderCountToday);
    expect(content.orderCountToday).toBeGreaterThan(0);
  });

  it('follows the clock: a new day starts from zero, the trend moves with it', async () => {
    clock = Date.parse('2025-10-10T00:30:00+08:00');
    try {
      const content = await data({ days: 7 });
      expect(content.orderCountToday).toBe(0);
      expect(content.turnoverToday).toBe('0.00');
      expect(content.trend.map((t) => t.date)).toEqual([
        '2025-10-04',
        '2025-10-05',
        '2025-10-06',
        '2025-10-07',
        '2025-10-08',
        '2025-10-09',
        '2025-10-10',
      ]);
      expect(content.trend.at(-1)?.orders).toBe(0);
      // Deals after the clock are not seen yet.
      clock = Date.parse('2025-10-09T08:00:00+08:00');
      const morning = await data();
      expect(morning.recentDeals.every((d) => d.dealAt <= clock)).toBe(true);
    } finally {
      clock = SEEDED_AT;
    }
  });

  it('ranks top categories by turnover with shares, and lists the latest deals masked', async () => {
    const content = await data();
    const turnovers = content.topCategories.map((c) => moneyToFen(c.turnover) ?? 0);
    expect(turnovers).toEqual([...turnovers].sort((a, b) => b - a));
    expect(content.topCategories.every((c) => c.share > 0 && c.share <= 100)).toBe(true);
    expect(content.recentDeals).toHaveLength(20);
    const times = content.recentDeals.map((d) => d.dealAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(content.recentDeals.every((d) => d.buyerName.includes('**'))).toBe(true);
    expect(content.trend).toHaveLength(14);
    const trendOrders = content.trend.reduce((s, t) => s + t.orders, 0);
    const since = Date.parse('2025-09-26T00:00:00+08:00');
    expect(trendOrders).toBe(
      one<{ n: number }>(
        app.db,
        'SELECT count(*) AS n FROM trading_deals WHERE deal_at >= ? AND deal_at <= ?',
        since,
        clock,
      )?.n,
    );
  });

  it('masks company names', () => {
    expect(maskCompanyNameKeepingSuffix('杭州百汇进出口有限公司')).toBe('杭州**进出口有限公司');
    expect(maskCompanyNameKeepingSuffix('义乌小商品城平台运营中心')).toBe('义乌**中心');
    expect(maskCompanyNameKeepingSuffix('恒达')).toBe('恒**');
  });
});
