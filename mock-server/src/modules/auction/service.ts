// Auction reads: the hall, details, the bidding snapshot, deposits, special sessions and announcements.
// Status comes from the server clock (`now`), the current price and ranking from the bids; the pure rules
// (ranking order, next minimum bid, anti-sniping) are exported for the bidding writes.
import type {
  AuctionCard,
  AuctionDetail,
  AuctionMe,
  AuctionQuery,
  AuctionSnapshot,
  SpecialAuction,
} from '@portal/contracts/entities/auction';
import {
  AUCTION_SORT_LABELS,
  AUCTION_SORTS,
  AUCTION_STATUS_LABELS,
  AUCTION_STATUSES,
} from '@portal/contracts/entities/auction';
import type { AuctionStatusValue, DepositStatusValue } from '@portal/contracts/entities/auction';
import type { AuctionRankingEntry } from '@portal/contracts/events/auction';
import type { AuctionSearchCondition } from '@portal/contracts/http/auction-portal';
import type { MarginInfo, MyAuctionCard } from '@portal/contracts/http/auction';
import type { BidAnnouncement } from '@portal/contracts/http/bid-announcement';
import type { PageOf } from '@portal/contracts/operation';
import { DEPOSIT_MAX_ATTACHMENTS, type Unit } from '@portal/contracts/rules/constants';
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { CATEGORY_SUBTREE_SQL, toCompanyRef } from '../catalogue/public.ts';
import { attachmentRefs } from '../../lib/attachments.ts';
import { chinaTime } from '../../lib/china-time.ts';
import { likeTerm, matches } from '../../lib/like.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney, moneyToFen } from '../../lib/money.ts';
import { pageOf, pageRows, type PageQueryArgs } from '../../lib/paging.ts';

// ---------------------------------------------------------------------------------------------------------
// Pure rules.

export function auctionStatus(now: number, startAt: number, endAt: number): AuctionStatusValue {
  if (now < startAt) return 'notStarted';
  if (now < endAt) return 'inProgress';
  return 'ended';
}

export interface BidFacts {
  id: number;
  userId: number;
  alias: string;
  amountFen: number;
  createdAt: number;
}

export interface RankedBidder {
  rank: number;
  userId: number;
  alias: string;
  amountFen: number;
  bidAt: number;
}

/** Every bidder once, with their best bid: amount desc, then the earlier bid first. */
export function rankBidders(bids: readonly BidFacts[]): RankedBidder[] {
  const ordered = [...bids].sort((a, b) => b.amountFen - a.amountFen || a.createdAt - b.createdAt || a.id - b.id);
  const seen = new Set<number>();
  const ranking: RankedBidder[] = [];
  for (const bid of ordered) {
    if (seen.has(bid.userId)) continue;
    seen.add(bid.userId);
    ranking.push({
      rank: ranking.length + 1,
      userId: bid.userId,
      alias: bid.alias,
      amountFen: bid.amountFen,
      bidAt: bid.createdAt,
    });
  }
  return ranking;
}

/** The lowest acceptable next bid: the starting price first, then the current price plus the increment. */
export function nextMinBidFen(startPriceFen: number, incrementFen: number, topBidFen: number | null): number {
  return topBidFen === null ? startPriceFen : topBidFen + incrementFen;
}

export interface EndRule {
  endAt: number;
  scheduledEndAt: number;
  windowMs: number;
  extendMs: number;
  capMs: number;
}

/** The end after a bid at `bidAt`: a bid with at most windowMs left moves the end to bidAt + extendMs, never
 * beyond the scheduled end + capMs; bids outside the window (or after the end) change nothing. */
export function endAfterBid(rule: EndRule, bidAt: number): number {
  if (bidAt >= rule.endAt || rule.endAt - bidAt > rule.windowMs) return rule.endAt;
  return Math.max(rule.endAt, Math.min(bidAt + rule.extendMs, rule.scheduledEndAt + rule.capMs));
}

// ---------------------------------------------------------------------------------------------------------
// Rows.

interface AuctionRow {
  id: number;
  code: string;
  title: string;
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
  location: string;
  delivery_terms: string;
  views: number;
  created_at: number;
  status: AuctionStatusValue;
  current_fen: number;
  top_fen: number | null;
  bid_count: number;
  bidder_count: number;
  category_name: string;
  category_name_en: string;
  root_category_id: number | null;
  special_title: string | null;
  co_name: string;
  co_shop_name: string | null;
  co_logo: string | null;
  co_province: string;
  co_city: string;
  co_county: string;
}

