// Bidding: one bid per transaction, applied in arrival order (node:sqlite is synchronous, so a transaction
// runs to its commit before the next request's starts). A bid checks the server clock, the bidder's deposit
// and the lot's price, records itself (the lot's kept totals and the bidder's row move with it), lets the
// proxies answer, stores its answer under the idempotency key and publishes after the commit.
import type { Lang } from '@portal/contracts/envelope';
import type { BidAccepted, BidAnswer, BidStale } from '@portal/contracts/http/auction';
import type { Db } from '../../db/database.ts';
import { all, one, run, transaction } from '../../db/database.ts';
import { FieldError } from '../../lib/errors.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sweep } from './lifecycle.ts';
import { blockError, depositStatusOf, loadLot } from './lot.ts';
import {
  MAX_JUMP_INCREMENTS,
  bidBlockOf,
  endAfterBid,
  nextMinBidFen,
  onIncrementGrid,
  planProxyBids,
  type ProxyCeiling,
} from './rules.ts';
import { accountsOf, announceBids, type AuctionEnv, type LotState, type PlacedBid } from './realtime.ts';

/**
 * Records one valid bid: the bid row, the bidder's row (best, last, count), the lot's kept totals and its end
 * (anti-sniping). The caller has checked the amount; `lot` is updated in place. Used by the seed as well.
 */
