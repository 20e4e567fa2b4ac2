// The store answers addListener({ predicate, effect }): the effect runs after the reducers for each action the
// predicate accepts, the dispatch gives the function that removes it, a failing listener leaves the others.
import { describe, expect, it, vi } from 'vitest';
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from './store.ts';
import { languageChanged } from '@/shared/ui/ui-slice.ts';

describe('store listeners', () => {
  it('calls an effect after the reducers for the actions its predicate takes, until removed', () => {
    const store = makeStore(undefined, { sagas: false });
    const seen: [string, string][] = [];
    const remove: unknown = store.dispatch(
      addListener({
        predicate: (action: UnknownAction) => languageChanged.match(action),
        effect: (action: UnknownAction) => {
          seen.push([action.type, store.getState().ui.language]);
        },
      }),
    );
    store.dispatch({ type: 'other' });
    store.dispatch(languageChanged('en'));
    expect(seen).toEqual([[languageChanged.type, 'en']]);
    expect(typeof remove).toBe('function');
    (remove as () => void)();
    store.dispatch(languageChanged('zh'));
    expect(seen).toHaveLength(1);
  });

  it('reports a failing listener and still runs the others', () => {
    const store = makeStore(undefined, { sagas: false });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = vi.fn();
    store.dispatch(
      addListener({
        predicate: () => true,
        effect: () => {
          throw new Error('boom');
        },
      }),
    );
    store.dispatch(addListener({ predicate: () => true, effect: other }));
    store.dispatch({ type: 'ping' });
    expect(other).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('a store listener failed', expect.any(Error));
    error.mockRestore();
  });
});
