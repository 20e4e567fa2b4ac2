// Trading-floor figures computed from the deals at the server time: today and this month (China time),
// the trend, top industries and cities of the last 30 days, the latest deals, and today's live figures.
import type { Db } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';
import { floorLive } from './live.ts';
import { regionName } from '../region/public.ts';
import { DAY, chinaDate, chinaMidnight } from '../../lib/china-time.ts';
import { maskCompanyNameKeepingSuffix } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import { loadCategories } from '../catalogue/public.ts';
import { regionPathName } from '../catalogue/public.ts';

interface DealRow {
  id: number;
  product_id: number;
  quantity: string;
  amount_fen: number;
  deal_at: number;
  title: string;
  unit: TradingFloorData['recentDeals'][number]['unit'];
  category_id: number;
  category_name: string;
  category_name_en: string;
  buyer_name: string;
  seller_name: string;
  county_code: string | null;
}

export function tradingFloorData(db: Db, now: number, days = 14): Omit<TradingFloorData, 'seq' | 'epoch'> {
  const todayStart = chinaMidnight(now);
  const monthStart = Date.parse(`${chinaDate(now).slice(0, 7)}-01T00:00:00+08:00`);
  const since30 = todayStart - 29 * DAY;
  const window = (from: number) =>
    one<{ n: number; fen: number }>(
      db,
      'SELECT count(*) AS n, COALESCE(sum(amount_fen), 0) AS fen FROM trading_deals WHERE deal_at >= ? AND deal_at <= ?',
      from,
      now,
    ) ?? { n: 0, fen: 0 };
  const today = window(todayStart);
  const month = window(monthStart);
  const parties = one<{ buyers: number; sellers: number }>(
    db,
    `SELECT count(DISTINCT buyer_company_id) AS buyers, count(DISTINCT seller_company_id) AS sellers
     FROM trading_deals WHERE deal_at >= ? AND deal_at <= ?`,
    since30,
    now,
  );

  const deals = all<DealRow>(
    db,
    `SELECT d.*, p.title, p.unit, p.category_id, c.name AS category_name, c.name_en AS category_name_en,
       b.name AS buyer_name, s.name AS seller_name, p.origin_county_code AS county_code
     FROM trading_deals d JOIN products p ON p.id = d.product_id JOIN categories c ON c.id = p.category_id
     JOIN companies b ON b.id = d.buyer_company_id JOIN companies s ON s.id = d.seller_company_id
     WHERE d.deal_at >= ? AND d.deal_at <= ? ORDER BY d.deal_at DESC, d.id DESC`,
    Math.min(since30, todayStart - (days - 1) * DAY),
    now,
  );

  const index = loadCategories(db);
  const last30 = deals.filter((d) => d.deal_at >= since30);
  const total30 = last30.reduce((sum, d) => sum + d.amount_fen, 0);
  const byRoot = new Map<number, { fen: number; orders: number }>();
  const byCity = new Map<string, { fen: number; orders: number }>();
  for (const deal of last30) {
    const root = index.root(deal.category_id);
    if (root) {
      const entry = byRoot.get(root.id) ?? { fen: 0, orders: 0 };
      byRoot.set(root.id, { fen: entry.fen + deal.amount_fen, orders: entry.orders + 1 });
    }
    const city = deal.county_code?.slice(0, 4);
    if (city) {
      const entry = byCity.get(city) ?? { fen: 0, orders: 0 };
      byCity.set(city, { fen: entry.fen + deal.amount_fen, orders: entry.orders + 1 });
    }
  }

  const trend = Array.from({ length: days }, (_, i) => {
    const start = todayStart - (days - 1 - i) * DAY;
    const inDay = deals.filter((d) => d.deal_at >= start && d.deal_at < start + DAY);
    return {
      date: chinaDate(start),
      turnover: fenToMoney(inDay.reduce((sum, d) => sum + d.amount_fen, 0)),
      orders: inDay.length,
    };
  });

  return {
    asOf: now,
    turnoverToday: fenToMoney(today.fen),
    turnoverMonth: fenToMoney(month.fen),
    orderCountToday: today.n,
    orderCountMonth: month.n,
    buyerCount: parties?.buyers ?? 0,
    sellerCount: parties?.sellers ?? 0,
    productCount: one<{ n: number }>(db, 'SELECT count(*) AS n FROM products WHERE off_shelf = 0')?.n ?? 0,
    topCategories: [...byRoot]
      .sort((a, b) => b[1].fen - a[1].fen || a[0] - b[0])
      .slice(0, 8)
      .map(([id, { fen, orders }]) => {
        const row = index.byId.get(id);
        return {
          id,
          name: row?.name ?? '',
          nameEn: row?.name_en ?? '',
          turnover: fenToMoney(fen),
          orders,
          share: total30 > 0 ? Math.round((fen * 1000) / total30) / 10 : 0,
        };
      }),
    topRegions: [...byCity]
      .sort((a, b) => b[1].fen - a[1].fen || a[0].localeCompare(b[0]))
      .slice(0, 8)
      .map(([code, { fen, orders }]) => ({ code, name: regionName(code) ?? code, turnover: fenToMoney(fen), orders })),
    trend,
    recentDeals: deals.slice(0, 20).map((d) => ({
      id: d.id,
      productId: d.product_id,
      productTitle: d.title,
      categoryName: d.category_name,
      categoryNameEn: d.category_name_en,
      buyerName: maskCompanyNameKeepingSuffix(d.buyer_name),
      sellerName: d.seller_name,
      regionName: regionPathName(d.county_code ?? ''),
      quantity: d.quantity,
      unit: d.unit,
      amount: fenToMoney(d.amount_fen),
      dealAt: d.deal_at,
    })),
    live: floorLive(db, now),
  };
}
