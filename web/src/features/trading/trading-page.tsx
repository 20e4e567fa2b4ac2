// /trading: the trading floor for a market hall's big screen, an operator's laptop or a phone: today's KPIs,
// the day by hour, the last days, top categories and shops, group-buy progress and a ticker of the latest
// trades, all following the public `floor` room live (snapshot, then ticks in seq order, once per frame at
// most). Each part selects only the figures it shows (the slice keeps unchanged parts' references), so a tick
// renders the tiles and lists it changed, and the charts merge their data a few times a second.
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Grid, Heading, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { FloorTickEvent, FloorTrade } from '@portal/contracts/events/floor';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ConnectionStatus } from '@/shared/realtime/realtime-status.tsx';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { compactMoney } from '@/shared/compact-money.ts';
import { FloorChart } from './floor-chart.tsx';
import {
  categoryData,
  categoryFrame,
  hourData,
  hourFrame,
  trendData,
  trendFrame,
  type ChartLabels,
} from './floor-options.ts';
import { selectFloor, type FloorState } from './floor-slice.ts';
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

const Kpi = memo(function Kpi({
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
});

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

/** One trade of the ticker: a trade never changes once listed, so a row renders once however often the list moves. */
const TradeRow = memo(
  function TradeRow({ trade, lang, time }: { trade: FloorTrade; lang: string; time: Intl.DateTimeFormat }) {
    const { t } = useTranslation('trading');
    return (
      <Flex
        as="li"
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
    );
  },
  (a, b) => a.trade.key === b.trade.key && a.lang === b.lang && a.time === b.time,
);

/** The latest trades, capped at TICKER_ROWS (the tick carries at most 12). */
export const TICKER_ROWS = 12;

const Ticker = memo(function Ticker({ lang }: { lang: string }) {
  const { t } = useTranslation('trading');
  const time = useTime(lang);
  const trades = useLive((live) => live.latestTrades);
  if (trades.length === 0) return <Text color="gray.500">{t('ticker.empty')}</Text>;
  return (
    <Stack gap={0} as="ol" listStyleType="none" aria-live="polite" data-testid={ids.ticker}>
      {trades.slice(0, TICKER_ROWS).map((trade) => (
        <TradeRow key={trade.key} trade={trade} lang={lang} time={time} />
      ))}
    </Stack>
  );
});

const GroupBuys = memo(function GroupBuys({ lang }: { lang: string }) {
  const { t } = useTranslation('trading');
  const groupBuys = useLive((live) => live.groupBuys);
  if (groupBuys.length === 0) return <Text color="gray.500">{t('groupBuys.empty')}</Text>;
  return (
    <Stack gap={3} data-testid={ids.groupBuys}>
      {groupBuys.map((group) => (
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
});

const Ranking = memo(function Ranking({ lang, testId }: { lang: string; testId: string }) {
  const { t } = useTranslation('trading');
  const rows = useLive((live) => live.topShops);
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
});

/** A part of the live figures (the page renders only once they are loaded). */
function useLive<T>(pick: (live: FloorTickEvent) => T): T {
  return useAppSelector((state) => pick((selectFloor(state).data as NonNullable<FloorState['data']>).live));
}

function KpiTiles({ lang }: { lang: string }) {
  const { t } = useTranslation('trading');
  const turnoverToday = useLive((live) => live.turnoverToday);
  const ordersToday = useLive((live) => live.ordersToday);
  const liveAuctions = useLive((live) => live.liveAuctions);
  const bidsPerMinute = useLive((live) => live.bidsPerMinute);
  const bidsToday = useLive((live) => live.bidsToday);
  const registrations = useLive((live) => live.groupBuyRegistrationsToday);
  const inquiries = useLive((live) => live.inquiriesToday);
  const quotes = useLive((live) => live.quotesToday);
  const turnoverMonth = useAppSelector((state) => selectFloor(state).data?.turnoverMonth ?? '0');
  const orderCountMonth = useAppSelector((state) => selectFloor(state).data?.orderCountMonth ?? 0);
  return (
    <SimpleGrid columns={{ base: 2, md: 4, '2xl': 8 }} gap={{ base: 2, md: 3 }}>
      <Kpi
        id="turnover"
        label={t('kpi.turnoverToday')}
        value={compactMoney(turnoverToday, lang)}
        full={formatMoney(turnoverToday)}
        hint={formatMoney(turnoverToday)}
      />
      <Kpi id="orders" label={t('kpi.ordersToday')} value={String(ordersToday)} />
      <Kpi id="auctions" label={t('kpi.liveAuctions')} value={String(liveAuctions)} />
      <Kpi
        id="bids"
        label={t('kpi.bidsPerMinute')}
        value={String(bidsPerMinute)}
        hint={t('kpi.bidsToday', { count: bidsToday })}
      />
      <Kpi id="groupbuy" label={t('kpi.groupBuyRegistrations')} value={String(registrations)} />
      <Kpi id="inquiries" label={t('kpi.inquiries')} value={String(inquiries)} />
      <Kpi id="quotes" label={t('kpi.quotes')} value={String(quotes)} />
      <Kpi
        id="month"
        label={t('kpi.turnoverMonth')}
        value={compactMoney(turnoverMonth, lang)}
        full={formatMoney(turnoverMonth)}
        hint={t('kpi.ordersMonth', { count: orderCountMonth })}
      />
    </SimpleGrid>
  );
}

function useChartLabels(): ChartLabels {
  const { t } = useTranslation('trading');
  return useMemo(
    () => ({
      turnover: t('chart.turnover'),
      orders: t('chart.orders'),
      bids: t('chart.bids'),
      hour: (hour) => `${String(hour).padStart(2, '0')}:00`,
    }),
    [t],
  );
}

const HourChart = memo(function HourChart() {
  const { t } = useTranslation('trading');
  const labels = useChartLabels();
  const series = useLive((live) => live.series);
  const frame = useMemo(() => hourFrame(labels), [labels]);
  const data = useMemo(() => hourData(series, labels), [series, labels]);
  return <FloorChart frame={frame} data={data} height="280px" label={t('panel.today')} testId={ids.hourChart} />;
});

const CategoryChart = memo(function CategoryChart({ lang }: { lang: string }) {
  const { t } = useTranslation('trading');
  const categories = useLive((live) => live.topCategories);
  const frame = useMemo(() => categoryFrame(), []);
  const data = useMemo(() => categoryData(categories, (c) => (lang === 'en' ? c.nameEn : c.name)), [categories, lang]);
  if (categories.length === 0) return <Text color="gray.500">{t('ranking.empty')}</Text>;
  return (
    <FloorChart frame={frame} data={data} height="280px" label={t('panel.categories')} testId={ids.categoryChart} />
  );
});

const TrendPanel = memo(function TrendPanel() {
  const { t } = useTranslation('trading');
  const labels = useChartLabels();
  const days = useAppSelector((state) => selectFloor(state).data?.trend ?? NO_DAYS);
  const date = useLive((live) => live.date);
  const turnoverToday = useLive((live) => live.turnoverToday);
  const ordersToday = useLive((live) => live.ordersToday);
  const frame = useMemo(() => trendFrame(labels), [labels]);
  const data = useMemo(
    () => trendData(days, { date, turnoverToday, ordersToday }),
    [days, date, turnoverToday, ordersToday],
  );
  const title = t('panel.trend', { count: days.length });
  return (
    <Panel title={title}>
      <FloorChart frame={frame} data={data} height="260px" label={title} testId={ids.trendChart} />
    </Panel>
  );
});

const NO_DAYS: NonNullable<FloorState['data']>['trend'] = [];

/** The dashboard once the figures are loaded: it renders again only when the language changes; each part
 * follows its own figures. */
const Floor = memo(function Floor({ lang }: { lang: string }) {
  const { t } = useTranslation('trading');
  return (
    <Stack gap={{ base: 3, md: 4 }}>
      <KpiTiles lang={lang} />

      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap={{ base: 3, md: 4 }}>
        <Panel title={t('panel.today')}>
          <HourChart />
        </Panel>
        <Panel title={t('panel.categories')}>
          <CategoryChart lang={lang} />
        </Panel>
      </Grid>

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '1.4fr 1fr 1fr' }} gap={{ base: 3, md: 4 }}>
        <Panel title={t('panel.ticker')}>
          <Ticker lang={lang} />
        </Panel>
        <Panel title={t('panel.shops')}>
          <Ranking lang={lang} testId={ids.topShops} />
        </Panel>
        <Panel title={t('panel.groupBuys')}>
          <GroupBuys lang={lang} />
        </Panel>
      </Grid>

      <TrendPanel />
    </Stack>
  );
});

/** 'Updated at' and the live status of the page's header: they change with every tick. */
function LiveHeader({ lang }: { lang: string }) {
  const { t } = useTranslation('trading');
  const updatedAt = useAppSelector((state) => selectFloor(state).updatedAt);
  const ticks = useAppSelector((state) => selectFloor(state).ticks);
  const time = useTime(lang);
  return (
    <Flex gap={3} align="center" wrap="wrap">
      {updatedAt !== null && (
        <Text fontSize="sm" color="fg.muted" data-testid={ids.updatedAt}>
          {t('updatedAt', { time: time.format(updatedAt) })}
        </Text>
      )}
      <ConnectionStatus />
      <VisuallyHidden data-testid={ids.ticks}>{ticks}</VisuallyHidden>
    </Flex>
  );
}

/** The floor's room seq on the dashboard's root (tests and the bench read it), without rendering the page. */
function SeqMark() {
  const seq = useAppSelector((state) => selectFloor(state).seq);
  return <span hidden data-testid={ids.seq} data-seq={seq} />;
}

export default function TradingPage() {
  const { t } = useTranslation('trading');
  const lang = useAppSelector(selectLanguage);
  const restart = useFloorRoom();
  const loaded = useAppSelector((state) => selectFloor(state).data !== null);
  const failure = useAppSelector((state) => selectFloor(state).failure);
  // QueryState wants the data; the parts select their own figures, so it gets a stable marker.
  const query = {
    data: loaded ? lang : undefined,
    error: failure ?? undefined,
    isLoading: !loaded && failure === null,
    isFetching: false,
    isError: failure !== null,
    refetch: restart,
  };

  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]} actions={<LiveHeader lang={lang} />}>
      <Box
        bg="linear-gradient(160deg, #0b1220 0%, #111c33 55%, #0b1220 100%)"
        borderRadius="xl"
        p={{ base: 2, md: 4 }}
        data-testid={ids.root}
      >
        <SeqMark />
        <QueryState
          query={query}
          empty={t('empty')}
          errorTitle={t('loadError')}
          skeleton={{ rows: 4, rowHeight: '8rem' }}
        >
          {(shown) => <Floor lang={shown} />}
        </QueryState>
      </Box>
    </PageFrame>
  );
}
