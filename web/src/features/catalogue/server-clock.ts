// The server's time for the catalogue's countdowns (limited-time discounts): the clock offset measured with
// the realtime operators over the public `auction/getSystemDate` call (an anonymous visitor has no socket),
// ticking every second and never going backwards.
import { useEffect, useState } from 'react';
import { defer, type Observable } from 'rxjs';
import { measureClockOffset, serverClock, type ClockSample } from '@/shared/realtime/operators.ts';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { catalogueApi } from './catalogue-api.ts';

/** The server time (epoch ms), null until the first sample answers. */
export function useServerNow(): number | null {
  const dispatch = useAppDispatch();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const ping = (): Observable<ClockSample> =>
      defer(async () => {
        const sentAt = Date.now();
        const request = dispatch(catalogueApi.endpoints.serverDate.initiate(undefined, { forceRefetch: true }));
        try {
          const answer = await request.unwrap();
          return { sentAt, receivedAt: Date.now(), serverNow: answer.now };
        } finally {
          request.unsubscribe();
        }
      });
    const subscription = serverClock(measureClockOffset(ping, { count: 3, spacingMs: 2000 })).subscribe(setNow);
    return () => subscription.unsubscribe();
  }, [dispatch]);
  return now;
}

/** What is left until `endsAt`, in whole days, hours, minutes and seconds (all 0 once it has passed). */
export function remaining(
  endsAt: number,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number; over: boolean } {
  const left = Math.max(0, Math.floor((endsAt - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    over: left === 0,
  };
}
