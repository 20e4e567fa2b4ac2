import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type { Coupon } from '@portal/contracts/http/coupon';
import * as coupon from '@portal/contracts/http/coupon';
import { moneyToFen } from '../../lib/money.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
let buyerToken: string;
let buyerId: number;

/** The envelope of coupon/page (compared whole in places). */
async function page(query: Record<string, string | number | boolean> = {}, token?: string, lang = 'zh') {
  const { resultCode, content } = await get<PageOf<Coupon>>(app, coupon.couponPage, { query, token, lang });
  return { resultCode, content };
}

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  buyerId = userIdOf(app, 'buyer');
  buyerToken = tokenOf(app, 'buyer');
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

describe('coupon centre (coupon/page)', () => {
  it('lists every coupon, valid first then upcoming then expired, larger amounts first, nothing possessed anonymously', async () => {
    const { resultCode, content } = await page({ pageSize: 100 });
    expect(resultCode).toBe('000');
    const count = one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM coupons')?.n;
    expect(content.total).toBe(count);
    for (const c of content.records) {
      expect(c.validity).toBe(T0 < c.validFrom ? 'notStarted' : T0 < c.validTo ? 'valid' : 'expired');
      expect(c).toMatchObject({ possessStatus: 'notReceived', received: 0 });
    }
    const rank = { valid: 0, notStarted: 1, expired: 2 };
    const keys = content.records.map((c) => [rank[c.validity], -(moneyToFen(c.amount) ?? 0)] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(new Set(content.records.map((c) => c.validity))).toEqual(new Set(['valid', 'notStarted', 'expired']));
    expect(content.records.some((c) => c.shop === null)).toBe(true);
    expect(content.records.some((c) => c.category !== null)).toBe(true);
  });

  it('counts what is left and refuses a coupon that is gone', async () => {
    const { content } = await page({ pageSize: 100 });
    for (const c of content.records) {
      const taken =
        one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM user_coupons WHERE coupon_id = ?', c.id)?.n ?? 0;
      expect(c.remaining).toBe(c.total - taken);
    }
    const gone = content.records.find((c) => c.remaining === 0);
    if (!gone) throw new Error('no coupon sold out');
    expect(gone.canReceive).toBe(false);
    expect(content.records.filter((c) => c.validity !== 'valid').every((c) => !c.canReceive)).toBe(true);
  });

  it("shows the logged-in caller's possession, how many they hold and whether they may take another", async () => {
    const { content } = await page({ pageSize: 100 }, buyerToken);
    for (const c of content.records) {
      const held = all<{ used_at: number | null }>(
        app.db,
        'SELECT used_at FROM user_coupons WHERE coupon_id = ? AND user_id = ?',
        c.id,
        buyerId,
      );
      const used = held.filter((h) => h.used_at !== null).length;
      expect(c.received).toBe(held.length);
      expect(c.possessStatus).toBe(held.length === 0 ? 'notReceived' : used === held.length ? 'used' : 'received');
      expect(c.canReceive).toBe(c.validity === 'valid' && c.remaining > 0 && held.length < c.perUserLimit);
    }
    expect(new Set(content.records.map((c) => c.possessStatus))).toEqual(new Set(['notReceived', 'received', 'used']));
  });

  it('makes an upcoming coupon receivable once the clock reaches its start', async () => {
    const upcoming = (await page({ validity: 'notStarted', pageSize: 100 })).content.records.find(
      (c) => c.remaining > 0,
    );
    if (!upcoming) throw new Error('no upcoming coupon');
    expect(upcoming.canReceive).toBe(false);
    clock = upcoming.validFrom;
    const later = (await page({ pageSize: 100 })).content.records.find((c) => c.id === upcoming.id);
    expect(later).toMatchObject({ validity: 'valid', canReceive: true });
    clock = upcoming.validTo;
    expect((await page({ pageSize: 100 })).content.records.find((c) => c.id === upcoming.id)?.validity).toBe('expired');
  });

  it('filters by validity and shop, and pages', async () => {
    const expired = (await page({ validity: 'expired', pageSize: 100 })).content;
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.records.every((c) => c.validity === 'expired')).toBe(true);
    const shopCoupon = (await page({ pageSize: 100 })).content.records.find((c) => c.shop !== null);
    if (!shopCoupon?.shop) throw new Error('no shop coupon');
    const ofShop = (await page({ shopId: shopCoupon.shop.id, pageSize: 100 })).content;
    expect(ofShop.records.every((c) => c.shop?.id === shopCoupon.shop?.id)).toBe(true);
    expect(ofShop.records.some((c) => c.id === shopCoupon.id)).toBe(true);
    const second = (await page({ pageNum: 2, pageSize: 5 })).content;
    expect(second.records).toHaveLength(5);
    expect(second.pageNum).toBe(2);
  });
});

describe("the caller's coupons (coupon/page?mine=true)", () => {
  it('needs a login', async () => {
    expect(await page({ mine: true }, undefined, 'en')).toEqual({
      resultCode: 'B002',
      content: 'Please log in before operating.',
    });
  });

  it('lists only coupons the caller holds, latest received first, by possess status and validity', async () => {
    const mine = (await page({ mine: true, pageSize: 100 }, buyerToken)).content;
    const held = all<{ coupon_id: number }>(
      app.db,
      'SELECT DISTINCT coupon_id FROM user_coupons WHERE user_id = ?',
      buyerId,
    ).map((r) => r.coupon_id);
    expect(mine.records.map((c) => c.id).sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b));
    const latest = mine.records.map(
      (c) =>
        one<{ t: number }>(
          app.db,
          'SELECT MAX(received_at) AS t FROM user_coupons WHERE coupon_id = ? AND user_id = ?',
          c.id,
          buyerId,
        )?.t ?? 0,
    );
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
    const used = (await page({ mine: true, possessStatus: 'used' }, buyerToken)).content;
    expect(used.total).toBe(1);
    const expired = (await page({ mine: true, validity: 'expired' }, buyerToken)).content;
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.records.every((c) => c.validity === 'expired' && c.received > 0)).toBe(true);
  });
});
