// One lot as a card of the hall and the list: picture, title, seller, live current price and bid count, and
// a countdown to its start or end from the server clock. Live values from the room override the page's.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { AuctionCard as AuctionCardData } from '@portal/contracts/entities/auction';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { selectCard, type LiveCard } from './auction-slice.ts';
import { LotCountdown } from './lot-countdown.tsx';
import type { ServerClock } from '@/shared/realtime/server-clock.ts';
import { auctionTestIds } from './test-ids.ts';
import { STATUS_PALETTE, useAuctionLabels } from './use-labels.ts';

/** The card's values with what the room pushed on top (only ever forward: more bids, a later end). */
export function liveValues(card: AuctionCardData, live: LiveCard | undefined) {
  if (!live || live.bidCount < card.bidCount) return card;
  return {
    ...card,
    currentPrice: live.currentPrice,
    bidCount: live.bidCount,
    endAt: Math.max(card.endAt, live.endAt),
    status: live.status ?? card.status,
  };
}

/** `priority`: the card is on the first screen (the hall's first row), its picture the page's largest paint:
 * loaded at once (not lazily, which waits for layout) and, for the very first card, ahead of other pictures.
 * Memoised: a page drawn again (a query's state moving) does not draw its cards again; a card follows its room. */
export const AuctionCard = memo(function AuctionCard({
  card,
  clock,
  priority,
}: {
  card: AuctionCardData;
  clock: ServerClock;
  priority?: 'first' | 'eager';
}) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const live = useAppSelector((state) => selectCard(state, card.id));
  const shown = liveValues(card, live);
  return (
    <LinkBox
      as="article"
      data-testid={auctionTestIds.card}
      data-auction-id={card.id}
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      transition="box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
      display="flex"
      flexDirection="column"
    >
      {/* overflow hidden: the box keeps its 4:3 whatever the picture's own shape (a square one grew it). */}
      <Box position="relative" bg="bg.muted" aspectRatio={4 / 3} overflow="hidden">
        <Image
          src={card.image}
          alt={card.title}
          w="full"
          h="full"
          objectFit="cover"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'first' ? 'high' : 'auto'}
        />
        <Badge position="absolute" top={2} left={2} colorPalette={STATUS_PALETTE[shown.status]} variant="solid">
          {labels.status(shown.status)}
        </Badge>
      </Box>
      <Stack p={3} gap={1.5} flex="1">
        <LinkOverlay asChild>
          <RouterLink to={paths.details(card.id)}>
            <Text fontWeight="semibold" lineClamp={2} minH="2.6em" lineHeight="1.3">
              {card.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <Text fontSize="xs" color="fg.muted" truncate>
          {card.seller.shopName} · {formatQuantity(card.quantity)} {labels.unit(card.unit)}
        </Text>
        <Flex align="baseline" justify="space-between" gap={2} wrap="wrap">
          <Box>
            <Text as="span" fontSize="xs" color="fg.muted" me={1}>
              {shown.bidCount > 0 ? t('card.current') : t('card.start')}
            </Text>
            <Text
              as="span"
              color="red.600"
              fontWeight="bold"
              fontSize={{ base: 'md', md: 'lg' }}
              fontVariantNumeric="tabular-nums"
              overflowWrap="anywhere"
              data-testid={auctionTestIds.cardPrice}
            >
              {formatMoney(shown.currentPrice)}
            </Text>
          </Box>
          <Text fontSize="xs" color="fg.muted">
            {t('card.bids', { count: shown.bidCount })}
          </Text>
        </Flex>
        <Box mt="auto">
          {shown.status === 'ended' ? (
            <Text fontSize="xs" color="fg.muted">
              {t('card.ended')}
            </Text>
          ) : (
            <LotCountdown lot={shown} clock={clock} size="sm" />
          )}
        </Box>
      </Stack>
    </LinkBox>
  );
});
