// Auction reads shared by the hall, the detail page and the bidding room: the lot row with its kept totals
// (current price, bid and bidder counts are columns the bid transaction keeps), the ranking from the per-bidder
// table, the caller's own figures, and the detail and snapshot answers. Status is derived from the server clock.
import type { Lang } from '@portal/contracts/envelope';
import type {
  AuctionBid,
  AuctionCard,
  AuctionDetail,
  AuctionMe,
  AuctionQuery,
  AuctionSnapshot,
  AuctionStatusValue,
  AuctionWinner,
  DepositStatusValue,
} from '@portal/contracts/entities/auction';
import type { AuctionRankingEntry } from '@portal/contracts/events/auction';
import type { MyAuctionCard } from '@portal/contracts/http/auction';
import type { PageOf } from '@portal/contracts/operation';
import type { Unit } from '@portal/contracts/rules/constants';
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import { likeTerm } from '../../lib/like.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney, moneyToFen } from '../../lib/money.ts';
import { pageRows, type PageQueryArgs } from '../../lib/paging.ts';
import { pick, textSql } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { CATEGORY_SUBTREE_SQL, regionPathName } from '../catalogue/public.ts';
import { bidBlockOf, nextMinBidFen } from './rules.ts';
import { settlementOf } from './settlement-read.ts';

/** What a read needs besides the database: the server clock and the caller's language. */
export interface ReadScope {
  db: Db;
  now: number;
  lang: Lang;
}

export interface AuctionRow {
  id: number;
  code: string;
  title: string;
  title_en: string;
  product_id: number | null;
  category_id: number | null;
  company_id: number;
  special_id: number | null;
  image: string;
  unit: Unit;
  quantity: string;
  start_price_fen: number;
  increment_fen: number;
  margin_fen: number;
  start_at: number;
  scheduled_end_at: number;
  end_at: number;
  extend_window_ms: number;
  extend_ms: number;
  extend_cap_ms: number;
  description: string;
  description_en: string;
  location: string;
  location_en: string;
  delivery_terms: string;
  delivery_terms_en: string;
  views: number;
  created_at: number;
  /** The top bid (null while nobody bid). */
  current_fen: number | null;
  bid_count: number;
  bidder_count: number;
  leader_id: number | null;
  status: AuctionStatusValue;
  /** The top bid, or the starting price while nobody bid. */
  price_fen: number;
  category_name: string;
  category_name_en: string;
  root_category_id: number | null;
  special_title: string | null;
  special_title_en: string | null;
  co_name: string;
  co_name_en: string;
  co_shop_name: string | null;
  co_shop_name_en: string | null;
  co_logo: string | null;
  co_county: string;
}

/** Every auction with its derived status; the first `?` is the clock. No aggregation over the bids. */
export const BASE = `
SELECT a.*,
  CASE WHEN a.start_at > clock.now THEN 'notStarted' WHEN a.end_at > clock.now THEN 'inProgress' ELSE 'ended' END
    AS status,
  COALESCE(a.current_fen, a.start_price_fen) AS price_fen,
  COALESCE(c3.name, '') AS category_name,
  COALESCE(c3.name_en, '') AS category_name_en,
  COALESCE(c1.id, c2.id, c3.id) AS root_category_id,
  s.title AS special_title, s.title_en AS special_title_en,
  co.name AS co_name, co.name_en AS co_name_en, co.shop_name AS co_shop_name, co.shop_name_en AS co_shop_name_en,
  co.logo AS co_logo, co.county_code AS co_county
FROM auctions a
CROSS JOIN (SELECT ? AS now) clock
JOIN companies co ON co.id = a.company_id
LEFT JOIN categories c3 ON c3.id = a.category_id
LEFT JOIN categories c2 ON c2.id = c3.parent_id
LEFT JOIN categories c1 ON c1.id = c2.parent_id
LEFT JOIN auction_specials s ON s.id = a.special_id`;

const STATUS_RANK = `CASE x.status WHEN 'inProgress' THEN 0 WHEN 'notStarted' THEN 1 ELSE 2 END`;

