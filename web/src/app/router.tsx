// The route table of docs/requirements.md section 2 (+ login, register, password reset): every page lazily loaded under the
// site layout. The first screen carries only the home page's routes; every other one is in page-routes.tsx,
// loaded for any other path (index.html preloads it there) and prefetched once the user heads for a link.
// Declarative routes (useRoutes, React.lazy, Suspense and error boundaries in the layout): React Router's data
// router (loaders, actions, fetchers) would add 16 KB gzip to the first screen for nothing the portal uses.
import { lazy } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout.tsx';
import { ROUTE_PATTERNS as P } from '@/shared/paths.ts';
import { page, pageHandle, withTimeout } from './lazy-page.tsx';

const home = () => import('@/features/home/home-page.tsx');
const loadPageRoutes = () => import('./page-routes.tsx');
const PageRoutes = lazy(() => withTimeout(loadPageRoutes));

/** Fetches the other routes' table ahead of the first navigation (its pages stay lazy). */
export function prefetchPageRoutes(): void {
  loadPageRoutes().catch(() => undefined); // offline: the navigation itself tries again and says so
}

/** Starts every load of the page at `pathname` (its code, its texts, the recipes), at boot: otherwise they start
 * only when React reaches the page, after the store, the style system and the layout's first render, and the
 * page's namespaces were a round trip of their own after that. Errors are left to the page's render. */
export function preloadPage(pathname: string): void {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const match of matches)
    pageHandle(match.route)
      ?.preload()
      .catch(() => undefined);
  if (!matches.some((match) => match.route.path === '*')) return;
  loadPageRoutes().then(
    ({ pageRoutes }) => {
      for (const match of matchRoutes(pageRoutes, pathname) ?? [])
        pageHandle(match.route)
          ?.preload()
          .catch(() => undefined);
    },
    () => undefined, // offline: the page's render tries again and says so
  );
}

const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Runs `task` once, when the user first points at, touches or tabs to a link of the portal (the first
 * navigation is then on its way): the first screen loads nothing of the other pages unless it is left.
 * Gives the function that stops listening.
 */
export function onFirstLinkIntent(task: () => void, root: Document = document): () => void {
  const stop = () => {
    for (const type of INTENT_EVENTS) root.removeEventListener(type, listener, true);
  };
  const listener = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || !link.getAttribute('href')?.startsWith('/')) return;
    stop();
    task();
  };
  for (const type of INTENT_EVENTS) root.addEventListener(type, listener, { capture: true, passive: true });
  return stop;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    // The layout shows at once; a page's errors show inside it, under the header (app-layout.tsx).
    element: <AppLayout />,
    children: [
      // The home page's components all have their recipe in the entry (theme.test.ts checks it).
      { index: true, ...page(home, ['home'], { firstScreen: true }) },
      { path: P.home, ...page(home, ['home'], { firstScreen: true }) },
      { path: '*', element: <PageRoutes /> },
    ],
  },
];

/** The routed page tree at the current location (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
