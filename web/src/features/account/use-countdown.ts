// A seconds countdown (the 60 s before another SMS code may be asked for), driven by the clock so a busy
// tab that skips ticks still ends on time.
import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left, 0 when not running. */
  remaining: number;
  running: boolean;
  start(seconds: number): void;
}

export function useCountdown(now: () => number = Date.now): Countdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - now()) / 1000));
      setRemaining(left);
      if (left === 0) setEndsAt(null);
    }, 250);
    return () => clearInterval(timer);
  }, [endsAt, now]);

  const start = useCallback(
    (seconds: number) => {
      setEndsAt(now() + seconds * 1000);
      setRemaining(seconds);
    },
    [now],
  );

  return { remaining, running: remaining > 0, start };
}
