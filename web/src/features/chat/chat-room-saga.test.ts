// A conversation's room run as a saga with runSaga and a fake socket: the history snapshot on join, live
// messages and receipts of this room only, a frame of them as one store change, a re-sync after a gap, a
// refusal shown, the room left on cancel.
import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { FakeSocket } from '@/shared/realtime/fake-socket.ts';
import { framedActions, withFramedActions } from '@/shared/realtime/framed-actions.ts';
import { chatRoomSaga } from './chat-room-saga.ts';
import { chatSlice, messageReceived, messagesOf, receiptsChanged, type ChatState } from './chat-slice.ts';
import { conversation, message } from './chat-fixtures.ts';

function harness(join: (room: string) => unknown = (room) => ({ ok: true, room, seq: 0, epoch: 'e1' })) {
  let state: ChatState = chatSlice.getInitialState();
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string }).room;
    return event === 'room:join' ? join(room) : { ok: true, room, seq: 0, epoch: 'e1' };
  });
  socket.connect();
  const fetchLatest = vi.fn(async () => ({
    conversation: conversation(),
    messages: [message(1), message(2)],
    hasMore: false,
    seq: 0,
    epoch: 'e1',
  }));
  // As the store reduces it: a framed action's inner actions one after the other.
  const reducer = withFramedActions(chatSlice.reducer);
  const actions: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = reducer(state, action);
  };
  const task = runSaga({ dispatch, getState: () => state }, chatRoomSaga, { socket, fetchLatest }, 5);
  return {
    socket,
    fetchLatest,
    task,
    actions,
    ids: () => messagesOf(state.byId[5]).map((m) => m.id),
    state: () => state,
  };
}

const event = (seq: number, data: unknown, room = 'chat:5') => ({ room, seq, epoch: 'e1', at: 0, data });

describe('chatRoomSaga', () => {
  it('loads the latest page on join, then adds the messages and receipts of its own room in order', async () => {
    const h = harness();
    expect(h.socket.emitted[0]).toEqual({ event: 'room:join', args: [{ room: 'chat:5' }] });
    await vi.waitFor(() => expect(h.ids()).toEqual([1, 2]));
    h.socket.serverSends('chat:message', event(1, message(3)));
    h.socket.serverSends('chat:message', event(1, message(99, { conversationId: 6 }), 'chat:6'));
    h.socket.serverSends(
      'chat:receipt',
      event(2, { conversationId: 5, buyerDeliveredId: 0, buyerReadId: 0, sellerDeliveredId: 3, sellerReadId: 3 }),
    );
    await vi.waitFor(() => expect(h.ids()).toEqual([1, 2, 3]));
    expect(h.state().byId[5]!.receipts.sellerReadId).toBe(3);
    h.task.cancel();
    expect(h.socket.emittedNames()).toContain('room:leave');
  });

  it('gives a frame of messages and receipts to the store as one action, every message kept in order', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.ids()).toEqual([1, 2]));
    const before = h.actions.length;
    for (const id of [3, 4, 5, 6]) h.socket.serverSends('chat:message', event(id - 2, message(id)));
    const receipt = { conversationId: 5, buyerDeliveredId: 0, buyerReadId: 0, sellerDeliveredId: 6, sellerReadId: 5 };
    h.socket.serverSends('chat:receipt', event(5, receipt));
    await vi.waitFor(() => expect(h.ids()).toEqual([1, 2, 3, 4, 5, 6]));
    expect(h.actions.slice(before)).toEqual([
      framedActions([...[3, 4, 5, 6].map((id) => messageReceived(message(id))), receiptsChanged(receipt)]),
    ]);
    expect(h.state().byId[5]!.receipts).toMatchObject({ sellerDeliveredId: 6, sellerReadId: 5 });
    h.task.cancel();
  });

  it('re-loads the latest page after a gap in the sequence', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.fetchLatest).toHaveBeenCalledTimes(1));
    h.fetchLatest.mockResolvedValueOnce({
      conversation: conversation(),
      messages: [message(2), message(3), message(4)],
      hasMore: false,
      seq: 4,
      epoch: 'e1',
    });
    h.socket.serverSends('chat:message', event(4, message(4)));
    await vi.waitFor(() => expect(h.fetchLatest).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(h.ids()).toEqual([1, 2, 3, 4]));
    h.task.cancel();
  });

  it("shows the server's refusal of a conversation that is not the user's", async () => {
    const h = harness(() => ({ ok: false, resultCode: '403', message: 'The server refused the request' }));
    await vi.waitFor(() => expect(h.state().byId[5]?.refusal).toBe('The server refused the request'));
    expect(h.fetchLatest).not.toHaveBeenCalled();
    h.task.cancel();
  });
});
