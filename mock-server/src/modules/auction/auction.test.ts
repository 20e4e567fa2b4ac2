import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import { roomName } from '@portal/contracts/events/common';
import type { AuctionCard, AuctionDetail, AuctionSnapshot, SpecialAuction } from '@portal/contracts/entities/auction';
import type { MyAuctionCard, MarginInfo } from '@portal/contracts/http/auction';
import type { AuctionSearchCondition } from '@portal/contracts/http/auction-portal';
import type { BidAnnouncement } from '@portal/contracts/http/bid-announcement';
import type { PageOf } from '@portal/contracts/operation';
import * as portal from '@portal/contracts/http/auction-portal';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import * as special from '@portal/contracts/http/special-auction';
import * as announcement from '@portal/contracts/http/bid-announcement';
import { endAfterBid, rankBidders } from './rules.ts';
import { moneyToFen } from '../../lib/money.ts';
import { get as getAnswer, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
let buyerToken: string;
let buyer2Token: string;

const get = <T>(path: string, query: Record<string, string | number> = {}, token?: string) =>
  getAnswer<T>(app, path, { query, token });

const fen = (money: string) => moneyToFen(money) ?? Number.NaN;
const hall = (query: Record<string, string | number> = {}, token?: string) =>
  get<PageOf<AuctionCard>>(portal.pageAuctionPortal.path, query, token);
const detail = (id: number, token?: string) => get<AuctionDetail>(auction.getPortalAuctionInfo.path, { id }, token);

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  buyerToken = tokenOf(app, 'buyer');
  buyer2Token = tokenOf(app, 'buyer2');
}, 60_000); // seeding a database takes seconds on a loaded machine
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

