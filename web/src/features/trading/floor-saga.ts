// The `floor` room in a saga: the snapshot (tradingFloorData, with its seq and epoch) first, then every
// `floor:tick` in seq order; a gap, a new epoch or a re-join loads the snapshot again, and while the socket
// is down the snapshot is polled. Run by the page while it is open (cancelling leaves the room).
import { from, map, type Observable } from 'rxjs';
import { FLOOR_ROOM, type Sequenced } from '@portal/contracts/events/common';
import type { BeltUpdateEvent, FloorTickEvent } from '@portal/contracts/events/floor';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';
import type { RealtimeMode } from '@/shared/realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { floorFailed, snapshotLoaded, tickReceived } from './floor-slice.ts';

export interface FloorSagaDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  fetchSnapshot(): Promise<TradingFloorData>;
  /** How often to poll while the socket is down (default 15 s). */
  pollMs?: number;
}

// Both events of the room: the seq counts them together, so following one alone would look like gaps.
type FloorUpdate = RoomStreamUpdate<FloorTickEvent | BeltUpdateEvent, TradingFloorData>;

export function floorAction(update: FloorUpdate) {
  if (update.type === 'snapshot') return snapshotLoaded({ data: update.state, seq: update.seq });
  if (update.type === 'message' && update.event === 'floor:tick') {
    return tickReceived(update.message as Sequenced<FloorTickEvent>);
  }
  if (update.type === 'refused')
    return floorFailed({ status: update.refusal.resultCode, message: update.refusal.message });
  return null;
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
  yield* roomSaga<FloorUpdate>({ updates: () => floorUpdates(deps), toAction: floorAction });
}
