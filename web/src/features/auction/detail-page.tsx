// /details?id=: one lot. Goods (picture, specification, unit, starting quantity), rules (start price,
// increment, deposit, extension rule), the live price and countdown (server clock), the bid panel and my
// deposit, the live ranking with my row marked, the bid history, extension notices, the ended state with the
// winner, and other auctions. The lot's room (auctionRoomSaga) keeps it live; polling is said on screen.
import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Badge,
  Box,
  Flex,
  Grid,
  GridItem,
  Heading,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { AuctionDetail } from '@portal/contracts/entities/auction';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { marketDateTimeSeconds } from '@/shared/market-time.ts';
import { paths } from '@/shared/paths.ts';
import { ConnectionStatus } from '@/shared/realtime/realtime-status.tsx';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { AfterFirstPaint } from '@/shared/ui/after-first-paint.tsx';
import { ShowMore, useCapped } from '@/shared/ui/show-more.tsx';
import { auctionApi, useAuctionInfoQuery } from './auction-api.ts';
import { auctionDetailQuery } from './auction-query.ts';
import { useAuctionRealtime } from './auction-realtime.tsx';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { auctionRoomSaga } from './auction-room-saga.ts';
import { lotLeft, selectLot, snapshotLoaded, type LiveLot } from './auction-slice.ts';
import { BidPanel } from './bid-panel.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import type { ServerClock } from '@/shared/realtime/server-clock.ts';
import { LotCountdown } from './lot-countdown.tsx';
import { auctionTestIds } from './test-ids.ts';
import { STATUS_PALETTE, useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.detail;

/** The page's lot: the detail read with the room's live state on top. */
function merged(info: AuctionDetail, lot: LiveLot | undefined) {
  if (!lot) {
    return {
      ...info,
      recentBids: NO_BIDS,
      extensions: NO_EXTENSIONS,
      refused: null,
      outbid: null,
    };
  }
  return {
    ...info,
    status: lot.status,
    startAt: lot.startAt,
    endAt: lot.endAt,
    currentPrice: lot.currentPrice,
    nextMinBid: lot.nextMinBid,
    bidCount: lot.bidCount,
    bidderCount: lot.bidderCount,
    ranking: lot.ranking,
    recentBids: lot.recentBids,
    winner: lot.winner ?? info.winner,
    me: lot.me ?? info.me,
    extensions: lot.extensions,
    refused: lot.refused,
    outbid: lot.outbid,
  };
}

const NO_BIDS: LiveLot['recentBids'] = [];
const NO_EXTENSIONS: LiveLot['extensions'] = [];

type PageLot = ReturnType<typeof merged>;

/** What one part of the page shows of the lot: it re-renders when that changes, not on every room event (a bid
 * moves the price and the lists, not the rules, the goods or the deposit). The value is deferred: a store change
 * (the room's one per frame) renders the part again at transition priority, which React interrupts for the
 * user's input, so typing and tapping stay quick while bids storm in on a slow phone (docs/requirements.md
 * R10.4). The part that calls this passes the value to a memoised view: the urgent render with the old value then
 * stops at that view. */
function useLot<T extends object>(info: AuctionDetail, pick: (lot: PageLot) => T): T {
  return useDeferredValue(useAppSelector((state) => pick(merged(info, selectLot(state, info.id))), shallowEqual));
}

/** History rows on screen before "show more" (the room keeps the latest HISTORY_MAX). */
export const HISTORY_SHOWN = 10;

const Rules = memo(function Rules({ info }: { info: AuctionDetail }) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const rows: [string, string][] = [
    [t('rules.startPrice'), formatMoney(info.startPrice)],
    [t('rules.increment'), formatMoney(info.increment)],
    [t('rules.margin'), formatMoney(info.marginAmount)],
    [t('rules.quantity'), `${formatQuantity(info.quantity)} ${labels.unit(info.unit)}`],
    [t('rules.startAt'), marketDateTimeSeconds(info.startAt)],
    [t('rules.endAt'), marketDateTimeSeconds(info.scheduledEndAt)],
    [
      t('rules.extension'),
      t('rules.extensionText', {
        window: Math.round(info.antiSniping.windowMs / 60_000),
        extend: Math.round(info.antiSniping.extendMs / 60_000),
        cap: Math.round(info.antiSniping.capMs / 60_000),
      }),
    ],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap={4} rowGap={1.5} fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd">{value}</Text>
        </Box>
      ))}
    </Box>
  );
});

