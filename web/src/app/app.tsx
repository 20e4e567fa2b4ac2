// The whole client: providers around the router (declarative routes, see router.tsx).
import { BrowserRouter } from 'react-router-dom';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import type { AppStore } from './store.ts';

export function App({ store }: { store: AppStore }) {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        {/* Errors of the layout itself; a page's errors show inside the layout. */}
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
