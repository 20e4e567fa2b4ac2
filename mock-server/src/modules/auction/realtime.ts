// What the auction writes need from the app (clock, publish, domain events, the deposit review delay), and the
// events they publish: the room `auction:<id>` (bids, extensions, ranking, state, end), the `floor` room's
// `auction:card` for the hall's cards, and the bidders' `user:<id>` notices. Every publish waits for the
// commit of the transaction it is called in (app.realtime.publish / domainEvents.emit), in call order; the
// ranking follows a burst of bids once (rankingMoved).
import type { FastifyInstance } from 'fastify';
import type { AuctionStatusValue } from '@portal/contracts/entities/auction';
import { FLOOR_ROOM, roomName } from '@portal/contracts/events/common';
import type { ServerEventName, ServerEventPayloads, RoomName } from '@portal/contracts/events/common';
import type { Db } from '../../db/database.ts';
import { afterCommit, all, one } from '../../db/database.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import type { DomainEventBus } from '../../plugins/domain-events.ts';
import { createSettlementOrder, type SettlementOrder, type SettlementOrderInput } from '../trade/public.ts';
import { rankingOf } from './queries.ts';

/** The default delay before a deposit pending review is approved automatically (server clock). */
export const DEFAULT_MARGIN_REVIEW_MS = 30_000;

/**
 * AUCTION_MARGIN_REVIEW_MS: how long a deposit waits before the platform approves it automatically; `off`
 * (or a negative number) leaves every deposit to the operator. Unset or invalid: 30 s.
 */
export function marginReviewMsFrom(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return DEFAULT_MARGIN_REVIEW_MS;
  if (value.trim() === 'off') return null;
  const ms = Number(value);
  if (!Number.isFinite(ms)) return DEFAULT_MARGIN_REVIEW_MS;
  return ms < 0 ? null : Math.trunc(ms);
}

/** The deposit review delay when the stack's automatic reviews are on (AUTO_REVIEW), else null: the operator. */
export function marginReviewMsOf(app: FastifyInstance): number | null {
  return app.settings.autoReview ? marginReviewMsFrom(process.env.AUCTION_MARGIN_REVIEW_MS) : null;
}

export interface AuctionEnv {
  db: Db;
  now(): number;
  /** Publishes after the current transaction commits; a no-op without realtime. */
  publish<E extends ServerEventName>(room: RoomName, event: E, data: ServerEventPayloads[E]): void;
  emit: DomainEventBus['emit'];
  /** Null: deposits are approved by the operator only. */
  marginReviewMs: number | null;
  /** The current seq of a room and the epoch (null without realtime). */
  position(room: RoomName): { seq: number | null; epoch: string | null };
  /** The lot's ranking has moved (after the current transaction commits): see auctionEnv. */
  rankingMoved(auctionId: number): void;
  /** Writes a settlement's order in the current transaction (the trade module's createSettlementOrder). */
  settlementOrder(input: SettlementOrderInput): SettlementOrder;
  /** Logs a failure the caller survives (one lot's end that failed: the next sweep tries it again). */
  logError(error: unknown, message: string, facts?: Record<string, unknown>): void;
}

export function auctionEnv(app: FastifyInstance, marginReviewMs: number | null): AuctionEnv {
  const hasRealtime = () => app.hasDecorator('realtime');
  // A lot's `auction:ranking` is published once per burst of bids, not once per bid: the lots whose ranking
  // moved are published together when the requests the event loop has in hand are done (setImmediate), each
  // with the ranking read at that moment. Every bid event still goes out on its own, at once; under load ten
  // bids share one ranking broadcast (the ranking is a state, the last one is what a watcher shows), and a quiet
  // lot's watcher gets it right after the bid. A snapshot taken in between reads the same ranking from the rows.
  const moved = new Set<number>();
  let pending: NodeJS.Immediate | null = null;
  const publishRankings = () => {
    pending = null;
    const lots = [...moved];
    moved.clear();
    for (const auctionId of lots) {
      try {
        app.realtime.publish(roomName('auction', auctionId), 'auction:ranking', {
          auctionId,
          ranking: rankingOf(app.db, auctionId),
        });
      } catch (error) {
        app.log.error({ err: error, auctionId }, 'auction ranking publish failed'); // e.g. the app closing
      }
    }
  };
  return {
    db: app.db,
    now: () => app.now(),
    publish(room, event, data) {
      if (hasRealtime()) app.realtime.publish(room, event, data);
    },
    emit: (event, payload) => app.domainEvents.emit(event, payload),
    marginReviewMs,
    position(room) {
      return hasRealtime() ? { seq: app.realtime.seq(room), epoch: app.realtime.epoch } : { seq: null, epoch: null };
    },
    settlementOrder: (input) => createSettlementOrder(app, input),
    logError(error, message, facts) {
      app.log.error({ err: error, ...facts }, message);
    },
    rankingMoved(auctionId) {
      if (!hasRealtime()) return;
      afterCommit(app.db, () => {
        moved.add(auctionId);
        pending ??= setImmediate(publishRankings);
      });
    },
  };
}

