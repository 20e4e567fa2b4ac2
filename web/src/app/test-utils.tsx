// Test helpers (tests only): a real store and the real providers around a component.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { makeStore, type AppState, type AppStore } from './store.ts';

export interface RenderOptions {
  store?: AppStore;
  preloadedState?: Partial<AppState>;
  route?: string;
}

export function storeFor(options: RenderOptions): AppStore {
  return options.store ?? makeStore(options.preloadedState ?? {}, { sagas: false });
}

/** Renders a component inside the app's providers and a memory router. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const store = storeFor(options);
  const view = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view };
}
