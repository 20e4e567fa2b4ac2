// The pure rules of an auction: status from the server clock, ranking, the next valid bid and the increment
// grid, anti-sniping, who may bid, and how proxy ceilings answer a bid (eBay-style). No database here.
import type { AuctionStatusValue, BidBlockValue, DepositStatusValue } from '@portal/contracts/entities/auction';

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

/** Bids and ceilings are the starting price plus whole increments. */
export function onIncrementGrid(startPriceFen: number, incrementFen: number, amountFen: number): boolean {
  return amountFen >= startPriceFen && (amountFen - startPriceFen) % incrementFen === 0;
}

/** A bid may jump at most this many increments above the next minimum (a typo of extra zeros is refused). */
export const MAX_JUMP_INCREMENTS = 10_000;

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

export interface BidderFacts {
  now: number;
  startAt: number;
  endAt: number;
  isSeller: boolean;
  depositStatus: DepositStatusValue;
}

/** Why this bidder may not bid now (null: they may). The seller first, then the deposit, then the clock. */
export function bidBlockOf(facts: BidderFacts): BidBlockValue | null {
  if (facts.isSeller) return 'ownLot';
  const status = auctionStatus(facts.now, facts.startAt, facts.endAt);
  if (status === 'ended') return 'ended';
  if (facts.depositStatus !== 'approved') return facts.depositStatus;
  if (status === 'notStarted') return 'notStarted';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Proxy bidding.

export interface ProxyCeiling {
  userId: number;
  ceilingFen: number;
  setAt: number;
}

export interface LotPrice {
  startPriceFen: number;
  incrementFen: number;
  currentFen: number | null;
  leaderId: number | null;
}

export interface ProxyPlan {
  /** The bids to place, in order; each is a valid bid at its turn (>= the next minimum, on the grid). */
  bids: { userId: number; amountFen: number }[];
  /** Owners whose ceiling was passed (their proxy is spent), in the order it happened. */
  passed: number[];
}

const byCeiling = (a: ProxyCeiling, b: ProxyCeiling) => b.ceilingFen - a.ceilingFen || a.setAt - b.setAt;

/**
 * How the proxies answer the lot's current state: whenever someone without the lead has a ceiling at or
 * above the next minimum bid, the server bids for them. Two proxies resolve at once as on eBay: the higher
 * ceiling leads at the lower ceiling + one increment (capped at its own ceiling); when the leader's ceiling is
 * the higher one, the challenger's bid at its ceiling is placed first, so the log shows how the price got
 * there. On equal ceilings the one already leading holds. Never above a ceiling, never a bid by the current
 * leader (no proxy raises its owner's own lead). Ceilings are on the grid.
 */
export function planProxyBids(lot: LotPrice, proxies: readonly ProxyCeiling[]): ProxyPlan {
  let current = lot.currentFen;
  let leader = lot.leaderId;
  const live = new Map(proxies.map((p) => [p.userId, p]));
  const plan: ProxyPlan = { bids: [], passed: [] };
  const next = () => nextMinBidFen(lot.startPriceFen, lot.incrementFen, current);
  const place = (userId: number, amountFen: number) => {
    plan.bids.push({ userId, amountFen });
    current = amountFen;
    leader = userId;
  };
  const spend = (userId: number) => {
    live.delete(userId);
    plan.passed.push(userId);
  };
  // Each round spends at least one proxy: at most proxies.length rounds.
  for (let round = 0; round <= proxies.length; round += 1) {
    const min = next();
    for (const p of [...live.values()].sort(byCeiling)) if (p.userId !== leader && p.ceilingFen < min) spend(p.userId);
    const challenger = [...live.values()].filter((p) => p.userId !== leader).sort(byCeiling)[0];
    if (!challenger) break;
    const held = leader === null ? undefined : live.get(leader);
    if (held && held.ceilingFen > challenger.ceilingFen) {
      place(challenger.userId, challenger.ceilingFen);
      place(held.userId, Math.min(held.ceilingFen, challenger.ceilingFen + lot.incrementFen));
      spend(challenger.userId);
    } else if (held && held.ceilingFen === challenger.ceilingFen) {
      // A tie goes to the leader: the challenger shows its last step below, the leader answers at the ceiling
      // (when the ceiling is the very next step, the leader keeps its price and the challenger is spent).
      const below = challenger.ceilingFen - lot.incrementFen;
      if (below >= min) {
        place(challenger.userId, below);
        place(held.userId, held.ceilingFen);
      }
      spend(challenger.userId);
    } else {
      // The challenger wins: one step above the leader's ceiling (or the next minimum), never above its own.
      const target = held ? Math.max(min, held.ceilingFen + lot.incrementFen) : min;
      if (held) spend(held.userId);
      place(challenger.userId, Math.min(challenger.ceilingFen, target));
    }
  }
  return plan;
}
