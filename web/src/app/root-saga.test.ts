// The root saga's realtime part: an anonymous tab opens no socket (its code is not even loaded); the first
// login loads the realtime flows, which connect with the token.
import { describe, expect, it } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { RealtimeConnection } from '@/shared/realtime/connection.ts';
import { FakeManagedSocket } from '@/shared/realtime/fake-socket.ts';
import { initialSessionState, loggedIn, sessionSlice } from '@/shared/session/session-slice.ts';
import { initialUiState, uiSlice } from '@/shared/ui/ui-slice.ts';
import { publicRoomsWanted } from '@/shared/realtime/public-room.ts';
import { lazyRealtimeSaga } from './root-saga.ts';

describe('lazyRealtimeSaga', () => {
  it('opens no socket while anonymous and connects with the token at the first login', async () => {
    let state = { session: { ...initialSessionState, token: null as string | null }, ui: initialUiState };
    const socket = new FakeManagedSocket();
    const connection = new RealtimeConnection(socket, { graceMs: 10 });
    const io = stdChannel();
    const dispatch = (action: UnknownAction) => {
      state = { session: sessionSlice.reducer(state.session, action), ui: uiSlice.reducer(state.ui, action) };
      io.put(action);
    };
    const fetchCartCount = async () => 3;
    const task = runSaga({ channel: io, dispatch, getState: () => state }, lazyRealtimeSaga, {
      connection,
      fetchCartCount,
    });
    dispatch({ type: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socket.handshakes).toEqual([]);

    dispatch(loggedIn({ token: 'tok', userInfo: { id: 1 } as never }));
    await waitFor(() => expect(socket.handshakes).toEqual([{ token: 'tok', lang: 'zh' }]));
    task.cancel();
  });

  it('connects an anonymous tab (no token) when a page with public rooms mounts', async () => {
    const state = { session: { ...initialSessionState, token: null as string | null }, ui: initialUiState };
    const socket = new FakeManagedSocket();
    const connection = new RealtimeConnection(socket, { graceMs: 10 });
    const io = stdChannel();
    const task = runSaga(
      { channel: io, dispatch: (a: UnknownAction) => io.put(a), getState: () => state },
      lazyRealtimeSaga,
      {
        connection,
        fetchCartCount: async () => 0,
      },
    );
    io.put({ type: 'other' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(socket.handshakes).toEqual([]);

    io.put(publicRoomsWanted());
    await waitFor(() => expect(socket.handshakes).toEqual([{ lang: 'zh' }]));
    task.cancel();
  });
});
