// The trading floor's live figures of today (China calendar) at the server clock: seeded deals plus the
// committed activity the domains reported (floor_activity). One function for the snapshot and every tick.
import type { Db } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { FloorGroupBuy, FloorTickEvent, FloorTrade } from '@portal/contracts/events/floor';
import { HOUR, MINUTE, chinaDate, chinaMidnight } from '../../lib/china-time.ts';
import { maskAccount, maskCompanyNameKeepingSuffix } from '../../lib/mask.ts';
import { bigUnitsToQuantity, fenToMoney, quantityToBigUnits } from '../../lib/money.ts';
import { loadCategories } from '../catalogue/public.ts';

const TOP = 6;
const TRADES = 12;
const GROUP_BUYS = 5;

/** "Hangzhou Baihui Import & Export Co., Ltd." -> "Hangzhou *** Co., Ltd.": the English form of the zh mask. */
export function maskCompanyNameEn(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length <= 1) return `${name.slice(0, 1)}***`;
  const legal = /^(co\.,?|ltd\.?|company|corp\.?|inc\.?|limited)$/i;
  let tail = words.length;
  while (tail > 1 && legal.test(words[tail - 1] ?? '')) tail -= 1;
  const suffix = words.slice(tail).join(' ');
  return `${words[0]} ***${suffix ? ` ${suffix}` : ''}`;
}

interface SaleRow {
  key: string;
  kind: 'deal' | 'order';
  at: number;
  fen: number;
  category_id: number | null;
  seller_id: number | null;
  seller_name: string | null;
  seller_name_en: string | null;
  buyer_name: string | null;
  buyer_name_en: string | null;
  title: string;
  title_en: string;
}

interface BidRow {
  id: number;
  at: number;
  fen: number;
  account: string | null;
  title: string | null;
  title_en: string | null;
}

function sales(db: Db, from: number, to: number): SaleRow[] {
  const deals = all<SaleRow>(
    db,
    `SELECT 'deal:' || d.id AS key, 'deal' AS kind, d.deal_at AS at, d.amount_fen AS fen, p.category_id,
       s.id AS seller_id, s.name AS seller_name, s.name_en AS seller_name_en,
       b.name AS buyer_name, b.name_en AS buyer_name_en, p.title, p.title_en
     FROM trading_deals d JOIN products p ON p.id = d.product_id
       JOIN companies b ON b.id = d.buyer_company_id JOIN companies s ON s.id = d.seller_company_id
     WHERE d.deal_at >= ? AND d.deal_at <= ?`,
    from,
    to,
  );
  // An order's line is its seller: the ticker says who bought from whom, not the goods (an order has many).
  const orders = all<SaleRow>(
    db,
    `SELECT 'order:' || a.ref_id AS key, 'order' AS kind, a.at, COALESCE(a.amount_fen, 0) AS fen, a.category_id,
       s.id AS seller_id, s.name AS seller_name, s.name_en AS seller_name_en,
       b.name AS buyer_name, b.name_en AS buyer_name_en,
       COALESCE(s.name, '') AS title, COALESCE(s.name_en, s.name, '') AS title_en
     FROM floor_activity a LEFT JOIN companies s ON s.id = a.company_id
       LEFT JOIN users u ON u.id = a.user_id LEFT JOIN companies b ON b.id = u.company_id
     WHERE a.kind = 'order' AND a.at >= ? AND a.at <= ?`,
    from,
    to,
  );
  return [...deals, ...orders];
}

/**
 * Today's bids as the live figures need them, counted by SQLite rather than read row by row: a lot's burst puts
 * thousands of bids in a day, and a tick (4 a second) that built an object per bid made the floor most of the
 * server's allocation during the burst. The count per hour (`hour` 0-23 from `from`), the count after
 * `minuteFrom`, and the latest TRADES bids (newest first, the higher key first at the same time), joined to
 * their bidder and lot.
 */
