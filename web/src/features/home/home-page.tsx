// The landing page (/ and /home): banners, categories, the 8 entry points, recommendations, industrial belts
// and news from home/homeData, with the first-visit guided tour over the entry points.
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import type { HomeData } from '@portal/contracts/http/home';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Container, Stack } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { releaseFirstScreen } from '@/shared/first-screen.ts';
import { testIds } from '@/shared/test-ids.ts';
import { useHomeDataQuery } from './home-api.ts';
import { HomeHero } from './home-hero.tsx';
import { HomeSection } from './home-section.tsx';
import { EntryPoints } from './entry-points.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { CompanyList } from './company-list.tsx';
import { BeltList } from './belt-list.tsx';
import { NewsList } from './news-list.tsx';
import { LazyBand } from './lazy-band.tsx';
import { useIdleAfter, usePageIdle } from './use-page-idle.ts';
import { closedTour, isTourDone, rememberTourDone, tourReducer, type TourAction, type TourState } from './tour.ts';

function reduceTour(state: TourState, action: TourAction): TourState {
  return tourReducer(state, action);
}

/** The tour's overlay is fetched when it first opens: a returning visitor never loads it. */
const GuidedTour = lazy(() => import('./guided-tour.tsx').then((module) => ({ default: module.GuidedTour })));

/** Longest wait for a quiet moment before the first-visit tour opens once the data is on screen. */
const TOUR_IDLE_TIMEOUT_MS = 800;

interface Band {
  key: string;
  node: ReactNode;
  /** About the band's height before it renders (rem), so the page below keeps its place meanwhile. */
  estimateRem: number;
}

/** The bands under the entry points, in page order (those without content left out). */
function homeBands(data: HomeData, t: (key: string) => string): Band[] {
  const bands: (Band | false)[] = [
    {
      key: 'products',
      estimateRem: 40,
      node: (
        <HomeSection title={t('sections.products')} more="/market" testId={testIds.home.products}>
          <ProductGrid products={data.recommendedProducts} columns={{ base: 2, md: 4, lg: 6 }} phoneLimit={4} />
        </HomeSection>
      ),
    },
    data.discountProducts.length > 0 && {
      key: 'discount',
      estimateRem: 38,
      node: (
        <HomeSection title={t('sections.discount')} more="/promotionalActivities">
          <ProductGrid products={data.discountProducts} columns={{ base: 2, md: 4 }} phoneLimit={4} />
        </HomeSection>
      ),
    },
    {
      key: 'shops',
      estimateRem: 22,
      node: (
        <HomeSection title={t('sections.shops')} more="/market" testId={testIds.home.shops}>
          <CompanyList companies={data.recommendedShops} linkTo={paths.storeDetail} />
        </HomeSection>
      ),
    },
    {
      key: 'factories',
      estimateRem: 22,
      node: (
        <HomeSection title={t('sections.factories')} more="/factoryZone" testId={testIds.home.factories}>
          <CompanyList companies={data.recommendedFactories} linkTo={(id) => paths.factory({ id })} />
        </HomeSection>
      ),
    },
    {
      key: 'belts',
      estimateRem: 18,
      node: (
        <HomeSection title={t('sections.belts')} more="/industrialBelt">
          <BeltList belts={data.industrialBelts} />
        </HomeSection>
      ),
    },
    data.newProducts.length > 0 && {
      key: 'newProducts',
      estimateRem: 38,
      node: (
        <HomeSection title={t('sections.newProducts')} more="/market">
          <ProductGrid products={data.newProducts} columns={{ base: 2, md: 4 }} phoneLimit={4} />
        </HomeSection>
      ),
    },
    {
      key: 'news',
      estimateRem: 22,
      node: (
        <HomeSection title={t('sections.news')} more="/news" testId={testIds.home.news}>
          <NewsList news={data.news} />
        </HomeSection>
      ),
    },
  ];
  return bands.filter((band): band is Band => band !== false);
}

