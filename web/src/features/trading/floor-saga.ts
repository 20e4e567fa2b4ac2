// The `floor` room in a saga: the snapshot (tradingFloorData, with its seq and epoch) first, then every
// `floor:tick` in seq order; a gap, a new epoch or a re-join loads the snapshot again, and while the socket
// is down the snapshot is polled. The ordered updates are paced to the screen: what arrives between two frames
// is folded into one `framed` action (one store change, one render per frame at most, however fast the room
// ticks). Run by the page while it is open (cancelling leaves the room).
import { from, map, type Observable, type SchedulerLike } from 'rxjs';
import { FLOOR_ROOM, type Sequenced } from '@portal/contracts/events/common';
import type { BeltUpdateEvent, FloorTickEvent } from '@portal/contracts/events/floor';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';
import { batchToScreen, type RealtimeMode } from '@/shared/realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { framed, type FloorFrame } from './floor-slice.ts';

export interface FloorSagaDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  fetchSnapshot(): Promise<TradingFloorData>;
  /** How often to poll while the socket is down (default 15 s). */
  pollMs?: number;
  /** Paces the updates (default: one batch per animation frame; tests pass a virtual or async one). */
  paceScheduler?: SchedulerLike;
}

// Both events of the room: the seq counts them together, so following one alone would look like gaps.
type FloorUpdate = RoomStreamUpdate<FloorTickEvent | BeltUpdateEvent, TradingFloorData>;

/** Folds one frame's updates, in order: a snapshot replaces what came before it, the last tick wins. */
export function floorFrame(updates: readonly FloorUpdate[]) {
  const frame: FloorFrame = { snapshot: null, tick: null, ticks: 0, failure: null };
  for (const update of updates) {
    if (update.type === 'snapshot') {
      frame.snapshot = { data: update.state, seq: update.seq };
      frame.tick = null;
      frame.ticks = 0;
    } else if (update.type === 'message' && update.event === 'floor:tick') {
      frame.tick = update.message as Sequenced<FloorTickEvent>;
      frame.ticks += 1;
    } else if (update.type === 'refused') {
      frame.failure = { status: update.refusal.resultCode, message: update.refusal.message };
    }
  }
  return frame.snapshot || frame.tick || frame.failure ? framed(frame) : null;
}

export function floorUpdates(deps: FloorSagaDeps): Observable<FloorUpdate> {
  return roomStream({
    socket: deps.socket,
    room: FLOOR_ROOM,
    events: ['floor:tick', 'belt:update'],
    snapshot: () => from(deps.fetchSnapshot()).pipe(map((data) => ({ state: data, seq: data.seq, epoch: data.epoch }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
  });
}

export function* floorSaga(deps: FloorSagaDeps) {
  yield* roomSaga<FloorUpdate[]>({
    updates: () => floorUpdates(deps).pipe(batchToScreen(deps.paceScheduler ? { scheduler: deps.paceScheduler } : {})),
    toAction: floorFrame,
  });
}
