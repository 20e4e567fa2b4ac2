// The header's chat unread total run as a saga with runSaga and a fake socket: loaded from chat/unread, then
// taken from `chat:inbox` of the user's own room, re-synced after a gap, cleared and left at logout.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@portal/contracts/entities/user';
import { FakeSocket } from '../realtime/fake-socket.ts';
import { chatUnreadSaga } from './chat-unread-saga.ts';
import { chatUnreadSlice } from './chat-unread.ts';
import { initialSessionState, loggedOut, sessionSlice, type SessionState } from './session-slice.ts';

const user = { id: 7, account: 'buyer', nickname: '采购商王明' } as UserInfo;

function harness(fetchChatUnread = vi.fn(async () => 3)) {
  let state: { session: SessionState; chatUnread: { total: number } } = {
    session: { ...initialSessionState, token: 'tok', userInfo: user },
    chatUnread: chatUnreadSlice.getInitialState(),
  };
  const socket = new FakeSocket((_event, args) => {
    const room = (args[0] as { room: string }).room;
    return { ok: true, room, seq: 0, epoch: 'e1' };
  });
  socket.connect();
  const io = stdChannel();
  const dispatch = (action: UnknownAction) => {
    state = {
      session: sessionSlice.reducer(state.session, action),
      chatUnread: chatUnreadSlice.reducer(state.chatUnread, action),
    };
    io.put(action);
  };
  const task = runSaga({ channel: io, dispatch, getState: () => state }, chatUnreadSaga, { socket, fetchChatUnread });
  return { socket, dispatch, task, fetchChatUnread, total: () => state.chatUnread.total };
}

const inbox = (seq: number, total: number, room = 'user:7') => ({
  room,
  seq,
  epoch: 'e1',
  at: 0,
  data: { conversationId: 5, unread: 1, total },
});

describe('chatUnreadSaga', () => {
  it('loads the total, follows chat:inbox of its own room, re-syncs after a gap, clears at logout', async () => {
    const h = harness();
    expect(h.socket.emitted[0]).toEqual({ event: 'room:join', args: [{ room: 'user:7' }] });
    await vi.waitFor(() => expect(h.total()).toBe(3));
    h.socket.serverSends('chat:inbox', inbox(1, 4));
    h.socket.serverSends('chat:inbox', inbox(2, 99, 'user:8'));
    expect(h.total()).toBe(4);
    // seq 3 missing (a cart count of the same room, say): the total is asked again
    h.fetchChatUnread.mockResolvedValueOnce(6);
    h.socket.serverSends('chat:inbox', inbox(4, 5));
    await vi.waitFor(() => expect(h.total()).toBe(6));
    expect(h.fetchChatUnread).toHaveBeenCalledTimes(2);
    h.dispatch(loggedOut());
    expect(h.total()).toBe(0);
    expect(h.socket.emittedNames()).toContain('room:leave');
    h.task.cancel();
  });
});
