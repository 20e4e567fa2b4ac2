// The tab connection and its saga with a fake socket: handshake auth, re-auth on token or language change,
// the mode, logout when the server ends the login, and a refused room join reaching the page.
import { describe, expect, it } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { firstValueFrom, of, take, toArray } from 'rxjs';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { applyLanguage, i18n } from '../i18n/i18n.ts';
import { initialSessionState, loggedIn, sessionSlice } from '../session/session-slice.ts';
import { initialUiState, languageChanged, uiSlice } from '../ui/ui-slice.ts';
import { RealtimeConnection } from './connection.ts';
import { FakeManagedSocket, FakeSocket } from './fake-socket.ts';
import { RealtimeStatus } from './realtime-status.tsx';
import { roomStream, socketClockSample } from './room-stream.ts';
import { measureClockOffset } from './operators.ts';
import { socketSaga } from './socket-saga.ts';

function harness(token: string | null) {
  let state = { session: { ...initialSessionState, token }, ui: initialUiState };
  const socket = new FakeManagedSocket();
  const connection = new RealtimeConnection(socket, { graceMs: 10 });
  const io = stdChannel();
  const dispatch = (action: UnknownAction) => {
    state = { session: sessionSlice.reducer(state.session, action), ui: uiSlice.reducer(state.ui, action) };
    io.put(action);
  };
  const task = runSaga({ channel: io, dispatch, getState: () => state }, socketSaga, { connection });
  return { socket, connection, dispatch, task, state: () => state };
}

describe('the tab connection', () => {
  it('connects with the token and language, and reconnects when either changes', () => {
    const h = harness(null);
    expect(h.socket.handshakes).toEqual([{ lang: 'zh' }]);
    h.dispatch(loggedIn({ token: 'tok', userInfo: { id: 1 } as never }));
    h.dispatch(languageChanged('en'));
    expect(h.socket.handshakes).toEqual([{ lang: 'zh' }, { token: 'tok', lang: 'zh' }, { token: 'tok', lang: 'en' }]);
    // an unrelated action: no new handshake
    h.dispatch({ type: 'other' });
    expect(h.socket.handshakes).toHaveLength(3);
    h.task.cancel();
  });

  it("logs out when the server ends this socket's login, not a newer one", () => {
    const h = harness('tok');
    h.socket.serverSends('session:ended', { reason: 'loggedOut' });
    expect(h.state().session.token).toBeNull();

    h.task.cancel();
  });

  it('gives the mode: live, reconnecting when dropped, polling after the grace time', async () => {
    const h = harness(null);
    const modes = firstValueFrom(h.connection.mode$.pipe(take(3), toArray()));
    h.socket.disconnect();
    expect(await modes).toEqual(['live', 'reconnecting', 'polling']);
    h.task.cancel();
  });
});

const renderInEnglish = (ui: ReactElement) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>
    </I18nextProvider>,
  );

describe('room refusals and the status badge', () => {
  it('passes a refused join to the page, in the words the server chose', () => {
    const socket = new FakeSocket(() => ({ ok: false, resultCode: '403', message: 'The server refused the request' }));
    socket.connect();
    const seen: unknown[] = [];
    const subscription = roomStream({
      socket,
      room: 'chat:3',
      events: ['chat:message'],
      snapshot: () => of({ state: 0 }),
    }).subscribe((update) => seen.push(update));
    expect(seen).toEqual([
      { type: 'refused', refusal: { ok: false, resultCode: '403', message: 'The server refused the request' } },
    ]);
    subscription.unsubscribe();
  });

  it('shows the mode in the page language, and nothing while live when asked', () => {
    applyLanguage('en');
    renderInEnglish(<RealtimeStatus mode="polling" />);
    expect(screen.getByRole('status').textContent).toBe('Refreshing periodically');
    const { container } = renderInEnglish(<RealtimeStatus mode="live" hideWhenLive />);
    expect(container.textContent).toBe('');
    // The first connection is not news either: the page's data came over HTTP a moment ago.
    const first = renderInEnglish(<RealtimeStatus mode="connecting" hideWhenLive />);
    expect(first.container.textContent).toBe('');
  });

  it('measures the clock offset over time:ping with the clock it is given', async () => {
    let local = 1000;
    // the server is 5 s ahead; each round trip takes 10 ms of the local clock
    const socket = new FakeSocket((event) => {
      if (event !== 'time:ping') return undefined;
      local += 5;
      const answer = { serverNow: local + 5000 };
      local += 5;
      return answer;
    });
    const offset = await firstValueFrom(
      measureClockOffset(() => socketClockSample(socket, () => local), { count: 3, spacingMs: 0 }).pipe(toArray()),
    );
    expect(offset.at(-1)).toBe(5000);
  });
});
