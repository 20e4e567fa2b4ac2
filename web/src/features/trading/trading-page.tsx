// /trading: the trading floor for a market hall's big screen, an operator's laptop or a phone: today's KPIs,
// the day by hour, the last days, top categories and shops, group-buy progress and a ticker of the latest
// trades, all following the public `floor` room live (snapshot, then ticks in seq order).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Grid, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FloorTickEvent, FloorTrade } from '@portal/contracts/events/floor';
import type { TradingFloorData } from '@portal/contracts/http/trading-floor';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { RealtimeStatus, useRealtimeMode } from '@/shared/realtime/realtime-status.tsx';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { compactMoney } from './compact-money.ts';
import { FloorChart } from './floor-chart.tsx';
import { categoryOption, hourOption, trendOption, type ChartLabels } from './floor-options.ts';
import { selectFloor } from './floor-slice.ts';
import { tradingTestIds as ids } from './test-ids.ts';
import { useFloorRoom } from './use-floor-room.ts';

const PANEL = {
  bg: 'rgba(15, 23, 42, 0.72)',
  borderWidth: '1px',
  borderColor: 'rgba(148, 163, 184, 0.22)',
  borderRadius: 'lg',
  p: { base: 3, md: 4 },
  minW: 0,
} as const;

function Panel({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Box {...PANEL} data-testid={testId}>
      <Heading as="h2" size="sm" color="gray.200" mb={3} fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Kpi({
  id,
  label,
  value,
  hint,
  full,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  full?: string;
}) {
  return (
    <Box {...PANEL} data-testid={ids.kpi(id)} title={full}>
      <Text fontSize="sm" color="gray.400" truncate>
        {label}
      </Text>
      <Text
        fontSize={{ base: 'xl', md: '2xl', '2xl': '3xl' }}
        fontWeight="bold"
        color="yellow.300"
        fontVariantNumeric="tabular-nums"
        lineHeight="short"
        truncate
        data-testid={ids.kpiValue}
      >
        {value}
      </Text>
      {hint && (
        <Text fontSize="xs" color="gray.500" truncate>
          {hint}
        </Text>
      )}
    </Box>
  );
}

function useTime(lang: string) {
  return useMemo(
    () =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'zh-CN', {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZone: 'Asia/Shanghai',
      }),
    [lang],
  );
}

function Ticker({ trades, lang }: { trades: FloorTrade[]; lang: string }) {
  const { t } = useTranslation('trading');
  const time = useTime(lang);
  if (trades.length === 0) return <Text color="gray.500">{t('ticker.empty')}</Text>;
  return (
    <Stack gap={0} as="ol" listStyleType="none" aria-live="polite" data-testid={ids.ticker}>
      {trades.map((trade) => (
        <Flex
          as="li"
          key={trade.key}
          gap={3}
          py={2}
          borderBottomWidth="1px"
          borderColor="rgba(148,163,184,0.12)"
          align="center"
          fontSize="sm"
          data-testid={ids.trade}
          data-kind={trade.kind}
        >
          <Text color="gray.500" fontVariantNumeric="tabular-nums" flexShrink={0}>
            {time.format(trade.at)}
          </Text>
          <Badge
            colorPalette={trade.kind === 'bid' ? 'purple' : trade.kind === 'order' ? 'cyan' : 'orange'}
            variant="subtle"
            flexShrink={0}
          >
            {t(`ticker.kind.${trade.kind}`)}
          </Badge>
          <Box minW={0} flex="1">
            <Text color="gray.100" truncate>
              {lang === 'en' ? trade.titleEn : trade.title}
            </Text>
            <Text color="gray.500" fontSize="xs" truncate>
              {lang === 'en' ? trade.buyerEn : trade.buyer}
            </Text>
          </Box>
          <Text color="yellow.300" fontWeight="semibold" fontVariantNumeric="tabular-nums" flexShrink={0}>
            {formatMoney(trade.amount)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function GroupBuys({ live, lang }: { live: FloorTickEvent; lang: string }) {
  const { t } = useTranslation('trading');
  if (live.groupBuys.length === 0) return <Text color="gray.500">{t('groupBuys.empty')}</Text>;
  return (
    <Stack gap={3} data-testid={ids.groupBuys}>
      {live.groupBuys.map((group) => (
        <Box key={group.id}>
          <Flex justify="space-between" gap={2} fontSize="sm">
            <Text color="gray.100" truncate>
              {lang === 'en' ? group.titleEn : group.title}
            </Text>
            <Text color="green.300" flexShrink={0} fontVariantNumeric="tabular-nums">
              {group.percent}%
            </Text>
          </Flex>
          {/* A plain bar: Chakra's Progress recipe is not in the theme, which carries only what pages use. */}
          <Box
            h="1.5"
            mt={1}
            borderRadius="full"
            bg="rgba(148,163,184,0.18)"
            overflow="hidden"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(100, group.percent)}
            aria-label={lang === 'en' ? group.titleEn : group.title}
          >
            <Box h="full" w={`${Math.min(100, group.percent)}%`} bg="green.400" borderRadius="full" />
          </Box>
          <Text fontSize="xs" color="gray.500" mt={1}>
            {t('groupBuys.detail', {
              joined: formatQuantity(group.joined),
              target: formatQuantity(group.target),
              count: group.participants,
            })}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function Ranking({ rows, lang, testId }: { rows: FloorTickEvent['topShops']; lang: string; testId: string }) {
  const { t } = useTranslation('trading');
  if (rows.length === 0) return <Text color="gray.500">{t('ranking.empty')}</Text>;
  return (
    <Stack as="ol" gap={2} listStyleType="none" data-testid={testId}>
      {rows.map((row, index) => (
        <Flex as="li" key={row.id} gap={3} align="center" fontSize="sm">
          <Box
            boxSize="6"
            flexShrink={0}
            borderRadius="full"
            bg={index < 3 ? 'yellow.400' : 'rgba(148,163,184,0.25)'}
            color={index < 3 ? 'gray.900' : 'gray.200'}
            fontWeight="bold"
            display="grid"
            placeItems="center"
          >
            {index + 1}
          </Box>
          <Text color="gray.100" flex="1" minW={0} truncate>
            {lang === 'en' ? row.nameEn : row.name}
          </Text>
          <Text color="yellow.300" fontVariantNumeric="tabular-nums" flexShrink={0}>
            {formatMoney(row.turnover)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function Floor({ data }: { data: TradingFloorData }) {
  const { t } = useTranslation('trading');
  const lang = useAppSelector(selectLanguage);
  const { live } = data;
  const labels: ChartLabels = useMemo(
    () => ({
      turnover: t('chart.turnover'),
      orders: t('chart.orders'),
      bids: t('chart.bids'),
      hour: (hour) => `${String(hour).padStart(2, '0')}:00`,
    }),
    [t],
  );
  const hour = useMemo(() => hourOption(live, labels), [live, labels]);
  const trend = useMemo(() => trendOption(data, labels), [data, labels]);
  const categories = useMemo(() => categoryOption(live, (c) => (lang === 'en' ? c.nameEn : c.name)), [live, lang]);

  return (
    <Stack gap={{ base: 3, md: 4 }}>
      <SimpleGrid columns={{ base: 2, md: 4, '2xl': 8 }} gap={{ base: 2, md: 3 }}>
        <Kpi
          id="turnover"
          label={t('kpi.turnoverToday')}
          value={compactMoney(live.turnoverToday, lang)}
          full={formatMoney(live.turnoverToday)}
          hint={formatMoney(live.turnoverToday)}
        />
        <Kpi id="orders" label={t('kpi.ordersToday')} value={String(live.ordersToday)} />
        <Kpi id="auctions" label={t('kpi.liveAuctions')} value={String(live.liveAuctions)} />
        <Kpi
          id="bids"
          label={t('kpi.bidsPerMinute')}
          value={String(live.bidsPerMinute)}
          hint={t('kpi.bidsToday', { count: live.bidsToday })}
        />
        <Kpi id="groupbuy" label={t('kpi.groupBuyRegistrations')} value={String(live.groupBuyRegistrationsToday)} />
        <Kpi id="inquiries" label={t('kpi.inquiries')} value={String(live.inquiriesToday)} />
        <Kpi id="quotes" label={t('kpi.quotes')} value={String(live.quotesToday)} />
        <Kpi
          id="month"
          label={t('kpi.turnoverMonth')}
          value={compactMoney(data.turnoverMonth, lang)}
          full={formatMoney(data.turnoverMonth)}
          hint={t('kpi.ordersMonth', { count: data.orderCountMonth })}
        />
      </SimpleGrid>

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: 3, md: 4 }}>
        <Panel title={t('panel.today')}>
          <FloorChart option={hour} height="280px" label={t('panel.today')} testId={ids.hourChart} />
        </Panel>
        <Panel title={t('panel.categories')}>
          {live.topCategories.length === 0 ? (
            <Text color="gray.500">{t('ranking.empty')}</Text>
          ) : (
            <FloorChart option={categories} height="280px" label={t('panel.categories')} testId={ids.categoryChart} />
          )}
        </Panel>
      </Grid>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '1.4fr 1fr 1fr' }} gap={{ base: 3, md: 4 }}>
        <Panel title={t('panel.ticker')}>
          <Ticker trades={live.latestTrades} lang={lang} />
        </Panel>
        <Panel title={t('panel.shops')}>
          <Ranking rows={live.topShops} lang={lang} testId={ids.topShops} />
        </Panel>
        <Panel title={t('panel.groupBuys')}>
          <GroupBuys live={live} lang={lang} />
        </Panel>
      </Grid>

      <Panel title={t('panel.trend', { count: data.trend.length })}>
        <FloorChart
          option={trend}
          height="260px"
          label={t('panel.trend', { count: data.trend.length })}
          testId={ids.trendChart}
        />
      </Panel>
    </Stack>
  );
}

export default function TradingPage() {
  const { t } = useTranslation('trading');
  const lang = useAppSelector(selectLanguage);
  const restart = useFloorRoom();
  const floor = useAppSelector(selectFloor);
  const mode = useRealtimeMode();
  const time = useTime(lang);
  const query = {
    data: floor.data ?? undefined,
    error: floor.failure ?? undefined,
    isLoading: floor.data === null && floor.failure === null,
    isFetching: false,
    isError: floor.failure !== null,
    refetch: restart,
  };

  return (
    <PageFrame
      title={t('title')}
      breadcrumb={[{ label: t('title') }]}
      actions={
        <Flex gap={3} align="center" wrap="wrap">
          {floor.updatedAt !== null && (
            <Text fontSize="sm" color="fg.muted" data-testid={ids.updatedAt}>
              {t('updatedAt', { time: time.format(floor.updatedAt) })}
            </Text>
          )}
          <RealtimeStatus mode={mode} />
          <VisuallyHidden data-testid={ids.ticks}>{floor.ticks}</VisuallyHidden>
        </Flex>
      }
    >
      <Box
        bg="linear-gradient(160deg, #0b1220 0%, #111c33 55%, #0b1220 100%)"
        borderRadius="xl"
        p={{ base: 2, md: 4 }}
        data-testid={ids.root}
        data-seq={floor.seq}
      >
        <QueryState
          query={query}
          empty={t('empty')}
          errorTitle={t('loadError')}
          skeleton={{ rows: 4, rowHeight: '8rem' }}
        >
          {(data) => <Floor data={data} />}
        </QueryState>
      </Box>
    </PageFrame>
  );
}
