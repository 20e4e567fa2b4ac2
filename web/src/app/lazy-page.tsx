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

/** A lazy page; `ns`: the locale namespaces it reads, loaded alongside its code (not with the first screen).
 * It suspends under the layout's Suspense; a part that fails or times out shows the layout's route error. */
export function page(
  load: LazyPage,
  ns: readonly string[] = [],
  options: { firstScreen?: boolean } = {},
): Pick<RouteObject, 'element'> {
  const Page = lazy(async () => {
    const [module] = await Promise.all([
      withTimeout(load),
      // `routes`: the page titles (frames, breadcrumbs) every page may show.
      loadNamespaces(['routes', ...ns]),
      // The first screen's page is styled by the recipes the entry carries (theme.ts); every other page's
      // components may need the others.
      options.firstScreen ? undefined : withTimeout(loadAllRecipes),
    ]);
    return module;
  });
  return { element: <Page /> };
}
