// Instants as the market's clock shows them (China time, Asia/Shanghai, whatever the reader's zone), through
// formatters made once per language and shape: making an Intl.DateTimeFormat loads the locale's data (what
// Date.prototype.toLocaleString does on every call), far too slow for a row of a live list on each render.
import type { Lang } from '@portal/contracts/envelope';

export const CHINA_ZONE = 'Asia/Shanghai';

const SHAPES = {
  /** 2026/12/02 14:05:09 (en: 02/12/2026, 14:05:09) */
  dateTimeSeconds: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  /** 2026/12/02 14:05 */
  dateTime: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 12/02 14:05:09 (en: 02/12, 14:05:09) */
  monthDayTimeSeconds: {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  /** 14:05:09 */
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  /** 14:05 */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** 12/02 (en: 02/12) */
  monthDay: { month: '2-digit', day: '2-digit' },
  /** 2026-12-02, the calendar day (the same in both languages: a key to compare days) */
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeShape = keyof typeof SHAPES;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a shape in a language (made on first use, then kept). */
export function chinaTimeFormat(shape: TimeShape, lang: Lang | string): Intl.DateTimeFormat {
  const locale = shape === 'day' ? 'en-CA' : lang === 'en' ? 'en-GB' : 'zh-CN';
  const key = `${shape} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: CHINA_ZONE, ...SHAPES[shape] });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An instant in China time, in a shape and a language. */
export function formatChinaTime(epochMs: number, shape: TimeShape, lang: Lang | string): string {
  return chinaTimeFormat(shape, lang).format(epochMs);
}