/** Every auction with its derived status, current price and counts; the first `?` is the clock. */
const BASE = `
WITH clock(now) AS (SELECT ?),
agg AS (
  SELECT auction_id, MAX(amount_fen) AS top_fen, COUNT(*) AS bid_count, COUNT(DISTINCT user_id) AS bidder_count
  FROM auction_bids GROUP BY auction_id
)
SELECT a.*,
  CASE WHEN a.start_at > clock.now THEN 'notStarted' WHEN a.end_at > clock.now THEN 'inProgress' ELSE 'ended' END
    AS status,
  COALESCE(agg.top_fen, a.start_price_fen) AS current_fen,
  agg.top_fen AS top_fen,
  COALESCE(agg.bid_count, 0) AS bid_count,
  COALESCE(agg.bidder_count, 0) AS bidder_count,
  COALESCE(c3.name, '') AS category_name,
  COALESCE(c3.name_en, '') AS category_name_en,
  COALESCE(c1.id, c2.id, c3.id) AS root_category_id,
  s.title AS special_title,
  co.name AS co_name, co.shop_name AS co_shop_name, co.logo AS co_logo,
  co.province_code AS co_province, co.city_code AS co_city, co.county_code AS co_county
FROM auctions a
CROSS JOIN clock
JOIN companies co ON co.id = a.company_id
LEFT JOIN agg ON agg.auction_id = a.id
LEFT JOIN categories c3 ON c3.id = a.category_id
LEFT JOIN categories c2 ON c2.id = c3.parent_id
LEFT JOIN categories c1 ON c1.id = c2.parent_id
LEFT JOIN auction_specials s ON s.id = a.special_id`;

const STATUS_RANK = `CASE x.status WHEN 'inProgress' THEN 0 WHEN 'notStarted' THEN 1 ELSE 2 END`;

const ORDER_BY: Record<NonNullable<AuctionQuery['sort']>, string> = {
  default: `${STATUS_RANK}, CASE x.status WHEN 'inProgress' THEN x.end_at WHEN 'notStarted' THEN x.start_at ELSE -x.end_at END, x.id`,
  endingSoon: `${STATUS_RANK}, x.end_at, x.id`,
  newest: 'x.created_at DESC, x.id DESC',
  priceAsc: 'x.current_fen, x.id',
  priceDesc: 'x.current_fen DESC, x.id',
  bidsDesc: 'x.bid_count DESC, x.id',
};

function toCard(row: AuctionRow): AuctionCard {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    image: row.image,
    productId: row.product_id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryNameEn: row.category_name_en,
    specialId: row.special_id,
    specialTitle: row.special_title,
    seller: toCompanyRef({
      id: row.company_id,
      name: row.co_name,
      shop_name: row.co_shop_name,
      logo: row.co_logo,
      province_code: row.co_province,
      city_code: row.co_city,
      county_code: row.co_county,
    }),
    unit: row.unit,
    quantity: row.quantity,
    startPrice: fenToMoney(row.start_price_fen),
    increment: fenToMoney(row.increment_fen),
    currentPrice: fenToMoney(row.current_fen),
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

interface Where {
  sql: string[];
  args: SqlValue[];
}

function auctionRows(db: Db, now: number, where: Where, orderBy: string): AuctionRow[] {
  const clause = where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '';
  return all<AuctionRow>(db, `SELECT * FROM (${BASE}) x ${clause} ORDER BY ${orderBy}`, now, ...where.args);
}

/** One page of the auctions matching `where`. */
function auctionPage(db: Db, now: number, where: Where, orderBy: string, query: PageQueryArgs): PageOf<AuctionRow> {
  const clause = where.sql.length ? `WHERE ${where.sql.join(' AND ')}` : '';
  return pageRows<AuctionRow>(
    db,
    { select: '*', from: `FROM (${BASE}) x ${clause}`, order: orderBy, args: [now, ...where.args] },
    query,
  );
}

function auctionRow(db: Db, now: number, id: number): AuctionRow {
  const row = auctionRows(db, now, { sql: ['x.id = ?'], args: [id] }, 'x.id')[0];
  if (!row) throw new BusinessError('notFound');
  return row;
}

function filterWhere(query: AuctionQuery): Where {
  const where: Where = { sql: [], args: [] };
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    where.sql.push(
      `(x.title LIKE ? ESCAPE '\\' OR x.code LIKE ? ESCAPE '\\' OR x.co_name LIKE ? ESCAPE '\\'
        OR COALESCE(x.co_shop_name, '') LIKE ? ESCAPE '\\' OR x.category_name LIKE ? ESCAPE '\\')`,
    );
    where.args.push(term, term, term, term, term);
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
    where.sql.push('x.current_fen >= ?');
    where.args.push(min);
  }
  const max = query.priceMax === undefined ? undefined : moneyToFen(query.priceMax);
  if (max !== undefined) {
    where.sql.push('x.current_fen <= ?');
    where.args.push(max);
  }
  return where;
}

