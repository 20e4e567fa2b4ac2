// A live countdown to a server instant (start or end of a lot), driven by the server clock: the same on every
// screen whatever the local clock says, never jumping backwards. Carries the clock offset and deadline as data
// attributes, so a browser test can check two screens agree.
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@chakra-ui/react';
import type { ServerClock } from '@/shared/realtime/server-clock.ts';
import { splitRemaining } from '@/shared/realtime/server-clock.ts';
import { auctionTestIds } from './test-ids.ts';

/** The server time, re-rendering on each tick (null until the offset is measured). */
export function useServerNow(clock: ServerClock): number | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = clock.now$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [clock],
  );
  return useSyncExternalStore(subscribe, () => clock.now$.getValue());
}

export interface CountdownProps {
  clock: ServerClock;
  /** The server instant it counts to. */
  to: number;
  /** 'start' (starts in) or 'end' (ends in). */
  kind: 'start' | 'end';
  size?: 'sm' | 'lg';
}

export function Countdown({ clock, to, kind, size = 'sm' }: CountdownProps) {
  const { t } = useTranslation('auction');
  const now = useServerNow(clock);
  const offset = clock.offset$.getValue();
  const left = now === null ? null : splitRemaining(to - now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const big = size === 'lg';
  return (
    <Box
      display="flex"
      alignItems="baseline"
      gap={1}
      flexWrap="wrap"
      data-testid={auctionTestIds.countdown}
      data-deadline={to}
      data-offset={offset ?? ''}
      aria-live="off"
    >
      <Text as="span" fontSize={big ? 'sm' : 'xs'} color="fg.muted">
        {t(kind === 'start' ? 'countdown.startsIn' : 'countdown.endsIn')}
      </Text>
      <Text
        as="span"
        fontVariantNumeric="tabular-nums"
        fontWeight="semibold"
        fontSize={big ? 'xl' : 'sm'}
        color={kind === 'end' ? 'red.600' : 'fg'}
        data-testid={auctionTestIds.countdownValue}
      >
        {left === null
          ? '--:--:--'
          : left.days > 0
            ? t('countdown.days', {
                days: left.days,
                time: `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`,
              })
            : `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`}
      </Text>
    </Box>
  );
}
