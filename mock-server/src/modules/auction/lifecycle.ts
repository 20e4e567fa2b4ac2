// The lots' life on the server clock: a lot starts and ends when the clock says so, not when a client does.
// `sweep` publishes each start once, settles each end once (winner and price fixed, the result announcement
// written in zh and en, the winner's order with the deposit applied and every other deposit released
// (settlement.ts), `auction:state` + `auction:ended` + `auction:settled`, the `auction.ended` domain event) and
// approves the deposits whose review delay has passed. It runs on a timer and before every auction request, so
// a restart or a clock moved with mock/clock/advance is caught up at once. Each lot ends in a transaction of
// its own, claimed by `phase` in the row: a lot is settled once, and a process killed between two lots leaves
// the first settled and the second due, to be settled by the next sweep.
import { FLOOR_ROOM, roomName } from '@portal/contracts/events/common';
import { afterCommit, all, one, run, transaction } from '../../db/database.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { insertResult } from './announcements.ts';
import { publishDeposit } from './deposit-events.ts';
import { loadLot } from './lot.ts';
import { cardEvent, type AuctionEnv } from './realtime.ts';
import { settleLot } from './settlement.ts';

/** How often the timer sweeps (ms): a lot ends within this much of its end on a quiet server. */
export const SWEEP_INTERVAL_MS = 200;

interface DueRow {
  id: number;
  phase: 'notStarted' | 'inProgress' | 'ended';
}

export function sweep(env: AuctionEnv): void {
  const { db } = env;
  const now = env.now();
  const due = all<DueRow>(
    db,
    `SELECT id, phase FROM auctions
      WHERE (phase = 'notStarted' AND start_at <= ?1) OR (phase <> 'ended' AND end_at <= ?1)`,
    now,
  );
  const reviews =
    env.marginReviewMs === null
      ? []
      : all<{ id: number }>(
          db,
          "SELECT id FROM auction_margins WHERE status = 'pendingReview' AND auto_approve_at <= ?",
          now,
        );
  if (due.length === 0 && reviews.length === 0) return;
  for (const row of due) {
    try {
      transaction(db, () => {
        const lot = loadLot(db, row.id);
        if (lot.endAt > now) {
          const started = run(
            db,
            "UPDATE auctions SET phase = 'inProgress' WHERE id = ? AND phase = 'notStarted'",
            lot.id,
          ).changes;
          if (!started) return;
          env.publish(roomName('auction', lot.id), 'auction:state', {
            auctionId: lot.id,
            status: 'inProgress',
            startAt: lot.startAt,
            endAt: lot.endAt,
          });
          env.publish(FLOOR_ROOM, 'auction:card', cardEvent(lot, 'inProgress'));
          return;
        }
        if (settle(env, lot.id, now)) afterCommit(db, () => crashPoint('settlement'));
      });
    } catch (error) {
      // Rolled back: the lot stays due and the next sweep tries again; the other lots go on.
      env.logError(error, 'auction end failed', { auctionId: row.id });
    }
  }
  if (reviews.length === 0) return;
  transaction(db, () => {
    for (const review of reviews) {
      const changed = run(
        db,
        "UPDATE auction_margins SET status = 'approved', updated_at = ?, auto_approve_at = NULL WHERE id = ? AND status = 'pendingReview'",
        now,
        review.id,
      ).changes;
      if (changed) publishDeposit(env, review.id);
    }
  });
}

/**
 * Fixes the winner and price of an ended lot and settles it, once; called inside a transaction. True when this
 * call ended the lot. `history`: the seed's lots that ended before the demo began get their result only (no
 * orders, deposits left as they were).
 */
export function settle(env: AuctionEnv, auctionId: number, now: number, options: { history?: boolean } = {}): boolean {
  const { db } = env;
  const lot = loadLot(db, auctionId);
  const claimed = run(
    db,
    "UPDATE auctions SET phase = 'ended', winner_id = leader_id, winner_fen = current_fen, settled_at = ? WHERE id = ? AND phase <> 'ended'",
    now,
    lot.id,
  ).changes;
  if (!claimed) return false;
  const facts = one<{
    code: string;
    location: string;
    location_en: string;
    margin_fen: number;
    winner_account: string | null;
    best_at: number | null;
  }>(
    db,
    `SELECT a.code, a.location, a.location_en, a.margin_fen, u.account AS winner_account, r.best_at
       FROM auctions a LEFT JOIN users u ON u.id = a.leader_id
       LEFT JOIN auction_bidders r ON r.auction_id = a.id AND r.user_id = a.leader_id WHERE a.id = ?`,
    lot.id,
  );
  const winnerAlias = facts?.winner_account ? maskAccount(facts.winner_account) : null;
  const key = insertResult(
    db,
    {
      id: lot.id,
      code: facts?.code ?? '',
      title: lot.title,
      titleEn: lot.titleEn,
      startAt: lot.startAt,
      scheduledEndAt: lot.scheduledEndAt,
      endAt: lot.endAt,
      startPriceFen: lot.startPriceFen,
      incrementFen: lot.incrementFen,
      marginFen: facts?.margin_fen ?? 0,
      location: facts?.location ?? '',
      locationEn: facts?.location_en ?? '',
    },
    {
      bidCount: lot.bidCount,
      bidderCount: lot.bidderCount,
      winnerAlias,
      amountFen: lot.leaderId === null ? null : lot.currentFen,
      winnerId: lot.leaderId,
    },
  );
  run(db, 'DELETE FROM auction_proxies WHERE auction_id = ?', lot.id);
  const room = roomName('auction', lot.id);
  env.publish(room, 'auction:state', { auctionId: lot.id, status: 'ended', startAt: lot.startAt, endAt: lot.endAt });
  env.publish(room, 'auction:ended', {
    auctionId: lot.id,
    endAt: lot.endAt,
    bidCount: lot.bidCount,
    winner:
      winnerAlias !== null && lot.currentFen !== null
        ? { userAlias: winnerAlias, amount: fenToMoney(lot.currentFen), bidAt: facts?.best_at ?? lot.endAt }
        : null,
    announcementKey: key,
  });
  if (!options.history) settleLot(env, lot, now);
  env.publish(FLOOR_ROOM, 'auction:card', cardEvent(lot, 'ended'));
  env.emit('auction.ended', {
    lotId: lot.id,
    winnerId: lot.leaderId,
    amount: lot.leaderId === null || lot.currentFen === null ? null : fenToMoney(lot.currentFen),
    at: lot.endAt,
  });
  return true;
}
