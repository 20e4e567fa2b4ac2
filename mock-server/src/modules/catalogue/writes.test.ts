// The commerce writes of the catalogue and the coupon centre: following a brand (once, counted, shown on the
// store), applying to see a hidden price (who may, once while open), and receiving coupons within validity,
// stock and the per-user limit, in both languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import * as follow from '@portal/contracts/http/brand-follow';
import * as home from '@portal/contracts/http/home';
import * as priceApply from '@portal/contracts/http/product-price-apply';
import * as coupon from '@portal/contracts/http/coupon';
import type { StoreDecoration } from '@portal/contracts/http/home';
import type { SalePrice } from '@portal/contracts/http/product-price-apply';
import type { Coupon } from '@portal/contracts/http/coupon';
import type { PageOf } from '@portal/contracts/operation';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { CJK } from '../../lib/text.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-catalogue-writes-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
  for (const account of ['buyer', 'buyer2', 'buyer3', 'seller', 'personal', 'operator']) {
    tokens[account] = tokenOf(app, account);
  }
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function post<T>(path: string, body: unknown, account: string, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as Record<string, unknown>,
    headers: { [HEADER_TOKEN]: tokens[account] ?? '', [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}

describe('brand follows', () => {
  it('follows once, counts the followers, shows it on the store and cancels', async () => {
    const brand = one<{ id: number; followers: number }>(
      app.db,
      'SELECT id, followers FROM brands ORDER BY id LIMIT 1',
    );
    if (!brand) throw new Error('no brand');
    const store = async (account?: string) =>
      (
        await get<StoreDecoration>(app, home.homeGetStoreDecorationForBrand, {
          query: { brandId: brand.id },
          token: account ? tokens[account] : undefined,
        })
      ).content;
    expect((await store('buyer3')).followed).toBe(false);
    const first = await post(follow.brandFollow.path, { brandId: brand.id }, 'buyer3');
    expect(first.content).toEqual({ brandId: brand.id, followed: true, followers: brand.followers + 1 });
    const again = await post(follow.brandFollow.path, { brandId: brand.id }, 'buyer3');
    expect(again.content).toEqual(first.content);
    expect((await store('buyer3')).followed).toBe(true);
    expect((await store()).followed).toBe(false);
    const cancel = await post(follow.brandFollowCancel.path, { brandId: brand.id }, 'buyer3');
    expect(cancel.content).toEqual({ brandId: brand.id, followed: false, followers: brand.followers });
    expect((await post(follow.brandFollow.path, { brandId: 9_999_999 }, 'buyer3')).resultCode).toBe('B017');
  }, 30_000);
});

describe('price applications', () => {
  const body = { contactName: '王五', contactPhone: '13800000003', reason: '批量采购询价' };
  const hidden = (userId: number) =>
    one<{ id: number; company_id: number }>(
      app.db,
      `SELECT id, company_id FROM products p WHERE price_needs_apply = 1 AND off_shelf = 0
         AND NOT EXISTS (SELECT 1 FROM price_applications a WHERE a.user_id = ?
           AND (a.product_id = p.id OR (a.product_id IS NULL AND a.company_id = p.company_id)))
       ORDER BY id LIMIT 1`,
      userId,
    );

  it('applies once while the application is open; the price stays hidden until approved', async () => {
    const goods = hidden(userIdOf(app, 'buyer3'));
    if (!goods) throw new Error('no hidden-price goods');
    const price = async () =>
      (await get<SalePrice>(app, priceApply.getSalePrice, { query: { productId: goods.id }, token: tokens.buyer3 }))
        .content;
    expect(await price()).toMatchObject({ applyStatus: 'none', priceState: 'hidden', price: null });
    const applied = await post<{ id: number }>(priceApply.priceApply.path, { ...body, productId: goods.id }, 'buyer3');
    expect(applied.resultCode).toBe('000');
    const again = await post<{ id: number }>(priceApply.priceApply.path, { ...body, productId: goods.id }, 'buyer3');
    expect(again.content.id).toBe(applied.content.id);
    expect(await price()).toMatchObject({ applyStatus: 'pending', priceState: 'hidden', price: null });
  });

  it('refuses unauthenticated individuals, goods with an open price and the seller itself', async () => {
    const goods = hidden(userIdOf(app, 'personal'));
    if (!goods) throw new Error('no hidden-price goods');
    const personal = await post(priceApply.priceApply.path, { ...body, productId: goods.id }, 'personal');
    expect([personal.resultCode, personal.content]).toEqual([
      'B007',
      'Individual users cannot apply. Please authenticate!',
    ]);
    const open = one<{ id: number }>(app.db, 'SELECT id FROM products WHERE price_needs_apply = 0 AND off_shelf = 0');
    const notNeeded = await post(priceApply.priceApply.path, { ...body, productId: open?.id }, 'buyer3');
    expect([notNeeded.status, notNeeded.field]).toEqual([400, 'productId']);
    const own = one<{ id: number }>(
      app.db,
      `SELECT p.id FROM products p JOIN users u ON u.company_id = p.company_id
        WHERE u.account = 'seller' AND p.off_shelf = 0 LIMIT 1`,
    );
    expect((await post(priceApply.priceApply.path, { ...body, productId: own?.id }, 'seller')).resultCode).toBe('B023');
  });
});

describe('receiving coupons', () => {
  const page = async (account: string, lang = 'en') =>
    (
      await get<PageOf<Coupon>>(app, coupon.couponPage, {
        query: { pageSize: 100 },
        token: tokens[account],
        lang,
      })
    ).content.records;

  it('receives a valid coupon up to the per-user limit and names it in English', async () => {
    const list = await page('buyer3');
    const target = list.find((c) => c.canReceive && c.shop === null);
    if (!target) throw new Error('no coupon to receive');
    expect(target.name).not.toMatch(CJK);
    for (let i = target.received; i < target.perUserLimit; i += 1) {
      expect((await post(coupon.couponReceive.path, { couponId: target.id }, 'buyer3')).resultCode).toBe('000');
    }
    const over = await post(coupon.couponReceive.path, { couponId: target.id }, 'buyer3');
    expect([over.status, over.field]).toEqual([400, 'couponId']);
    const after = (await page('buyer3')).find((c) => c.id === target.id);
    expect(after).toMatchObject({ possessStatus: 'received', received: target.perUserLimit, canReceive: false });
  });

  it('refuses coupons not yet valid, expired or all taken', async () => {
    const list = await page('buyer3');
    for (const c of list.filter((x) => x.validity !== 'valid' || x.remaining === 0).slice(0, 3)) {
      const res = await post(coupon.couponReceive.path, { couponId: c.id }, 'buyer3', 'zh');
      expect([res.status, res.field]).toEqual([400, 'couponId']);
      expect(res.content).toMatch(CJK);
    }
    expect((await post(coupon.couponReceive.path, { couponId: 9_999_999 }, 'buyer3')).resultCode).toBe('B017');
  });
});