/** The 8 entry points with the tour's restart button; memoised, as the page re-renders with each tour step. */
const EntrySection = memo(function EntrySection({
  targets,
  onTourAction,
}: {
  targets: HomeData['tourTargets'] | undefined;
  onTourAction: (action: TourAction) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <HomeSection title={t('sections.entries')} subtitle={t('sections.entriesSub')}>
      <EntryPoints targets={targets} />
      <Box textAlign="end" mt={3}>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          onClick={() => onTourAction({ type: 'start' })}
          data-testid={testIds.tour.restart}
        >
          {t('tour.restart')}
        </Button>
      </Box>
    </HomeSection>
  );
});

/** The first band below the entry points (the products) at its final size, until it renders. */
function ProductsSkeleton({ title }: { title: string }) {
  return (
    <HomeSection title={title}>
      <ProductGridSkeleton columns={{ base: 2, md: 4, lg: 6 }} count={12} phoneLimit={4} />
    </HomeSection>
  );
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const { data: answered, isError, refetch } = useHomeDataQuery();
  // The page draws the answer as a deferred value: the store's update renders at once only what it changes
  // without the data (nothing), and React then renders the hero and the bands in 5 ms slices, not one long task
  // (Lighthouse's TBT). Until that render commits, index.html's first screen stays over the page.
  const data = useDeferredValue(answered);
  const bands = useMemo(() => (data ? homeBands(data, t) : []), [data, t]);
  const idle = usePageIdle();
  const [tour, dispatchTour] = useReducer(reduceTour, closedTour);

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  // index.html's first screen (its banner painted before the JS) gives way in the commit that draws the hero
  // with its data (or the error), before the browser paints: the same banner, in the same box. Leaving the page
  // removes it too.
  useLayoutEffect(() => {
    if (data || isError) releaseFirstScreen();
  }, [data, isError]);
  useLayoutEffect(() => () => releaseFirstScreen(), []);

  // The tour starts on the first visit once the data is on screen and the main thread has a quiet moment, so
  // its anchors (the entry points, above every band) are where they stay and its card does not compete with
  // the first paint. The bands render only as they come near the screen (LazyBand), below the anchors.
  const settled = useIdleAfter(bands.length > 0 || isError, TOUR_IDLE_TIMEOUT_MS);
  useEffect(() => {
    if (settled && !isTourDone()) dispatchTour({ type: 'start' });
  }, [settled]);

  const onTourAction = useCallback((action: TourAction) => {
    if (action.type === 'skip' || action.type === 'complete') rememberTourDone();
    dispatchTour(action);
  }, []);

  return (
    <Container maxW="7xl" px={{ base: 3, md: 6 }} py={{ base: 3, md: 5 }} data-testid={testIds.home.root}>
      <Stack gap={{ base: 4, md: 6 }}>
        {isError && (
          <Alert.Root status="error" borderRadius="lg" data-testid={testIds.home.loadError}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('loadError')}</Alert.Title>
            </Alert.Content>
            <Button size="sm" variant="outline" onClick={() => void refetch()}>
              {t('retry')}
            </Button>
          </Alert.Root>
        )}
        {!isError && <HomeHero data={data} rotate={idle && !tour.open} />}

        <EntrySection targets={data?.tourTargets} onTourAction={onTourAction} />

        {bands.length > 0
          ? bands.map((band, index) => (
              <LazyBand
                key={band.key}
                placeholder={
                  index === 0 ? (
                    <ProductsSkeleton title={t('sections.products')} />
                  ) : (
                    <div style={{ minHeight: `${band.estimateRem}rem` }} />
                  )
                }
              >
                {band.node}
              </LazyBand>
            ))
          : !isError && <ProductsSkeleton title={t('sections.products')} />}
      </Stack>
      {tour.open && (
        <Suspense fallback={null}>
          <GuidedTour state={tour} onAction={onTourAction} />
        </Suspense>
      )}
    </Container>
  );
}
