// A lot's countdown, the same on the hall's cards and the lot page: to the start before it starts (plain), to
// the end while it runs (red); the caller shows nothing or its own text once the lot has ended.
import type { AuctionStatus } from '@portal/contracts/entities/auction';
import type { ServerClock } from '@/shared/realtime/server-clock.ts';
import { Countdown } from '@/shared/ui/countdown.tsx';
import { auctionTestIds } from './test-ids.ts';

export interface LotTimes {
  status: AuctionStatus;
  startAt: number;
  endAt: number;
}

export function LotCountdown({ lot, clock, size }: { lot: LotTimes; clock: ServerClock; size: 'sm' | 'lg' }) {
  const before = lot.status === 'notStarted';
  return (
    <Countdown
      clock={clock}
      to={before ? lot.startAt : lot.endAt}
      label={before ? 'startsIn' : 'endsIn'}
      size={size}
      color={before ? 'fg' : 'red.700'}
      strong
      testId={auctionTestIds.countdown}
      valueTestId={auctionTestIds.countdownValue}
    />
  );
}
