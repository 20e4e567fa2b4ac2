// /vrList, the VR market tour: the market halls, each with its picture, floors and booths, industries and
// figures (shops, goods, exhibitions to come), and a 360° tour of its inside (tour-viewer.tsx); from a hall to
// its shops. Paged in the URL; loading, empty and error states from QueryState.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Button, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { homeShowRoomPageData, type ShowRoomHall } from '@portal/contracts/http/home';
import { paths } from '@/shared/paths.ts';
import { useUrlListState } from '@/shared/ui/list-header.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { nameIn, useLang } from '@/shared/i18n/lang.ts';
import { PageHero } from '@/shared/ui/page-hero.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { urlQuery } from '@/shared/url-query.ts';
import { formatCount } from '@/shared/count-format.ts';
import { vrTestIds as ids } from './test-ids.ts';
import { TourViewer } from './tour-viewer.tsx';
import { useTourHallsQuery } from './vr-api.ts';

export const HALLS_PAGE_SIZE = 6;
const hallsQuery = urlQuery(homeShowRoomPageData, { fields: ['pageNum'], rename: { pageNum: 'page' } });
const CARD_COLUMNS = { base: 1, md: 2, xl: 3 };

/** The page's language and a hall's or an industry's name in it. */
function useLangName() {
  const lang = useLang();
  return { lang, name: (item: { name: string; nameEn: string }) => nameIn(lang, item) };
}

function HallCard({ hall, onTour }: { hall: ShowRoomHall; onTour(): void }) {
  const { t } = useTranslation('vr');
  const { lang, name } = useLangName();
  const figures = [
    { key: 'shops', value: hall.shopCount },
    { key: 'goods', value: hall.productCount },
    { key: 'exhibitions', value: hall.upcomingExhibitions },
  ] as const;
  return (
    <Stack
      as="article"
      gap={0}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      aria-label={name(hall)}
      data-testid={ids.hall(hall.id)}
    >
      <Box position="relative" aspectRatio={16 / 9} bg="gray.100">
        <Image src={hall.image} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        <Badge position="absolute" top={3} insetStart={3} colorPalette="brand" variant="solid" size="md">
          {t('hall.badge')}
        </Badge>
      </Box>
      <Stack gap={3} p={4} flex="1">
        <Stack gap={1}>
          <Heading as="h2" size="md">
            {name(hall)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t('hall.layout', { floors: hall.floors, booths: formatCount(hall.booths, lang) })}
          </Text>
        </Stack>
        {hall.intro && (
          <Text fontSize="sm" lineClamp={2} title={hall.intro}>
            {hall.intro}
          </Text>
        )}
        <HStack gap={1.5} wrap="wrap" aria-label={t('hall.industries')}>
          {hall.industries.map((industry) => (
            <Badge key={industry.id} variant="subtle" colorPalette="gray">
              {name(industry)}
            </Badge>
          ))}
        </HStack>
        <SimpleGrid columns={3} gap={2}>
          {figures.map((figure) => (
            <Stack key={figure.key} gap={0} bg="bg.subtle" borderRadius="md" p={2} textAlign="center">
              <Text fontWeight="bold" color="brand.fg">
                {formatCount(figure.value, lang)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t(`hall.${figure.key}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <HStack gap={2} mt="auto" pt={1}>
          <Button size="sm" colorPalette="brand" flex="1" onClick={onTour} data-testid={ids.start(hall.id)}>
            {t('hall.start')}
          </Button>
          <Button asChild size="sm" variant="outline" colorPalette="brand" flex="1">
            <RouterLink to={paths.company({ hallId: hall.id })}>{t('hall.shopsLink')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

/** The last tile: the other ways to see the market than a tour on screen. */
function MoreWaysCard() {
  const { t } = useTranslation('vr');
  const ways = [
    { key: 'exhibitions', to: paths.exhibitionDisplay() },
    { key: 'inspection', to: paths.inspection() },
    { key: 'belts', to: paths.industrialBelt() },
  ] as const;
  return (
    <Stack
      as="aside"
      gap={3}
      p={5}
      borderRadius="lg"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="brand.emphasized"
      bg="brand.subtle"
      justify="center"
      aria-label={t('more.title')}
    >
      <Heading as="h2" size="md">
        {t('more.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('more.text')}
      </Text>
      <Stack gap={2}>
        {ways.map((way) => (
          <Button key={way.key} asChild size="sm" variant="outline" colorPalette="brand" justifyContent="flex-start">
            <RouterLink to={way.to}>{t(`more.${way.key}`)}</RouterLink>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

export default function VrListPage() {
  const { t } = useTranslation('vr');
  const { name } = useLangName();
  const { state, show } = useUrlListState(hallsQuery);
  const page = state.pageNum ?? 1;
  const halls = useTourHallsQuery({ pageNum: page, pageSize: HALLS_PAGE_SIZE });
  const [touring, setTouring] = useState<ShowRoomHall | null>(null);

  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap={6} data-testid={ids.root}>
        <PageHero title={t('headline')} body={t('subline')}>
          <Button asChild size="sm" variant="surface">
            <RouterLink to={paths.exhibitionDisplay()}>{t('exhibitions')}</RouterLink>
          </Button>
        </PageHero>

        <QueryState
          query={halls}
          skeleton={{ rows: 2, rowHeight: '26rem', gap: 4 }}
          errorTitle={t('loadError')}
          empty={t('empty')}
          emptyDetail={
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={paths.market()}>{t('toMarket')}</RouterLink>
            </Button>
          }
        >
          {(data) => (
            <Stack gap={4}>
              <SimpleGrid columns={CARD_COLUMNS} gap={4}>
                {data.records.map((hall) => (
                  <HallCard key={hall.id} hall={hall} onTour={() => setTouring(hall)} />
                ))}
                <MoreWaysCard />
              </SimpleGrid>
              {data.total > HALLS_PAGE_SIZE && (
                <Pager
                  page={page}
                  total={data.total}
                  pageSize={HALLS_PAGE_SIZE}
                  onPageChange={(pageNum) => show({ pageNum })}
                />
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
      {touring && <TourViewer hall={touring} name={name(touring)} onClose={() => setTouring(null)} />}
    </PageFrame>
  );
}
