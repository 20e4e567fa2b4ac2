// Dates as the server's calendar has them: the day in China time (UTC+8, no daylight saving).

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today plus `days`, as YYYY-MM-DD in China time (a date input's min, max or default). */
export function chinaDatePlus(days: number, now: number = Date.now()): string {
  return new Date(now + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}