/** One bidder's row: re-renders only when its own values change (a new bid re-ranks only some rows). */
export const RankingRow = memo(function RankingRow({
  rank,
  userAlias,
  amount,
  bidAt,
  isMine,
}: {
  rank: number;
  userAlias: string;
  amount: string;
  bidAt: number;
  isMine: boolean;
}) {
  const { t } = useTranslation('auction');
  return (
    <Table.Row
      bg={isMine ? 'brand.subtle' : undefined}
      data-testid={isMine ? ids.myRow : ids.rankingRow}
      aria-current={isMine ? 'true' : undefined}
    >
      <Table.Cell fontWeight={rank === 1 ? 'bold' : undefined}>{rank}</Table.Cell>
      <Table.Cell>
        {userAlias}
        {isMine && (
          <Badge ms={2} colorPalette="brand" size="sm">
            {t('ranking.me')}
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="red.600">
        {formatMoney(amount)}
      </Table.Cell>
      <Table.Cell textAlign="end" hideBelow="sm" color="fg.muted">
        {marketDateTimeSeconds(bidAt)}
      </Table.Cell>
    </Table.Row>
  );
});

function Ranking({ info }: { info: AuctionDetail }) {
  return <RankingView lot={useLot(info, (l) => ({ status: l.status, ranking: l.ranking, me: l.me }))} />;
}

const RankingView = memo(function RankingView({ lot }: { lot: Pick<PageLot, 'status' | 'ranking' | 'me'> }) {
  const { t } = useTranslation('auction');
  const mine = lot.me?.alias;
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }} data-testid={ids.ranking}>
      <Heading as="h2" size="sm" mb={2}>
        {lot.status === 'ended' ? t('ranking.finalTitle') : t('ranking.title')}
      </Heading>
      {lot.ranking.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py={4} textAlign="center">
          {t('ranking.empty')}
        </Text>
      ) : (
        <Table.Root size="sm">
          <RankingHeader />
          <Table.Body>
            {lot.ranking.map((row) => (
              <RankingRow
                key={row.userAlias}
                rank={row.rank}
                userAlias={row.userAlias}
                amount={row.amount}
                bidAt={row.bidAt}
                isMine={row.userAlias === mine}
              />
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {lot.me && lot.me.rank !== null && !lot.ranking.some((row) => row.userAlias === mine) && (
        <Text fontSize="sm" mt={2}>
          {t('ranking.myRank', { rank: lot.me.rank, amount: formatMoney(lot.me.highestBid ?? '0') })}
        </Text>
      )}
    </Box>
  );
});

const RankingHeader = memo(function RankingHeader() {
  const { t } = useTranslation('auction');
  return (
    <Table.Header>
      <Table.Row>
        <Table.ColumnHeader>{t('ranking.rank')}</Table.ColumnHeader>
        <Table.ColumnHeader>{t('ranking.bidder')}</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">{t('ranking.amount')}</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end" hideBelow="sm">
          {t('ranking.time')}
        </Table.ColumnHeader>
      </Table.Row>
    </Table.Header>
  );
});

/** One bid of the history: made once, never re-rendered by the bids after it. */
export const HistoryRow = memo(function HistoryRow({
  userAlias,
  amount,
  bidAt,
  isMine,
}: {
  userAlias: string;
  amount: string;
  bidAt: number;
  isMine: boolean;
}) {
  const { t } = useTranslation('auction');
  return (
    <Flex as="li" py={1.5} gap={2} data-testid={ids.historyRow}>
      <Text flex="1" truncate>
        {userAlias}
        {isMine && (
          <Badge ms={2} colorPalette="brand" size="sm">
            {t('ranking.me')}
          </Badge>
        )}
      </Text>
      <Text fontVariantNumeric="tabular-nums" color="red.600">
        {formatMoney(amount)}
      </Text>
      <Text color="fg.muted" hideBelow="sm">
        {marketDateTimeSeconds(bidAt)}
      </Text>
    </Flex>
  );
});

function History({ info }: { info: AuctionDetail }) {
  return (
    <HistoryView lot={useLot(info, (l) => ({ bidCount: l.bidCount, recentBids: l.recentBids, mine: l.me?.alias }))} />
  );
}

const HistoryView = memo(function HistoryView({
  lot,
}: {
  lot: { bidCount: number; recentBids: PageLot['recentBids']; mine: string | undefined };
}) {
  const { t } = useTranslation('auction');
  const capped = useCapped(lot.recentBids, HISTORY_SHOWN);
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 4 }} data-testid={ids.history}>
      <Heading as="h2" size="sm" mb={2}>
        {t('history.title', { count: lot.bidCount })}
      </Heading>
      {lot.recentBids.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" py={4} textAlign="center">
          {t('history.empty')}
        </Text>
      ) : (
        <>
          <Stack as="ol" listStyleType="none" gap={0} divideY="1px" fontSize="sm">
            {capped.shown.map((bid) => (
              <HistoryRow
                key={bid.bidId}
                userAlias={bid.userAlias}
                amount={bid.amount}
                bidAt={bid.bidAt}
                isMine={bid.userAlias === lot.mine}
              />
            ))}
          </Stack>
          <ShowMore capped={capped} testId={ids.historyMore} />
        </>
      )}
    </Box>
  );
});

