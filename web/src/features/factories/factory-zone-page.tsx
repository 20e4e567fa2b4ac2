// /factoryZone: the source factories. Industries (level-1 categories) as filters, the high-quality factories,
// the recommended factories of the chosen industry, a band of factory goods, and the paged directory with
// keyword and region; every part with its loading, empty and error state. The filters live in the URL.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { supplierManagePageData } from '@portal/contracts/http/supplier-manage';
import { GoodsGrid, GoodsGridSkeleton } from '@/shared/goods/goods-grid.tsx';
import { paths } from '@/shared/paths.ts';
import { regionLabel } from '@/shared/province-names.ts';
import { SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { HERO_OUTLINE, PageHero } from '@/shared/ui/page-hero.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';
import {
  useFactoryDirectoryQuery,
  useFactoryGoodsBandQuery,
  useFactoryZoneCriteriaQuery,
  useHighQualityFactoriesQuery,
  useRecommendedFactoriesQuery,
} from './factories-api.ts';
import { FactoryCard } from './factory-card.tsx';
import { factoriesTestIds } from './test-ids.ts';
import { useFactoryTexts } from './use-factory-texts.ts';

const ids = factoriesTestIds.zone;
const DIRECTORY_PAGE_SIZE = 12;
const zoneQuery = urlQuery(supplierManagePageData, {
  fields: ['categoryId', 'regionCode', 'keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});
const CARD_COLUMNS = { base: 1, md: 2, xl: 3 };

function Band({
  title,
  more,
  children,
  testId,
}: {
  title: string;
  more?: React.ReactNode;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Stack as="section" gap={3} data-testid={testId}>
      <Flex justify="space-between" align="baseline" gap={2} borderBottomWidth="2px" borderColor="brand.solid" pb={1}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {more}
      </Flex>
      {children}
    </Stack>
  );
}

export default function FactoryZonePage() {
  const { t } = useTranslation('factories');
  const { lang, pick } = useFactoryTexts();
  const { state, show } = useUrlListState(zoneQuery);
  const set = (next: Partial<typeof state>) => show({ ...next, pageNum: 1 });
  const criteria = useFactoryZoneCriteriaQuery();
  const industry = state.categoryId;
  const industryName = criteria.data?.categories.find((c) => c.id === industry);
  const highQuality = useHighQualityFactoriesQuery({ limit: 6, ...(industry ? { categoryId: industry } : {}) });
  const recommended = useRecommendedFactoriesQuery({ limit: 6, ...(industry ? { categoryId: industry } : {}) });
  const goods = useFactoryGoodsBandQuery({ pageNum: 1, pageSize: 10, ...(industry ? { categoryId: industry } : {}) });
  const directory = useFactoryDirectoryQuery({ ...state, pageSize: DIRECTORY_PAGE_SIZE });
  const keywordMax = queryLimits(supplierManagePageData, 'keyword').maxLength;

  return (
    <PageFrame title={t('zone.title')} breadcrumb={[{ label: t('zone.title') }]}>
      <Stack gap={6} data-testid={ids.root}>
        <PageHero title={t('zone.headline')} body={t('zone.subline')}>
          <Button asChild size="sm" variant="surface">
            <RouterLink to={paths.creditCode()}>{t('zone.lookup')}</RouterLink>
          </Button>
          <Button asChild size="sm" {...HERO_OUTLINE}>
            <RouterLink to={paths.inspection()}>{t('zone.inspect')}</RouterLink>
          </Button>
        </PageHero>

        <Flex gap={2} wrap="wrap" role="group" aria-label={t('zone.industries')}>
          <Button
            size="sm"
            variant={industry ? 'outline' : 'solid'}
            colorPalette={industry ? 'gray' : 'brand'}
            aria-pressed={!industry}
            onClick={() => set({ categoryId: undefined })}
            data-testid={ids.industry('all')}
          >
            {t('zone.allIndustries')}
          </Button>
          {criteria.data?.categories.map((category) => {
            const active = industry === category.id;
            return (
              <Button
                key={category.id}
                size="sm"
                variant={active ? 'solid' : 'outline'}
                colorPalette={active ? 'brand' : 'gray'}
                aria-pressed={active}
                onClick={() => set({ categoryId: category.id })}
                data-testid={ids.industry(category.id)}
              >
                {pick(category.name, category.nameEn)}
              </Button>
            );
          })}
        </Flex>

        <Band title={t('zone.highQuality')} testId={ids.highQuality}>
          <QueryState query={highQuality} empty={t('zone.noFactories')} skeleton={{ rows: 2, rowHeight: '9rem' }}>
            {(factories) => (
              <SimpleGrid columns={CARD_COLUMNS} gap={3}>
                {factories.map((factory) => (
                  <FactoryCard key={factory.id} factory={factory} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Band>

        <Band
          title={
            industryName
              ? t('zone.recommendedIn', { industry: pick(industryName.name, industryName.nameEn) })
              : t('zone.recommended')
          }
          testId={ids.recommended}
        >
          <QueryState query={recommended} empty={t('zone.noFactories')} skeleton={{ rows: 1, rowHeight: '6rem' }}>
            {(factories) => (
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={3}>
                {factories.map((factory) => (
                  <FactoryCard key={factory.id} factory={factory} compact />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Band>

        <Band
          title={t('zone.goods')}
          testId={ids.goods}
          more={
            <Button asChild size="xs" variant="ghost" colorPalette="brand">
              <RouterLink to={paths.market({ source: 'supplier', ...(industry ? { categoryId: industry } : {}) })}>
                {t('zone.moreGoods')}
              </RouterLink>
            </Button>
          }
        >
          {goods.data === undefined && goods.isFetching ? (
            <GoodsGridSkeleton count={5} />
          ) : (
            <QueryState query={goods} empty={t('zone.noGoods')}>
              {(page) => <GoodsGrid products={page.records} />}
            </QueryState>
          )}
        </Band>

        <Band title={t('zone.directory')} testId={ids.directory}>
          <Flex gap={2} wrap="wrap" align="center" borderWidth="1px" borderRadius="md" bg="bg" p={3}>
            <SearchBox
              key={state.keyword ?? ''}
              keyword={state.keyword ?? ''}
              onSearch={(keyword) => set({ keyword: keyword || undefined })}
              placeholder={t('zone.keyword')}
              buttonLabel={t('zone.search')}
              maxLength={keywordMax}
              testIds={{ input: ids.keyword }}
            />
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '12rem' }}>
              <NativeSelect.Field
                aria-label={t('zone.region')}
                value={state.regionCode ?? ''}
                onChange={(event) => set({ regionCode: event.target.value || undefined })}
                data-testid={ids.region}
              >
                <option value="">{t('zone.allRegions')}</option>
                {criteria.data?.regions.map((region) => (
                  <option key={region.code} value={region.code}>
                    {regionLabel(region.code, region.name, lang)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Flex>
          <QueryState query={directory} empty={t('zone.noMatch')} skeleton={{ rows: 4, rowHeight: '9rem' }}>
            {(page) => (
              <Stack gap={3}>
                <Text fontSize="sm" color="fg.muted">
                  {t('zone.total', { count: page.total })}
                </Text>
                <SimpleGrid columns={CARD_COLUMNS} gap={3}>
                  {page.records.map((factory) => (
                    <FactoryCard key={factory.id} factory={factory} />
                  ))}
                </SimpleGrid>
                <Box>
                  <Pager
                    page={page.pageNum}
                    total={page.total}
                    pageSize={DIRECTORY_PAGE_SIZE}
                    onPageChange={(pageNum) => show({ pageNum })}
                  />
                </Box>
              </Stack>
            )}
          </QueryState>
        </Band>
      </Stack>
    </PageFrame>
  );
}
