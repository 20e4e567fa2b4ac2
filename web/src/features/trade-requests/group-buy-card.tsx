// One group buy in /collectBidding: goods, group price against the usual one, margin ratio, live progress
// (joined quantity against the target, participants) and the countdown to the deadline on the server clock.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, HStack, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { GroupBuyCard as Card } from '@portal/contracts/entities/trade-request';
import { formatMoney, formatQuantity, percentOf, quantityToBigUnits } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { Countdown } from '@/shared/ui/countdown.tsx';
import { GroupBuyStatusBadge, unitText, useLang, unitPlural } from './parts.tsx';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.groupBuys;

/**
 * `joined` and `participants`: the progress now (its room's, else the list's). A card draws again only when they
 * change (memo): a room's event, or the rooms' first snapshots, which repeat the list's figures, redraw no card.
 * `first`: the list's first card, whose picture is the page's largest paint: fetched ahead of the others.
 */
export const GroupBuyCard = memo(function GroupBuyCard({
  groupBuy,
  joined,
  participants,
  first,
}: {
  groupBuy: Card;
  joined: string;
  participants: number;
  first?: boolean;
}) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const unit = unitText(lang, groupBuy.unit);
  const percent = percentOf(quantityToBigUnits(joined), quantityToBigUnits(groupBuy.targetQuantity));
  const joinedText = t('groupBuy.joined', {
    joined: formatQuantity(joined),
    target: formatQuantity(groupBuy.targetQuantity),
    unit: unitPlural(lang, groupBuy.unit),
  });
  return (
    <LinkBox
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg"
      overflow="hidden"
      display="flex"
      flexDirection="column"
      _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
      data-testid={ids.card(groupBuy.id)}
    >
      <Box position="relative">
        <Image
          src={groupBuy.image || undefined}
          alt=""
          w="full"
          aspectRatio={4 / 3}
          objectFit="cover"
          bg="bg.muted"
          fetchPriority={first ? 'high' : 'auto'}
        />
        <Box position="absolute" top={2} insetStart={2}>
          <GroupBuyStatusBadge status={groupBuy.status} />
        </Box>
      </Box>
      <Stack gap={2} p={3} flex="1">
        <LinkOverlay asChild>
          <RouterLink to={paths.collectDetail(groupBuy.id)}>
            <Text fontWeight="semibold" lineClamp={2} minH="2.6em">
              {groupBuy.title}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <HStack gap={2} align="baseline">
          <Text fontSize="lg" fontWeight="bold" color="brand.fg">
            {formatMoney(groupBuy.price)}
          </Text>
          <Text fontSize="xs" color="fg.muted" textDecoration="line-through">
            {formatMoney(groupBuy.originalPrice)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            / {unit}
          </Text>
        </HStack>
        {/* A plain bar, not Chakra's Progress: its state machine per card cost a phone ~100 ms on a page of 15. */}
        <Box
          role="progressbar"
          aria-label={joinedText}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, Math.round(percent))}
          h="1.5"
          bg="bg.emphasized"
          borderRadius="full"
          overflow="hidden"
        >
          <Box
            h="full"
            borderRadius="full"
            bg={groupBuy.achieved || percent >= 100 ? 'green.solid' : 'brand.solid'}
            style={{ width: `${Math.min(100, percent)}%` }}
          />
        </Box>
        <HStack justify="space-between" fontSize="xs" color="fg.muted" wrap="wrap">
          <Text data-testid={ids.joined} data-value={joined}>
            {joinedText}
          </Text>
          <Text data-testid={ids.participants}>{t('groupBuy.participants', { count: participants })}</Text>
        </HStack>
        <HStack justify="space-between" fontSize="xs" wrap="wrap">
          <Text color="fg.muted">{t('groupBuy.margin', { ratio: groupBuy.marginRatio })}</Text>
          {groupBuy.status === 'inProgress' && (
            <Text color="orange.fg">
              <Countdown to={groupBuy.deadline} format="units" />
            </Text>
          )}
          {groupBuy.status === 'notStarted' && (
            <Text color="purple.fg">
              <Countdown to={groupBuy.startAt} format="units" />
            </Text>
          )}
          {groupBuy.status === 'ended' && (
            <Text color={groupBuy.achieved ? 'green.fg' : 'fg.muted'}>
              {groupBuy.achieved ? t('groupBuy.succeeded') : t('groupBuy.failed')}
            </Text>
          )}
        </HStack>
      </Stack>
    </LinkBox>
  );
});
