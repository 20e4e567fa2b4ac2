// /auction, the auction hall: lots bidding now (ending soonest first), lots starting soon, the special
// sessions and the latest bid announcements. Every card's price and countdown are live (its lot's room and
// the server clock), for anonymous watchers too.
import { useDeferredValue, useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, Heading, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { AuctionCard as AuctionCardData } from '@portal/contracts/entities/auction';
import type { PageOf } from '@portal/contracts/operation';
import { formatMoney } from '@portal/contracts/money';
import { marketDateTime } from '@/shared/market-time.ts';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { AfterFirstPaint } from '@/shared/ui/after-first-paint.tsx';
import { ConnectionStatus } from '@/shared/realtime/realtime-status.tsx';
import { auctionApi, useAuctionPageQuery, useBidAnnouncementsQuery, useSpecialAuctionsQuery } from './auction-api.ts';
import { AuctionCard } from './auction-card.tsx';
import { hallCardsSaga } from './auction-room-saga.ts';
import { useAuctionRealtime } from './auction-realtime.tsx';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import type { ServerClock } from '@/shared/realtime/server-clock.ts';
import { auctionTestIds } from './test-ids.ts';
import { STATUS_PALETTE, useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.hall;
export const HALL_LIVE_COUNT = 8;
export const HALL_SOON_COUNT = 4;
/** The cards of a row on the widest screen (lg: 4 columns). */
const FIRST_ROW = 4;

function Section({
  title,
  more,
  testId,
  children,
}: {
  title: string;
  more?: { label: string; to: string };
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Box as="section" data-testid={testId} aria-label={title}>
      <Flex align="center" justify="space-between" mb={3} gap={2}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {more && (
          <Button asChild size="xs" variant="ghost" colorPalette="brand">
            <RouterLink to={more.to}>{more.label}</RouterLink>
          </Button>
        )}
      </Flex>
      {children}
    </Box>
  );
}

/** `firstScreen`: the grid opens the page, its first row (four cards on the widest screen) loads at once. */
function CardGrid({
  page,
  clock,
  firstScreen,
}: {
  page: PageOf<AuctionCardData>;
  clock: ServerClock;
  firstScreen?: boolean;
}) {
  const card = (lot: AuctionCardData, index: number) => (
    <AuctionCard
      key={lot.id}
      card={lot}
      clock={clock}
      priority={firstScreen && index < FIRST_ROW ? (index === 0 ? 'first' : 'eager') : undefined}
    />
  );
  return (
    <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: 2, md: 4 }}>
      {firstScreen ? (
        <>
          {page.records.slice(0, FIRST_ROW).map(card)}
          {/* The rest (below the first row on the widest screen) is drawn after the first row has been painted:
              the first commit, which React cannot slice, holds four cards, not eight. */}
          <AfterFirstPaint placeholder={null}>
            {page.records.slice(FIRST_ROW).map((lot, index) => card(lot, FIRST_ROW + index))}
          </AfterFirstPaint>
        </>
      ) : (
        page.records.map(card)
      )}
    </SimpleGrid>
  );
}

// Each section reads its own query (and the header its own connection mode): an answer or a change of mode
// redraws the section it belongs to, not the page with every card in it (each such redraw is a task the store's
// subscription runs at once, unsliced).
const LIVE_ARGS = { pageNum: 1, pageSize: HALL_LIVE_COUNT, status: 'inProgress', sort: 'endingSoon' } as const;
const SOON_ARGS = { pageNum: 1, pageSize: HALL_SOON_COUNT, status: 'notStarted', sort: 'default' } as const;
const SPECIALS_ARGS = { limit: 4 };
const ANNOUNCEMENTS_ARGS = { pageNum: 1, pageSize: 6 };

function LiveLots({ clock }: { clock: ServerClock }) {
  const { t } = useTranslation('auction');
  // Drawn as a deferred value (as the home page draws its answer): the store's update renders nothing at once, and
  // React then renders the cards in 5 ms slices, not in one task of ~50 ms on this machine (Lighthouse's TBT).
  const live = useDeferredValue(useAuctionPageQuery(LIVE_ARGS));
  return (
    <Section
      title={t('hall.live')}
      more={{ label: t('hall.more'), to: paths.list({ status: 'inProgress' }) }}
      testId={ids.live}
    >
      <QueryState
        query={live}
        firstScreen
        empty={t('hall.liveEmpty')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 2, rowHeight: '14rem' }}
      >
        {(page) => <CardGrid page={page} clock={clock} firstScreen />}
      </QueryState>
    </Section>
  );
}