// Other lots, at the foot of the page: their cards load after the lot (the live pages' first-screen budget).
const OtherLots = lazy(() => import('./other-lots.tsx'));
// Only a settled lot's bidders see it: its code comes when there is one to show (the first-screen budget).
const SettlementNotice = lazy(async () => ({
  default: (await import('@/shared/ui/settlement-notice.tsx')).SettlementNotice,
}));

/** The price, the bids and bidders, and the countdown: what every bid changes. */
function PriceBox({ info, clock }: { info: AuctionDetail; clock: ServerClock }) {
  const lot = useLot(info, (l) => ({
    status: l.status,
    currentPrice: l.currentPrice,
    bidCount: l.bidCount,
    bidderCount: l.bidderCount,
  }));
  return <PriceView lot={lot} info={info} clock={clock} />;
}

const PriceView = memo(function PriceView({
  lot,
  info,
  clock,
}: {
  lot: Pick<PageLot, 'status' | 'currentPrice' | 'bidCount' | 'bidderCount'>;
  info: AuctionDetail;
  clock: ServerClock;
}) {
  const { t } = useTranslation('auction');
  return (
    <Box bg="red.50" _dark={{ bg: 'red.950' }} borderRadius="lg" p={{ base: 3, md: 4 }}>
      <Flex justify="space-between" align="flex-end" gap={3} wrap="wrap">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {lot.status === 'ended'
              ? t('detail.finalPrice')
              : lot.bidCount > 0
                ? t('detail.currentPrice')
                : t('detail.startPrice')}
          </Text>
          <Text
            fontSize={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="red.600"
            fontVariantNumeric="tabular-nums"
            data-testid={ids.price}
            aria-live="polite"
          >
            {formatMoney(lot.currentPrice)}
          </Text>
        </Box>
        <Text fontSize="sm" color="fg.muted" data-testid={ids.bidCount} data-count={lot.bidCount}>
          {t('detail.bidsAndBidders', { bids: lot.bidCount, bidders: lot.bidderCount })}
        </Text>
      </Flex>
      <DetailCountdown info={info} clock={clock} />
    </Box>
  );
});

/** The countdown to the start or the end: changes only when the lot starts, is extended or ends. */
function DetailCountdown({ info, clock }: { info: AuctionDetail; clock: ServerClock }) {
  const lot = useLot(info, (l) => ({ status: l.status, startAt: l.startAt, endAt: l.endAt }));
  if (lot.status === 'ended') return null;
  return (
    <Box mt={2}>
      <LotCountdown lot={lot} clock={clock} size="lg" />
    </Box>
  );
}

function StatusBadge({ info }: { info: AuctionDetail }) {
  const labels = useAuctionLabels();
  const { status } = useLot(info, (l) => ({ status: l.status }));
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" data-testid={ids.status} data-status={status}>
      {labels.status(status)}
    </Badge>
  );
}