/** The lot as the writes hold it while a transaction runs (kept in step with its row). */
export interface LotState {
  id: number;
  companyId: number;
  title: string;
  titleEn: string;
  startPriceFen: number;
  incrementFen: number;
  startAt: number;
  endAt: number;
  scheduledEndAt: number;
  windowMs: number;
  extendMs: number;
  capMs: number;
  currentFen: number | null;
  leaderId: number | null;
  bidCount: number;
  bidderCount: number;
}

/** A bid as it was placed in this transaction. */
export interface PlacedBid {
  bidId: number;
  userId: number;
  amountFen: number;
  at: number;
  proxy: boolean;
  /** The bid count and end right after it. */
  bidCount: number;
  endAt: number;
  extended: boolean;
}

export function accountsOf(db: Db, userIds: Iterable<number>): Map<number, string> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = all<{ id: number; account: string }>(
    db,
    `SELECT id, account FROM users WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  return new Map(rows.map((row) => [row.id, row.account]));
}

export function cardEvent(lot: LotState, status: AuctionStatusValue) {
  return {
    auctionId: lot.id,
    status,
    currentPrice: fenToMoney(lot.currentFen ?? lot.startPriceFen),
    bidCount: lot.bidCount,
    bidderCount: lot.bidderCount,
    endAt: lot.endAt,
  };
}

export interface LeadChange {
  /** Who led before this transaction's bids. */
  previousLeader: number | null;
  /** The bidder who asked (null for a proxy-only change). */
  bidder: number | null;
  /** Owners whose ceilings were passed, with the ceiling. */
  passed: { userId: number; ceilingFen: number }[];
}

/** Publishes the bids of one transaction (after its commit) and tells the trading floor and the losers. */
export function announceBids(env: AuctionEnv, lot: LotState, placed: readonly PlacedBid[], change: LeadChange): void {
  if (placed.length === 0) return;
  const { db } = env;
  const room = roomName('auction', lot.id);
  const accounts = accountsOf(
    db,
    placed.map((p) => p.userId),
  );
  for (const bid of placed) {
    env.publish(room, 'auction:bid', {
      auctionId: lot.id,
      bidId: bid.bidId,
      userAlias: maskAccount(accounts.get(bid.userId) ?? ''),
      amount: fenToMoney(bid.amountFen),
      bidAt: bid.at,
      bidCount: bid.bidCount,
      currentPrice: fenToMoney(bid.amountFen),
    });
    if (bid.extended) env.publish(room, 'auction:extended', { auctionId: lot.id, endAt: bid.endAt });
    env.emit('auction.bid', {
      lotId: lot.id,
      bidId: bid.bidId,
      userId: bid.userId,
      amount: fenToMoney(bid.amountFen),
      at: bid.at,
    });
  }
  env.rankingMoved(lot.id);
  env.publish(FLOOR_ROOM, 'auction:card', cardEvent(lot, 'inProgress'));

  // Who lost the lead: spent proxies (ceiling passed), the leader before, the bidder outbid by a proxy.
  const at = placed[placed.length - 1]?.at ?? env.now();
  const told = new Set<number>([...(lot.leaderId === null ? [] : [lot.leaderId])]);
  const tell = (userId: number, reason: 'outbid' | 'ceilingPassed', ceilingFen: number | null) => {
    if (told.has(userId)) return;
    told.add(userId);
    const best = one<{ best_fen: number }>(
      db,
      'SELECT best_fen FROM auction_bidders WHERE auction_id = ? AND user_id = ?',
      lot.id,
      userId,
    );
    if (!best) return;
    env.publish(roomName('user', userId), 'user:auctionOutbid', {
      auctionId: lot.id,
      title: lot.title,
      titleEn: lot.titleEn,
      reason,
      currentPrice: fenToMoney(lot.currentFen ?? lot.startPriceFen),
      yourBid: fenToMoney(best.best_fen),
      proxyCeiling: ceilingFen === null ? null : fenToMoney(ceilingFen),
      at,
    });
  };
  for (const p of change.passed) tell(p.userId, 'ceilingPassed', p.ceilingFen);
  if (change.previousLeader !== null) tell(change.previousLeader, 'outbid', null);
  if (change.bidder !== null) tell(change.bidder, 'outbid', null);
}