function bids(
  db: Db,
  from: number,
  to: number,
  minuteFrom: number,
): { perHour: { hour: number; n: number }[]; lastMinute: number; latest: BidRow[] } {
  const perHour = all<{ hour: number; n: number }>(
    db,
    // The hour's floor (a bound number is a REAL to SQLite: the cast truncates, times are >= from), the bids
    // after the day's last hour clamped into 23 as the sales are.
    `SELECT MIN(23, CAST((at - ?1) / ${HOUR} AS INTEGER)) AS hour, count(*) AS n FROM floor_activity
     WHERE kind = 'bid' AND at >= ?1 AND at <= ?2 GROUP BY 1`,
    from,
    to,
  );
  const lastMinute =
    one<{ n: number }>(
      db,
      "SELECT count(*) AS n FROM floor_activity WHERE kind = 'bid' AND at > ? AND at >= ? AND at <= ?",
      minuteFrom,
      from,
      to,
    )?.n ?? 0;
  const latest = all<BidRow>(
    db,
    // A lot's English title is its goods' (auctions hold the Chinese one only). `bid:<id>` keys compare as
    // strings, as the merged ticker sorts them.
    `SELECT a.ref_id AS id, a.at, COALESCE(a.amount_fen, 0) AS fen, u.account, au.title, p.title_en
     FROM floor_activity a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN auctions au ON au.id = a.lot_id
       LEFT JOIN products p ON p.id = au.product_id
     WHERE a.kind = 'bid' AND a.at >= ? AND a.at <= ?
     ORDER BY a.at DESC, 'bid:' || a.ref_id DESC LIMIT ${TRADES}`,
    from,
    to,
  );
  return { perHour, lastMinute, latest };
}

function countOf(db: Db, kind: string, from: number, to: number): number {
  return (
    one<{ n: number }>(
      db,
      'SELECT count(*) AS n FROM floor_activity WHERE kind = ? AND at >= ? AND at <= ?',
      kind,
      from,
      to,
    )?.n ?? 0
  );
}

function groupBuys(db: Db, now: number): FloorGroupBuy[] {
  const rows = all<{
    id: number;
    title: string;
    title_en: string | null;
    target_quantity: string;
    deadline: number;
  }>(
    db,
    `SELECT cp.id, cp.title, p.title_en, cp.target_quantity, cp.deadline
     FROM collective_purchases cp LEFT JOIN products p ON p.id = cp.product_id
     WHERE cp.start_at <= ? AND cp.deadline > ?`,
    now,
    now,
  );
  const joined = all<{ collective_id: number; quantity: string }>(
    db,
    `SELECT r.collective_id, r.quantity FROM collective_registrations r JOIN collective_purchases cp ON cp.id = r.collective_id
     WHERE cp.start_at <= ? AND cp.deadline > ? AND r.status != 'rejected'`,
    now,
    now,
  );
  const byId = new Map<number, { units: bigint; people: number }>();
  for (const row of joined) {
    const entry = byId.get(row.collective_id) ?? { units: 0n, people: 0 };
    byId.set(row.collective_id, { units: entry.units + quantityToBigUnits(row.quantity), people: entry.people + 1 });
  }
  return rows
    .map((row) => {
      const entry = byId.get(row.id) ?? { units: 0n, people: 0 };
      const target = quantityToBigUnits(row.target_quantity);
      return {
        id: row.id,
        title: row.title,
        titleEn: row.title_en || row.title,
        joined: bigUnitsToQuantity(entry.units),
        target: bigUnitsToQuantity(target),
        percent: target > 0n ? Number((entry.units * 100n) / target) : 0,
        participants: entry.people,
        deadline: row.deadline,
      };
    })
    .sort((a, b) => b.percent - a.percent || a.deadline - b.deadline || a.id - b.id)
    .slice(0, GROUP_BUYS);
}

