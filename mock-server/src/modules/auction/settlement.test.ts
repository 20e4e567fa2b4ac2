// Settlement at a lot's end through app.inject: the winner's order at the hammer price with the deposit
// applied, every other deposit released, each party told on its own room and shown it on the lot and in the
// buyer centre; an unsold lot releases every deposit; a lot is settled once however often it is swept.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AuctionDetail } from '@portal/contracts/entities/auction';
import type { BidAnswer, MyAuctionCard } from '@portal/contracts/http/auction';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import { reviewQueuePage } from '@portal/contracts/http/review-queue';
import type { PageOf } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { MINUTE } from '../../lib/china-time.ts';
import { get, tokenOf } from '../../test/helpers.ts';
import { settle } from './lifecycle.ts';
import { auctionEnv } from './realtime.ts';
import { approvedBidders, createLot, key, post } from './test-kit.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
}, 60_000);
afterAll(() => app.close());

const bid = (token: string, auctionId: number, amount: string) =>
  post<BidAnswer>(app, sign.signIncreasePrice, { auctionId, amount, idempotencyKey: key() }, token);
const detail = async (auctionId: number, token: string) =>
  (await get<AuctionDetail>(app, auction.getPortalAuctionInfo, { query: { id: auctionId }, token })).content;
const ordersOf = (userId: number) =>
  all<{
    id: number;
    order_no: string;
    seller_company_id: number;
    goods_fen: number;
    deposit_applied_fen: number;
    status: string;
  }>(
    app.db,
    'SELECT id, order_no, seller_company_id, goods_fen, deposit_applied_fen, status FROM trade_orders WHERE buyer_user_id = ?',
    userId,
  );

