// /details?id=: one lot. Goods (picture, specification, unit, starting quantity), rules (start price,
// increment, deposit, extension rule), the live price and countdown (server clock), the bid panel and my
// deposit, the live ranking with my row marked, the bid history, extension notices, the ended state with the
// winner, and other auctions. The lot's room (auctionRoomSaga) keeps it live; polling is said on screen.
import { useEffect } from 'react';
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
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { AuctionDetail } from '@portal/contracts/entities/auction';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { RealtimeStatus, useRealtimeMode } from '@/shared/realtime/realtime-status.tsx';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useAuctionInfoQuery, useOtherAuctionsQuery } from './auction-api.ts';
import { AuctionCard } from './auction-card.tsx';
import { auctionDetailQuery } from './auction-query.ts';
import { useAuctionRealtime } from './auction-realtime.tsx';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { auctionRoomSaga } from './auction-room-saga.ts';
import { lotLeft, selectLot, snapshotLoaded, type LiveLot } from './auction-slice.ts';
import { BidPanel } from './bid-panel.tsx';
import { Countdown } from './countdown.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import type { ServerClock } from './server-clock.ts';
import { auctionTestIds } from './test-ids.ts';
import { STATUS_PALETTE, useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.detail;

/** The page's lot: the detail read with the room's live state on top. */
function merged(info: AuctionDetail, lot: LiveLot | undefined) {
  if (!lot) {
    return {
      ...info,
      recentBids: [] as LiveLot['recentBids'],
      extensions: [] as LiveLot['extensions'],
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

function time(at: number, lang: string): string {
  return new Date(at).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', { hour12: false });
}

function Rules({ lot }: { lot: ReturnType<typeof merged> }) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const rows: [string, string][] = [
    [t('rules.startPrice'), formatMoney(lot.startPrice)],
    [t('rules.increment'), formatMoney(lot.increment)],
    [t('rules.margin'), formatMoney(lot.marginAmount)],
    [t('rules.quantity'), `${formatQuantity(lot.quantity)} ${labels.unit(lot.unit)}`],
    [t('rules.startAt'), time(lot.startAt, labels.lang)],
    [t('rules.endAt'), time(lot.scheduledEndAt, labels.lang)],
    [
      t('rules.extension'),
      t('rules.extensionText', {
        window: Math.round(lot.antiSniping.windowMs / 60_000),
        extend: Math.round(lot.antiSniping.extendMs / 60_000),
        cap: Math.round(lot.antiSniping.capMs / 60_000),
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
}

function Ranking({ lot }: { lot: ReturnType<typeof merged> }) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
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
          <Table.Body>
            {lot.ranking.map((row) => {
              const isMine = row.userAlias === mine;
              return (
                <Table.Row
                  key={row.userAlias}
                  bg={isMine ? 'brand.subtle' : undefined}
                  data-testid={isMine ? ids.myRow : ids.rankingRow}
                  aria-current={isMine ? 'true' : undefined}
                >
                  <Table.Cell fontWeight={row.rank === 1 ? 'bold' : undefined}>{row.rank}</Table.Cell>
                  <Table.Cell>
                    {row.userAlias}
                    {isMine && (
                      <Badge ms={2} colorPalette="brand" size="sm">
                        {t('ranking.me')}
                      </Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" color="red.600">
                    {formatMoney(row.amount)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" hideBelow="sm" color="fg.muted">
                    {time(row.bidAt, labels.lang)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
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
}

function History({ lot }: { lot: ReturnType<typeof merged> }) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
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
        <Stack as="ol" listStyleType="none" gap={0} divideY="1px" fontSize="sm">
          {lot.recentBids.map((bid) => (
            <Flex as="li" key={bid.bidId} py={1.5} gap={2} data-testid={ids.historyRow}>
              <Text flex="1" truncate>
                {bid.userAlias}
                {bid.userAlias === lot.me?.alias && (
                  <Badge ms={2} colorPalette="brand" size="sm">
                    {t('ranking.me')}
                  </Badge>
                )}
              </Text>
              <Text fontVariantNumeric="tabular-nums" color="red.600">
                {formatMoney(bid.amount)}
              </Text>
              <Text color="fg.muted" hideBelow="sm">
                {time(bid.bidAt, labels.lang)}
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function Others({ id, clock }: { id: number; clock: ServerClock }) {
  const { t } = useTranslation('auction');
  const others = useOtherAuctionsQuery({ id, limit: 4 });
  if (others.data?.length === 0) return null;
  return (
    <Box as="section" data-testid={ids.others}>
      <Heading as="h2" size="md" mb={3}>
        {t('detail.others')}
      </Heading>
      <QueryState
        query={others}
        empty={t('hall.liveEmpty')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 1, rowHeight: '14rem' }}
      >
        {(cards) => (
          <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: 2, md: 4 }}>
            {cards.map((card) => (
              <AuctionCard key={card.id} card={card} clock={clock} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Box>
  );
}

function Lot({ info }: { info: AuctionDetail }) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const dispatch = useAppDispatch();
  const realtime = useAuctionRealtime();
  const live = useAppSelector((state) => selectLot(state, info.id));
  const lot = merged(info, live);
  const refresh = () => {
    void realtime.fetchSnapshot(info.id).then((snap) => dispatch(snapshotLoaded(snap)));
  };

  const priceBox = (
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
      {lot.status !== 'ended' && (
        <Box mt={2}>
          <Countdown
            clock={realtime.clock}
            to={lot.status === 'notStarted' ? lot.startAt : lot.endAt}
            kind={lot.status === 'notStarted' ? 'start' : 'end'}
            size="lg"
          />
        </Box>
      )}
    </Box>
  );

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
                <Badge
                  colorPalette={STATUS_PALETTE[lot.status]}
                  variant="solid"
                  data-testid={ids.status}
                  data-status={lot.status}
                >
                  {labels.status(lot.status)}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {t('detail.code', { code: info.code })}
                </Text>
                {info.specialTitle && (
                  <Badge variant="outline" colorPalette="purple">
                    {info.specialTitle}
                  </Badge>
                )}
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {t('detail.seller', { seller: info.seller.shopName, region: info.seller.regionName })}
              </Text>
            </Box>
            {priceBox}
            {lot.status === 'ended' && (
              <Alert.Root status={lot.winner ? 'success' : 'info'} data-testid={ids.winner}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{t('detail.ended')}</Alert.Title>
                  <Alert.Description>
                    {lot.winner
                      ? lot.winner.userAlias === lot.me?.alias
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
                <Alert.Title>{t('detail.extended', { end: time(notice.endAt, labels.lang) })}</Alert.Title>
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
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
              <BidPanel
                auctionId={info.id}
                status={lot.status}
                nextMinBid={lot.nextMinBid}
                increment={lot.increment}
                startPrice={lot.startPrice}
                me={lot.me}
              />
              <DepositPanel
                auctionId={info.id}
                marginAmount={lot.marginAmount}
                ended={lot.status === 'ended'}
                me={lot.me}
                onChanged={refresh}
              />
            </SimpleGrid>
            <Rules lot={lot} />
          </Stack>
        </GridItem>
      </Grid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
        <Ranking lot={lot} />
        <History lot={lot} />
      </SimpleGrid>

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

      <Others id={info.id} clock={realtime.clock} />
    </Stack>
  );
}

export default function DetailPage() {
  const { t } = useTranslation('auction');
  const [params] = useSearchParams();
  const { id } = auctionDetailQuery.read(params);
  const dispatch = useAppDispatch();
  const realtime = useAuctionRealtime();
  const mode = useRealtimeMode(realtime.mode$);
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
      actions={<RealtimeStatus mode={mode} />}
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
