// Bidding over HTTP: serial application under concurrency (one accepted per price step, none lost, stored bids =
// accepted answers), idempotency keys, the server clock's end, stale and refused bids, anti-sniping, proxies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { BidAnswer } from '@portal/contracts/http/auction';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import type { ProxyBidResult } from '@portal/contracts/http/auction-sign';
import { MINUTE } from '../../lib/china-time.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { approve, approvedBidders, createLot, key, post } from './test-kit.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
}, 60_000); // seeding a database takes seconds on a loaded machine
afterAll(() => app.close());

const bid = (token: string, auctionId: number, amount: string, idempotencyKey = key(), lang: 'zh' | 'en' = 'zh') =>
  post<BidAnswer>(app, sign.signIncreasePrice, { auctionId, amount, idempotencyKey }, token, lang);
const snapshot = async (auctionId: number, token?: string) =>
  (await get<AuctionSnapshot>(app, sign.roundRobin, { query: { auctionId }, token })).content;

describe('concurrent bidders', () => {
  it('accepts exactly one of 50 equal bids per price step, loses none, and stores exactly the accepted ones', async () => {
    const lot = createLot(app);
    const bidders = approvedBidders(app, lot, 50);
    const accepted: number[] = [];
    let price = 1000;
    for (let step = 0; step < 5; step += 1) {
      const amount = step === 0 ? '1000.00' : `${price + 10}.00`;
      const answers = await Promise.all(bidders.map((b) => bid(b.token, lot, amount)));
      const ok = answers.filter((a) => a.resultCode === '000' && a.content.outcome === 'accepted');
      const stale = answers.filter((a) => a.resultCode === '000' && a.content.outcome === 'stale');
      expect(ok).toHaveLength(1);
      expect(stale).toHaveLength(49);
      // Every refused bidder learns the price that beat them.
      for (const s of stale)
        expect(s.content).toMatchObject({ currentPrice: amount, nextMinBid: `${Number(amount) + 10}.00` });
      const winner = ok[0]?.content;
      if (winner?.outcome !== 'accepted') throw new Error('no accepted bid');
      accepted.push(winner.bidId);
      price = Number(amount);
    }
    const stored = all<{ id: number }>(app.db, 'SELECT id FROM auction_bids WHERE auction_id = ? ORDER BY id', lot);
    expect(stored.map((r) => r.id)).toEqual(accepted);
    const snap = await snapshot(lot);
    expect(snap).toMatchObject({ bidCount: 5, currentPrice: '1040.00', nextMinBid: '1050.00' });
    // The kept totals equal a fresh count of the bids.
    const fresh = one<{ n: number; top: number; users: number }>(
      app.db,
      'SELECT COUNT(*) AS n, MAX(amount_fen) AS top, COUNT(DISTINCT user_id) AS users FROM auction_bids WHERE auction_id = ?',
      lot,
    );
    expect(fresh).toEqual({ n: 5, top: 104_000, users: snap.bidderCount });
  });

  it('applies 50 different concurrent bids in one order: every accepted one beats the one before', async () => {
    const lot = createLot(app);
    const bidders = approvedBidders(app, lot, 50);
    const answers = await Promise.all(bidders.map((b, i) => bid(b.token, lot, `${1000 + 10 * (i % 7)}.00`)));
    const ok = answers.flatMap((a) => (a.content.outcome === 'accepted' ? [a.content] : []));
    const stored = all<{ id: number; amount_fen: number }>(
      app.db,
      'SELECT id, amount_fen FROM auction_bids WHERE auction_id = ? ORDER BY id',
      lot,
    );
    expect(stored.map((r) => r.id).sort()).toEqual(ok.map((a) => a.bidId).sort());
    const amounts = stored.map((r) => r.amount_fen);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(new Set(amounts).size).toBe(amounts.length);
  });
});

