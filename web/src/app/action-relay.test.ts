// The relay keeps actions until its listener comes, then hands them over in order, and every later one at once.
import { describe, expect, it } from 'vitest';
import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { actionRelay, RELAY_BUFFER_MAX } from './action-relay.ts';

function storeWith(relay: ReturnType<typeof actionRelay>) {
  return configureStore({
    reducer: (state: number = 0, action: UnknownAction) => (action.type === 'inc' ? state + 1 : state),
    middleware: (getDefault) => getDefault().concat(relay.middleware),
  });
}

describe('actionRelay', () => {
  it('hands the waiting actions over in order at attach, then each new one after the reducers ran', () => {
    const relay = actionRelay();
    const store = storeWith(relay);
    store.dispatch({ type: 'inc' });
    store.dispatch({ type: 'other' });
    const seen: string[] = [];
    relay.attach((action) => seen.push(`${action.type}@${store.getState()}`));
    expect(seen).toEqual(['inc@1', 'other@1']);
    store.dispatch({ type: 'inc' });
    expect(seen).toEqual(['inc@1', 'other@1', 'inc@2']);
  });

  it('keeps at most RELAY_BUFFER_MAX actions while nobody listens', () => {
    const relay = actionRelay();
    const store = storeWith(relay);
    for (let i = 0; i < RELAY_BUFFER_MAX + 10; i += 1) store.dispatch({ type: 'inc' });
    let count = 0;
    relay.attach(() => (count += 1));
    expect(count).toBe(RELAY_BUFFER_MAX);
  });
});