// ---------------------------------------------------------------------------------------------------------
// Bids, ranking and the caller.

interface BidRow {
  id: number;
  auction_id: number;
  user_id: number;
  account: string;
  amount_fen: number;
  created_at: number;
}

function bidsOf(db: Db, auctionIds: readonly number[]): Map<number, BidFacts[]> {
  const result = new Map<number, BidFacts[]>();
  if (auctionIds.length === 0) return result;
  const rows = all<BidRow>(
    db,
    `SELECT b.id, b.auction_id, b.user_id, u.account, b.amount_fen, b.created_at
       FROM auction_bids b JOIN users u ON u.id = b.user_id
      WHERE b.auction_id IN (${auctionIds.map(() => '?').join(',')}) ORDER BY b.created_at, b.id`,
    ...auctionIds,
  );
  for (const row of rows) {
    const list = result.get(row.auction_id) ?? [];
    list.push({
      id: row.id,
      userId: row.user_id,
      alias: maskAccount(row.account),
      amountFen: row.amount_fen,
      createdAt: row.created_at,
    });
    result.set(row.auction_id, list);
  }
  return result;
}

function rankingEntries(ranking: readonly RankedBidder[], limit?: number): AuctionRankingEntry[] {
  return ranking.slice(0, limit ?? ranking.length).map((r) => ({
    rank: r.rank,
    userAlias: r.alias,
    amount: fenToMoney(r.amountFen),
    bidAt: r.bidAt,
  }));
}

/** The caller's deposit status in each auction ('unregistered' when there is no row). */
function depositStatuses(db: Db, userId: number, auctionIds: readonly number[]): Map<number, DepositStatusValue> {
  const result = new Map<number, DepositStatusValue>();
  if (auctionIds.length === 0) return result;
  const rows = all<{ auction_id: number; status: DepositStatusValue }>(
    db,
    `SELECT auction_id, status FROM auction_margins WHERE user_id = ? AND auction_id IN (${auctionIds.map(() => '?').join(',')})`,
    userId,
    ...auctionIds,
  );
  for (const row of rows) result.set(row.auction_id, row.status);
  return result;
}

