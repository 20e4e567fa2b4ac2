// The one countdown to a server instant (an auction's start or end, a discount's end, a group buy's deadline):
// driven by the tab's server clock, so every screen shows the same whatever its own clock says (R10.2,
// docs/architecture.md "Clock"). It is a leaf: it alone subscribes to the clock and re-renders on each whole
// server second, so the page around it renders once. Carries the clock offset and the deadline as data
// attributes, so a browser test can check two screens agree.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Box, Text } from '@chakra-ui/react';
import { splitRemaining, type ServerClock } from '../realtime/server-clock.ts';
import { useServerClock, useServerNow } from '../realtime/use-server-clock.tsx';

/** 'clock': "03:14:05", "2天 03:14:05" / "2d 03:14:05"; 'units': "2天 3时 14分 05秒" / "2d 3h 14m 05s". */
export type CountdownFormat = 'clock' | 'units';

const two = (value: number) => String(value).padStart(2, '0');

/** The time left as the format shows it; `null` (the clock not yet measured) as dashes. */
export function countdownText(leftMs: number | null, format: CountdownFormat, t: TFunction<'common'>): string {
  if (leftMs === null) return '--:--:--';
  const left = splitRemaining(leftMs);
  if (format === 'units') {
    return t('countdown.units', {
      days: left.days,
      hours: left.hours,
      minutes: two(left.minutes),
      seconds: two(left.seconds),
    });
  }
  const time = `${two(left.hours)}:${two(left.minutes)}:${two(left.seconds)}`;
  return left.days > 0 ? t('countdown.days', { days: left.days, time }) : time;
}

// Label and value sizes: 'sm' a card's line, 'md' a text line, 'lg' a lot's headline; none inherits.
const SIZES = {
  sm: { label: 'xs', value: 'sm' },
  md: { label: 'sm', value: 'sm' },
  lg: { label: 'sm', value: 'xl' },
} as const;

export interface CountdownProps {
  /** The server instant it counts to (epoch ms). */
  to: number;
  /** The words before the time ("Starts in" / "Ends in"); none: the time alone. */
  label?: 'startsIn' | 'endsIn';
  format?: CountdownFormat;
  /** Shown instead once the instant has passed (default: the time at zero). */
  ended?: ReactNode;
  /** Shown instead until the clock is measured (default: the label and dashes). */
  pending?: ReactNode;
  /** Label and value sizes (default: inherited from around it). */
  size?: keyof typeof SIZES;
  /** The time's colour (default: inherited). */
  color?: string;
  /** The time in semibold. */
  strong?: boolean;
  testId?: string;
  valueTestId?: string;
  /** The clock (default: the tab's, or a provider's). */
  clock?: ServerClock;
}

export function Countdown({
  to,
  label,
  format = 'clock',
  ended,
  pending,
  size,
  color,
  strong = false,
  testId,
  valueTestId,
  clock: givenClock,
}: CountdownProps) {
  const { t } = useTranslation('common');
  const clock = useServerClock(givenClock);
  const now = useServerNow(clock);
  const offset = clock.offset$.getValue();
  const sizes = size ? SIZES[size] : null;
  const leftMs = now === null ? null : Math.max(0, to - now);
  const replaced = leftMs === null ? pending : leftMs < 1000 ? ended : undefined;
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="baseline"
      gap={1}
      flexWrap="wrap"
      data-testid={testId}
      data-deadline={to}
      data-offset={offset ?? ''}
      aria-live="off"
    >
      {replaced !== undefined ? (
        <Text as="span" fontSize={sizes?.label} color="fg.muted">
          {replaced}
        </Text>
      ) : (
        <>
          {label && (
            <Text as="span" fontSize={sizes?.label} color="fg.muted">
              {t(`countdown.${label}`)}
            </Text>
          )}
          <Text
            as="span"
            fontVariantNumeric="tabular-nums"
            fontWeight={strong ? 'semibold' : undefined}
            fontSize={sizes?.value}
            color={color}
            data-testid={valueTestId}
          >
            {countdownText(leftMs, format, t)}
          </Text>
        </>
      )}
    </Box>
  );
}
