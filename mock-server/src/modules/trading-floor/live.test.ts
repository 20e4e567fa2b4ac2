// floorLive's bid figures, counted by SQLite, agree with the day's bid rows read one by one: per hour, in the
// last minute, the day's total and the latest bids of the ticker (ties at the same time included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, run, type Db } from '../../db/database.ts';
import { prepareDatabase } from '../../app.ts';
import { HOUR, MINUTE, chinaMidnight } from '../../lib/china-time.ts';
import { floorLive } from './live.ts';

// 2025-10-09 16:53:20 China time: the seed's clock.
const NOW = 1_760_000_000_000;
let db: Db;

beforeAll(async () => {
  db = await prepareDatabase(':memory:', { now: NOW });
});
afterAll(() => db.close());

describe('floorLive bids', () => {
  it('counts and lists the bids of today like the rows say', () => {
    const today = chinaMidnight(NOW);
    const lot = all<{ id: number }>(db, 'SELECT id FROM auctions ORDER BY id LIMIT 1')[0]?.id ?? null;
    const user = all<{ id: number }>(db, "SELECT id FROM users WHERE account = 'buyer'")[0]?.id ?? null;
    const add = (refId: number, at: number) =>
      run(
        db,
        "INSERT INTO floor_activity (kind, ref_id, at, user_id, lot_id, amount_fen) VALUES ('bid', ?, ?, ?, ?, 12300)",
        refId,
        at,
        user,
        lot,
      );
    // Yesterday's last bid, the first of today, a burst in the last minute with ties, a bid after the clock.
    add(900_001, today - 1);
    add(900_002, today);
    for (let i = 0; i < 30; i += 1) add(900_010 + i, NOW - MINUTE + 1 + Math.floor(i / 3) * 1000);
    add(99, NOW - 5 * HOUR); // a short id: `bid:99` sorts above `bid:900010` as a string
    add(900_100, NOW + 1);

    const rows = all<{ ref_id: number; at: number }>(
      db,
      "SELECT ref_id, at FROM floor_activity WHERE kind = 'bid' AND at >= ? AND at <= ?",
      today,
      NOW,
    );
    const live = floorLive(db, NOW);
    expect(live.bidsToday).toBe(rows.length);
    expect(live.bidsPerMinute).toBe(rows.filter((row) => row.at > NOW - MINUTE).length);
    expect(live.bidsPerMinute).toBe(30);
    const perHour = Array.from({ length: 24 }, (_, hour) =>
      rows.filter((row) => Math.min(23, Math.floor((row.at - today) / HOUR)) === hour),
    );
    expect(live.series.map((point) => point.bids)).toEqual(perHour.map((list) => list.length));

    // The ticker's bids: the newest, the higher key first at the same time, as the whole list sorts.
    const expected = rows
      .map((row) => ({ key: `bid:${row.ref_id}`, at: row.at }))
      .sort((a, b) => b.at - a.at || b.key.localeCompare(a.key));
    const shown = live.latestTrades.filter((trade) => trade.kind === 'bid');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((trade) => trade.key)).toEqual(expected.slice(0, shown.length).map((row) => row.key));
    expect(shown[0]).toMatchObject({ amount: '123.00', buyer: expect.stringContaining('*') as string });
  });

  it('gives a day without activity zeros', () => {
    const nextWeek = NOW + 7 * 24 * HOUR;
    const live = floorLive(db, nextWeek);
    expect(live.bidsToday).toBe(0);
    expect(live.bidsPerMinute).toBe(0);
    expect(live.series.every((point) => point.bids === 0)).toBe(true);
    expect(live.latestTrades.filter((trade) => trade.kind === 'bid')).toEqual([]);
  });
});
