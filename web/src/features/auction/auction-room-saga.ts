// The live room of one lot (`auction:<id>`) as a saga: roundRobin is the snapshot for the first load, after a
// gap in seq or a new epoch (server restart) and every few seconds while the socket is down (roomStream); every
// bid, ranking, state change and extension becomes an action of the auction slice. The hall's cards follow
// the public `floor` room's card events, without snapshots (a card only moves forward by bid count).
import { type Observable, defer, filter, map } from 'rxjs';
import { call, fork, put, take } from 'redux-saga/effects';
import { FLOOR_ROOM, type RoomName } from '@portal/contracts/events/common';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { AuctionEventPayloads } from '@portal/contracts/events/auction';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RealtimeMode, RoomSnapshot } from '@/shared/realtime/operators.ts';
import { roomInputs, roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { isUserEvent, userRoomResynced, type UserEventMessage } from '@/shared/realtime/user-events.ts';
import {
  bidReceived,
  cardMoved,
  ended,
  extended,
  outbid,
  rankingReceived,
  roomRefused,
  snapshotLoaded,
  stateChanged,
} from './auction-slice.ts';

export const LOT_EVENTS = [
  'auction:bid',
  'auction:ranking',
  'auction:state',
  'auction:extended',
  'auction:ended',
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

/** The action for one update of a lot's room (null: nothing to store, e.g. the mode, read elsewhere). */
export function lotAction(auctionId: number, update: LotUpdate): UnknownAction | null {
  switch (update.type) {
    case 'snapshot':
      return snapshotLoaded(update.state);
    case 'refused':
      return roomRefused({ auctionId, message: update.refusal.message });
    case 'mode':
      return null;
    case 'message': {
      const { event, message } = update;
      if (event === 'auction:bid') return bidReceived(message.data as AuctionEventPayloads['auction:bid']);
      if (event === 'auction:ranking') return rankingReceived(message.data as AuctionEventPayloads['auction:ranking']);
      if (event === 'auction:state') return stateChanged(message.data as AuctionEventPayloads['auction:state']);
      if (event === 'auction:extended')
        return extended({ ...(message.data as AuctionEventPayloads['auction:extended']), at: message.at });
      if (event === 'auction:ended') return ended(message.data as AuctionEventPayloads['auction:ended']);
      return null;
    }
  }
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
  yield* roomSaga<LotUpdate>({ updates: () => lotUpdates(deps, auctionId), toAction: (u) => lotAction(auctionId, u) });
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
