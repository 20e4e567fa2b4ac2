// A limited-time discount's countdown on the server clock: "2天 03:14:05" / "2d 03:14:05", 'ended' after.
import { useTranslation } from 'react-i18next';
import { HStack, Text } from '@chakra-ui/react';
import { remaining } from './server-clock.ts';
import { catalogueTestIds as ids } from './test-ids.ts';

const two = (value: number) => String(value).padStart(2, '0');

export function Countdown({ endsAt, now }: { endsAt: number; now: number | null }) {
  const { t } = useTranslation('catalogue');
  if (now === null) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid={ids.sales.countdown}>
        {t('countdown.pending')}
      </Text>
    );
  }
  const left = remaining(endsAt, now);
  if (left.over) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid={ids.sales.countdown}>
        {t('countdown.ended')}
      </Text>
    );
  }
  return (
    <HStack gap={1} fontSize="sm" data-testid={ids.sales.countdown} aria-live="off">
      <Text color="fg.muted">{t('countdown.endsIn')}</Text>
      <Text fontWeight="semibold" color="brand.fg" fontVariantNumeric="tabular-nums">
        {left.days > 0 && t('countdown.days', { count: left.days })} {two(left.hours)}:{two(left.minutes)}:
        {two(left.seconds)}
      </Text>
    </HStack>
  );
}
