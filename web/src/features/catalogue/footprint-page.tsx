// /footprint: the goods the user viewed recently, newest first, grouped by the day of the visit, with the
// price (or why it is not shown) and taken-off goods marked. Needs a login; viewing goods records them.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FootprintItem } from '@portal/contracts/http/user-footprint';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useFootprintsQuery } from './catalogue-api.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';
import { marketDate } from '@/shared/market-time.ts';

const PAGE_SIZE = 24;

/** The footprints grouped by the day they were viewed, in the order given (newest first). */
export function byDay(items: readonly FootprintItem[]): [string, FootprintItem[]][] {
  const groups = new Map<string, FootprintItem[]>();
  for (const item of items) {
    const day = marketDate(item.viewedAt);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups.entries()];
}

function Card({ item }: { item: FootprintItem }) {
  const { t } = useTranslation('catalogue');
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      overflow="hidden"
      bg="bg"
      data-testid={ids.footprint.item}
      _hover={{ borderColor: 'brand.emphasized' }}
    >
      <Image
        src={item.image}
        alt={item.title}
        w="full"
        aspectRatio={1}
        objectFit="cover"
        bg="bg.muted"
        loading="lazy"
      />
      <Box p={2}>
        <LinkOverlay asChild>
          <RouterLink to={paths.goodsDetail(item.productId)}>
            <Text fontSize="xs" lineClamp={2} minH="2.6em">
              {item.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text color={item.priceValid === 0 ? 'brand.fg' : 'fg.muted'} fontWeight="semibold" fontSize="sm" mt={1}>
          {item.price === null
            ? t('price.apply')
            : `${formatMoney(item.price)} / ${t(`unit.${item.unit}`, { defaultValue: item.unit })}`}
        </Text>
        {(item.offShelf || item.priceValid !== 0) && (
          <Badge size="sm" mt={1}>
            {item.offShelf ? t('goods.offShelf') : t('price.expired')}
          </Badge>
        )}
      </Box>
    </LinkBox>
  );
}

function Footprints() {
  const { t } = useTranslation('catalogue');
  const [page, setPage] = useState(1);
  const query = useFootprintsQuery({ pageNum: page, pageSize: PAGE_SIZE });
  return (
    <>
      <QueryState query={query} empty={t('footprint.empty')} skeleton={{ rows: 2, rowHeight: '12rem' }}>
        {(found) => (
          <Stack gap={6}>
            {byDay(found.records).map(([day, items]) => (
              <Box key={day} as="section">
                <Heading as="h2" size="sm" mb={2} color="fg.muted">
                  {day}
                </Heading>
                <SimpleGrid columns={{ base: 3, md: 5, xl: 6 }} gap={2}>
                  {items.map((item) => (
                    <Card key={item.id} item={item} />
                  ))}
                </SimpleGrid>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager page={page} total={query.data.total} pageSize={PAGE_SIZE} onPageChange={setPage} />
      )}
    </>
  );
}

export default function FootprintPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  return (
    <PageFrame title={t('footprint.title')} breadcrumb={[{ label: t('footprint.title') }]}>
      <RequireLogin>
        <Footprints />
      </RequireLogin>
    </PageFrame>
  );
}
