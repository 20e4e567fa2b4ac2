// A route's page, lazily loaded with its locale namespaces (and, off the first screen, every Chakra recipe),
// within the page-part time limit of docs/requirements.md section 9; used by both halves of the route table.
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PAGE_PART_TIMEOUT_MS } from '@portal/contracts/rules/constants';
import { loadNamespaces } from '@/shared/i18n/i18n.ts';
import { loadAllRecipes } from './theme.ts';

export type LazyPage = () => Promise<{ default: ComponentType }>;

/** A page part that has not loaded within this time fails with a load error (docs/requirements.md section 9: 120 s). */
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

/** What a route of `page()` carries besides its element: the start of its loads, for the boot to call early. */
export interface PageHandle {
  /** Starts loading the page's code, its namespaces and (off the first screen) the recipes, once; the page's
   * lazy component awaits the same loads. */
  preload: () => Promise<unknown>;
}

/** The page handle of a route, if it has one. */
export function pageHandle(route: Pick<RouteObject, 'handle'>): PageHandle | undefined {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && 'preload' in handle ? (handle as PageHandle) : undefined;
}

/** A lazy page; `ns`: the locale namespaces it reads, loaded alongside its code (not with the first screen).
 * It suspends under the layout's Suspense; a part that fails or times out shows the layout's route error.
 * The loads start when the page first renders, or sooner from its handle (router.tsx preloadPage, at boot). */
export function page(
  load: LazyPage,
  ns: readonly string[] = [],
  options: { firstScreen?: boolean } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  let loads: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    loads ??= Promise.all([
      withTimeout(load),
      // `routes`: the page titles (frames, breadcrumbs) every page may show.
      loadNamespaces(['routes', ...ns]),
      // The first screen's page is styled by the recipes the entry carries (theme.ts); every other page's
      // components may need the others.
      options.firstScreen ? undefined : withTimeout(loadAllRecipes),
    ]).then(([module]) => module);
    return loads;
  };
  const Page = lazy(preload);
  return { element: <Page />, handle: { preload } satisfies PageHandle };
}
