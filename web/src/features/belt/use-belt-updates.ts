// Follows `belt:update` on the public `floor` room while a belt page is open, on the one realtime road (a
// room saga run by useRoomSaga: web/src/shared/realtime/README.md): each update is merged into the cached belt
// list (and the open belt's page), so the map, the list and the figures move without a reload. The snapshot
// after a gap or a reconnect is the list itself, fetched again.
import { createAction } from '@reduxjs/toolkit';
import { call, fork, takeEvery } from 'redux-saga/effects';
import { from, map, type Observable } from 'rxjs';
import { FLOOR_ROOM } from '@portal/contracts/events/common';
import type { BeltUpdateEvent, FloorTickEvent } from '@portal/contracts/events/floor';
import type { IndustrialBelt } from '@portal/contracts/http/industrial-belt';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import type { RealtimeMode } from '@/shared/realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { useAppStore } from '@/shared/store/hooks.ts';
import { beltApi } from './belt-api.ts';

/** A belt with the figures of its update. */
export function applyBeltUpdate(belt: IndustrialBelt, update: BeltUpdateEvent): IndustrialBelt {
  if (belt.code !== update.countyCode) return belt;
  return {
    ...belt,
    turnover: update.turnover,
    companyCount: update.companyCount,
    productCount: update.productCount,
    ordersToday: update.ordersToday,
  };
}

/** A belt's figures moved (the floor room's `belt:update`, in the room's order). */
export const beltUpdated = createAction<BeltUpdateEvent>('belt/updated');

export interface BeltRoomDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  /** The belt list (the room's snapshot for this page). */
  fetchBelts(): Promise<IndustrialBelt[]>;
  /** Merges an update into the cached reads (the list, and the open belt's page). */
  applyUpdate(update: BeltUpdateEvent): void;
}

// Both events of the floor room: the seq counts them together, so following one alone would look like gaps.
type BeltRoomUpdate = RoomStreamUpdate<BeltUpdateEvent | FloorTickEvent, IndustrialBelt[]>;

/** The action for one update of the floor room: only a belt's update concerns these pages. */
export function beltRoomAction(update: BeltRoomUpdate) {
  if (update.type !== 'message' || update.event !== 'belt:update') return null;
  return beltUpdated(update.message.data as BeltUpdateEvent);
}

export function beltUpdates(deps: BeltRoomDeps): Observable<BeltRoomUpdate> {
  return roomStream({
    socket: deps.socket,
    room: FLOOR_ROOM,
    events: ['belt:update', 'floor:tick'],
    snapshot: () => from(deps.fetchBelts()).pipe(map((belts) => ({ state: belts }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
  });
}

/** Follows the floor room until cancelled, merging each belt update into the cached reads. */
export function* beltRoomSaga(deps: BeltRoomDeps) {
  yield takeEvery(beltUpdated.match, function* merge(action: ReturnType<typeof beltUpdated>) {
    yield call(deps.applyUpdate, action.payload);
  });
  yield fork(roomSaga<BeltRoomUpdate>, { updates: () => beltUpdates(deps), toAction: beltRoomAction });
}

/** Runs the belt room while the page is mounted; `detailCode`: the belt whose page is open. Mounting connects
 * the tab's socket for an anonymous viewer (the floor room is public). */
export function useBeltUpdates(detailCode: string | null = null) {
  const store = useAppStore();
  const connection = getTabConnection();
  useRoomSaga(beltRoomSaga, detailCode ?? '', {
    socket: connection.socket,
    mode$: connection.mode$,
    fetchBelts: () =>
      store.dispatch(beltApi.endpoints.beltMap.initiate({}, { subscribe: false, forceRefetch: true })).unwrap(),
    applyUpdate: (update: BeltUpdateEvent) => {
      store.dispatch(
        beltApi.util.updateQueryData('beltMap', {}, (belts) => belts.map((belt) => applyBeltUpdate(belt, update))),
      );
      if (detailCode === update.countyCode) {
        store.dispatch(
          beltApi.util.updateQueryData('beltDetail', { code: detailCode }, (detail) => {
            detail.belt = applyBeltUpdate(detail.belt, update);
          }),
        );
      }
    },
  });
}
