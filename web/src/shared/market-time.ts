// Every date and time the portal shows, in the market's time: China time (Asia/Shanghai, UTC+8, no daylight
// saving), whatever zone the reader's browser is in, so a buyer abroad and a seller in Yiwu read the same
// day and hour. Dates and times keep one numeric form in both languages (YYYY-MM-DD, HH:mm, as the portal's
// tables show them); what carries words (a weekday, "today") takes the page's language. The formatters are
// made once per form and language, never per row or per render.
import type { Lang } from '@portal/contracts/envelope';

/** The market's zone by name (what the arithmetic below follows; its test checks the two agree). */
export const MARKET_TIME_ZONE = 'Asia/Shanghai';
const MARKET_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const MARKET_OFFSET_MS = 8 * 3_600_000;
const pad = (value: number) => String(value).padStart(2, '0');

// The market's wall clock is UTC+8 all year (China has kept no daylight saving since 1991), so an instant's
// parts are the UTC parts of the instant eight hours on: plain arithmetic. An Intl.DateTimeFormat with a time
// zone costs its zone data at start-up (~30 ms of a phone's first screen) and ~10x as much per call.
function partsOf(epochMs: number): Parts {
  const at = new Date(epochMs + MARKET_OFFSET_MS);
  return {
    year: String(at.getUTCFullYear()).padStart(4, '0'),
    month: pad(at.getUTCMonth() + 1),
    day: pad(at.getUTCDate()),
    hour: pad(at.getUTCHours()),
    minute: pad(at.getUTCMinutes()),
    second: pad(at.getUTCSeconds()),
  };
}

/** YYYY-MM-DD: the market's day of an instant. */
export function marketDate(epochMs: number): string {
  const p = partsOf(epochMs);
  return `${p.year}-${p.month}-${p.day}`;
}

/** YYYY-MM-DD HH:mm in the market's time. */
export function marketDateTime(epochMs: number): string {
  const p = partsOf(epochMs);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** YYYY-MM-DD HH:mm:ss in the market's time (bid histories, logs). */
export function marketDateTimeSeconds(epochMs: number): string {
  const p = partsOf(epochMs);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** HH:mm, or HH:mm:ss with `seconds`, in the market's time. */
export function marketTime(epochMs: number, options: { seconds?: boolean } = {}): string {
  const p = partsOf(epochMs);
  return options.seconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
}

/** Today plus `days` as YYYY-MM-DD in the market's calendar (a date input's default, min or max). */
export function marketDayPlus(days: number, now: number = Date.now()): string {
  return marketDate(now + days * DAY_MS);
}

/** The value of a datetime-local input (YYYY-MM-DDTHH:mm, market time) for an instant. */
export function toMarketInput(epochMs: number): string {
  return marketDateTime(epochMs).replace(' ', 'T');
}

/** The instant a datetime-local input (market time) names, or null when it is not a full date and time. */
export function fromMarketInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}:00${MARKET_OFFSET}`);
  return Number.isNaN(at) ? null : at;
}

/** The instant a date input (YYYY-MM-DD) starts at in the market's calendar, or null. */
export function fromMarketDate(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const at = Date.parse(`${value}T00:00:00${MARKET_OFFSET}`);
  return Number.isNaN(at) ? null : at;
}

const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();
function relativeFormat(lang: Lang): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang === 'en' ? 'en' : 'zh-CN', { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  return format;
}

/**
 * How long ago (or how far ahead) an instant is, in the page's language: "just now" under a minute, then
 * minutes, hours, and days up to a week; older than that, the market's date.
 */
export function marketRelative(epochMs: number, lang: Lang, now: number = Date.now()): string {
  const diff = epochMs - now;
  const abs = Math.abs(diff);
  const sign = Math.sign(diff) || -1;
  if (abs < 60_000) return relativeFormat(lang).format(0, 'second');
  if (abs < 3_600_000) return relativeFormat(lang).format(sign * Math.floor(abs / 60_000), 'minute');
  if (abs < DAY_MS) return relativeFormat(lang).format(sign * Math.floor(abs / 3_600_000), 'hour');
  if (abs < 7 * DAY_MS) return relativeFormat(lang).format(sign * Math.floor(abs / DAY_MS), 'day');
  return marketDate(epochMs);
}

/** A message's time as a conversation shows it: HH:mm today (market's day), MM-DD HH:mm before. */
export function marketShortTime(epochMs: number, now: number = Date.now()): string {
  const at = partsOf(epochMs);
  const today = partsOf(now);
  const time = `${at.hour}:${at.minute}`;
  if (at.year === today.year && at.month === today.month && at.day === today.day) return time;
  return `${at.month}-${at.day} ${time}`;
}
