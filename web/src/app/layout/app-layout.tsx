// The layout around every page: skip link, header, the page (lazily loaded), footer, back-to-top, the loading
// overlay; focus moves to the new page on a route change (route-focus.tsx).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Center, Flex, Spinner } from '@chakra-ui/react';
import { SiteHeader } from './site-header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { MAIN_ID, RouteFocus, SkipLink } from './route-focus.tsx';

/** A part whose code loads after the first screen's: nothing until it came, nothing if it cannot come (offline). */
function later<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const nothing: ComponentType<P> = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: nothing }),
    ),
  );
}

/** Below the fold, and shown only once the page is scrolled: not in the first screen's JS. */
const SiteFooter = later(() => import('./site-footer.tsx').then((module) => module.SiteFooter));
const BackToTop = later(() => import('./back-to-top.tsx').then((module) => module.BackToTop));

/** What shows while a page's code loads (first load included): a spinner where the page will be, a screen
 * tall so the footer stays below the fold (the page arriving then moves nothing in view: CLS). */
export function PageFallback() {
  return (
    <Center py={20} minH="100dvh">
      <Spinner color="brand.solid" />
    </Center>
  );
}

/** The layout around the routed page (or around `children`): it shows at once, the page when its code came. */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <ScrollToTop />
      <RouteFocus />
      <SiteHeader />
      <Box as="main" id={MAIN_ID} flex="1" outline="none">
        {children ?? (
          <RouteErrorBoundary>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </Box>
      <Suspense fallback={null}>
        <SiteFooter />
        <BackToTop />
      </Suspense>
      <LoadingOverlay />
    </Flex>
  );
}