export const ORDER_BY: Record<NonNullable<AuctionQuery['sort']>, string> = {
  default: `${STATUS_RANK}, CASE x.status WHEN 'inProgress' THEN x.end_at WHEN 'notStarted' THEN x.start_at ELSE -x.end_at END, x.id`,
  endingSoon: `${STATUS_RANK}, x.end_at, x.id`,
  newest: 'x.created_at DESC, x.id DESC',
  priceAsc: 'x.price_fen, x.id',
  priceDesc: 'x.price_fen DESC, x.id',
  bidsDesc: 'x.bid_count DESC, x.id',
};

export function toCard(row: AuctionRow, lang: Lang): AuctionCard {
  const name = pick(lang, row.co_name, row.co_name_en);
  return {
    id: row.id,
    code: row.code,
    title: pick(lang, row.title, row.title_en),
    image: row.image,
    productId: row.product_id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryNameEn: row.category_name_en,
    specialId: row.special_id,
    specialTitle: row.special_title === null ? null : pick(lang, row.special_title, row.special_title_en),
    seller: {
      id: row.company_id,
      name,
      shopName: row.co_shop_name ? pick(lang, row.co_shop_name, row.co_shop_name_en) : name,
      logo: row.co_logo ?? '',
      regionName: regionPathName(row.co_county, lang),
    },
    unit: row.unit,
    quantity: row.quantity,
    startPrice: fenToMoney(row.start_price_fen),
    increment: fenToMoney(row.increment_fen),
    currentPrice: fenToMoney(row.price_fen),
    marginAmount: fenToMoney(row.margin_fen),
    bidCount: row.bid_count,
    bidderCount: row.bidder_count,
    status: row.status,
    startAt: row.start_at,
    endAt: row.end_at,
    scheduledEndAt: row.scheduled_end_at,
    views: row.views,
  };
}

export interface Where {
  sql: string[];
  args: SqlValue[];
}

export function auctionRows(db: Db, now: number, where: Where, orderBy: string, limit?: number): AuctionRow[] {
  const clause = where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '';
  const tail = limit === undefined ? '' : ` LIMIT ${Math.trunc(limit)}`;
  return all<AuctionRow>(db, `SELECT * FROM (${BASE}) x ${clause} ORDER BY ${orderBy}${tail}`, now, ...where.args);
}

export function auctionPage(
  db: Db,
  now: number,
  where: Where,
  orderBy: string,
  query: PageQueryArgs,
): PageOf<AuctionRow> {
  const clause = where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '';
  return pageRows<AuctionRow>(
    db,
    { select: '*', from: `FROM (${BASE}) x ${clause}`, order: orderBy, args: [now, ...where.args] },
    query,
  );
}

/** One lot, or the section-8 'record does not exist'. */
export function auctionRow(db: Db, now: number, id: number): AuctionRow {
  // The id straight on the base table (a filter on the derived table would join every lot first).
  const row = one<AuctionRow>(db, `${BASE} WHERE a.id = ?`, now, id);
  if (!row) throw new BusinessError('notFound');
  return row;
}

export function filterWhere(query: AuctionQuery): Where {
  const where: Where = { sql: [], args: [] };
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    const columns = [
      'x.title',
      'x.title_en',
      'x.code',
      'x.co_name',
      'x.co_name_en',
      "COALESCE(x.co_shop_name, '')",
      "COALESCE(x.co_shop_name_en, '')",
      'x.category_name',
      'x.category_name_en',
    ];
    where.sql.push(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    where.args.push(...columns.map(() => term));
  }
  if (query.categoryId !== undefined) {
    where.sql.push(`x.category_id IN (${CATEGORY_SUBTREE_SQL})`);
    where.args.push(query.categoryId, query.categoryId, query.categoryId);
  }
  if (query.status) {
    where.sql.push('x.status = ?');
    where.args.push(query.status);
  }
  if (query.specialId !== undefined) {
    where.sql.push('x.special_id = ?');
    where.args.push(query.specialId);
  }
  const min = query.priceMin === undefined ? undefined : moneyToFen(query.priceMin);
  if (min !== undefined) {
    where.sql.push('x.price_fen >= ?');
    where.args.push(min);
  }
  const max = query.priceMax === undefined ? undefined : moneyToFen(query.priceMax);
  if (max !== undefined) {
    where.sql.push('x.price_fen <= ?');
    where.args.push(max);
  }
  return where;
}

