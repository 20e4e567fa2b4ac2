// One conversation's room as a saga: the latest page of chat/history is its snapshot (first join, after a
// gap or a server restart), then `chat:message` and `chat:receipt` in order; a refused join is shown. What
// arrives between two frames is one store change (batchToScreen): the slice's per-event actions of that
// frame, in order, framed in one action (shared/realtime/framed-actions.ts).
import { from, map, type Observable, type SchedulerLike } from 'rxjs';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { RoomName } from '@portal/contracts/events/common';
import type { ChatMessageEvent, ChatReceiptEvent } from '@portal/contracts/events/chat';
import type { ContentOf } from '@portal/contracts/operation';
import type { history } from '@portal/contracts/http/chat';
import { frameAction } from '@/shared/realtime/framed-actions.ts';
import { batchToScreen, type RealtimeMode } from '@/shared/realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '@/shared/realtime/room-stream.ts';
import { roomSaga } from '@/shared/realtime/room-saga.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { messageReceived, receiptsChanged, roomRefused, roomSynced } from './chat-slice.ts';

type History = ContentOf<typeof history>;

export interface ChatRoomDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  /** The latest page of chat/history (the room's snapshot, with its seq and epoch). */
  fetchLatest(conversationId: number): Promise<History>;
  pollMs?: number;
  /** Paces the updates (default: one batch per animation frame; tests pass a virtual or async one). */
  paceScheduler?: SchedulerLike;
}

type ChatUpdate = RoomStreamUpdate<ChatMessageEvent | ChatReceiptEvent, History>;

export function chatRoomAction(conversationId: number, update: ChatUpdate) {
  if (update.type === 'snapshot') return roomSynced(update.state);
  if (update.type === 'refused') return roomRefused({ conversationId, message: update.refusal.message });
  if (update.type !== 'message') return null;
  const { data } = update.message;
  if (update.event === 'chat:message') return messageReceived(data as ChatMessageEvent);
  if (update.event === 'chat:receipt') return receiptsChanged(data as ChatReceiptEvent);
  return null;
}

/** One frame of the room's updates as one action (null when none changes the store). */
export function chatRoomFrame(conversationId: number, updates: readonly ChatUpdate[]): UnknownAction | null {
  return frameAction(
    updates.map((update) => chatRoomAction(conversationId, update)).filter((action) => action !== null),
  );
}

export function chatRoomUpdates(deps: ChatRoomDeps, conversationId: number): Observable<ChatUpdate> {
  return roomStream({
    socket: deps.socket,
    room: `chat:${conversationId}` satisfies RoomName,
    events: ['chat:message', 'chat:receipt'],
    snapshot: () =>
      from(deps.fetchLatest(conversationId)).pipe(map((page) => ({ state: page, seq: page.seq, epoch: page.epoch }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
  });
}

/** Follows the conversation until cancelled (the page closes it or opens another). */
export function* chatRoomSaga(deps: ChatRoomDeps, conversationId: number) {
  yield* roomSaga<ChatUpdate[]>({
    updates: () =>
      chatRoomUpdates(deps, conversationId).pipe(
        batchToScreen(deps.paceScheduler ? { scheduler: deps.paceScheduler } : {}),
      ),
    toAction: (updates) => chatRoomFrame(conversationId, updates),
  });
}