describe('an auction that ends', () => {
  it("gives the winner an order at the hammer price with the deposit applied and releases the others' deposits", async () => {
    const lot = createLot(app, { endAt: clock + 10 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const [winner, loser, idle] = approvedBidders(app, lot, 3);
    if (!winner || !loser || !idle) throw new Error('bidders');
    expect((await bid(loser.token, lot, '1000.00')).content).toMatchObject({ outcome: 'accepted' });
    expect((await bid(winner.token, lot, '1050.00')).content).toMatchObject({ outcome: 'accepted' });
    const publish = vi.spyOn(app.realtime, 'publish');
    clock += 10 * MINUTE;

    const won = await detail(lot, winner.token);
    expect(won.status).toBe('ended');
    expect(won.me?.settlement).toMatchObject({
      deposit: 'applied',
      depositAmount: '500.00',
      order: { amount: '1050.00', depositApplied: '500.00', due: '550.00' },
    });
    const [order] = ordersOf(winner.id);
    expect(ordersOf(winner.id)).toHaveLength(1);
    expect(order).toMatchObject({
      goods_fen: 105_000,
      deposit_applied_fen: 50_000,
      status: 'pendingPayment',
      seller_company_id: won.seller.id,
    });
    expect(won.me?.settlement?.order?.orderNo).toBe(order?.order_no);
    // The bidder who lost and the one who never bid both have their deposits back, and no order.
    for (const other of [loser, idle]) {
      expect((await detail(lot, other.token)).me?.settlement).toMatchObject({
        deposit: 'released',
        depositAmount: '500.00',
        order: null,
      });
      expect(ordersOf(other.id)).toHaveLength(0);
    }
    // The buyer centre's "my auctions" shows the same.
    const mine = await get<PageOf<MyAuctionCard>>(app, auction.auctionPortalPage, {
      query: { pageSize: 50 },
      token: winner.token,
    });
    expect(mine.content.records.find((r) => r.id === lot)?.me.settlement?.order?.id).toBe(order?.id);
    // Each party is told on its own room, the lot's watchers on the lot's room.
    expect(publish).toHaveBeenCalledWith(
      `user:${winner.id}`,
      'user:settlement',
      expect.objectContaining({
        kind: 'auction',
        id: lot,
        status: 'applied',
        link: { target: 'order', id: order?.id },
      }),
    );
    expect(publish).toHaveBeenCalledWith(
      `user:${loser.id}`,
      'user:settlement',
      expect.objectContaining({ status: 'released', titleEn: expect.stringMatching(/^Test lot/) }),
    );
    expect(publish).toHaveBeenCalledWith(
      `auction:${lot}`,
      'auction:settled',
      expect.objectContaining({ outcome: 'sold', amount: '1050.00', released: 2 }),
    );
    publish.mockRestore();
  });

  it('releases every deposit of a lot nobody bid on, and makes no order', async () => {
    const lot = createLot(app, { endAt: clock + 5 * MINUTE });
    const bidders = approvedBidders(app, lot, 2);
    clock += 5 * MINUTE;
    for (const b of bidders) {
      expect((await detail(lot, b.token)).me?.settlement).toMatchObject({ deposit: 'released', order: null });
      expect(ordersOf(b.id)).toHaveLength(0);
    }
  });

  it('settles a lot once: sweeping again or settling it again makes no second order nor release', async () => {
    const lot = createLot(app, { endAt: clock + 5 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const [winner, loser] = approvedBidders(app, lot, 2);
    if (!winner || !loser) throw new Error('bidders');
    await bid(loser.token, lot, '1000.00');
    await bid(winner.token, lot, '1010.00');
    clock += 5 * MINUTE;
    const first = await detail(lot, winner.token);
    const released = one<{ settled_at: number }>(
      app.db,
      'SELECT settled_at FROM auction_margins WHERE auction_id = ? AND user_id = ?',
      lot,
      loser.id,
    );
    clock += MINUTE;
    await detail(lot, winner.token);
    // Even with the lot's phase put back (as a crash before its commit would leave it), the claim holds once
    // committed: settle() is what the sweep calls, and it answers false for a settled lot.
    expect(settle(auctionEnv(app, null), lot, clock)).toBe(false);
    expect(ordersOf(winner.id)).toHaveLength(1);
    expect((await detail(lot, winner.token)).me?.settlement).toEqual(first.me?.settlement);
    expect(
      one<{ settled_at: number }>(
        app.db,
        'SELECT settled_at FROM auction_margins WHERE auction_id = ? AND user_id = ?',
        lot,
        loser.id,
      ),
    ).toEqual(released);
  });

  it('rolls a failed settlement back whole and tries it again on the next sweep, the other lots going on', async () => {
    const broken = createLot(app, { endAt: clock + 5 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const fine = createLot(app, { endAt: clock + 5 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const [a] = approvedBidders(app, broken, 1);
    const [b] = approvedBidders(app, fine, 1);
    if (!a || !b) throw new Error('bidders');
    await bid(a.token, broken, '1000.00');
    await bid(b.token, fine, '1000.00');
    // The broken lot's order cannot be written (a trigger refuses it).
    app.db.exec(
      `CREATE TEMP TRIGGER refuse_order BEFORE INSERT ON trade_orders WHEN NEW.buyer_user_id = ${a.id}
         BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    );
    const logged = vi.spyOn(app.log, 'error');
    clock += 5 * MINUTE;
    expect((await detail(fine, b.token)).me?.settlement?.deposit).toBe('applied');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ auctionId: broken }), 'auction end failed');
    expect(one<{ phase: string }>(app.db, 'SELECT phase FROM auctions WHERE id = ?', broken)?.phase).not.toBe('ended');
    expect(ordersOf(a.id)).toHaveLength(0);
    // Repaired, the next sweep settles it.
    app.db.exec('DROP TRIGGER refuse_order');
    expect((await detail(broken, a.token)).me?.settlement?.deposit).toBe('applied');
    expect(ordersOf(a.id)).toHaveLength(1);
    logged.mockRestore();
  });
  it('releases a deposit still pending review at the end, which the operator can then no longer approve', async () => {
    const lot = createLot(app, { endAt: clock + 5 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const [bidder, late] = approvedBidders(app, lot, 2);
    if (!bidder || !late) throw new Error('bidders');
    await bid(bidder.token, lot, '1000.00');
    run(
      app.db,
      "UPDATE auction_margins SET status = 'pendingReview' WHERE auction_id = ? AND user_id = ?",
      lot,
      late.id,
    );
    clock += 5 * MINUTE;
    expect((await detail(lot, late.token)).me?.settlement).toMatchObject({ deposit: 'released', order: null });
    // The lot is over and the deposit given back: there is nothing left to decide.
    const decided = await post(
      app,
      auction.reviewMargin,
      { auctionId: lot, userId: late.id, decision: 'approve' },
      tokenOf(app, 'operator'),
    );
    expect(decided).toMatchObject({ status: 400, field: 'decision' });
    expect(
      one<{ status: string; settlement: string }>(
        app.db,
        'SELECT status, settlement FROM auction_margins WHERE auction_id = ? AND user_id = ?',
        lot,
        late.id,
      ),
    ).toEqual({ status: 'pendingReview', settlement: 'released' });
    // Nor does the operator's queue offer it any more.
    const margin = one<{ id: number }>(
      app.db,
      'SELECT id FROM auction_margins WHERE auction_id = ? AND user_id = ?',
      lot,
      late.id,
    );
    const queue = await get<PageOf<{ kind: string; id: number }>>(app, reviewQueuePage, {
      query: { kind: 'deposit', status: 'pending', pageSize: 100 },
      token: tokenOf(app, 'operator'),
    });
    expect(queue.content.records.map((item) => item.id)).not.toContain(margin?.id);
  });
});