describe('auction hall (auctionPortal/pageAuctionPortal)', () => {
  it('seeds a few dozen auctions in every state, each status matching the server clock', async () => {
    const { resultCode, content } = await hall({ pageSize: 100 });
    expect(resultCode).toBe('000');
    expect(content.total).toBeGreaterThanOrEqual(30);
    for (const a of content.records) {
      const expected = T0 < a.startAt ? 'notStarted' : T0 < a.endAt ? 'inProgress' : 'ended';
      expect(a.status).toBe(expected);
    }
    const count = (s: string) => content.records.filter((a) => a.status === s).length;
    expect(count('notStarted')).toBeGreaterThanOrEqual(5);
    expect(count('inProgress')).toBeGreaterThanOrEqual(5);
    expect(count('ended')).toBeGreaterThanOrEqual(5);
    // Some in progress end within minutes, some in days.
    const running = content.records.filter((a) => a.status === 'inProgress').map((a) => a.endAt - T0);
    expect(Math.min(...running)).toBeLessThan(10 * 60_000);
    expect(Math.max(...running)).toBeGreaterThan(2 * 24 * 3600_000);
  });

  it('lists running auctions first (ending soonest), then upcoming, then ended', async () => {
    const { content } = await hall({ pageSize: 100 });
    const ranks = content.records.map((a) => ({ inProgress: 0, notStarted: 1, ended: 2 })[a.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const running = content.records.filter((a) => a.status === 'inProgress').map((a) => a.endAt);
    expect(running).toEqual([...running].sort((a, b) => a - b));
  });

  it('derives status from the server clock, not from stored state', async () => {
    const { content } = await hall({ status: 'notStarted', pageSize: 100 });
    const upcoming = content.records[0];
    if (!upcoming) throw new Error('no upcoming auction');
    expect((await detail(upcoming.id)).content).toMatchObject({ status: 'notStarted', countdownTo: upcoming.startAt });
    clock = upcoming.startAt;
    expect((await detail(upcoming.id)).content).toMatchObject({ status: 'inProgress', countdownTo: upcoming.endAt });
    clock = upcoming.endAt;
    const ended = (await detail(upcoming.id)).content;
    expect(ended).toMatchObject({ status: 'ended', countdownTo: null, nextMinBid: null });
    clock = T0 + 365 * 24 * 3600_000;
    const later = await hall({ status: 'ended', pageSize: 1 });
    const everything = await hall({ pageSize: 1 });
    expect(later.content.total).toBe(everything.content.total);
  });

  it('pages with the default page size of 15 and stable pages', async () => {
    const first = await hall();
    expect(first.content.pageSize).toBe(15);
    expect(first.content.records).toHaveLength(15);
    const p1 = await hall({ pageNum: 1, pageSize: 5 });
    const p2 = await hall({ pageNum: 2, pageSize: 5 });
    expect(p2.content.records).toHaveLength(5);
    expect(p2.content.total).toBe(p1.content.total);
    const ids = new Set(p1.content.records.map((a) => a.id));
    expect(p2.content.records.some((a) => ids.has(a.id))).toBe(false);
  });

  it('filters by keyword, status, special session, category and price', async () => {
    const { content: all } = await hall({ pageSize: 100 });
    const sample = all.records[3];
    if (!sample) throw new Error('no auction');
    const byCode = await hall({ keyword: sample.code });
    expect(byCode.content.records.map((a) => a.id)).toEqual([sample.id]);

    const running = await hall({ status: 'inProgress', pageSize: 100 });
    expect(running.content.records.every((a) => a.status === 'inProgress')).toBe(true);
    expect(running.content.total).toBe(all.records.filter((a) => a.status === 'inProgress').length);

    const withSpecial = all.records.find((a) => a.specialId !== null);
    if (!withSpecial?.specialId) throw new Error('no special session');
    const session = await hall({ specialId: withSpecial.specialId, pageSize: 100 });
    expect(session.content.total).toBeGreaterThan(1);
    expect(session.content.records.every((a) => a.specialId === withSpecial.specialId)).toBe(true);

    const conditions = (await get<AuctionSearchCondition>(portal.getAuctionSearchCondition.path)).content;
    const industry = conditions.categories[0];
    if (!industry) throw new Error('no category');
    const inIndustry = await hall({ categoryId: industry.id, pageSize: 100 });
    expect(inIndustry.content.total).toBe(industry.count);
    expect(inIndustry.content.records.length).toBeGreaterThan(0);

    const cheap = await hall({ priceMax: '10000', pageSize: 100 });
    expect(cheap.content.records.every((a) => fen(a.currentPrice) <= 1_000_000)).toBe(true);
    expect(cheap.content.total).toBe(all.records.filter((a) => fen(a.currentPrice) <= 1_000_000).length);
  });

  it('sorts by current price and by bids', async () => {
    const asc = (await hall({ sort: 'priceAsc', pageSize: 100 })).content.records.map((a) => fen(a.currentPrice));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const bids = (await hall({ sort: 'bidsDesc', pageSize: 100 })).content.records.map((a) => a.bidCount);
    expect(bids).toEqual([...bids].sort((a, b) => b - a));
  });

  it('counts the filter options from the same clock', async () => {
    const conditions = (await get<AuctionSearchCondition>(portal.getAuctionSearchCondition.path)).content;
    const { content } = await hall({ pageSize: 100 });
    for (const s of conditions.statuses) {
      expect(s.count).toBe(content.records.filter((a) => a.status === s.value).length);
    }
    expect(conditions.specials.length).toBeGreaterThanOrEqual(3);
    expect(conditions.sorts.map((s) => s.value)).toContain('endingSoon');
  });
});

describe('seeded bids and deposits', () => {
  it('bids in whole increments above the starting price, each raising the price, only by approved bidders', () => {
    const auctions = all<{
      id: number;
      start_price_fen: number;
      increment_fen: number;
      start_at: number;
      end_at: number;
    }>(app.db, 'SELECT id, start_price_fen, increment_fen, start_at, end_at FROM auctions');
    let checked = 0;
    for (const a of auctions) {
      const bids = all<{ user_id: number; amount_fen: number; created_at: number }>(
        app.db,
        'SELECT user_id, amount_fen, created_at FROM auction_bids WHERE auction_id = ? ORDER BY created_at, id',
        a.id,
      );
      let previous: number | null = null;
      for (const bid of bids) {
        expect((bid.amount_fen - a.start_price_fen) % a.increment_fen).toBe(0);
        expect(bid.amount_fen).toBeGreaterThanOrEqual(
          previous === null ? a.start_price_fen : previous + a.increment_fen,
        );
        expect(bid.created_at).toBeGreaterThanOrEqual(a.start_at);
        expect(bid.created_at).toBeLessThan(Math.min(a.end_at, T0));
        const margin = one<{ status: string }>(
          app.db,
          'SELECT status FROM auction_margins WHERE auction_id = ? AND user_id = ?',
          a.id,
          bid.user_id,
        );
        expect(margin?.status).toBe('approved');
        previous = bid.amount_fen;
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('keeps every anti-sniping extension within its cap', () => {
    const rows = all<{ end_at: number; scheduled_end_at: number; extend_cap_ms: number }>(
      app.db,
      'SELECT end_at, scheduled_end_at, extend_cap_ms FROM auctions',
    );
    for (const row of rows) {
      expect(row.end_at).toBeGreaterThanOrEqual(row.scheduled_end_at);
      expect(row.end_at).toBeLessThanOrEqual(row.scheduled_end_at + row.extend_cap_ms);
    }
  });

  it('approves buyer and buyer2 on the same auctions, and has the demo buyer pending on exactly one', () => {
    const approved = (account: string) =>
      all<{ auction_id: number }>(
        app.db,
        "SELECT auction_id FROM auction_margins WHERE status = 'approved' AND user_id = ? ORDER BY auction_id",
        userIdOf(app, account),
      ).map((r) => r.auction_id);
    expect(approved('buyer').length).toBeGreaterThanOrEqual(5);
    expect(approved('buyer2')).toEqual(approved('buyer'));
    const pending = all(
      app.db,
      "SELECT auction_id FROM auction_margins WHERE status = 'pendingReview' AND user_id = ?",
      userIdOf(app, 'buyer'),
    );
    expect(pending).toHaveLength(1);
  });
});

describe('auction detail (auction/getPortalAuctionInfo)', () => {
  it('answers not found for an unknown auction', async () => {
    const res = await detail(999_999);
    expect(res.resultCode).toBe('B017');
  });

  it('gives prices, the ranking by amount then time, and the next minimum bid; no personal data anonymously', async () => {
    const { content } = await hall({ status: 'inProgress', sort: 'bidsDesc', pageSize: 1 });
    const busy = content.records[0];
    if (!busy) throw new Error('no running auction');
    const d = (await detail(busy.id)).content;
    expect(d.me).toBeNull();
    expect(d.serverNow).toBe(T0);
    expect(d.ranking.length).toBeGreaterThan(1);
    expect(d.ranking.map((r) => r.rank)).toEqual(d.ranking.map((_, i) => i + 1));
    for (let i = 1; i < d.ranking.length; i += 1) {
      const [a, b] = [d.ranking[i - 1], d.ranking[i]];
      if (!a || !b) continue;
      expect(fen(a.amount) > fen(b.amount) || (a.amount === b.amount && a.bidAt <= b.bidAt)).toBe(true);
    }
    expect(d.currentPrice).toBe(d.ranking[0]?.amount);
    expect(fen(d.nextMinBid ?? '')).toBe(fen(d.currentPrice) + fen(d.increment));
    expect(new Set(d.ranking.map((r) => r.userAlias)).size).toBe(d.ranking.length);
  });

  it('asks for the starting price first when nobody has bid', async () => {
    const { content } = await hall({ status: 'inProgress', pageSize: 100 });
    const quiet = content.records.find((a) => a.bidCount === 0);
    if (!quiet) throw new Error('no running auction without bids');
    const d = (await detail(quiet.id)).content;
    expect(d.currentPrice).toBe(d.startPrice);
    expect(d.nextMinBid).toBe(d.startPrice);
    expect(d.ranking).toEqual([]);
  });

  it('shows the logged-in caller their deposit status, rank and highest bid', async () => {
    const mine = (await get<PageOf<MyAuctionCard>>(auction.auctionPortalPage.path, { pageSize: 100 }, buyerToken))
      .content.records;
    const leading = mine.find((a) => a.status === 'inProgress' && a.me.rank !== null);
    if (!leading) throw new Error('the demo buyer bids nowhere');
    const d = (await detail(leading.id, buyerToken)).content;
    expect(d.me).toMatchObject({ alias: 'b***er', depositStatus: 'approved', rank: leading.me.rank });
    const entry = d.ranking.find((r) => r.userAlias === 'b***er');
    expect(entry?.rank).toBe(d.me?.rank);
    expect(entry?.amount).toBe(d.me?.highestBid);

    const stranger = (await hall({ status: 'notStarted', pageSize: 100 })).content.records.find(
      (a) => !mine.some((m) => m.id === a.id),
    );
    if (!stranger) throw new Error('no auction the buyer skipped');
    expect((await detail(stranger.id, buyerToken)).content.me).toMatchObject({
      depositStatus: 'unregistered',
      rank: null,
      highestBid: null,
      bidCount: 0,
    });
  });

  it('names the winner once ended', async () => {
    const { content } = await hall({ status: 'ended', sort: 'bidsDesc', pageSize: 1 });
    const done = content.records[0];
    if (!done) throw new Error('no ended auction');
    const d = (await detail(done.id)).content;
    expect(d.winner).toEqual({
      userAlias: d.ranking[0]?.userAlias,
      amount: d.currentPrice,
      bidAt: d.ranking[0]?.bidAt,
    });
  });
});

describe("the caller's auctions (auction/auctionPortalPage)", () => {
  it('needs a login', async () => {
    expect((await get(auction.auctionPortalPage.path)).resultCode).toBe('G001');
  });

  it('lists the auctions the caller registered for or bid on, filtered by deposit status', async () => {
    const mine = (await get<PageOf<MyAuctionCard>>(auction.auctionPortalPage.path, { pageSize: 100 }, buyerToken))
      .content;
    expect(mine.total).toBeGreaterThanOrEqual(6);
    expect(mine.records.every((a) => a.me.depositStatus !== 'unregistered' || a.me.bidCount > 0)).toBe(true);
    const pending = await get<PageOf<MyAuctionCard>>(
      auction.auctionPortalPage.path,
      { depositStatus: 'pendingReview' },
      buyerToken,
    );
    expect(pending.content.total).toBe(1);
    const approved2 = await get<PageOf<MyAuctionCard>>(
      auction.auctionPortalPage.path,
      { depositStatus: 'approved', pageSize: 100 },
      buyer2Token,
    );
    const approved1 = mine.records.filter((a) => a.me.depositStatus === 'approved').map((a) => a.id);
    expect(approved2.content.records.map((a) => a.id).sort()).toEqual(approved1.sort());
  });
});

describe('deposit (auction/getMarginAmount) and clock (auction/getSystemDate)', () => {
  it('answers the margin and the payee; unregistered when not logged in', async () => {
    const { content } = await hall({ pageSize: 1 });
    const first = content.records[0];
    if (!first) throw new Error('no auction');
    const res = await get<MarginInfo>(auction.getMarginAmount.path, { auctionId: first.id });
    expect(res.content).toMatchObject({
      auctionId: first.id,
      marginAmount: first.marginAmount,
      depositStatus: 'unregistered',
      maxAttachments: 3,
      paid: null,
    });
    expect(res.content.payee.accountNumber).not.toBe('');
  });

  it("shows the caller's paid deposit and its review status", async () => {
    const mine = (await get<PageOf<MyAuctionCard>>(auction.auctionPortalPage.path, { pageSize: 100 }, buyerToken))
      .content.records;
    const approved = mine.find((a) => a.me.depositStatus === 'approved');
    const pending = mine.find((a) => a.me.depositStatus === 'pendingReview');
    if (!approved || !pending) throw new Error('deposits missing');
    const a = (await get<MarginInfo>(auction.getMarginAmount.path, { auctionId: approved.id }, buyerToken)).content;
    expect(a.depositStatus).toBe('approved');
    expect(a.paid?.amount).toBe(approved.marginAmount);
    const p = (await get<MarginInfo>(auction.getMarginAmount.path, { auctionId: pending.id }, buyerToken)).content;
    expect(p.depositStatus).toBe('pendingReview');
  });

  it('answers not found for an unknown auction', async () => {
    expect((await get(auction.getMarginAmount.path, { auctionId: 999_999 })).resultCode).toBe('B017');
  });

  it('tells the server clock', async () => {
    clock = T0 + 12_345;
    expect((await get(auction.getSystemDate.path)).content).toEqual({ now: T0 + 12_345 });
  });
});

describe('other auctions (auction/otherAuction)', () => {
  it('shows others from the same session first, never the auction itself', async () => {
    const { content } = await hall({ pageSize: 100 });
    const inSession = content.records.find((a) => a.specialId !== null);
    if (!inSession) throw new Error('no session');
    const res = await get<AuctionCard[]>(auction.otherAuction.path, { id: inSession.id, limit: 4 });
    expect(res.content).toHaveLength(4);
    expect(res.content.some((a) => a.id === inSession.id)).toBe(false);
    expect(res.content[0]?.specialId).toBe(inSession.specialId);
    expect((await get(auction.otherAuction.path, { id: 999_999 })).resultCode).toBe('B017');
  });
});

describe('bidding snapshot (auctionSign/roundRobin)', () => {
  it('matches the detail, ranks every bidder, lists recent bids newest first and carries the room seq', async () => {
    const { content } = await hall({ status: 'inProgress', sort: 'bidsDesc', pageSize: 1 });
    const busy = content.records[0];
    if (!busy) throw new Error('no running auction');
    const snap = (await get<AuctionSnapshot>(sign.roundRobin.path, { auctionId: busy.id })).content;
    expect(snap).toMatchObject({
      auctionId: busy.id,
      status: 'inProgress',
      endAt: busy.endAt,
      currentPrice: busy.currentPrice,
      bidCount: busy.bidCount,
      bidderCount: busy.bidderCount,
      serverNow: T0,
      me: null,
    });
    expect(snap.ranking).toHaveLength(busy.bidderCount);
    const times = snap.recentBids.map((b) => b.bidAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(snap.recentBids[0]?.amount).toBe(busy.currentPrice);
    expect(app.hasDecorator('realtime')).toBe(true);
    expect(snap.seq).toBe(app.realtime.seq(roomName('auction', busy.id)));
    // A published event moves the room's seq: the next snapshot carries it.
    app.realtime.publish(roomName('auction', busy.id), 'auction:extended', { auctionId: busy.id, endAt: busy.endAt });
    const after = (await get<AuctionSnapshot>(sign.roundRobin.path, { auctionId: busy.id })).content;
    expect(after.seq).toBe((snap.seq ?? 0) + 1);
  });

  it('includes the caller when logged in, and answers not found', async () => {
    const mine = (await get<PageOf<MyAuctionCard>>(auction.auctionPortalPage.path, { pageSize: 100 }, buyer2Token))
      .content.records;
    const bidOn = mine.find((a) => a.me.bidCount > 0);
    if (!bidOn) throw new Error('buyer2 bids nowhere');
    const snap = (await get<AuctionSnapshot>(sign.roundRobin.path, { auctionId: bidOn.id }, buyer2Token)).content;
    expect(snap.me).toMatchObject({ alias: 'b***r2', rank: bidOn.me.rank, bidCount: bidOn.me.bidCount });
    expect((await get(sign.roundRobin.path, { auctionId: 999_999 })).resultCode).toBe('B017');
  });
});

describe('special sessions (specialAuction/list, specialAuction/page)', () => {
  it('lists sessions running first, each status from its auctions and the clock', async () => {
    const list = (await get<SpecialAuction[]>(special.specialAuctionList.path)).content;
    expect(list.length).toBeGreaterThanOrEqual(4);
    const ranks = list.map((s) => ({ inProgress: 0, notStarted: 1, ended: 2 })[s.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    for (const s of list) {
      const expected = T0 < s.startAt ? 'notStarted' : T0 < s.endAt ? 'inProgress' : 'ended';
      expect(s.status).toBe(expected);
      const { content } = await hall({ specialId: s.id, pageSize: 100 });
      expect(s.auctionCount).toBe(content.total);
      expect(s.inProgressCount).toBe(content.records.filter((a) => a.status === 'inProgress').length);
    }
    expect((await get<SpecialAuction[]>(special.specialAuctionList.path, { limit: 2 })).content).toHaveLength(2);
  });

  it('pages sessions by status and keyword', async () => {
    const ended = (await get<PageOf<SpecialAuction>>(special.specialAuctionPage.path, { status: 'ended' })).content;
    expect(ended.total).toBeGreaterThanOrEqual(1);
    expect(ended.records.every((s) => s.status === 'ended')).toBe(true);
    const toys = (await get<PageOf<SpecialAuction>>(special.specialAuctionPage.path, { keyword: '玩具' })).content;
    expect(toys.records.map((s) => s.theme)).toEqual(['玩具']);
  });
});

describe('bid announcements (bidAnnouncement/listByKeyword)', () => {
  it('publishes a result for every ended auction, newest first, with the winner', async () => {
    const results = (
      await get<PageOf<BidAnnouncement>>(announcement.bidAnnouncementListByKeyword.path, {
        kind: 'result',
        pageSize: 100,
      })
    ).content;
    const ended = (await hall({ status: 'ended', pageSize: 100 })).content;
    expect(results.total).toBe(ended.total);
    const times = results.records.map((r) => r.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const withWinner = results.records.find((r) => r.winnerAlias !== null);
    const auctionOf = ended.records.find((a) => a.id === withWinner?.auctionId);
    expect(withWinner?.amount).toBe(auctionOf?.currentPrice);
    expect(results.records.some((r) => r.winnerAlias === null && r.amount === null)).toBe(true);
  });

  it('adds a result when the clock passes an end, and shows only notices already published', async () => {
    const before = (
      await get<PageOf<BidAnnouncement>>(announcement.bidAnnouncementListByKeyword.path, { kind: 'result' })
    ).content.total;
    const soonest = (await hall({ status: 'inProgress', sort: 'endingSoon', pageSize: 1 })).content.records[0];
    if (!soonest) throw new Error('no running auction');
    clock = soonest.endAt;
    const after = (
      await get<PageOf<BidAnnouncement>>(announcement.bidAnnouncementListByKeyword.path, { kind: 'result' })
    ).content.total;
    expect(after).toBe(before + 1);
    const notices = (
      await get<PageOf<BidAnnouncement>>(announcement.bidAnnouncementListByKeyword.path, {
        kind: 'notice',
        pageSize: 100,
      })
    ).content;
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.records.every((n) => n.publishedAt <= clock && n.kind === 'notice')).toBe(true);
  });

  it('finds announcements by auction code', async () => {
    const sample = (await hall({ status: 'ended', pageSize: 1 })).content.records[0];
    if (!sample) throw new Error('no ended auction');
    const found = (
      await get<PageOf<BidAnnouncement>>(announcement.bidAnnouncementListByKeyword.path, { keyword: sample.code })
    ).content.records;
    expect(found.map((a) => a.kind).sort()).toEqual(['notice', 'result']);
    expect(found.every((a) => a.auctionId === sample.id)).toBe(true);
  });
});

describe('bidding rules', () => {
  it('ranks each bidder once by their best bid: amount desc, then the earlier bid', () => {
    const ranking = rankBidders([
      { id: 1, userId: 1, alias: 'a', amountFen: 100, createdAt: 10 },
      { id: 2, userId: 2, alias: 'b', amountFen: 200, createdAt: 20 },
      { id: 3, userId: 3, alias: 'c', amountFen: 200, createdAt: 15 },
      { id: 4, userId: 1, alias: 'a', amountFen: 300, createdAt: 30 },
    ]);
    expect(ranking.map((r) => [r.rank, r.alias, r.amountFen])).toEqual([
      [1, 'a', 300],
      [2, 'c', 200],
      [3, 'b', 200],
    ]);
  });

  it('extends the end for a bid inside the window, up to the cap', () => {
    const rule = { endAt: 10_000, scheduledEndAt: 10_000, windowMs: 3_000, extendMs: 3_000, capMs: 4_000 };
    expect(endAfterBid(rule, 5_000)).toBe(10_000);
    expect(endAfterBid(rule, 8_000)).toBe(11_000);
    expect(endAfterBid({ ...rule, endAt: 13_000 }, 12_500)).toBe(14_000);
    expect(endAfterBid(rule, 10_000)).toBe(10_000);
  });
});

describe('seed', () => {
  it('is deterministic for the same seed and clock', async () => {
    const other = await buildApp({ dbFile: ':memory:', now: () => T0 });
    try {
      const codes = (db: FastifyInstance['db']) =>
        all<{ code: string; start_price_fen: number }>(db, 'SELECT code, start_price_fen FROM auctions ORDER BY id');
      expect(codes(other.db)).toEqual(codes(app.db));
    } finally {
      await other.close();
    }
  });
});
