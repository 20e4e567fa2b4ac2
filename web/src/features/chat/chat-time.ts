// When a message was sent, as a chat shows it: the time today, the date and time otherwise (the market's
// clock, whatever the reader's zone), through the formatter made once (a conversation of thousands of
// messages formats each bubble's time on its first render).
import type { Lang } from '@portal/contracts/envelope';
import { marketShortTime } from '@/shared/market-time.ts';

export function chatTime(at: number, _lang: Lang, now: number = Date.now()): string {
  return marketShortTime(at, now);
}
