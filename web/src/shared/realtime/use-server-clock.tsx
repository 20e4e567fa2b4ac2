// The tab's server clock in React: `useServerClock()` gives the one clock (a provider's in tests), and
// `useServerNow(clock)` re-renders its component on each whole server second. Only a leaf should call
// `useServerNow` (the shared <Countdown> does): the page around it then renders once, not every second.
import { createContext, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { useAppStore } from '../store/hooks.ts';
import { tabServerClock, type ServerClock } from './server-clock.ts';

const ServerClockContext = createContext<ServerClock | null>(null);

/** Gives the components inside a clock of their own (tests: a clock they control). */
export function ServerClockProvider({ clock, children }: { clock: ServerClock; children: ReactNode }) {
  return <ServerClockContext.Provider value={clock}>{children}</ServerClockContext.Provider>;
}

/** The server clock: the one given, else the provider's, else the tab's one clock (made only when used, so a
 * page that passes its own clock never starts a second one). */
export function useServerClock(given?: ServerClock): ServerClock {
  const provided = useContext(ServerClockContext);
  const store = useAppStore();
  return given ?? provided ?? tabServerClock(store);
}

/** The server time on the clock's latest whole second, re-rendering on each tick (null until measured). */
export function useServerNow(clock: ServerClock): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = clock.now$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [clock],
  );
  return useSyncExternalStore(subscribe, () => clock.now$.getValue());
}