/** Settled (the room's `auction:settled`): the caller's order or released deposit is read again. */
function SettledRefetch({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const settledAt = useAppSelector((state) => selectLot(state, id)?.settledAt);
  useEffect(() => {
    if (settledAt !== undefined) dispatch(auctionApi.util.invalidateTags(['Auction']));
  }, [settledAt, dispatch]);
  return null;
}

/** The ended state, extension notices, being outbid and the room's refusal. */
function LotAlerts({ info }: { info: AuctionDetail }) {
  const { t } = useTranslation('auction');
  const lot = useLot(info, (l) => ({
    status: l.status,
    winner: l.winner,
    mine: l.me?.alias,
    extensions: l.extensions,
    outbid: l.outbid,
    refused: l.refused,
  }));
  return (
    <>
      {lot.status === 'ended' && (
        <Alert.Root status={lot.winner ? 'success' : 'info'} data-testid={ids.winner}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('detail.ended')}</Alert.Title>
            <Alert.Description>
              {lot.winner
                ? lot.winner.userAlias === lot.mine
                  ? t('detail.youWon', { amount: formatMoney(lot.winner.amount) })
                  : t('detail.winner', { winner: lot.winner.userAlias, amount: formatMoney(lot.winner.amount) })
                : t('detail.unsold')}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {lot.extensions.slice(0, 3).map((notice) => (
        <Alert.Root key={notice.endAt} status="warning" size="sm" data-testid={ids.extension}>
          <Alert.Indicator />
          <Alert.Title>{t('detail.extended', { end: marketDateTimeSeconds(notice.endAt) })}</Alert.Title>
        </Alert.Root>
      ))}
      {lot.outbid && lot.status !== 'ended' && (
        <Alert.Root status="warning" size="sm" data-testid={ids.outbid}>
          <Alert.Indicator />
          <Alert.Title>
            {lot.outbid.reason === 'ceilingPassed'
              ? t('detail.ceilingPassed', {
                  ceiling: formatMoney(lot.outbid.proxyCeiling ?? lot.outbid.yourBid),
                  price: formatMoney(lot.outbid.currentPrice),
                })
              : t('detail.outbid', {
                  yours: formatMoney(lot.outbid.yourBid),
                  price: formatMoney(lot.outbid.currentPrice),
                })}
          </Alert.Title>
        </Alert.Root>
      )}
      {lot.refused && (
        <Alert.Root status="warning" size="sm" data-testid={ids.refused}>
          <Alert.Indicator />
          <Alert.Title>{lot.refused}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}

const MemoBidPanel = memo(BidPanel);
const MemoDepositPanel = memo(DepositPanel);

/** The bid panel (its amounts follow the price) and my deposit (follows only my deposit). */
function Panels({ info, onDepositChanged }: { info: AuctionDetail; onDepositChanged: () => void }) {
  const lot = useLot(info, (l) => ({ status: l.status, nextMinBid: l.nextMinBid, me: l.me }));
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      <MemoBidPanel
        auctionId={info.id}
        status={lot.status}
        nextMinBid={lot.nextMinBid}
        increment={info.increment}
        startPrice={info.startPrice}
        me={lot.me}
      />
      <MemoDepositPanel
        auctionId={info.id}
        marginAmount={info.marginAmount}
        ended={lot.status === 'ended'}
        me={lot.me}
        onChanged={onDepositChanged}
      />
    </SimpleGrid>
  );
}

const Goods = memo(function Goods({ info }: { info: AuctionDetail }) {
  const { t } = useTranslation('auction');
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 3, md: 5 }}>
      <Heading as="h2" size="sm" mb={2}>
        {t('detail.goods')}
      </Heading>
      <Stack gap={2} fontSize="sm">
        {info.description.map((paragraph, index) => (
          <Text key={index}>{paragraph}</Text>
        ))}
        <Text>
          <Text as="span" color="fg.muted">
            {t('detail.location')}:{' '}
          </Text>
          {info.location}
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            {t('detail.delivery')}:{' '}
          </Text>
          {info.deliveryTerms}
        </Text>
      </Stack>
    </Box>
  );
});

/** The lot: a frame of parts that each follow only what they show of the room (the frame itself follows
 * nothing live, so a bid never re-renders the picture, the rules, the goods or the other auctions). */
const Lot = memo(function Lot({ info }: { info: AuctionDetail }) {
  const { t } = useTranslation('auction');
  const dispatch = useAppDispatch();
  const realtime = useAuctionRealtime();
  const refresh = useCallback(() => {
    void realtime.fetchSnapshot(info.id).then((snap) => dispatch(snapshotLoaded(snap)));
  }, [realtime, info.id, dispatch]);

  return (
    <Stack gap={6} data-testid={ids.root} data-auction-id={info.id}>
      <Grid templateColumns={{ base: '1fr', lg: '5fr 7fr' }} gap={{ base: 4, lg: 6 }}>
        <GridItem>
          <Box bg="bg.muted" borderRadius="lg" overflow="hidden" aspectRatio={4 / 3} borderWidth="1px">
            <Image src={info.image} alt={info.title} w="full" h="full" objectFit="cover" />
          </Box>
        </GridItem>
        <GridItem minW={0}>
          <Stack gap={4}>
            <Box>
              <Flex gap={2} align="center" wrap="wrap">
                <StatusBadge info={info} />
                <Text fontSize="xs" color="fg.muted">
                  {t('detail.code', { code: info.code })}
                </Text>
                {info.specialTitle && (
                  <Badge variant="outline" colorPalette="purple">
                    {info.specialTitle}
                  </Badge>
                )}
                {/* Whether the price and bids here are live. Beside the lot's status, not in the page's header: there
                    its width (it changes with the mode) took from the title's, which then wrapped anew. */}
                <ConnectionStatus mode$={realtime.mode$} />
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('detail.seller', { seller: info.seller.shopName, region: info.seller.regionName })}
              </Text>
            </Box>
            <PriceBox info={info} clock={realtime.clock} />
            <LotAlerts info={info} />
            {info.me?.settlement && (
              <Suspense fallback={null}>
                <SettlementNotice settlement={info.me.settlement} />
              </Suspense>
            )}
            <SettledRefetch id={info.id} />
            <Panels info={info} onDepositChanged={refresh} />
            <Rules info={info} />
          </Stack>
        </GridItem>
      </Grid>

      {/* Below the fold on a phone and a desktop: drawn after the lot's top has been painted. */}
      <AfterFirstPaint placeholder={<Skeleton h="24rem" borderRadius="lg" aria-busy="true" />}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
          <Ranking info={info} />
          <History info={info} />
        </SimpleGrid>

        <Goods info={info} />

        <Suspense fallback={<Skeleton h="16rem" borderRadius="lg" aria-busy="true" />}>
          <OtherLots id={info.id} clock={realtime.clock} />
        </Suspense>
      </AfterFirstPaint>
    </Stack>
  );
});

