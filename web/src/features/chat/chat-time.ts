// When a message was sent, as a chat shows it: the time today, the date and time otherwise (China time, the
// market's clock, whatever the reader's zone).
import type { Lang } from '@portal/contracts/envelope';

const ZONE = 'Asia/Shanghai';

export function chatTime(at: number, lang: Lang, now: number = Date.now()): string {
  const locale = lang === 'en' ? 'en-GB' : 'zh-CN';
  const day = (ms: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(ms);
  const time = new Intl.DateTimeFormat(locale, { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false });
  if (day(at) === day(now)) return time.format(at);
  const date = new Intl.DateTimeFormat(locale, { timeZone: ZONE, month: '2-digit', day: '2-digit' });
  return `${date.format(at)} ${time.format(at)}`;
}
