// The features' side of the user-room stream in a real store (makeStore, its listener middleware): a component's
// `useUserEvent` gets the named events while mounted (the latest handler, the re-sync notice, nothing after
// unmount or while disabled), and a page saga run by `useRoomSaga` takes them with `isUserEvent`.
import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { put, take } from 'redux-saga/effects';
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { storeFor } from '@/test/render.tsx';
import { useRoomSaga } from './use-room-saga.ts';
import {
  isUserEvent,
  useUserEvent,
  userEventReceived,
  userRoomResynced,
  type UserEventMessage,
} from './user-events.ts';

const notice = (seq: number, kind = 'order'): UserEventMessage => ({
  event: 'user:notification',
  seq,
  epoch: 'e1',
  at: 0,
  data: { id: seq, kind, title: `n${seq}`, at: 0 },
});
const cart = (seq: number, count: number): UserEventMessage => ({
  event: 'user:cartCount',
  seq,
  epoch: 'e1',
  at: 0,
  data: { count },
});

function Listener(props: {
  onEvent: (m: UserEventMessage<'user:notification'>) => void;
  onResync: () => void;
  enabled?: boolean;
}) {
  useUserEvent('user:notification', props.onEvent, {
    onResync: props.onResync,
    ...(props.enabled !== undefined ? { enabled: props.enabled } : {}),
  });
  return null;
}

describe('useUserEvent', () => {
  it('calls the latest handler with each named event while mounted, and onResync after a re-sync', () => {
    const store = storeFor();
    const first = vi.fn();
    const second = vi.fn();
    const onResync = vi.fn();
    const view = render(
      <Provider store={store}>
        <Listener onEvent={first} onResync={onResync} />
      </Provider>,
    );
    act(() => {
      store.dispatch(userEventReceived(notice(1)));
      store.dispatch(userEventReceived(cart(2, 3))); // not asked for
    });
    expect(first.mock.calls.map(([m]) => (m as UserEventMessage).seq)).toEqual([1]);
    view.rerender(
      <Provider store={store}>
        <Listener onEvent={second} onResync={onResync} />
      </Provider>,
    );
    act(() => {
      store.dispatch(userEventReceived(notice(3)));
      store.dispatch(userRoomResynced());
    });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(notice(3));
    expect(onResync).toHaveBeenCalledTimes(1);
    view.rerender(
      <Provider store={store}>
        <Listener onEvent={second} onResync={onResync} enabled={false} />
      </Provider>,
    );
    act(() => void store.dispatch(userEventReceived(notice(4))));
    expect(second).toHaveBeenCalledTimes(1);
    view.unmount();
    act(() => void store.dispatch(userEventReceived(notice(5))));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

const seen = createAction<number>('test/seen');

function* echoOrders(prefix: number) {
  while (true) {
    const action: PayloadAction<UserEventMessage<'user:notification'>> = yield take(isUserEvent('user:notification'));
    if (action.payload.data.kind === 'order') yield put(seen(prefix + action.payload.seq));
  }
}

function Page({ id }: { id: number | null }) {
  useRoomSaga(echoOrders, id, id ?? 0);
  return null;
}

describe('useRoomSaga', () => {
  it("runs the page's saga on the store's actions for the page's life, restarted when its key changes", () => {
    const store = storeFor();
    const actions: string[] = [];
    const unsubscribe = store.subscribe(() => undefined);
    const original = store.dispatch;
    const spy = vi.spyOn(store, 'dispatch').mockImplementation(((action: { type: string; payload?: unknown }) => {
      if (seen.match(action)) actions.push(String(action.payload));
      return original(action as never);
    }) as typeof store.dispatch);
    const view = render(
      <Provider store={store}>
        <Page id={100} />
      </Provider>,
    );
    act(() => {
      store.dispatch(userEventReceived(notice(1)));
      store.dispatch(userEventReceived(notice(2, 'offer')));
      store.dispatch(userEventReceived(notice(3)));
    });
    view.rerender(
      <Provider store={store}>
        <Page id={200} />
      </Provider>,
    );
    act(() => void store.dispatch(userEventReceived(notice(4))));
    view.rerender(
      <Provider store={store}>
        <Page id={null} />
      </Provider>,
    );
    act(() => void store.dispatch(userEventReceived(notice(5))));
    view.unmount();
    expect(actions).toEqual(['101', '103', '204']);
    spy.mockRestore();
    unsubscribe();
  });
});