export default function DetailPage() {
  const { t } = useTranslation('auction');
  const [params] = useSearchParams();
  const { id } = auctionDetailQuery.read(params);
  const dispatch = useAppDispatch();
  const realtime = useAuctionRealtime();
  const query = useAuctionInfoQuery({ id: id ?? 0 }, { skip: id === undefined });
  useRoomSaga(auctionRoomSaga, String(id ?? ''), realtime, id ?? 0);
  useEffect(() => () => void (id !== undefined && dispatch(lotLeft(id))), [dispatch, id]);

  const title = query.data?.title ?? t('detail.title');
  return (
    <PageFrame
      title={title}
      breadcrumb={[
        { label: t('hall.title'), to: paths.auction() },
        { label: t('list.title'), to: paths.list() },
        { label: title },
      ]}
    >
      {id === undefined ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('detail.missingId')}</Alert.Title>
          <RouterLink to={paths.list()}>{t('hall.browseAll')}</RouterLink>
        </Alert.Root>
      ) : (
        <QueryState
          query={query}
          firstScreen
          empty={t('detail.notFound')}
          errorTitle={t('loadError')}
          skeleton={{ rows: 2, rowHeight: '20rem' }}
        >
          {(info) => <Lot info={info} />}
        </QueryState>
      )}
    </PageFrame>
  );
}
