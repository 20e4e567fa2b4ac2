// /industrialBelt: the market city's industrial belts on a map of the region (the counties of Zhejiang),
// coloured by a chosen statistic with its legend, tooltips and zoom, the list of every belt beside it (also
// those outside the region), totals on top; a belt opens /industryDetail. Figures follow `belt:update`.
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, Grid, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { BeltStatistics, IndustrialBelt } from '@portal/contracts/http/industrial-belt';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { useBeltMapQuery, useBeltStatisticsQuery } from './belt-api.ts';
import { compactMoney } from '@/shared/compact-money.ts';
import { echarts, loadRegionMap } from './belt-echarts.ts';
import { BELT_STATS, formatStat, isBeltStat, mapOption, statValue, type BeltStat } from './belt-options.ts';
import { beltTestIds } from './test-ids.ts';
import { useBeltUpdates } from './use-belt-updates.ts';

const ids = beltTestIds.map;
/** The region the map draws: Zhejiang province (code 33); belts elsewhere are listed only. */
export const MAP_PROVINCE = '33';

function Totals({ stats }: { stats: BeltStatistics }) {
  const { t } = useTranslation('belt');
  const lang = useAppSelector(selectLanguage);
  const items: { key: string; value: string; full?: string }[] = [
    { key: 'belts', value: String(stats.beltCount) },
    { key: 'enterprises', value: formatStat(stats.enterpriseCount, 'enterprises', lang) },
    { key: 'output', value: formatStat(Number(stats.annualOutput), 'output', lang) },
    { key: 'companies', value: String(stats.companyCount) },
    { key: 'turnover', value: compactMoney(stats.turnover, lang), full: formatMoney(stats.turnover) },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 5 }} gap={3} mb={4} data-testid={ids.totals}>
      {items.map((item) => (
        <Box key={item.key} borderWidth="1px" borderRadius="lg" p={3} bg="bg.panel" minW={0} title={item.full}>
          <Text fontSize="sm" color="fg.muted">
            {t(`totals.${item.key}`)}
          </Text>
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="orange.700" truncate>
            {item.value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

function RegionMap({ belts, stat, selected }: { belts: IndustrialBelt[]; stat: BeltStat; selected: string | null }) {
  const { t } = useTranslation('belt');
  const lang = useAppSelector(selectLanguage);
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadRegionMap().then(
      () => live && setReady(true),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const option = useMemo(
    () =>
      mapOption(
        belts,
        { lang, stat, statLabel: t(`stat.${stat}`), high: t('legend.high'), low: t('legend.low') },
        selected,
      ),
    [belts, lang, stat, selected, t],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: { data?: { belt?: IndustrialBelt } }) => {
        const belt = params.data?.belt;
        if (belt) void navigate(paths.industryDetail(belt.code));
      },
    }),
    [navigate],
  );
  if (failed) return <Text color="fg.error">{t('mapError')}</Text>;
  return (
    <Box
      role="img"
      aria-label={t('mapLabel', { stat: t(`stat.${stat}`) })}
      data-testid={ids.chart}
      data-ready={ready}
      h={{ base: '380px', md: '560px' }}
    >
      {ready && (
        <ReactEChartsCore
          echarts={echarts}
          option={option}
          notMerge={false}
          lazyUpdate
          onEvents={onEvents}
          style={{ height: '100%' }}
        />
      )}
    </Box>
  );
}

function BeltList({ belts, stat, selected }: { belts: IndustrialBelt[]; stat: BeltStat; selected: string | null }) {
  const { t } = useTranslation('belt');
  const lang = useAppSelector(selectLanguage);
  const sorted = [...belts].sort((a, b) => statValue(b, stat) - statValue(a, stat));
  return (
    <Stack as="ol" gap={0} listStyleType="none" data-testid={ids.list} maxH={{ lg: '560px' }} overflowY="auto">
      {sorted.map((belt, index) => (
        <Box
          as="li"
          key={belt.code}
          data-testid={ids.item}
          data-code={belt.code}
          px={3}
          py={2}
          borderBottomWidth="1px"
          bg={belt.code === selected ? 'orange.50' : undefined}
        >
          <Flex gap={2} align="baseline">
            <Text color="fg.muted" fontSize="sm" w="6" flexShrink={0}>
              {index + 1}
            </Text>
            <Link asChild fontWeight="semibold" color="fg" flex="1" minW={0}>
              <RouterLink to={paths.industryDetail(belt.code)} data-testid={ids.itemLink}>
                <Text as="span" truncate>
                  {lang === 'en' ? belt.nameEn : belt.name}
                </Text>
              </RouterLink>
            </Link>
            <Text fontWeight="semibold" color="orange.700" flexShrink={0} fontVariantNumeric="tabular-nums">
              {formatStat(statValue(belt, stat), stat, lang)}
            </Text>
          </Flex>
          <Flex gap={2} ps={8} fontSize="xs" color="fg.muted" align="center" wrap="wrap">
            <Text>{lang === 'en' ? belt.industryEn : belt.industry}</Text>
            <Text>·</Text>
            <Text>{lang === 'en' ? belt.placeEn : `${belt.provinceName}${belt.cityName}${belt.countyName}`}</Text>
            {belt.provinceCode !== MAP_PROVINCE && (
              <Badge size="xs" variant="outline">
                {t('outsideMap')}
              </Badge>
            )}
          </Flex>
        </Box>
      ))}
    </Stack>
  );
}

export default function BeltMapPage() {
  const { t } = useTranslation('belt');
  const [params, setParams] = useSearchParams();
  const statParam = params.get('stat');
  const stat: BeltStat = isBeltStat(statParam) ? statParam : 'enterprises';
  const selected = params.get('code');
  const belts = useBeltMapQuery({});
  const stats = useBeltStatisticsQuery();
  useBeltUpdates();
  const inRegion = useMemo(() => (belts.data ?? []).filter((belt) => belt.provinceCode === MAP_PROVINCE), [belts.data]);

  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]}>
      <Box data-testid={ids.root}>
        {stats.data && <Totals stats={stats.data} />}
        <Flex gap={2} wrap="wrap" mb={3} role="group" aria-label={t('colourBy')} data-testid={ids.legend}>
          <Text fontSize="sm" color="fg.muted" alignSelf="center" me={1}>
            {t('colourBy')}
          </Text>
          {BELT_STATS.map((key) => (
            <Button
              key={key}
              size="xs"
              variant={key === stat ? 'solid' : 'outline'}
              colorPalette="orange"
              aria-pressed={key === stat}
              onClick={() => setParams(new URLSearchParams({ ...(selected ? { code: selected } : {}), stat: key }))}
              data-testid={ids.stat(key)}
            >
              {t(`stat.${key}`)}
            </Button>
          ))}
        </Flex>
        <QueryState
          query={belts}
          empty={t('empty')}
          errorTitle={t('loadError')}
          skeleton={{ rows: 3, rowHeight: '10rem' }}
        >
          {(all) => (
            <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={4}>
              <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={2} minW={0}>
                <Heading as="h2" size="sm" px={2} pt={1}>
                  {t('mapTitle')}
                </Heading>
                <Text px={2} fontSize="xs" color="fg.muted">
                  {t('mapHint')}
                </Text>
                <RegionMap belts={inRegion} stat={stat} selected={selected} />
              </Box>
              <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" minW={0}>
                <Heading as="h2" size="sm" px={3} py={3} borderBottomWidth="1px">
                  {t('listTitle', { stat: t(`stat.${stat}`) })}
                </Heading>
                <BeltList belts={all} stat={stat} selected={selected} />
              </Box>
            </Grid>
          )}
        </QueryState>
      </Box>
    </PageFrame>
  );
}