function SoonLots({ clock }: { clock: ServerClock }) {
  const { t } = useTranslation('auction');
  const soon = useDeferredValue(useAuctionPageQuery(SOON_ARGS));
  return (
    <Section
      title={t('hall.soon')}
      more={{ label: t('hall.more'), to: paths.list({ status: 'notStarted' }) }}
      testId={ids.soon}
    >
      <QueryState
        query={soon}
        empty={t('hall.soonEmpty')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 1, rowHeight: '14rem' }}
      >
        {(page) => <CardGrid page={page} clock={clock} />}
      </QueryState>
    </Section>
  );
}

function Specials() {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const specials = useSpecialAuctionsQuery(SPECIALS_ARGS);
  return (
    <Section title={t('hall.specials')} testId={ids.specials}>
      <QueryState
        query={specials}
        empty={t('hall.specialsEmpty')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 3, rowHeight: '4.5rem' }}
      >
        {(list) => (
          <Stack gap={3}>
            {list.map((special) => (
              <Flex
                key={special.id}
                asChild
                gap={3}
                p={3}
                bg="bg"
                borderWidth="1px"
                borderRadius="lg"
                align="center"
                _hover={{ shadow: 'sm' }}
              >
                <RouterLink to={paths.list({ specialId: special.id })}>
                  <Image src={special.image} alt="" boxSize="14" borderRadius="md" objectFit="cover" flexShrink={0} />
                  <Box minW={0} flex="1">
                    <Flex gap={2} align="center">
                      <Text fontWeight="semibold" truncate>
                        {labels.pick(special.title, special.titleEn)}
                      </Text>
                      <Badge colorPalette={STATUS_PALETTE[special.status]} flexShrink={0}>
                        {labels.status(special.status)}
                      </Badge>
                    </Flex>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {t('hall.specialCounts', {
                        lots: special.auctionCount,
                        live: special.inProgressCount,
                        bids: special.bidCount,
                      })}
                    </Text>
                  </Box>
                </RouterLink>
              </Flex>
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function Announcements() {
  const { t } = useTranslation('auction');
  const announcements = useBidAnnouncementsQuery(ANNOUNCEMENTS_ARGS);
  return (
    <Section title={t('hall.announcements')} testId={ids.announcements}>
      <QueryState
        query={announcements}
        empty={t('hall.announcementsEmpty')}
        errorTitle={t('loadError')}
        skeleton={{ rows: 5, rowHeight: '2.5rem' }}
      >
        {(page) => (
          <Stack as="ul" listStyleType="none" gap={0} divideY="1px" bg="bg" borderWidth="1px" borderRadius="lg" px={3}>
            {page.records.map((item) => (
              <Box as="li" key={item.key} py={2.5}>
                <RouterLink to={paths.details(item.auctionId)}>
                  <Flex gap={2} align="center">
                    <Badge colorPalette={item.kind === 'result' ? 'green' : 'blue'} variant="subtle" flexShrink={0}>
                      {t(`announcement.${item.kind}`)}
                    </Badge>
                    <Text fontSize="sm" truncate flex="1">
                      {item.title}
                    </Text>
                    {item.amount !== null && (
                      <Text fontSize="sm" color="red.600" fontWeight="semibold" flexShrink={0}>
                        {formatMoney(item.amount)}
                      </Text>
                    )}
                  </Flex>
                  <Text fontSize="xs" color="fg.muted">
                    {marketDateTime(item.publishedAt)}
                  </Text>
                </RouterLink>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

export default function HallPage() {
  const { t } = useTranslation('auction');
  const realtime = useAuctionRealtime();
  // The sections below the first row are drawn a frame later; their reads go out now.
  const prefetchPage = auctionApi.usePrefetch('auctionPage');
  const prefetchSpecials = auctionApi.usePrefetch('specialAuctions');
  const prefetchAnnouncements = auctionApi.usePrefetch('bidAnnouncements');
  useEffect(() => {
    prefetchPage(SOON_ARGS);
    prefetchSpecials(SPECIALS_ARGS);
    prefetchAnnouncements(ANNOUNCEMENTS_ARGS);
  }, [prefetchPage, prefetchSpecials, prefetchAnnouncements]);

  // Every card's price, bids and end follow the public floor room.
  useRoomSaga(hallCardsSaga, 'floor', realtime.socket);

  return (
    <PageFrame
      title={t('hall.title')}
      breadcrumb={[{ label: t('hall.title') }]}
      actions={
        <Flex gap={2} align="center">
          <ConnectionStatus mode$={realtime.mode$} />
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.list()}>{t('hall.browseAll')}</RouterLink>
          </Button>
        </Flex>
      }
    >
      <Stack gap={8} data-testid={ids.root}>
        <LiveLots clock={realtime.clock} />

        {/* Below the first row of lots: drawn after it has been painted. */}
        <AfterFirstPaint placeholder={<Skeleton h="28rem" borderRadius="md" aria-busy="true" />}>
          <SoonLots clock={realtime.clock} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6}>
            <Specials />
            <Announcements />
          </SimpleGrid>
        </AfterFirstPaint>
      </Stack>
    </PageFrame>
  );
}
