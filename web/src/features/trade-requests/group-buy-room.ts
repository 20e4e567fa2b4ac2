// The group-buy rooms (`groupbuy:<id>`) of the cards or the detail on screen, as one stream folded per frame:
// what all the rooms bring between two frames becomes one state change (the latest progress of each group buy
// wins) and at most one refetch after settlements, however many rooms publish at once
// (web/src/shared/realtime/README.md, "Operators": batchToScreen).
import { filter, map, merge, type Observable, type OperatorFunction, type SchedulerLike } from 'rxjs';
import type { GroupBuyProgressEvent, GroupBuySettledEvent } from '@portal/contracts/events/groupbuy';
import { batchToScreen, type RealtimeMode, type RoomSnapshot } from '@/shared/realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';

/** What a card shows live of a group buy. */
export type GroupBuyProgress = Omit<GroupBuyProgressEvent, 'groupBuyId'>;
export type ProgressById = Record<number, GroupBuyProgress>;

/** One update of one group buy's room. */
export interface GroupBuyUpdate {
  id: number;
  update: RoomStreamUpdate<GroupBuyProgressEvent | GroupBuySettledEvent, GroupBuyProgress>;
}

/** One frame of the rooms: the latest progress of each group buy that moved, and whether one was settled. */
export interface GroupBuyFrame {
  progress: ProgressById;
  settled: boolean;
}

export interface GroupBuyRoomsDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  /** The group buy's detail call, as the room's snapshot (re-sync after a gap, polls while down). */
  snapshot(id: number): Observable<RoomSnapshot<GroupBuyProgress>>;
}

/** Every update of the rooms of `ids`, each room in its own order (roomStream). */
export function groupBuyUpdates(deps: GroupBuyRoomsDeps, ids: readonly number[]): Observable<GroupBuyUpdate> {
  return merge(
    ...ids.map((id) =>
      roomStream({
        socket: deps.socket,
        room: `groupbuy:${id}`,
        events: ['groupbuy:progress', 'groupbuy:settled'],
        snapshot: () => deps.snapshot(id),
        ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
      }).pipe(map((update) => ({ id, update }))),
    ),
  );
}

/** Folds one frame's updates in order: a later snapshot or progress event of a group buy replaces an earlier. */
export function foldGroupBuyFrame(updates: readonly GroupBuyUpdate[]): GroupBuyFrame {
  const frame: GroupBuyFrame = { progress: {}, settled: false };
  for (const { id, update } of updates) {
    if (update.type === 'snapshot') frame.progress[id] = update.state;
    if (update.type !== 'message') continue;
    if (update.event === 'groupbuy:settled') {
      frame.settled = true;
      continue;
    }
    const data = update.message.data as GroupBuyProgressEvent;
    frame.progress[id] = { joinedQuantity: data.joinedQuantity, participants: data.participants };
  }
  return frame;
}

/** The rooms' updates as frames: at most one per animation frame (or `intervalMs`), none that changes nothing. */
export function groupBuyFrames(
  options: { intervalMs?: number; scheduler?: SchedulerLike } = {},
): OperatorFunction<GroupBuyUpdate, GroupBuyFrame> {
  return (source) =>
    source.pipe(
      batchToScreen(options),
      map(foldGroupBuyFrame),
      filter((frame) => frame.settled || Object.keys(frame.progress).length > 0),
    );
}

/** The shown progress with a frame's on top; the same object when no value differs (no re-render). */
export function withProgress(current: ProgressById, changed: ProgressById): ProgressById {
  const moved = Object.entries(changed).filter(([id, next]) => {
    const shown = current[Number(id)];
    return !shown || shown.joinedQuantity !== next.joinedQuantity || shown.participants !== next.participants;
  });
  return moved.length === 0 ? current : { ...current, ...Object.fromEntries(moved) };
}
