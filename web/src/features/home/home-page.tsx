// The landing page (/ and /home): banners, categories, the 8 entry points, recommendations, industrial belts
// and news from home/homeData, with the first-visit guided tour over the entry points.
import { Fragment, startTransition, useCallback, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { HomeData } from '@portal/contracts/http/home';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Container, Stack } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { testIds } from '@/shared/test-ids.ts';
import { useHomeDataQuery } from './home-api.ts';
import { HomeHero } from './home-hero.tsx';
import { HomeSection } from './home-section.tsx';
import { EntryPoints } from './entry-points.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { CompanyList } from './company-list.tsx';
import { BeltList } from './belt-list.tsx';
import { NewsList } from './news-list.tsx';
import { GuidedTour } from './guided-tour.tsx';
import { closedTour, isTourDone, rememberTourDone, tourReducer, type TourAction, type TourState } from './tour.ts';

function reduceTour(state: TourState, action: TourAction): TourState {
  return tourReducer(state, action);
}

interface Band {
  key: string;
  node: ReactNode;
}

/** The bands under the entry points, in page order (those without content left out). */
function homeBands(data: HomeData, t: (key: string) => string): Band[] {
  const bands: (Band | false)[] = [
    {
      key: 'products',
      node: (
        <HomeSection title={t('sections.products')} more="/market" testId={testIds.home.products}>
          <ProductGrid products={data.recommendedProducts} columns={{ base: 2, md: 4, lg: 6 }} phoneLimit={4} />
        </HomeSection>
      ),
    },
    data.discountProducts.length > 0 && {
      key: 'discount',
      node: (
        <HomeSection title={t('sections.discount')} more="/promotionalActivities">
          <ProductGrid products={data.discountProducts} columns={{ base: 2, md: 4 }} phoneLimit={4} />
        </HomeSection>
      ),
    },
    {
      key: 'shops',
      node: (
        <HomeSection title={t('sections.shops')} more="/market" testId={testIds.home.shops}>
          <CompanyList companies={data.recommendedShops} linkTo={paths.storeDetail} />
        </HomeSection>
      ),
    },
    {
      key: 'factories',
      node: (
        <HomeSection title={t('sections.factories')} more="/factoryZone" testId={testIds.home.factories}>
          <CompanyList companies={data.recommendedFactories} linkTo={(id) => paths.factory({ id })} />
        </HomeSection>
      ),
    },
    {
      key: 'belts',
      node: (
        <HomeSection title={t('sections.belts')} more="/industrialBelt">
          <BeltList belts={data.industrialBelts} />
        </HomeSection>
      ),
    },
    data.newProducts.length > 0 && {
      key: 'newProducts',
      node: (
        <HomeSection title={t('sections.newProducts')} more="/market">
          <ProductGrid products={data.newProducts} columns={{ base: 2, md: 4 }} phoneLimit={4} />
        </HomeSection>
      ),
    },
    {
      key: 'news',
      node: (
        <HomeSection title={t('sections.news')} more="/news" testId={testIds.home.news}>
          <NewsList news={data.news} />
        </HomeSection>
      ),
    },
  ];
  return bands.filter((band): band is Band => band !== false);
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const { data, isLoading, isError, refetch } = useHomeDataQuery();
  const bands = data ? homeBands(data, t) : [];
  // The bands below the entry points (~800 of the page's ~900 elements) come one per commit, each in a
  // transition, once the hero with its banner (the LCP element) is on screen: React renders them in 5 ms
  // slices, no commit holds the page for all of them, and the banner does not wait for the products' styles.
  // The products' skeleton keeps the first band's place meanwhile; the others are below it.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (bands.length === 0 || shown >= bands.length) return;
    startTransition(() => setShown((count) => count + 1));
  }, [bands.length, shown]);
  const [tour, dispatchTour] = useReducer(reduceTour, closedTour);

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  // The tour starts on the first visit once the page has settled (the bands too), so its anchors are where
  // they stay.
  const settled = !isLoading && ((bands.length > 0 && shown >= bands.length) || isError);
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
        {!isError && <HomeHero data={data} />}

        <HomeSection title={t('sections.entries')} subtitle={t('sections.entriesSub')}>
          <EntryPoints targets={data?.tourTargets} />
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

        {bands.length > 0 && shown > 0
          ? bands.slice(0, shown).map((band) => <Fragment key={band.key}>{band.node}</Fragment>)
          : !isError && (
              // The first band below the entry points, at its final size, until it comes.
              <HomeSection title={t('sections.products')}>
                <ProductGridSkeleton columns={{ base: 2, md: 4, lg: 6 }} count={12} phoneLimit={4} />
              </HomeSection>
            )}
      </Stack>
      <GuidedTour state={tour} onAction={onTourAction} />
    </Container>
  );
}