// ---------------------------------------------------------------------------------------------------------
// Ranking, bids and the caller.

/** The top of the ranking (one entry per bidder: best amount desc, then the earlier bid), masked names. */
export function rankingOf(db: Db, auctionId: number, limit = 10): AuctionRankingEntry[] {
  const rows = all<{ account: string; best_fen: number; best_at: number }>(
    db,
    `SELECT u.account, r.best_fen, r.best_at FROM auction_bidders r JOIN users u ON u.id = r.user_id
      WHERE r.auction_id = ? ORDER BY r.best_fen DESC, r.best_at, r.best_bid_id LIMIT ?`,
    auctionId,
    limit,
  );
  return rows.map((row, index) => ({
    rank: index + 1,
    userAlias: maskAccount(row.account),
    amount: fenToMoney(row.best_fen),
    bidAt: row.best_at,
  }));
}

/** The latest bids, newest first. */
export function recentBidsOf(db: Db, auctionId: number, limit = 20): AuctionBid[] {
  return all<{ id: number; account: string; amount_fen: number; created_at: number }>(
    db,
    `SELECT b.id, u.account, b.amount_fen, b.created_at FROM auction_bids b JOIN users u ON u.id = b.user_id
      WHERE b.auction_id = ? ORDER BY b.created_at DESC, b.id DESC LIMIT ?`,
    auctionId,
    limit,
  ).map((b) => ({
    bidId: b.id,
    userAlias: maskAccount(b.account),
    amount: fenToMoney(b.amount_fen),
    bidAt: b.created_at,
  }));
}

/** The winner of an ended lot: the leader at the end. */
export function winnerOf(db: Db, row: AuctionRow): AuctionWinner | null {
  if (row.status !== 'ended' || row.leader_id === null) return null;
  const top = rankingOf(db, row.id, 1)[0];
  return top ? { userAlias: top.userAlias, amount: top.amount, bidAt: top.bidAt } : null;
}

interface MeRow {
  status: DepositStatusValue | null;
  reject_reason: string | null;
  best_fen: number | null;
  last_fen: number | null;
  last_at: number | null;
  bid_count: number | null;
  ceiling_fen: number | null;
  better: number | null;
}

/** The caller's figures in a lot: deposit, rank (1 + bidders with a higher best bid), last bid, proxy. */
export function meOf(db: Db, now: number, auth: AuthUser, row: AuctionRow, lang: Lang): AuctionMe {
  const me = one<MeRow>(
    db,
    `SELECT m.status, ${textSql(lang, 'm.reject_reason')} AS reject_reason, r.best_fen, r.last_fen, r.last_at, r.bid_count, p.ceiling_fen,
            (SELECT COUNT(*) FROM auction_bidders o WHERE o.auction_id = ?1 AND o.best_fen > r.best_fen) AS better
       FROM (SELECT 1) one
       LEFT JOIN auction_margins m ON m.auction_id = ?1 AND m.user_id = ?2
       LEFT JOIN auction_bidders r ON r.auction_id = ?1 AND r.user_id = ?2
       LEFT JOIN auction_proxies p ON p.auction_id = ?1 AND p.user_id = ?2`,
    row.id,
    auth.id,
  );
  const depositStatus = me?.status ?? 'unregistered';
  const isSeller = auth.companyId !== null && auth.companyId === row.company_id;
  const hasBid = me?.best_fen !== null && me?.best_fen !== undefined;
  return {
    alias: maskAccount(auth.account),
    depositStatus,
    rejectReason: depositStatus === 'rejected' ? (me?.reject_reason ?? null) : null,
    rank: hasBid ? (me?.better ?? 0) + 1 : null,
    highestBid: hasBid ? fenToMoney(me.best_fen as number) : null,
    bidCount: me?.bid_count ?? 0,
    lastBid:
      me?.last_fen !== null && me?.last_fen !== undefined && me.last_at !== null
        ? { amount: fenToMoney(me.last_fen), bidAt: me.last_at }
        : null,
    proxyCeiling: me?.ceiling_fen !== null && me?.ceiling_fen !== undefined ? fenToMoney(me.ceiling_fen) : null,
    isSeller,
    bidBlock: bidBlockOf({ now, startAt: row.start_at, endAt: row.end_at, isSeller, depositStatus }),
    settlement: me?.status ? settlementOf(db, row.id, auth.id) : null,
  };
}

