// When a message was sent, as a chat shows it: the time today, the date and time otherwise (China time, the
// market's clock, whatever the reader's zone). The formatters are made once per language (a conversation of
// thousands of messages formats each bubble's time on its first render).
import type { Lang } from '@portal/contracts/envelope';
import { formatChinaTime } from '@/shared/china-time-format.ts';

export function chatTime(at: number, lang: Lang, now: number = Date.now()): string {
  const time = formatChinaTime(at, 'time', lang);
  if (formatChinaTime(at, 'day', lang) === formatChinaTime(now, 'day', lang)) return time;
  return `${formatChinaTime(at, 'monthDay', lang)} ${time}`;
}
