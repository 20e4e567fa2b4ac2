// The live room of one lot (`auction:<id>`) as a saga: roundRobin is the snapshot for the first load, after a
// gap in seq or a new epoch (server restart) and every few seconds while the socket is down (roomStream); every
// bid, ranking, state change and extension becomes a change of the auction slice. What arrives between two
// frames is folded into one `lotFramed` action (batchToScreen): a bid storm changes the store once per
// painted frame at most, every event applied in order (web/src/shared/realtime/README.md, "Operators").
// The hall's cards follow the public `floor` room's card events, without snapshots (a card only moves
// forward by bid count).
import { type Observable, type SchedulerLike, defer, filter, map } from 'rxjs';
import { call, fork, put, take } from 'redux-saga/effects';
import { FLOOR_ROOM, type RoomName } from '@portal/contracts/events/common';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { AuctionEventPayloads } from '@portal/contracts/events/auction';
import type { UnknownAction } from '@reduxjs/toolkit';
import { batchToScreen, type RealtimeMode, type RoomSnapshot } from '@/shared/realtime/operators.ts';
import { roomInputs, roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { isUserEvent, userRoomResynced, type UserEventMessage } from '@/shared/realtime/user-events.ts';
import { cardMoved, lotFramed, outbid, snapshotLoaded, type LotChange } from './auction-slice.ts';

export const LOT_EVENTS = [
  'auction:bid',
  'auction:ranking',
  'auction:state',
  'auction:extended',
  'auction:ended',
  'auction:settled',
] as const;
type LotEvent = (typeof LOT_EVENTS)[number];
type LotPayload = AuctionEventPayloads[LotEvent];

export interface AuctionRoomDeps {
  socket: SocketLike;
  /** The tab's connection mode: while 'polling' the snapshot is polled. */
  mode$?: Observable<RealtimeMode>;
  /** auctionSign/roundRobin. */
  fetchSnapshot(auctionId: number): Promise<AuctionSnapshot>;
  /** How often to poll while the socket is down (default 3 s: a live price may not lag long). */
  pollMs?: number;
  /** Paces the updates (default: one batch per animation frame; tests pass a virtual or async one). */
  paceScheduler?: SchedulerLike;
}

export const LOT_POLL_MS = 3_000;

export function auctionRoom(id: number): RoomName {
  return `auction:${id}`;
}

/** The snapshot with the room's seq (and epoch once the server gives one) for syncRoom. */
export function toRoomSnapshot(snap: AuctionSnapshot): RoomSnapshot<AuctionSnapshot> {
  return {
    state: snap,
    ...(snap.seq !== null ? { seq: snap.seq } : {}),
    ...(snap.epoch !== null ? { epoch: snap.epoch } : {}),
  };
}

type LotUpdate = RoomStreamUpdate<LotPayload, AuctionSnapshot>;

/** The change one update of a lot's room makes (null: nothing to store, e.g. the mode, read elsewhere). */
export function lotChange(auctionId: number, update: LotUpdate): LotChange | null {
  switch (update.type) {
    case 'snapshot':
      return { kind: 'snapshot', payload: update.state };
    case 'refused':
      return { kind: 'refused', payload: { auctionId, message: update.refusal.message } };
    case 'mode':
      return null;
    case 'message': {
      const { event, message } = update;
      const data = <E extends LotEvent>(_event: E) => message.data as AuctionEventPayloads[E];
      if (event === 'auction:bid') return { kind: 'bid', payload: data(event) };
      if (event === 'auction:ranking') return { kind: 'ranking', payload: data(event) };
      if (event === 'auction:state') return { kind: 'state', payload: data(event) };
      if (event === 'auction:extended') return { kind: 'extended', payload: { ...data(event), at: message.at } };
      if (event === 'auction:ended') return { kind: 'ended', payload: data(event) };
      if (event === 'auction:settled') return { kind: 'settled', payload: data(event) };
      return null;
    }
  }
}

/** One frame of the room's updates as one action: their changes in order (null when none changes the store). */
export function lotFrame(auctionId: number, updates: readonly LotUpdate[]): UnknownAction | null {
  const changes = updates.map((update) => lotChange(auctionId, update)).filter((change) => change !== null);
  return changes.length > 0 ? lotFramed(changes) : null;
}

export function lotUpdates(deps: AuctionRoomDeps, auctionId: number): Observable<LotUpdate> {
  return roomStream({
    socket: deps.socket,
    room: auctionRoom(auctionId),
    events: LOT_EVENTS,
    // A failed read is tried again with backoff (roomStream; never ends the room); polling does not stack calls.
    snapshot: () => defer(() => deps.fetchSnapshot(auctionId)).pipe(map(toRoomSnapshot)),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    pollMs: deps.pollMs ?? LOT_POLL_MS,
  });
}

/** My deposit of this lot changed (signed up, voucher sent, approved, rejected: `user:auctionDeposit` on my
 * own room), or the user room re-synced (one may have been missed): the snapshot is read again, so `me` and
 * the bid panel follow. `user:auctionOutbid` of this lot: I lost the lead (or my proxy ceiling was passed). */
function* followMyNotices(deps: AuctionRoomDeps, auctionId: number) {
  const mine = isUserEvent('user:auctionDeposit', 'user:auctionOutbid');
  while (true) {
    const action: { type: string; payload?: UserEventMessage<'user:auctionDeposit' | 'user:auctionOutbid'> } =
      yield take((a: unknown) => mine(a) || userRoomResynced.match(a));
    const message = action.payload;
    if (message && message.data.auctionId !== auctionId) continue;
    if (message?.event === 'user:auctionOutbid') {
      yield put(outbid(message.data));
      continue;
    }
    try {
      const snap: AuctionSnapshot = yield call(deps.fetchSnapshot, auctionId);
      yield put(snapshotLoaded(snap));
    } catch {
      // The lot's room re-syncs on its own; a failed read here waits for the next notice.
    }
  }
}

/** Follows one lot until cancelled (the detail page runs it while open). */
export function* auctionRoomSaga(deps: AuctionRoomDeps, auctionId: number) {
  if (auctionId <= 0) return;
  yield fork(followMyNotices, deps, auctionId);
  yield* roomSaga<LotUpdate[]>({
    updates: () =>
      lotUpdates(deps, auctionId).pipe(batchToScreen(deps.paceScheduler ? { scheduler: deps.paceScheduler } : {})),
    toAction: (updates) => lotFrame(auctionId, updates),
  });
}

/** The hall's cards: the public `floor` room's `auction:card`, one event per moved lot (the hall joins it once
 * and keeps the cards it shows). No snapshot: a card only moves forward, by bid count. */
export function cardUpdates(socket: SocketLike): Observable<AuctionEventPayloads['auction:card']> {
  return roomInputs(socket, FLOOR_ROOM, ['auction:card'] as const).pipe(
    filter((input) => input.type === 'message'),
    map((input) => (input as Extract<typeof input, { type: 'message' }>).message.data),
  );
}

/** Follows the hall's cards until cancelled. */
export function* hallCardsSaga(socket: SocketLike) {
  yield* roomSaga({ updates: () => cardUpdates(socket), toAction: (card) => cardMoved(card) });
}
