// The trading floor's aggregation: every committed domain event becomes a floor_activity row, and the live
// figures go to the `floor` room as at most one `floor:tick` per TICK_MS (the first at once, a burst folded
// into one), each computed by floorLive like the snapshot. Listeners run only after commit, so a rolled-back
// order or bid is neither counted nor sent.
import type { FastifyInstance } from 'fastify';
import { FLOOR_ROOM } from '@portal/contracts/events/common';
import { one, run } from '../../db/database.ts';
import { MINUTE } from '../../lib/china-time.ts';
import { moneyToFen } from '../../lib/money.ts';
import { guarded } from '../../lib/guarded.ts';
import { loadCategories } from '../catalogue/public.ts';
import { floorLive } from './live.ts';

/**
 * At most one tick per TICK_MS: 4 a second keep a big screen lively and cost one query set per 250 ms.
 * FLOOR_TICK_MS changes it for a run (the floor bench drives 10 ticks a second with 100).
 */
export const TICK_MS = floorTickMs(process.env.FLOOR_TICK_MS);

export function floorTickMs(value: string | undefined): number {
  const ms = Number(value);
  return Number.isInteger(ms) && ms >= 50 && ms <= 5000 ? ms : 250;
}

export interface FloorTicker {
  /** A committed change: a tick follows within TICK_MS (folded with the others of that window). */
  changed(): void;
  /** Ticks sent since start (bench and tests). */
  readonly sent: number;
  stop(): void;
}

export function startFloorTicker(app: FastifyInstance, tickMs = TICK_MS): FloorTicker {
  let timer: NodeJS.Timeout | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;
  let sent = 0;
  // While bids of the last minute are counted, bids per minute falls with time alone: one refresh tick
  // a while after the last change brings it down without any event.
  let decay: NodeJS.Timeout | null = null;

  const flush = guarded(app.log, 'the trading floor tick', () => {
    timer = null;
    lastAt = performance.now();
    const live = floorLive(app.db, app.now());
    app.realtime.publish(FLOOR_ROOM, 'floor:tick', live);
    sent += 1;
    if (decay) clearTimeout(decay);
    decay = live.bidsPerMinute > 0 ? setTimeout(ticker.changed, MINUTE / 4).unref() : null;
  });

  const ticker: FloorTicker = {
    changed() {
      if (timer) return;
      const wait = Math.max(0, lastAt + tickMs - performance.now());
      timer = setTimeout(flush, wait);
    },
    get sent() {
      return sent;
    },
    stop() {
      if (timer) clearTimeout(timer);
      if (decay) clearTimeout(decay);
      timer = null;
      decay = null;
    },
  };
  return ticker;
}

/** Records each committed domain event the floor counts, then asks the ticker for a tick. */
export function listenToDomains(app: FastifyInstance, ticker: FloorTicker): () => void {
  const { db } = app;
  const record = (row: {
    kind: string;
    refId: number;
    at: number;
    userId?: number | null;
    companyId?: number | null;
    categoryId?: number | null;
    lotId?: number | null;
    amount?: string | null;
  }) => {
    run(
      db,
      `INSERT INTO floor_activity (kind, ref_id, at, user_id, company_id, category_id, lot_id, amount_fen)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row.kind,
      row.refId,
      row.at,
      row.userId ?? null,
      row.companyId ?? null,
      row.categoryId ?? null,
      row.lotId ?? null,
      row.amount ? (moneyToFen(row.amount) ?? null) : null,
    );
    ticker.changed();
  };
  const rootOf = (categoryId: number | null | undefined) =>
    categoryId === null || categoryId === undefined ? null : (loadCategories(db).root(categoryId)?.id ?? null);

  const stops = [
    app.domainEvents.on('order.placed', (e) =>
      record({
        kind: 'order',
        refId: e.orderId,
        at: e.at,
        userId: e.buyerId,
        companyId: e.sellerId,
        categoryId: rootOf(e.categoryIds[0]),
        amount: e.amount,
      }),
    ),
    app.domainEvents.on('auction.bid', (e) =>
      record({ kind: 'bid', refId: e.bidId, at: e.at, userId: e.userId, lotId: e.lotId, amount: e.amount }),
    ),
    app.domainEvents.on('auction.ended', (e) =>
      record({ kind: 'auctionEnded', refId: e.lotId, at: e.at, userId: e.winnerId, lotId: e.lotId, amount: e.amount }),
    ),
    app.domainEvents.on('groupbuy.registered', (e) =>
      // A deposit review of the same registration is not a new registration: count each once.
      one(
        db,
        "SELECT 1 AS x FROM floor_activity WHERE kind = 'groupbuy' AND ref_id = ? AND user_id = ?",
        e.groupBuyId,
        e.userId,
      )
        ? ticker.changed()
        : record({ kind: 'groupbuy', refId: e.groupBuyId, at: e.at, userId: e.userId }),
    ),
    app.domainEvents.on('inquiry.opened', (e) =>
      record({ kind: 'inquiry', refId: e.inquiryId, at: e.at, userId: e.buyerId, categoryId: rootOf(e.categoryId) }),
    ),
    app.domainEvents.on('offer.made', (e) =>
      record({ kind: 'offer', refId: e.offerId, at: e.at, userId: e.fromUserId }),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
