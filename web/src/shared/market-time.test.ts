// The portal's dates and times are the market's (China time) whatever the browser's zone: run with the process
// in Los Angeles at 01:00 China time, when the browser's day and UTC's day are both still yesterday.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MARKET_TIME_ZONE,
  fromMarketDate,
  fromMarketInput,
  marketDate,
  marketDateTime,
  marketDateTimeSeconds,
  marketDayPlus,
  marketRelative,
  marketShortTime,
  marketTime,
  toMarketInput,
} from './market-time.ts';

// 2026-12-02 01:00:05 in China = 2026-12-01 17:00:05 UTC = 2026-12-01 09:00:05 in Los Angeles.
const ONE_AM_CHINA = Date.UTC(2026, 11, 1, 17, 0, 5);
let zone: string | undefined;

beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('market time', () => {
  it('runs in another zone (the premise of the tests below)', () => {
    expect(new Date(ONE_AM_CHINA).getHours()).toBe(9);
    expect(new Date(ONE_AM_CHINA).getDate()).toBe(1);
    expect(new Date(ONE_AM_CHINA).toISOString().slice(0, 10)).toBe('2026-12-01');
  });

  it("shows the market's day and hour, not the browser's or UTC's", () => {
    expect(marketDate(ONE_AM_CHINA)).toBe('2026-12-02');
    expect(marketDateTime(ONE_AM_CHINA)).toBe('2026-12-02 01:00');
    expect(marketDateTimeSeconds(ONE_AM_CHINA)).toBe('2026-12-02 01:00:05');
    expect(marketTime(ONE_AM_CHINA)).toBe('01:00');
    expect(marketTime(ONE_AM_CHINA, { seconds: true })).toBe('01:00:05');
    expect(marketDayPlus(0, ONE_AM_CHINA)).toBe('2026-12-02');
    expect(marketDayPlus(30, ONE_AM_CHINA)).toBe('2027-01-01');
  });

  it('reads and writes date inputs in market time', () => {
    expect(toMarketInput(ONE_AM_CHINA)).toBe('2026-12-02T01:00');
    expect(fromMarketInput('2026-12-02T01:00')).toBe(ONE_AM_CHINA - 5_000);
    expect(fromMarketInput('2026-12-02')).toBeNull();
    expect(fromMarketInput('2026-13-40T99:00')).toBeNull();
    expect(fromMarketDate('2026-12-02')).toBe(Date.UTC(2026, 11, 1, 16, 0));
    expect(fromMarketDate('tomorrow')).toBeNull();
  });

  it("says how long ago in the page's language, then the market's date after a week", () => {
    expect(marketRelative(ONE_AM_CHINA - 20_000, 'en', ONE_AM_CHINA)).toBe('now');
    expect(marketRelative(ONE_AM_CHINA - 5 * 60_000, 'en', ONE_AM_CHINA)).toBe('5 minutes ago');
    expect(marketRelative(ONE_AM_CHINA - 5 * 60_000, 'zh', ONE_AM_CHINA)).toBe('5分钟前');
    expect(marketRelative(ONE_AM_CHINA + 2 * 3_600_000, 'en', ONE_AM_CHINA)).toBe('in 2 hours');
    expect(marketRelative(ONE_AM_CHINA - 86_400_000, 'zh', ONE_AM_CHINA)).toBe('昨天');
    expect(marketRelative(ONE_AM_CHINA - 8 * 86_400_000, 'en', ONE_AM_CHINA)).toBe('2026-11-24');
  });

  it("gives a message's time alone on the market's same day, with its date before", () => {
    // 00:30 China time on the same market day (still Dec 1 in LA and UTC for both instants).
    expect(marketShortTime(ONE_AM_CHINA - 30 * 60_000, ONE_AM_CHINA)).toBe('00:30');
    expect(marketShortTime(ONE_AM_CHINA - 90 * 60_000, ONE_AM_CHINA)).toBe('12-01 23:30');
  });

  it("agrees with the time zone database's China time to the second, over the years the portal shows", () => {
    const china = new Intl.DateTimeFormat('en-CA', {
      timeZone: MARKET_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (at: number) => {
      const p = Object.fromEntries(china.formatToParts(at).map((part) => [part.type, part.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
    };
    // Every ~7.3 hours (a step prime to a day) from 2000 to 2040, and the edges of a year and a leap day.
    const instants = [Date.UTC(2023, 11, 31, 15, 59, 59), Date.UTC(2023, 11, 31, 16), Date.UTC(2024, 1, 28, 16)];
    for (let at = Date.UTC(2000, 0, 1); at < Date.UTC(2040, 0, 1); at += 26_280_017) instants.push(at);
    for (const at of instants) expect(marketDateTimeSeconds(at)).toBe(expected(at));
    expect(marketDateTimeSeconds(Date.UTC(2023, 11, 31, 16))).toBe('2024-01-01 00:00:00');
  });
});