function top<K>(
  rows: SaleRow[],
  key: (row: SaleRow) => K | null,
  label: (key: K, row: SaleRow) => { id: number; name: string; nameEn: string },
) {
  const totals = new Map<K, { fen: number; orders: number; row: SaleRow }>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const entry = totals.get(k) ?? { fen: 0, orders: 0, row };
    totals.set(k, { fen: entry.fen + row.fen, orders: entry.orders + 1, row: entry.row });
  }
  return [...totals]
    .sort((a, b) => b[1].fen - a[1].fen || b[1].orders - a[1].orders)
    .slice(0, TOP)
    .map(([k, { fen, orders, row }]) => ({ ...label(k, row), turnover: fenToMoney(fen), orders }));
}

/** Today's live figures at `now`. */
export function floorLive(db: Db, now: number): FloorTickEvent {
  const todayStart = chinaMidnight(now);
  const todaySales = sales(db, todayStart, now);
  const todayBids = bids(db, todayStart, now, now - MINUTE);
  const categories = loadCategories(db);

  const series = Array.from({ length: 24 }, (_, hour) => ({ hour, fen: 0, orders: 0, bids: 0 }));
  const hourOf = (at: number) => Math.min(23, Math.max(0, Math.floor((at - todayStart) / HOUR)));
  for (const row of todaySales) {
    const bucket = series[hourOf(row.at)];
    if (bucket) {
      bucket.fen += row.fen;
      bucket.orders += 1;
    }
  }
  for (const { hour, n } of todayBids.perHour) {
    const bucket = series[hour];
    if (bucket) bucket.bids += n;
  }

  const trades: FloorTrade[] = [
    ...todaySales.map((row) => ({
      key: row.key,
      kind: row.kind,
      buyer: row.buyer_name ? maskCompanyNameKeepingSuffix(row.buyer_name) : '***',
      buyerEn: row.buyer_name_en ? maskCompanyNameEn(row.buyer_name_en) : '***',
      title: row.title,
      titleEn: row.title_en || row.title,
      amount: fenToMoney(row.fen),
      at: row.at,
    })),
    ...todayBids.latest.map((bid) => {
      const bidder = bid.account ? maskAccount(bid.account) : '***';
      return {
        key: `bid:${bid.id}`,
        kind: 'bid' as const,
        buyer: bidder,
        buyerEn: bidder,
        title: bid.title ?? '',
        titleEn: bid.title_en || (bid.title ?? ''),
        amount: fenToMoney(bid.fen),
        at: bid.at,
      };
    }),
  ]
    .sort((a, b) => b.at - a.at || b.key.localeCompare(a.key))
    .slice(0, TRADES);

  return {
    at: now,
    date: chinaDate(now),
    turnoverToday: fenToMoney(todaySales.reduce((sum, row) => sum + row.fen, 0)),
    ordersToday: todaySales.length,
    liveAuctions:
      one<{ n: number }>(db, 'SELECT count(*) AS n FROM auctions WHERE start_at <= ? AND end_at > ?', now, now)?.n ?? 0,
    bidsToday: todayBids.perHour.reduce((sum, { n }) => sum + n, 0),
    bidsPerMinute: todayBids.lastMinute,
    groupBuyRegistrationsToday: countOf(db, 'groupbuy', todayStart, now),
    groupBuys: groupBuys(db, now),
    inquiriesToday: countOf(db, 'inquiry', todayStart, now),
    quotesToday: countOf(db, 'offer', todayStart, now),
    topCategories: top(
      todaySales,
      (row) => (row.category_id === null ? null : (categories.root(row.category_id)?.id ?? null)),
      (id) => {
        const root = categories.byId.get(id);
        return { id, name: root?.name ?? '', nameEn: root?.name_en ?? '' };
      },
    ),
    topShops: top(
      todaySales,
      (row) => row.seller_id,
      (id, row) => ({ id, name: row.seller_name ?? '', nameEn: row.seller_name_en || (row.seller_name ?? '') }),
    ),
    latestTrades: trades,
    series: series.map(({ hour, fen, orders, bids: count }) => ({
      hour,
      turnover: fenToMoney(fen),
      orders,
      bids: count,
    })),
  };
}
