// The rooms `groupbuy:<id>` of the group buys on screen, as a saga (the one road: run by useRoomSaga, see
// web/src/shared/realtime/README.md): each room's progress in order, re-synced from the detail call after a
// gap or a restart, folded to one store change per animation frame, kept in a small slice; a settlement makes the group buys' reads stale (the caller's order
// or released deposit is read again). Leaving the page cancels the saga, which leaves the rooms and forgets
// their progress.
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';
import { from, map, merge, type Observable, type SchedulerLike } from 'rxjs';
import type { RoomName, Sequenced } from '@portal/contracts/events/common';
import type { GroupBuyProgressEvent, GroupBuySettledEvent } from '@portal/contracts/events/groupbuy';
import { batchToScreen, type RealtimeMode } from '@/shared/realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { rootReducer } from '@/shared/store/root-reducer.ts';
import { groupBuyApi } from './group-buy-api.ts';

export type GroupBuyProgress = Omit<GroupBuyProgressEvent, 'groupBuyId'>;
export type ProgressById = Record<number, GroupBuyProgress>;

export const groupBuyLiveSlice = createSlice({
  name: 'groupBuyLive',
  initialState: { byId: {} as ProgressById },
  reducers: {
    /** A group buy's progress from its room (an event, or the detail call after a join or a gap). */
    progressChanged(state, action: PayloadAction<{ id: number } & GroupBuyProgress>) {
      const { id, joinedQuantity, participants } = action.payload;
      state.byId[id] = { joinedQuantity, participants };
    },
    /** One animation frame of the rooms' progress, in order (the latest of each group buy wins). */
    progressFramed(state, action: PayloadAction<({ id: number } & GroupBuyProgress)[]>) {
      for (const { id, joinedQuantity, participants } of action.payload)
        state.byId[id] = { joinedQuantity, participants };
    },
    /** The page no longer follows these rooms: what they said is dropped (the next visit re-syncs). */
    roomsLeft(state, action: PayloadAction<readonly number[]>) {
      for (const id of action.payload) delete state.byId[id];
    },
  },
  selectors: {
    selectGroupBuyProgress: (state) => state.byId,
  },
});

const injected = groupBuyLiveSlice.injectInto(rootReducer);
export const { progressChanged, progressFramed, roomsLeft } = groupBuyLiveSlice.actions;
/** The progress of the group buys followed, by id (the slice is injected, so the root type does not list it). */
export const selectGroupBuyProgress = (state: object): ProgressById =>
  injected.selectors.selectGroupBuyProgress(state as Parameters<typeof injected.selectors.selectGroupBuyProgress>[0]);

export interface GroupBuyRoomDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  /** The group buy's progress now (its detail call): the room's snapshot. */
  fetchProgress(id: number): Promise<GroupBuyProgress>;
  /** The frame clock of the fold (tests; default: animation frames). */
  scheduler?: SchedulerLike;
}

type GroupBuyUpdate = RoomStreamUpdate<GroupBuyProgressEvent | GroupBuySettledEvent, GroupBuyProgress>;

/** The action for one update of group buy `id`'s room (null: nothing to change). */
export function groupBuyRoomAction(id: number, update: GroupBuyUpdate) {
  if (update.type === 'snapshot') return progressChanged({ id, ...update.state });
  if (update.type !== 'message') return null;
  // Closed and settled: the caller's order or released deposit is read again.
  if (update.event === 'groupbuy:settled') return groupBuyApi.util.invalidateTags(['GroupBuy']);
  const { joinedQuantity, participants } = (update.message as Sequenced<GroupBuyProgressEvent>).data;
  return progressChanged({ id, joinedQuantity, participants });
}

export function groupBuyUpdates(deps: GroupBuyRoomDeps, id: number): Observable<GroupBuyUpdate> {
  return roomStream({
    socket: deps.socket,
    room: `groupbuy:${id}` satisfies RoomName,
    // Both events of the room: the seq counts them together.
    events: ['groupbuy:progress', 'groupbuy:settled'],
    snapshot: () => from(deps.fetchProgress(id)).pipe(map((state) => ({ state }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
  });
}

/** The actions of one frame of the rooms' updates: the progress as one store change, and one refetch when a
 * group buy settled in it (an invalidation goes out on its own: RTK Query's middleware must see it). */
export function groupBuyFrameActions(frame: readonly { id: number; update: GroupBuyUpdate }[]): UnknownAction[] {
  const progress: ({ id: number } & GroupBuyProgress)[] = [];
  let settled = false;
  for (const { id, update } of frame) {
    const action = groupBuyRoomAction(id, update);
    if (action === null) continue;
    if (progressChanged.match(action)) progress.push(action.payload);
    else settled = true;
  }
  return [
    ...(progress.length > 0 ? [progressFramed(progress)] : []),
    ...(settled ? [groupBuyApi.util.invalidateTags(['GroupBuy']) as UnknownAction] : []),
  ];
}

/** Follows the rooms of `ids` until cancelled, then forgets their progress. The rooms' updates are merged and
 * folded per animation frame (batchToScreen): a join storm is one store change a frame, nothing lost. */
export function* groupBuyRoomsSaga(deps: GroupBuyRoomDeps, ids: readonly number[]) {
  try {
    yield call(roomSaga<{ id: number; update: GroupBuyUpdate }[]>, {
      updates: () =>
        merge(...ids.map((id) => groupBuyUpdates(deps, id).pipe(map((update) => ({ id, update }))))).pipe(
          batchToScreen(deps.scheduler ? { scheduler: deps.scheduler } : {}),
        ),
      toAction: groupBuyFrameActions,
    });
  } finally {
    yield put(roomsLeft(ids));
  }
}