describe('idempotency keys', () => {
  it('applies a retried key once and answers the same; another bid under a used key is a 400', async () => {
    const lot = createLot(app);
    const [a, b] = approvedBidders(app, lot, 2);
    if (!a || !b) throw new Error('bidders');
    const k = key();
    const first = await bid(a.token, lot, '1000.00', k);
    const again = await bid(a.token, lot, '1000.00', k);
    expect(first.content.outcome).toBe('accepted');
    expect(again).toEqual(first);
    // Another bidder may use the same key for their own bid.
    expect((await bid(b.token, lot, '1010.00', k)).content.outcome).toBe('accepted');
    // The first bidder retrying now still gets the stored answer, not a stale one.
    expect(await bid(a.token, lot, '1000.00', k)).toEqual(first);
    const reused = await bid(a.token, lot, '1020.00', k, 'en');
    expect(reused).toMatchObject({ status: 400, field: 'idempotencyKey' });
    expect(reused.content).toMatch(/idempotency key/);
    expect(one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM auction_bids WHERE auction_id = ?', lot)?.n).toBe(2);
  });
});

describe('the server clock decides', () => {
  it('refuses a bid 1 ms after the end whatever the client believes, and accepts one 1 ms before', async () => {
    const lot = createLot(app, { endAt: T0 + 10 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const [a] = approvedBidders(app, lot, 1);
    if (!a) throw new Error('bidder');
    clock = T0 + 10 * MINUTE - 1;
    expect((await bid(a.token, lot, '1000.00')).content.outcome).toBe('accepted');
    clock = T0 + 10 * MINUTE + 1;
    const late = await bid(a.token, lot, '1010.00', key(), 'en');
    expect(late).toMatchObject({ status: 200, resultCode: 'B025', content: 'The auction has ended.' });
    const snap = await snapshot(lot);
    expect(snap).toMatchObject({ status: 'ended', bidCount: 1, winner: { amount: '1000.00' }, nextMinBid: null });
    clock = T0;
  });

  it('moves the end for a bid inside the anti-sniping window, never beyond the cap', async () => {
    const lot = createLot(app, {
      endAt: T0 + 4 * MINUTE,
      windowMs: 5 * MINUTE,
      extendMs: 5 * MINUTE,
      capMs: 6 * MINUTE,
    });
    const [a, b] = approvedBidders(app, lot, 2);
    if (!a || !b) throw new Error('bidders');
    const first = await bid(a.token, lot, '1000.00');
    expect(first.content).toMatchObject({ outcome: 'accepted', extended: true, endAt: T0 + 5 * MINUTE });
    clock = T0 + 4 * MINUTE;
    const second = await bid(b.token, lot, '1010.00');
    // T0 + 9 min would pass the cap (scheduled end + 6 min = T0 + 10 min)? No: 9 < 10, so it moves to 9 min.
    expect(second.content).toMatchObject({ extended: true, endAt: T0 + 9 * MINUTE });
    clock = T0 + 8 * MINUTE;
    const third = await bid(a.token, lot, '1020.00');
    expect(third.content).toMatchObject({ extended: true, endAt: T0 + 10 * MINUTE });
    clock = T0;
  });
});

describe('refusals', () => {
  it('answers stale with the new price, 400 off the increment grid, and the product message while pending', async () => {
    const lot = createLot(app);
    const [a, b] = approvedBidders(app, lot, 2);
    if (!a || !b) throw new Error('bidders');
    await bid(a.token, lot, '1050.00');
    expect((await bid(b.token, lot, '1050.00')).content).toEqual({
      outcome: 'stale',
      auctionId: lot,
      currentPrice: '1050.00',
      nextMinBid: '1060.00',
      bidCount: 1,
      endAt: expect.any(Number) as number,
    });
    const off = await bid(b.token, lot, '1065.00', key(), 'en');
    expect(off).toMatchObject({ status: 400, field: 'amount' });
    expect(off.content).toContain('whole increments of 10.00');

    const buyer3 = userIdOf(app, 'buyer3');
    app.db
      .prepare(
        "INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, created_at, updated_at) VALUES (?, ?, 'pendingReview', 'x', '13900000000', 0, 0)",
      )
      .run(lot, buyer3);
    const pending = await bid(tokenOf(app, 'buyer3'), lot, '1100.00', key(), 'en');
    expect(pending).toMatchObject({ resultCode: 'B004', content: 'Margin Under Review!' });
    const none = await bid(tokenOf(app, 'buyer2'), lot, '1100.00', key(), 'en');
    expect(none).toMatchObject({ resultCode: 'B025', content: 'Please sign up and pay the deposit first.' });
    // The seller's own users never bid on their lot, even with a deposit.
    approve(app, lot, userIdOf(app, 'factory'));
    const own = await bid(tokenOf(app, 'factory'), lot, '1100.00', key());
    expect(own).toMatchObject({ resultCode: 'B023', content: '不能对自己的拍品出价' });
    expect((await bid('', lot, '1100.00')).resultCode).toBe('G001');
  });

  it('quick-bids whole increments from the price at apply time, stale when the price seen has moved', async () => {
    const lot = createLot(app);
    const [a, b] = approvedBidders(app, lot, 2);
    if (!a || !b) throw new Error('bidders');
    const quick = (token: string, times: number, seenPrice?: string) =>
      post<BidAnswer>(
        app,
        auction.increasePrice,
        { auctionId: lot, times, idempotencyKey: key(), ...(seenPrice ? { seenPrice } : {}) },
        token,
      );
    expect((await quick(a.token, 1)).content).toMatchObject({ outcome: 'accepted', amount: '1000.00' });
    expect((await quick(b.token, 3, '1000.00')).content).toMatchObject({ outcome: 'accepted', amount: '1030.00' });
    expect((await quick(a.token, 1, '1000.00')).content).toMatchObject({ outcome: 'stale', currentPrice: '1030.00' });
  });
});

describe('proxy bidding over HTTP', () => {
  it('bids for its owner up to the ceiling, never above it, never against the owner, and says when passed', async () => {
    const lot = createLot(app);
    const [owner, rival] = approvedBidders(app, lot, 2);
    if (!owner || !rival) throw new Error('bidders');
    const set = await post<ProxyBidResult>(app, sign.saveProxyBid, { auctionId: lot, ceiling: '1050.00' }, owner.token);
    // Nobody had bid: the proxy opens at the starting price.
    expect(set.content).toMatchObject({
      ceiling: '1050.00',
      currentPrice: '1000.00',
      bid: { amount: '1000.00', rank: 1 },
    });
    for (const amount of ['1010.00', '1030.00']) {
      const answer = await bid(rival.token, lot, amount);
      // The rival's bid is taken, then the proxy answers with one step at once.
      expect(answer.content).toMatchObject({ outcome: 'accepted', rank: 2 });
    }
    expect((await snapshot(lot, owner.token)).me).toMatchObject({
      rank: 1,
      proxyCeiling: '1050.00',
      highestBid: '1040.00',
    });
    const past = await bid(rival.token, lot, '1050.00');
    expect(past.content).toMatchObject({ outcome: 'accepted', rank: 1, proxyBids: [] });
    const ownerBids = all<{ amount_fen: number }>(
      app.db,
      'SELECT amount_fen FROM auction_bids WHERE auction_id = ? AND user_id = ? ORDER BY id',
      lot,
      owner.id,
    ).map((r) => r.amount_fen);
    expect(ownerBids).toEqual([100_000, 102_000, 104_000]);
    expect(Math.max(...ownerBids)).toBeLessThanOrEqual(105_000);
    // The ceiling was passed: it is spent.
    expect((await snapshot(lot, owner.token)).me).toMatchObject({ rank: 2, proxyCeiling: null });
    // Never against its owner: setting a ceiling while leading places nothing.
    const lead = await post<ProxyBidResult>(
      app,
      sign.saveProxyBid,
      { auctionId: lot, ceiling: '2000.00' },
      rival.token,
    );
    expect(lead.content).toMatchObject({ bid: null, currentPrice: '1050.00', ceiling: '2000.00' });
    const bad = await post<ProxyBidResult>(
      app,
      sign.saveProxyBid,
      { auctionId: lot, ceiling: '1055.00' },
      owner.token,
      'en',
    );
    expect(bad).toMatchObject({ status: 400, field: 'ceiling' });
  });
});