export function recordBid(
  db: Db,
  lot: LotState,
  userId: number,
  amountFen: number,
  at: number,
  options: { proxy: boolean; key: string | null },
): PlacedBid {
  const bidId = run(
    db,
    'INSERT INTO auction_bids (auction_id, user_id, amount_fen, created_at, idempotency_key, proxy) VALUES (?, ?, ?, ?, ?, ?)',
    lot.id,
    userId,
    amountFen,
    at,
    options.key,
    options.proxy ? 1 : 0,
  ).lastId;
  const known = run(
    db,
    `UPDATE auction_bidders SET
       best_bid_id = CASE WHEN ?1 > best_fen THEN ?2 ELSE best_bid_id END,
       best_at = CASE WHEN ?1 > best_fen THEN ?3 ELSE best_at END,
       best_fen = MAX(best_fen, ?1),
       last_fen = ?1, last_at = ?3, bid_count = bid_count + 1
     WHERE auction_id = ?4 AND user_id = ?5`,
    amountFen,
    bidId,
    at,
    lot.id,
    userId,
  ).changes;
  if (known === 0) {
    run(
      db,
      `INSERT INTO auction_bidders (auction_id, user_id, best_fen, best_at, best_bid_id, last_fen, last_at, bid_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
      lot.id,
      userId,
      amountFen,
      at,
      bidId,
      amountFen,
      at,
    );
    lot.bidderCount += 1;
  }
  const endAt = endAfterBid(
    {
      endAt: lot.endAt,
      scheduledEndAt: lot.scheduledEndAt,
      windowMs: lot.windowMs,
      extendMs: lot.extendMs,
      capMs: lot.capMs,
    },
    at,
  );
  const extended = endAt !== lot.endAt;
  lot.endAt = endAt;
  lot.bidCount += 1;
  if (lot.currentFen === null || amountFen > lot.currentFen) {
    lot.currentFen = amountFen;
    lot.leaderId = userId;
  }
  run(
    db,
    'UPDATE auctions SET current_fen = ?, leader_id = ?, bid_count = ?, bidder_count = ?, end_at = ? WHERE id = ?',
    lot.currentFen,
    lot.leaderId,
    lot.bidCount,
    lot.bidderCount,
    lot.endAt,
    lot.id,
  );
  return { bidId, userId, amountFen, at, proxy: options.proxy, bidCount: lot.bidCount, endAt, extended };
}

/** Refuses a bidder who may not bid on this lot now (the seller, the deposit, the server clock). */
export function assertMayBid(db: Db, lot: LotState, auth: AuthUser, now: number, lang: Lang): void {
  const block = bidBlockOf({
    now,
    startAt: lot.startAt,
    endAt: lot.endAt,
    isSeller: auth.companyId !== null && auth.companyId === lot.companyId,
    depositStatus: depositStatusOf(db, lot.id, auth.id),
  });
  if (block) throw blockError(block, lang);
}

/** 1 + the bidders with a higher best bid. */
export function rankOf(db: Db, auctionId: number, userId: number): number {
  return (
    (one<{ n: number }>(
      db,
      `SELECT COUNT(*) AS n FROM auction_bidders o WHERE o.auction_id = ?1
          AND o.best_fen > (SELECT best_fen FROM auction_bidders WHERE auction_id = ?1 AND user_id = ?2)`,
      auctionId,
      userId,
    )?.n ?? 0) + 1
  );
}

export interface ProxyOutcome {
  placed: PlacedBid[];
  passed: { userId: number; ceilingFen: number }[];
}

/** Lets the proxies of the lot answer its current state (planProxyBids), records their bids, spends the
 * passed ceilings. Same transaction, same serial order as the bid that triggered them. */
export function runProxies(db: Db, lot: LotState, now: number): ProxyOutcome {
  const proxies = all<{ user_id: number; ceiling_fen: number; set_at: number }>(
    db,
    'SELECT user_id, ceiling_fen, set_at FROM auction_proxies WHERE auction_id = ?',
    lot.id,
  ).map((p): ProxyCeiling => ({ userId: p.user_id, ceilingFen: p.ceiling_fen, setAt: p.set_at }));
  if (proxies.length === 0) return { placed: [], passed: [] };
  const plan = planProxyBids(
    {
      startPriceFen: lot.startPriceFen,
      incrementFen: lot.incrementFen,
      currentFen: lot.currentFen,
      leaderId: lot.leaderId,
    },
    proxies,
  );
  const placed = plan.bids.map((bid) => recordBid(db, lot, bid.userId, bid.amountFen, now, { proxy: true, key: null }));
  const ceilings = new Map(proxies.map((p) => [p.userId, p.ceilingFen]));
  for (const userId of plan.passed) {
    run(db, 'DELETE FROM auction_proxies WHERE auction_id = ? AND user_id = ?', lot.id, userId);
  }
  return { placed, passed: plan.passed.map((userId) => ({ userId, ceilingFen: ceilings.get(userId) ?? 0 })) };
}

/** The answer of an accepted bid, with the lot's state after the proxies answered it. */
export function acceptedAnswer(
  db: Db,
  lot: LotState,
  first: PlacedBid,
  proxies: readonly PlacedBid[],
  userId: number,
): BidAccepted {
  const accounts = accountsOf(
    db,
    proxies.map((p) => p.userId),
  );
  return {
    outcome: 'accepted',
    auctionId: lot.id,
    bidId: first.bidId,
    amount: fenToMoney(first.amountFen),
    bidAt: first.at,
    currentPrice: fenToMoney(lot.currentFen ?? lot.startPriceFen),
    nextMinBid: fenToMoney(nextMinBidFen(lot.startPriceFen, lot.incrementFen, lot.currentFen)),
    bidCount: lot.bidCount,
    rank: rankOf(db, lot.id, userId),
    endAt: lot.endAt,
    extended: first.extended || proxies.some((p) => p.extended),
    proxyBids: proxies.map((p) => ({
      bidId: p.bidId,
      userAlias: maskAccount(accounts.get(p.userId) ?? ''),
      amount: fenToMoney(p.amountFen),
      bidAt: p.at,
    })),
  };
}

function staleAnswer(lot: LotState): BidStale {
  return {
    outcome: 'stale',
    auctionId: lot.id,
    currentPrice: fenToMoney(lot.currentFen ?? lot.startPriceFen),
    nextMinBid: fenToMoney(nextMinBidFen(lot.startPriceFen, lot.incrementFen, lot.currentFen)),
    bidCount: lot.bidCount,
    endAt: lot.endAt,
  };
}

/** How much to bid: an exact amount, or the current price plus whole increments (seen at `seenFen`). */
export type BidAmount = { kind: 'exact'; amountFen: number } | { kind: 'times'; times: number; seenFen?: number };

const MESSAGES = {
  keyReused: {
    zh: '该幂等键已用于另一笔出价，请换一个',
    en: 'This idempotency key was used for another bid; use a new one.',
  },
  offGrid: (start: string, inc: string) => ({
    zh: `出价须为起拍价 ${start} 元加整数倍加价幅度 ${inc} 元`,
    en: `A bid must be the starting price (${start}) plus whole increments of ${inc}.`,
  }),
  tooHigh: (max: string) => ({
    zh: `出价过高，本次最多可出 ${max} 元`,
    en: `The bid is too high; at most ${max} can be bid now.`,
  }),
};

export interface BidRequest {
  auctionId: number;
  idempotencyKey: string;
  amount: BidAmount;
}

/** Places a bid (both increasePrice operations). See BID_RULES_DESCRIPTION in the contract. */
export function placeBid(env: AuctionEnv, auth: AuthUser, lang: Lang, request: BidRequest): BidAnswer {
  const { db } = env;
  sweep(env);
  return transaction(db, () => {
    const prior = one<{ auction_id: number; amount_fen: number; answer: string | null }>(
      db,
      'SELECT auction_id, amount_fen, answer FROM auction_bids WHERE user_id = ? AND idempotency_key = ?',
      auth.id,
      request.idempotencyKey,
    );
    if (prior) {
      const sameBid =
        prior.auction_id === request.auctionId &&
        (request.amount.kind !== 'exact' || request.amount.amountFen === prior.amount_fen);
      if (!sameBid || prior.answer === null) throw new FieldError('idempotencyKey', MESSAGES.keyReused[lang]);
      return JSON.parse(prior.answer) as BidAccepted;
    }
    const now = env.now();
    const lot = loadLot(db, request.auctionId);
    assertMayBid(db, lot, auth, now, lang);
    const minFen = nextMinBidFen(lot.startPriceFen, lot.incrementFen, lot.currentFen);
    const spec = request.amount;
    let amountFen: number;
    if (spec.kind === 'exact') {
      amountFen = spec.amountFen;
    } else {
      if (spec.seenFen !== undefined && spec.seenFen !== (lot.currentFen ?? lot.startPriceFen)) return staleAnswer(lot);
      amountFen =
        lot.currentFen === null
          ? lot.startPriceFen + (spec.times - 1) * lot.incrementFen
          : lot.currentFen + spec.times * lot.incrementFen;
    }
    if (amountFen < minFen) return staleAnswer(lot);
    if (!onIncrementGrid(lot.startPriceFen, lot.incrementFen, amountFen)) {
      throw new FieldError(
        'amount',
        MESSAGES.offGrid(fenToMoney(lot.startPriceFen), fenToMoney(lot.incrementFen))[lang],
      );
    }
    const maxFen = minFen + MAX_JUMP_INCREMENTS * lot.incrementFen;
    if (amountFen > maxFen) throw new FieldError('amount', MESSAGES.tooHigh(fenToMoney(maxFen))[lang]);

    const previousLeader = lot.leaderId;
    const first = recordBid(db, lot, auth.id, amountFen, now, { proxy: false, key: request.idempotencyKey });
    const proxies = runProxies(db, lot, now);
    const answer = acceptedAnswer(db, lot, first, proxies.placed, auth.id);
    run(db, 'UPDATE auction_bids SET answer = ? WHERE id = ?', JSON.stringify(answer), first.bidId);
    announceBids(env, lot, [first, ...proxies.placed], { previousLeader, bidder: auth.id, passed: proxies.passed });
    return answer;
  });
}

/** Money from the contract as fen (the schema has checked the pattern). */