function nextMinOf(row: AuctionRow): string | null {
  return row.status === 'ended'
    ? null
    : fenToMoney(nextMinBidFen(row.start_price_fen, row.increment_fen, row.current_fen));
}

function antiSnipingOf(row: AuctionRow) {
  return { windowMs: row.extend_window_ms, extendMs: row.extend_ms, capMs: row.extend_cap_ms };
}

export function auctionDetail(scope: ReadScope, id: number, auth: AuthUser | null): AuctionDetail {
  const { db, now, lang } = scope;
  const row = auctionRow(db, now, id);
  const description = pick(lang, row.description, row.description_en === '[]' ? '' : row.description_en);
  return {
    ...toCard(row, lang),
    description: JSON.parse(description) as string[],
    location: pick(lang, row.location, row.location_en),
    deliveryTerms: pick(lang, row.delivery_terms, row.delivery_terms_en),
    antiSniping: antiSnipingOf(row),
    serverNow: now,
    countdownTo: row.status === 'notStarted' ? row.start_at : row.status === 'inProgress' ? row.end_at : null,
    nextMinBid: nextMinOf(row),
    ranking: rankingOf(db, id),
    winner: winnerOf(db, row),
    me: auth ? meOf(db, now, auth, row, lang) : null,
  };
}

/** The room's sequence and the server's epoch at the moment of a snapshot (null without realtime). */
export interface RoomPosition {
  seq: number | null;
  epoch: string | null;
}

export function auctionSnapshot(
  scope: ReadScope,
  id: number,
  auth: AuthUser | null,
  position: RoomPosition,
): AuctionSnapshot {
  const { db, now, lang } = scope;
  const row = auctionRow(db, now, id);
  return {
    auctionId: row.id,
    status: row.status,
    startAt: row.start_at,
    endAt: row.end_at,
    scheduledEndAt: row.scheduled_end_at,
    serverNow: now,
    currentPrice: fenToMoney(row.price_fen),
    nextMinBid: nextMinOf(row),
    startPrice: fenToMoney(row.start_price_fen),
    increment: fenToMoney(row.increment_fen),
    antiSniping: antiSnipingOf(row),
    bidCount: row.bid_count,
    bidderCount: row.bidder_count,
    ranking: rankingOf(db, id),
    recentBids: recentBidsOf(db, id),
    winner: winnerOf(db, row),
    seq: position.seq,
    epoch: position.epoch,
    me: auth ? meOf(db, now, auth, row, lang) : null,
  };
}

export function myAuctions(
  scope: ReadScope,
  auth: AuthUser,
  query: PageQueryArgs & { status?: AuctionStatusValue; depositStatus?: DepositStatusValue },
): PageOf<MyAuctionCard> {
  const { db, now, lang } = scope;
  const where: Where = {
    sql: [
      `x.id IN (SELECT auction_id FROM auction_margins WHERE user_id = ?
                UNION SELECT auction_id FROM auction_bidders WHERE user_id = ?)`,
    ],
    args: [auth.id, auth.id],
  };
  if (query.status) {
    where.sql.push('x.status = ?');
    where.args.push(query.status);
  }
  if (query.depositStatus) {
    where.sql.push(
      `COALESCE((SELECT m.status FROM auction_margins m WHERE m.auction_id = x.id AND m.user_id = ?), 'unregistered') = ?`,
    );
    where.args.push(auth.id, query.depositStatus);
  }
  const page = auctionPage(db, now, where, ORDER_BY.default, query);
  return {
    ...page,
    records: page.records.map((row) => ({ ...toCard(row, lang), me: meOf(db, now, auth, row, lang) })),
  };
}