function meOf(
  auth: AuthUser,
  depositStatus: DepositStatusValue,
  bids: readonly BidFacts[],
  ranking: readonly RankedBidder[],
): AuctionMe {
  const mine = ranking.find((r) => r.userId === auth.id);
  return {
    alias: maskAccount(auth.account),
    depositStatus,
    rank: mine?.rank ?? null,
    highestBid: mine ? fenToMoney(mine.amountFen) : null,
    bidCount: bids.filter((b) => b.userId === auth.id).length,
    rejectReason: null,
    lastBid: null,
    proxyCeiling: null,
    isSeller: false,
    bidBlock: null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Operations.

export function auctionHall(db: Db, now: number, query: AuctionQuery): PageOf<AuctionCard> {
  const page = auctionPage(db, now, filterWhere(query), ORDER_BY[query.sort ?? 'default'], query);
  return { ...page, records: page.records.map(toCard) };
}

export function searchConditions(db: Db, now: number): AuctionSearchCondition {
  const rows = auctionRows(db, now, { sql: [], args: [] }, 'x.id');
  const statusCount = (status: AuctionStatusValue) => rows.filter((row) => row.status === status).length;
  const byRoot = new Map<number, number>();
  for (const row of rows) {
    if (row.root_category_id !== null) byRoot.set(row.root_category_id, (byRoot.get(row.root_category_id) ?? 0) + 1);
  }
  const roots = byRoot.size
    ? all<{ id: number; name: string; name_en: string }>(
        db,
        `SELECT id, name, name_en FROM categories WHERE id IN (${[...byRoot.keys()].map(() => '?').join(',')}) ORDER BY sort, id`,
        ...byRoot.keys(),
      )
    : [];
  const specials = all<{ id: number; title: string; title_en: string; n: number }>(
    db,
    `SELECT s.id, s.title, s.title_en, COUNT(a.id) AS n FROM auction_specials s LEFT JOIN auctions a ON a.special_id = s.id
      GROUP BY s.id ORDER BY s.sort, s.id`,
  );
  return {
    statuses: AUCTION_STATUSES.map((value) => ({
      value,
      label: AUCTION_STATUS_LABELS[value].zh,
      labelEn: AUCTION_STATUS_LABELS[value].en,
      count: statusCount(value),
    })),
    categories: roots.map((c) => ({ id: c.id, name: c.name, nameEn: c.name_en, count: byRoot.get(c.id) ?? 0 })),
    specials: specials.map((s) => ({ id: s.id, title: s.title, titleEn: s.title_en, count: s.n })),
    sorts: AUCTION_SORTS.map((value) => ({
      value,
      label: AUCTION_SORT_LABELS[value].zh,
      labelEn: AUCTION_SORT_LABELS[value].en,
    })),
  };
}

export function auctionDetail(db: Db, now: number, id: number, auth: AuthUser | null): AuctionDetail {
  const row = auctionRow(db, now, id);
  const bids = bidsOf(db, [id]).get(id) ?? [];
  const ranking = rankBidders(bids);
  const ended = row.status === 'ended';
  const top = ranking[0];
  const me = auth ? meOf(auth, depositStatuses(db, auth.id, [id]).get(id) ?? 'unregistered', bids, ranking) : null;
  return {
    ...toCard(row),
    description: JSON.parse(row.description) as string[],
    location: row.location,
    deliveryTerms: row.delivery_terms,
    antiSniping: { windowMs: row.extend_window_ms, extendMs: row.extend_ms, capMs: row.extend_cap_ms },
    serverNow: now,
    countdownTo: row.status === 'notStarted' ? row.start_at : row.status === 'inProgress' ? row.end_at : null,
    nextMinBid: ended ? null : fenToMoney(nextMinBidFen(row.start_price_fen, row.increment_fen, row.top_fen)),
    ranking: rankingEntries(ranking, 10),
    winner: ended && top ? { userAlias: top.alias, amount: fenToMoney(top.amountFen), bidAt: top.bidAt } : null,
    me,
  };
}

/** The bidding snapshot; `seq` is the realtime room's current sequence number (null without realtime). */
export function auctionSnapshot(
  db: Db,
  now: number,
  id: number,
  auth: AuthUser | null,
  seq: number | null,
): AuctionSnapshot {
  const row = auctionRow(db, now, id);
  const bids = bidsOf(db, [id]).get(id) ?? [];
  const ranking = rankBidders(bids);
  return {
    auctionId: row.id,
    status: row.status,
    startAt: row.start_at,
    endAt: row.end_at,
    serverNow: now,
    currentPrice: fenToMoney(row.current_fen),
    nextMinBid:
      row.status === 'ended' ? null : fenToMoney(nextMinBidFen(row.start_price_fen, row.increment_fen, row.top_fen)),
    increment: fenToMoney(row.increment_fen),
    bidCount: row.bid_count,
    bidderCount: row.bidder_count,
    ranking: rankingEntries(ranking),
    recentBids: bids
      .slice(-20)
      .reverse()
      .map((b) => ({ bidId: b.id, userAlias: b.alias, amount: fenToMoney(b.amountFen), bidAt: b.createdAt })),
    seq,
    epoch: null,
    winner: null,
    startPrice: fenToMoney(row.start_price_fen),
    scheduledEndAt: row.scheduled_end_at,
    antiSniping: { windowMs: row.extend_window_ms, extendMs: row.extend_ms, capMs: row.extend_cap_ms },
    me: auth ? meOf(auth, depositStatuses(db, auth.id, [id]).get(id) ?? 'unregistered', bids, ranking) : null,
  };
}

export function myAuctions(
  db: Db,
  now: number,
  auth: AuthUser,
  query: { pageNum?: number; pageSize?: number; status?: AuctionStatusValue; depositStatus?: DepositStatusValue },
): PageOf<MyAuctionCard> {
  const where: Where = {
    sql: [
      `x.id IN (SELECT auction_id FROM auction_margins WHERE user_id = ?
                UNION SELECT auction_id FROM auction_bids WHERE user_id = ?)`,
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
  const ids = page.records.map((row) => row.id);
  const bids = bidsOf(db, ids);
  const deposits = depositStatuses(db, auth.id, ids);
  return {
    ...page,
    records: page.records.map((row) => {
      const list = bids.get(row.id) ?? [];
      return { ...toCard(row), me: meOf(auth, deposits.get(row.id) ?? 'unregistered', list, rankBidders(list)) };
    }),
  };
}

export function marginInfo(db: Db, now: number, auctionId: number, auth: AuthUser | null): MarginInfo {
  const row = auctionRow(db, now, auctionId);
  const payee = one<{ bank: string; account_name: string; account_number: string }>(
    db,
    "SELECT bank, account_name, account_number FROM companies WHERE kind = 'platform' ORDER BY id LIMIT 1",
  );
  const margin = auth
    ? one<{
        status: DepositStatusValue;
        amount_fen: number | null;
        payment_time: number | null;
        attachments: string;
        reject_reason: string | null;
      }>(
        db,
        'SELECT status, amount_fen, payment_time, attachments, reject_reason FROM auction_margins WHERE auction_id = ? AND user_id = ?',
        auctionId,
        auth.id,
      )
    : undefined;
  return {
    auctionId,
    marginAmount: fenToMoney(row.margin_fen),
    depositStatus: margin?.status ?? 'unregistered',
    maxAttachments: DEPOSIT_MAX_ATTACHMENTS,
    payee: {
      bank: payee?.bank ?? '',
      accountName: payee?.account_name ?? '',
      accountNumber: payee?.account_number ?? '',
    },
    paid:
      margin && margin.amount_fen !== null && margin.payment_time !== null
        ? {
            amount: fenToMoney(margin.amount_fen),
            paymentTime: margin.payment_time,
            attachments: attachmentRefs(db, margin.attachments),
            rejectReason: margin.reject_reason,
          }
        : null,
  };
}

/** Auctions to show beside one: same session, then same industry, running and upcoming before ended. */
export function otherAuctions(db: Db, now: number, id: number, limit: number): AuctionCard[] {
  const row = auctionRow(db, now, id);
  const ordered = all<AuctionRow>(
    db,
    `SELECT * FROM (${BASE}) x WHERE x.id <> ?
      ORDER BY CASE WHEN x.special_id IS NOT NULL AND x.special_id = ? THEN 0 ELSE 1 END,
               CASE WHEN x.root_category_id IS NOT NULL AND x.root_category_id = ? THEN 0 ELSE 1 END,
               ${ORDER_BY.default}
      LIMIT ?`,
    now,
    id,
    row.special_id ?? -1,
    row.root_category_id ?? -1,
    limit,
  );
  return ordered.map(toCard);
}

// ---------------------------------------------------------------------------------------------------------
// Special sessions.

interface SpecialRow {
  id: number;
  title: string;
  title_en: string;
  theme: string;
  intro: string;
  image: string;
  organizer: string;
  sort: number;
  win_start: number;
  win_end: number;
  n: number;
  running: number;
  bids: number;
}

function specials(db: Db, now: number): SpecialAuction[] {
  const rows = all<SpecialRow>(
    db,
    `WITH w AS (
       SELECT special_id, MIN(start_at) AS s, MAX(end_at) AS e, COUNT(*) AS n,
              SUM(CASE WHEN start_at <= ? AND end_at > ? THEN 1 ELSE 0 END) AS running
         FROM auctions WHERE special_id IS NOT NULL GROUP BY special_id),
     b AS (
       SELECT a.special_id, COUNT(*) AS bids FROM auction_bids ab JOIN auctions a ON a.id = ab.auction_id
        WHERE a.special_id IS NOT NULL GROUP BY a.special_id)
     SELECT sp.id, sp.title, sp.title_en, sp.theme, sp.intro, sp.image, sp.organizer, sp.sort,
            COALESCE(w.s, sp.start_at) AS win_start, COALESCE(w.e, sp.end_at) AS win_end,
            COALESCE(w.n, 0) AS n, COALESCE(w.running, 0) AS running, COALESCE(b.bids, 0) AS bids
       FROM auction_specials sp LEFT JOIN w ON w.special_id = sp.id LEFT JOIN b ON b.special_id = sp.id`,
    now,
    now,
  );
  const rank: Record<AuctionStatusValue, number> = { inProgress: 0, notStarted: 1, ended: 2 };
  return rows
    .map((row) => ({
      id: row.id,
      title: row.title,
      titleEn: row.title_en,
      theme: row.theme,
      intro: row.intro,
      image: row.image,
      organizer: row.organizer,
      startAt: row.win_start,
      endAt: row.win_end,
      status: auctionStatus(now, row.win_start, row.win_end),
      auctionCount: row.n,
      inProgressCount: row.running,
      bidCount: row.bids,
    }))
    .sort(
      (a, b) =>
        rank[a.status] - rank[b.status] ||
        (a.status === 'ended'
          ? b.endAt - a.endAt
          : a.status === 'notStarted'
            ? a.startAt - b.startAt
            : a.endAt - b.endAt) ||
        a.id - b.id,
    );
}

export function specialList(db: Db, now: number, limit: number): SpecialAuction[] {
  return specials(db, now).slice(0, limit);
}

export function specialPage(
  db: Db,
  now: number,
  query: { pageNum?: number; pageSize?: number; keyword?: string; status?: AuctionStatusValue },
): PageOf<SpecialAuction> {
  const list = specials(db, now).filter(
    (s) => (!query.status || s.status === query.status) && matches(query.keyword, s.title, s.titleEn, s.theme),
  );
  return pageOf(list, query);
}

// ---------------------------------------------------------------------------------------------------------
// Bid announcements: stored notices once published, results of auctions once ended.

export function announcements(
  db: Db,
  now: number,
  query: { pageNum?: number; pageSize?: number; keyword?: string; kind?: 'notice' | 'result' },
): PageOf<BidAnnouncement> {
  const list: BidAnnouncement[] = [];
  if (query.kind !== 'result') {
    const notices = all<{
      id: number;
      auction_id: number;
      code: string;
      title: string;
      body: string;
      published_at: number;
    }>(
      db,
      `SELECT n.id, n.auction_id, a.code, n.title, n.body, n.published_at FROM auction_notices n
         JOIN auctions a ON a.id = n.auction_id WHERE n.published_at <= ?`,
      now,
    );
    for (const n of notices) {
      list.push({
        key: `notice-${n.id}`,
        kind: 'notice',
        auctionId: n.auction_id,
        auctionCode: n.code,
        title: n.title,
        body: JSON.parse(n.body) as string[],
        publishedAt: n.published_at,
        winnerAlias: null,
        amount: null,
      });
    }
  }
  if (query.kind !== 'notice') {
    const ended = auctionRows(db, now, { sql: ["x.status = 'ended'"], args: [] }, 'x.id');
    const bids = bidsOf(
      db,
      ended.map((row) => row.id),
    );
    for (const row of ended) {
      const winner = rankBidders(bids.get(row.id) ?? [])[0];
      const body = winner
        ? [
            `竞价项目“${row.title}”（编号 ${row.code}）已于 ${chinaTime(row.end_at)} 结束。`,
            `本场共收到 ${row.bid_count} 次出价，${row.bidder_count} 位竞买人参与，最高出价 ${fenToMoney(winner.amountFen)} 元，竞得人 ${winner.alias}。`,
            '请竞得人于 3 个工作日内与卖方联系办理成交手续，未竞得人的保证金将在 5 个工作日内原路退回。',
          ]
        : [
            `竞价项目“${row.title}”（编号 ${row.code}）已结束，本场无人出价，竞价流拍。`,
            '已缴纳的保证金将在 5 个工作日内原路退回。',
          ];
      list.push({
        key: `result-${row.id}`,
        kind: 'result',
        auctionId: row.id,
        auctionCode: row.code,
        title: `【结果公告】${row.title}`,
        body,
        publishedAt: row.end_at,
        winnerAlias: winner?.alias ?? null,
        amount: winner ? fenToMoney(winner.amountFen) : null,
      });
    }
  }
  const filtered = list
    .filter((a) => matches(query.keyword, a.title, a.auctionCode))
    .sort((a, b) => b.publishedAt - a.publishedAt || a.key.localeCompare(b.key));
  return pageOf(filtered, query);
}
