// /exhibitionExhibits: the exhibits, i.e. the approved exhibitors of an exhibition with the goods they show,
// browsable by exhibition (a select), by area (tabs) and by keyword (company, shop or goods); all in the URL.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, HStack, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { formatMoney } from '@portal/contracts/money';
import type { Exhibitor } from '@portal/contracts/entities/exhibition';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { paths } from '@/shared/paths.ts';
import { useExhibitorsQuery, useShowLocationsQuery, useShowRoomsQuery } from './exhibitions-api.ts';
import { KEYWORD_MAX, exhibitsQuery } from './exhibitions-query.ts';
import { StatusBadge, nameIn, useLang } from './parts.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';
import { marketDate } from '@/shared/market-time.ts';

const ids = exhibitionsTestIds.exhibits;
const ALL = 'all';
const KIND_PALETTE: Record<Exhibitor['companyKind'], string> = {
  shop: 'blue',
  factory: 'orange',
  provider: 'purple',
  buyer: 'gray',
  platform: 'gray',
};

function ExhibitorCard({ exhibitor }: { exhibitor: Exhibitor }) {
  const { t } = useTranslation('exhibitions');
  return (
    <Stack as="li" gap={3} py={4} data-testid={ids.exhibitor(exhibitor.id)}>
      <Flex gap={3} align="center" wrap="wrap">
        {exhibitor.logo && (
          <Picture src={exhibitor.logo} alt="" boxSize={10} borderRadius="md" objectFit="cover" bg="bg.muted" />
        )}
        <Stack gap={0} minW={0} flex="1">
          <HStack gap={2} wrap="wrap">
            <Heading as="h3" size="sm">
              {exhibitor.shopName}
            </Heading>
            <Badge colorPalette={KIND_PALETTE[exhibitor.companyKind]} variant="subtle">
              {t(`kinds.${exhibitor.companyKind}`)}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted" truncate>
            {exhibitor.companyName}
            {exhibitor.mainProducts && ` · ${t('exhibits.main', { products: exhibitor.mainProducts })}`}
          </Text>
        </Stack>
        <Stack gap={0} textAlign={{ base: 'start', md: 'end' }} fontSize="sm">
          <Text fontWeight="medium" color="brand.fg">
            {t('exhibits.booth', { booth: exhibitor.boothNo })}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {exhibitor.locationName}
          </Text>
        </Stack>
      </Flex>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 6 }} gap={3}>
        {exhibitor.products.map((product) => (
          <RouterLink key={product.id} to={paths.goodsDetail(product.id)}>
            <Stack gap={1} borderWidth="1px" borderRadius="md" p={2} h="full" _hover={{ borderColor: 'brand.solid' }}>
              <Picture
                src={product.image}
                alt={product.title}
                aspectRatio={1}
                objectFit="cover"
                borderRadius="sm"
                bg="bg.muted"
              />
              <Text fontSize="xs" lineClamp={2}>
                {product.title}
              </Text>
              <Text fontSize="sm" color="brand.fg" fontWeight="medium">
                {product.price ? formatMoney(product.price) : t('exhibits.priceOnRequest')}
              </Text>
            </Stack>
          </RouterLink>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export default function ExhibitsPage() {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const list = useUrlListState(exhibitsQuery);
  const read = list.state;
  const keyword = read.keyword ?? '';
  const page = read.pageNum ?? 1;
  const rooms = useShowRoomsQuery({ pageSize: 50 });
  // Without a choice, the first exhibition of the list (running first, then the next one).
  const showRoomId = read.showRoomId ?? rooms.data?.records[0]?.id;
  const room = rooms.data?.records.find((r) => r.id === showRoomId);
  const areas = useShowLocationsQuery(showRoomId === undefined ? skipToken : { showRoomId });
  const exhibitors = useExhibitorsQuery(
    showRoomId === undefined
      ? skipToken
      : { showRoomId, locationId: read.locationId, keyword: read.keyword, pageNum: page, pageSize: TABLE_PAGE_SIZE },
  );

  return (
    <PageFrame
      title={t('exhibits.title')}
      breadcrumb={[{ label: t('list.title'), to: paths.exhibitionDisplay() }, { label: t('exhibits.title') }]}
      actions={
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(next) => list.show({ keyword: next, pageNum: 1 })}
          placeholder={t('exhibits.searchPlaceholder')}
          buttonLabel={t('list.search')}
          maxLength={KEYWORD_MAX}
        />
      }
    >
      <Stack gap={4} data-testid={ids.root}>
        <Flex
          bg="bg"
          borderRadius="lg"
          borderWidth="1px"
          px={{ base: 3, md: 6 }}
          py={3}
          gap={3}
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
        >
          <Text fontWeight="medium" flexShrink={0}>
            {t('exhibits.exhibition')}
          </Text>
          <NativeSelect.Root size="sm" maxW={{ md: '32rem' }} disabled={!rooms.data}>
            <NativeSelect.Field
              aria-label={t('exhibits.exhibition')}
              value={showRoomId === undefined ? '' : String(showRoomId)}
              onChange={(event) =>
                list.show({ showRoomId: Number(event.currentTarget.value), locationId: undefined, pageNum: 1 })
              }
              data-testid={ids.showRoom}
            >
              {rooms.data?.records.map((r) => (
                <option key={r.id} value={r.id}>
                  {nameIn(lang, r)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {room && (
            <HStack gap={2} fontSize="sm" color="fg.muted" flexShrink={0}>
              <StatusBadge status={room.status} />
              <Text>
                {marketDate(room.startTime)} – {marketDate(room.endTime)}
              </Text>
            </HStack>
          )}
        </Flex>
        <Box bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
          <ListTabs
            value={read.locationId === undefined ? ALL : String(read.locationId)}
            tabs={[
              { value: ALL, label: t('exhibits.allAreas'), testId: ids.area(ALL) },
              ...(areas.data ?? []).map((area) => ({
                value: String(area.id),
                label: nameIn(lang, area),
                testId: ids.area(String(area.id)),
              })),
            ]}
            onChange={(value) => list.show({ locationId: value === ALL ? undefined : Number(value), pageNum: 1 })}
            panelPadding={0}
          >
            {showRoomId === undefined ? (
              // No exhibition to choose from yet: the list's own loading, error and empty states.
              <QueryState
                query={rooms}
                skeleton={{ rows: 3, rowHeight: '12rem' }}
                errorTitle={t('exhibits.loadError')}
                empty={t('list.empty')}
                testIds={{ empty: ids.empty }}
              >
                {() => null}
              </QueryState>
            ) : (
              <QueryState
                query={exhibitors}
                skeleton={{ rows: 3, rowHeight: '12rem' }}
                errorTitle={t('exhibits.loadError')}
                empty={t('exhibits.empty')}
                testIds={{ empty: ids.empty }}
              >
                {(found) => (
                  <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
                    {found.records.map((exhibitor) => (
                      <ExhibitorCard key={exhibitor.id} exhibitor={exhibitor} />
                    ))}
                  </Stack>
                )}
              </QueryState>
            )}
            {exhibitors.data && exhibitors.data.total > 0 && (
              <Pager
                page={page}
                total={exhibitors.data.total}
                pageSize={TABLE_PAGE_SIZE}
                onPageChange={(pageNum) => list.show({ pageNum })}
              />
            )}
          </ListTabs>
        </Box>
      </Stack>
    </PageFrame>
  );
}
