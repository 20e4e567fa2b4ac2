// Proxy bidding (beyond the product's rules): a bidder's private ceiling, up to which the server bids the smallest valid
// step for them whenever they are outbid, in the same serial order as every bid (rules.ts planProxyBids).
import type { Lang } from '@portal/contracts/envelope';
import type { ProxyBidResult, SaveProxyBidBody } from '@portal/contracts/http/auction-sign';
import { run, transaction } from '../../db/database.ts';
import { FieldError } from '../../lib/errors.ts';
import { fenToMoney } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { acceptedAnswer, assertMayBid, runProxies } from './bids.ts';
import { fenOf, loadLot } from './lot.ts';
import { sweep } from './lifecycle.ts';
import { announceBids, type AuctionEnv } from './realtime.ts';
import { nextMinBidFen, onIncrementGrid } from './rules.ts';

const MESSAGES = {
  ceiling: (min: string, inc: string) => ({
    zh: `最高出价须不低于 ${min} 元，且为起拍价加整数倍加价幅度 ${inc} 元`,
    en: `The ceiling must be at least ${min} and the starting price plus whole increments of ${inc}.`,
  }),
};

export function saveProxyBid(env: AuctionEnv, auth: AuthUser, lang: Lang, body: SaveProxyBidBody): ProxyBidResult {
  const { db } = env;
  sweep(env);
  return transaction(db, () => {
    const now = env.now();
    const lot = loadLot(db, body.auctionId);
    assertMayBid(db, lot, auth, now, lang);
    if (body.ceiling === null) {
      run(db, 'DELETE FROM auction_proxies WHERE auction_id = ? AND user_id = ?', lot.id, auth.id);
      return {
        auctionId: lot.id,
        ceiling: null,
        bid: null,
        currentPrice: fenToMoney(lot.currentFen ?? lot.startPriceFen),
      };
    }
    const ceilingFen = fenOf(body.ceiling);
    const minFen = nextMinBidFen(lot.startPriceFen, lot.incrementFen, lot.currentFen);
    if (ceilingFen < minFen || !onIncrementGrid(lot.startPriceFen, lot.incrementFen, ceilingFen)) {
      throw new FieldError('ceiling', MESSAGES.ceiling(fenToMoney(minFen), fenToMoney(lot.incrementFen))[lang]);
    }
    run(
      db,
      `INSERT INTO auction_proxies (auction_id, user_id, ceiling_fen, set_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (auction_id, user_id) DO UPDATE SET ceiling_fen = excluded.ceiling_fen, set_at = excluded.set_at`,
      lot.id,
      auth.id,
      ceilingFen,
      now,
    );
    const previousLeader = lot.leaderId;
    const outcome = runProxies(db, lot, now);
    announceBids(env, lot, outcome.placed, { previousLeader, bidder: null, passed: outcome.passed });
    const mine = outcome.placed.filter((p) => p.userId === auth.id);
    const first = mine[mine.length - 1];
    const spent = outcome.passed.some((p) => p.userId === auth.id);
    return {
      auctionId: lot.id,
      ceiling: spent ? null : fenToMoney(ceilingFen),
      bid: first
        ? acceptedAnswer(
            db,
            lot,
            first,
            outcome.placed.filter((p) => p.bidId > first.bidId),
            auth.id,
          )
        : null,
      currentPrice: fenToMoney(lot.currentFen ?? lot.startPriceFen),
    };
  });
}
