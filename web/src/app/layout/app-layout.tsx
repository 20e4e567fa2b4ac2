// The layout around every page: header, the page (lazily loaded), footer, back-to-top, the loading overlay.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Box, Center, Flex, Spinner } from '@chakra-ui/react';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { BackToTop } from './back-to-top.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

export function AppLayout() {
  return (
    <Flex direction="column" minH="100dvh">
      <ScrollToTop />
      <SiteHeader />
      <Box as="main" flex="1">
        <Suspense
          fallback={
            <Center py={20}>
              <Spinner color="brand.solid" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <BackToTop />
      <LoadingOverlay />
    </Flex>
  );
}
