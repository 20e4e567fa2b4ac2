// The pure rules: who may bid, and how proxy ceilings answer (never above a ceiling, never against the owner's
// own lead, every bid valid at its turn, two proxies resolved as on eBay).
import { describe, expect, it } from 'vitest';
import {
  bidBlockOf,
  nextMinBidFen,
  onIncrementGrid,
  planProxyBids,
  type LotPrice,
  type ProxyCeiling,
} from './rules.ts';

const lot = (currentFen: number | null, leaderId: number | null): LotPrice => ({
  startPriceFen: 1000,
  incrementFen: 10,
  currentFen,
  leaderId,
});
const proxy = (userId: number, ceilingFen: number, setAt = userId): ProxyCeiling => ({ userId, ceilingFen, setAt });

/** Replays a plan against the rules a live bid obeys; answers the final price and leader. */
function replay(start: LotPrice, proxies: readonly ProxyCeiling[]) {
  const plan = planProxyBids(start, proxies);
  let current = start.currentFen;
  let leader = start.leaderId;
  for (const bid of plan.bids) {
    expect(bid.userId, 'never bids against its own lead').not.toBe(leader);
    expect(bid.amountFen).toBeGreaterThanOrEqual(nextMinBidFen(start.startPriceFen, start.incrementFen, current));
    expect(onIncrementGrid(start.startPriceFen, start.incrementFen, bid.amountFen)).toBe(true);
    const ceiling = proxies.find((p) => p.userId === bid.userId)?.ceilingFen ?? -1;
    expect(bid.amountFen, 'never above the ceiling').toBeLessThanOrEqual(ceiling);
    current = bid.amountFen;
    leader = bid.userId;
  }
  return { plan, current, leader };
}

describe('bidBlockOf', () => {
  const base = { now: 100, startAt: 50, endAt: 200, isSeller: false, depositStatus: 'approved' as const };
  it('lets an approved bidder of a running lot bid, and names the first reason otherwise', () => {
    expect(bidBlockOf(base)).toBeNull();
    expect(bidBlockOf({ ...base, isSeller: true })).toBe('ownLot');
    expect(bidBlockOf({ ...base, depositStatus: 'pendingReview' })).toBe('pendingReview');
    expect(bidBlockOf({ ...base, depositStatus: 'unregistered' })).toBe('unregistered');
    expect(bidBlockOf({ ...base, now: 10 })).toBe('notStarted');
    // The end is exclusive: at the end and 1 ms after it the lot is over.
    expect(bidBlockOf({ ...base, now: 200 })).toBe('ended');
    expect(bidBlockOf({ ...base, now: 201 })).toBe('ended');
    expect(bidBlockOf({ ...base, now: 199 })).toBeNull();
  });
});

describe('planProxyBids', () => {
  it('bids the smallest step for an outbid owner and stops at its ceiling', () => {
    const { plan, current, leader } = replay(lot(1040, 2), [proxy(1, 1100)]);
    expect(plan.bids).toEqual([{ userId: 1, amountFen: 1050 }]);
    expect([current, leader]).toEqual([1050, 1]);
    expect(replay(lot(1100, 2), [proxy(1, 1100)]).plan).toEqual({ bids: [], passed: [1] });
  });

  it('does nothing for the owner while they lead', () => {
    expect(replay(lot(1040, 1), [proxy(1, 2000)]).plan).toEqual({ bids: [], passed: [] });
  });

  it('resolves two proxies at the lower ceiling plus one step, capped at the higher ceiling', () => {
    const { plan, current, leader } = replay(lot(1000, 3), [proxy(1, 1500), proxy(2, 1300)]);
    expect([current, leader]).toEqual([1310, 1]);
    expect(plan.passed).toEqual([2]);
    // The loser's ceiling is shown in the log before the winner's answer.
    expect(plan.bids.slice(-2)).toEqual([
      { userId: 2, amountFen: 1300 },
      { userId: 1, amountFen: 1310 },
    ]);
    // Ceilings one step apart: the higher one wins at its own ceiling.
    expect(replay(lot(1000, 3), [proxy(1, 1310), proxy(2, 1300)]).current).toBe(1310);
  });

  it('keeps the leading proxy on equal ceilings', () => {
    const { current, leader, plan } = replay(lot(1100, 1), [proxy(1, 1300, 5), proxy(2, 1300, 1)]);
    expect([current, leader]).toEqual([1300, 1]);
    expect(plan.passed).toEqual([2]);
  });

  it('obeys every rule with many random proxies', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 500; round += 1) {
      const proxies = Array.from({ length: 1 + rand(6) }, (_, i) => proxy(i + 1, 1000 + 10 * rand(80), rand(1000)));
      const current = rand(3) === 0 ? null : 1000 + 10 * rand(40);
      const leader = current === null ? null : 1 + rand(8);
      const { current: end, leader: winner } = replay(lot(current, leader), proxies);
      // Whoever leads at the end, no other proxy could still bid.
      const next = nextMinBidFen(1000, 10, end);
      expect(proxies.filter((p) => p.userId !== winner && p.ceilingFen >= next)).toEqual([]);
    }
  });
});
