// /industryDetail?id=<county code>: one industrial belt: its figures (following `belt:update`), output and
// enterprises over the years, the portal's companies of the county and its best-selling goods.
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Grid, Heading, Image, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { BeltDetail } from '@portal/contracts/http/industrial-belt';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { useBeltDetailQuery } from './belt-api.ts';
import { echarts } from './belt-echarts.ts';
import { formatStat, yearsOption } from './belt-options.ts';
import { beltTestIds } from './test-ids.ts';
import { useBeltUpdates } from './use-belt-updates.ts';

const ids = beltTestIds.detail;
const COUNTY_CODE = /^\d{6}$/;

function Kpi({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p={3} bg="bg.panel" minW={0} data-testid={ids.kpi(id)}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="orange.700" truncate>
        {value}
      </Text>
    </Box>
  );
}

function Detail({ detail }: { detail: BeltDetail }) {
  const { t } = useTranslation('belt');
  const lang = useAppSelector(selectLanguage);
  const en = lang === 'en';
  const { belt } = detail;
  const option = useMemo(
    () => yearsOption(detail.years, { output: t('detail.output'), enterprises: t('detail.enterprises'), lang }),
    [detail.years, t, lang],
  );
  return (
    <Stack gap={5} data-testid={ids.root}>
      <Box borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 5 }} bg="orange.50">
        <Flex gap={2} wrap="wrap" align="center" mb={2}>
          <Badge colorPalette="orange">{en ? belt.industryEn : belt.industry}</Badge>
          <Text fontSize="sm" color="fg.muted">
            {en ? belt.placeEn : `${belt.provinceName} ${belt.cityName} ${belt.countyName}`}
          </Text>
        </Flex>
        <Text>{en ? belt.introEn : belt.intro}</Text>
      </Box>

      <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
        <Kpi
          id="enterprises"
          label={t('stat.enterprises')}
          value={formatStat(belt.enterpriseCount, 'enterprises', lang)}
        />
        <Kpi id="output" label={t('stat.output')} value={formatStat(Number(belt.annualOutput), 'output', lang)} />
        <Kpi id="growth" label={t('stat.growth')} value={formatStat(belt.growth, 'growth', lang)} />
        <Kpi id="share" label={t('detail.marketShare')} value={`${belt.marketShare}%`} />
        <Kpi id="companies" label={t('detail.companies')} value={String(belt.companyCount)} />
        <Kpi id="goods" label={t('stat.goods')} value={String(belt.productCount)} />
        <Kpi id="turnover" label={t('stat.turnover')} value={formatMoney(belt.turnover)} />
        <Kpi id="ordersToday" label={t('detail.ordersToday')} value={String(belt.ordersToday)} />
      </SimpleGrid>

      <Box borderWidth="1px" borderRadius="lg" p={3} bg="bg.panel">
        <Heading as="h2" size="sm" mb={2}>
          {t('detail.years')}
        </Heading>
        <Box role="img" aria-label={t('detail.years')} data-testid={ids.yearsChart} h="300px">
          <ReactEChartsCore echarts={echarts} option={option} notMerge={false} lazyUpdate style={{ height: '100%' }} />
        </Box>
        {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it (R2.10). */}
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="md"
          mt={3}
          tabIndex={0}
          role="region"
          aria-label={t('detail.years')}
        >
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('detail.year')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('detail.enterprises')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('detail.output')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('stat.growth')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {detail.years.map((year, index) => (
                <Table.Row key={year.year}>
                  <Table.Cell>{year.year}</Table.Cell>
                  <Table.Cell textAlign="end">{formatStat(year.enterpriseCount, 'enterprises', lang)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatStat(Number(year.annualOutput), 'output', lang)}</Table.Cell>
                  <Table.Cell textAlign="end">{index === 0 ? '–' : formatStat(year.growth, 'growth', lang)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>

      <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap={4}>
        <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" minW={0}>
          <Heading as="h2" size="sm" p={3} borderBottomWidth="1px">
            {t('detail.companyList')}
          </Heading>
          {detail.companies.length === 0 ? (
            <Text p={3} color="fg.muted">
              {t('detail.noCompanies')}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap={0} data-testid={ids.companies}>
              {detail.companies.map((company) => (
                <Flex as="li" key={company.id} px={3} py={2} gap={2} borderBottomWidth="1px" align="center">
                  <Link asChild flex="1" minW={0}>
                    <RouterLink to={paths.storeDetail(company.id)}>
                      <Text as="span" truncate>
                        {en ? company.nameEn : company.name}
                      </Text>
                    </RouterLink>
                  </Link>
                  <Badge variant="subtle" flexShrink={0}>
                    {t(`kind.${company.kind}`)}
                  </Badge>
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {t('detail.goodsCount', { count: company.productCount })}
                  </Text>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
        <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" minW={0}>
          <Heading as="h2" size="sm" p={3} borderBottomWidth="1px">
            {t('detail.goodsList')}
          </Heading>
          {detail.goods.length === 0 ? (
            <Text p={3} color="fg.muted">
              {t('detail.noGoods')}
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap={3} p={3} data-testid={ids.goods}>
              {detail.goods.map((goods) => (
                <Box key={goods.id} borderWidth="1px" borderRadius="md" overflow="hidden" minW={0}>
                  <Image
                    src={goods.image}
                    alt={en ? goods.titleEn : goods.title}
                    aspectRatio={1}
                    objectFit="cover"
                    w="full"
                    loading="lazy"
                  />
                  <Box p={2}>
                    <Text fontSize="sm" lineClamp={2} minH="2.6em">
                      {en ? goods.titleEn : goods.title}
                    </Text>
                    <Text color="orange.700" fontWeight="bold">
                      {goods.price === null ? t('detail.priceApply') : formatMoney(goods.price)}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {t('detail.minOrder', { quantity: formatQuantity(goods.minOrder) })} ·{' '}
                      {t('detail.sales', { count: goods.sales })}
                    </Text>
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}

export default function BeltDetailPage() {
  const { t } = useTranslation('belt');
  const lang = useAppSelector(selectLanguage);
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const code = COUNTY_CODE.test(raw) ? raw : null;
  const query = useBeltDetailQuery({ code: code ?? '' }, { skip: code === null });
  useBeltUpdates(code);
  const belt = query.data?.belt;
  const title = belt ? (lang === 'en' ? belt.nameEn : belt.name) : t('detail.title');
  return (
    <PageFrame title={title} breadcrumb={[{ label: t('title'), to: paths.industrialBelt() }, { label: title }]}>
      {code === null ? (
        <Text color="fg.muted" data-testid={ids.root}>
          {t('detail.badId')}
        </Text>
      ) : (
        <QueryState query={query} empty={t('detail.notFound')} errorTitle={t('detail.loadError')}>
          {(detail) => <Detail detail={detail} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
