// The route table of spec section 2 (+ login, register, password reset): every page lazily loaded under the
// site layout. Routes later issues build show the frame page with their title from locales/*/routes.json.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PAGE_PART_TIMEOUT_MS } from '@portal/contracts/rules/constants';
import { AppLayout, LayoutFallback } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';
import { FRAME_ROUTES, frameHandle } from '@/features/frame/frame-routes.ts';
import { ROUTE_PATTERNS as P } from '@/shared/paths.ts';

type LazyPage = () => Promise<{ default: ComponentType }>;

/** A page part that has not loaded within this time fails with a load error (spec section 9: 120 s). */
export function withTimeout<T>(load: () => Promise<T>, ms: number = PAGE_PART_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`page part not loaded within ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function page(load: LazyPage): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await withTimeout(load)).default }) };
}

const home = () => import('@/features/home/home-page.tsx');
const frame = () => import('@/features/frame/frame-page.tsx');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown while the first page's lazy code loads (the layout at once, so nothing shifts when it comes);
    // without it React Router warns on every page load.
    HydrateFallback: LayoutFallback,
    children: [
      {
        // Errors of a page show inside the layout, under the header.
        errorElement: <RouteError />,
        children: pages(),
      },
    ],
  },
];

function pages(): RouteObject[] {
  return [
    { index: true, ...page(home) },
    { path: P.home, ...page(home) },
    { path: P.login, ...page(() => import('@/features/account/login-page.tsx')) },
    { path: P.register, ...page(() => import('@/features/account/register-page.tsx')) },
    { path: P.resetPassword, ...page(() => import('@/features/account/reset-password-page.tsx')) },
    { path: P.news, ...page(() => import('@/features/news/news-page.tsx')) },
    { path: P.newsDetail, ...page(() => import('@/features/news/news-detail-page.tsx')) },
    { path: P.help, ...page(() => import('@/features/help/help-page.tsx')) },
    { path: P.question, ...page(() => import('@/features/help/question-page.tsx')) },
    { path: P.searchQuestion, ...page(() => import('@/features/help/search-question-page.tsx')) },
    ...FRAME_ROUTES.map((route) => ({ path: route.path, handle: frameHandle(route.key), ...page(frame) })),
    {
      path: '*',
      lazy: async () => ({ Component: (await withTimeout(() => import('./layout/not-found-page.tsx'))).NotFoundPage }),
    },
  ];
}

export function createRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}
