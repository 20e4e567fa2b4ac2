import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { NewsItem } from '@portal/contracts/http/news';
import * as home from '@portal/contracts/http/home';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { get, userIdOf } from '../../test/helpers.ts';
import type { ReadContext } from '../catalogue/public.ts';
import { homeData } from './home.ts';

const NOW = 1_760_000_000_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
});
afterAll(() => app.close());

describe('home page', () => {
  it('answers everything the home page shows', async () => {
    const { resultCode, content } = await get<home.HomeData>(app, home.homeData);
    expect(resultCode).toBe('000');
    expect(content.banners.length).toBeGreaterThanOrEqual(3);
    expect(content.banners.every((b) => b.placement === 'home' && b.image.startsWith('/assets-mock/banner/'))).toBe(
      true,
    );
    expect(content.categoryShortcuts).toHaveLength(11);
    expect(content.categoryShortcuts[0]).toMatchObject({ name: '饰品', nameEn: 'Jewellery' });
    expect(content.categoryShortcuts[0]?.childList.length).toBeGreaterThanOrEqual(3);
    expect(content.recommendedShops.length).toBeGreaterThan(0);
    const kinds = (ids: number[]) =>
      all<{ kind: string }>(app.db, `SELECT kind FROM companies WHERE id IN (${ids.join(',')})`).map((c) => c.kind);
    expect(kinds(content.recommendedShops.map((s) => s.id))).toEqual(content.recommendedShops.map(() => 'shop'));
    expect(kinds(content.recommendedFactories.map((f) => f.id))).toEqual(
      content.recommendedFactories.map(() => 'factory'),
    );
    expect(content.recommendedProducts).toHaveLength(12);
    expect(content.discountProducts.every((p) => p.discount)).toBe(true);
    expect(content.news.length).toBe(8);
    expect(
      one<{ top: number }>(app.db, 'SELECT top FROM content_news WHERE id = ?', content.news[0]?.id ?? 0)?.top,
    ).toBe(1);
    expect(content.industrialBelts[0]).toMatchObject({ code: '330782', name: '义乌小商品' });
    const recommended = all<{ id: number }>(app.db, 'SELECT id FROM brands WHERE recommend = 1').map((b) => b.id);
    expect(content.recommendedBrands.every((b) => recommended.includes(b.id))).toBe(true);
    expect(content.stats.productCount).toBe(
      one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM products WHERE off_shelf = 0')?.n,
    );
  });

  it('has the 8 tour targets of R2.4 in order', async () => {
    const { content } = await get<home.HomeData>(app, home.homeData);
    expect(content.tourTargets.map((t) => t.titleEn)).toEqual([
      'Merchant Center',
      'Service Center',
      'Industry Classification',
      'Professional Market',
      'Regional Industrial Belt',
      'Source Factories',
      'Service Zone',
      '1039 Zone',
    ]);
    expect(content.tourTargets.map((t) => t.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('pages recommended news, pinned first then most read', async () => {
    const { content } = await get<PageOf<NewsItem>>(app, home.homeRecommendNewsPageList, { query: { pageSize: 10 } });
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM content_news')?.n);
    const unpinned = content.records.filter((n) => !n.top).map((n) => n.views);
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    expect(content.records.findIndex((n) => !n.top)).toBeGreaterThan(0);
  });
});

describe('home data cache', () => {
  let fresh: FastifyInstance;
  const anonymous = (now: number): ReadContext => ({ viewer: null, now, grants: null });
  beforeAll(async () => {
    fresh = await buildApp({ dbFile: ':memory:', now: () => NOW });
  });
  afterAll(() => fresh.close());

  it('answers from the cache until a row changes', () => {
    const first = homeData(fresh.db, anonymous(NOW));
    expect(homeData(fresh.db, anonymous(NOW))).toBe(first);
    const last = first.recommendedProducts.at(-1);
    if (!last) throw new Error('no recommended products');
    run(fresh.db, 'UPDATE products SET sales = sales + 1000000 WHERE id = ?', last.id);
    const after = homeData(fresh.db, anonymous(NOW));
    expect(after).not.toBe(first);
    expect(after.recommendedProducts[0]?.id).toBe(last.id);
  });

  it('recomputes when the clock passes a discount boundary', () => {
    const running = homeData(fresh.db, anonymous(NOW)).discountProducts[0];
    if (!running?.discountEndsAt) throw new Error('no running discount');
    const before = homeData(fresh.db, anonymous(running.discountEndsAt - 1));
    expect(before.discountProducts.map((p) => p.id)).toContain(running.id);
    const after = homeData(fresh.db, anonymous(running.discountEndsAt));
    expect(after.discountProducts.map((p) => p.id)).not.toContain(running.id);
  });

  it('keeps one answer per caller', () => {
    const operator: ReadContext = {
      viewer: { userId: userIdOf(fresh, 'operator'), companyId: null, role: 'operator' },
      now: NOW,
      grants: null,
    };
    const seen = homeData(fresh.db, operator).recommendedProducts;
    expect(seen.every((p) => p.priceState !== 'hidden')).toBe(true);
    const needApply = new Set(
      all<{ id: number }>(fresh.db, 'SELECT id FROM products WHERE price_needs_apply = 1').map((p) => p.id),
    );
    const hiddenToAnonymous = homeData(fresh.db, anonymous(NOW)).recommendedProducts.filter((p) => needApply.has(p.id));
    expect(hiddenToAnonymous.length).toBeGreaterThan(0);
    expect(hiddenToAnonymous.every((p) => p.priceState === 'hidden')).toBe(true);
  });
});

describe('home data route', () => {
  it('writes the same JSON, with its content type, from the cache as when computed', async () => {
    const first = await app.inject({ method: 'GET', url: home.homeData.path });
    const cached = await app.inject({ method: 'GET', url: home.homeData.path });
    // A write that changes nothing the page shows still makes the next call compute afresh.
    run(app.db, 'UPDATE products SET sales = sales WHERE id = 1');
    const computed = await app.inject({ method: 'GET', url: home.homeData.path });
    for (const answer of [first, cached, computed]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(cached.body).toBe(first.body);
    expect(computed.body).toBe(first.body);
    expect((JSON.parse(computed.body) as { resultCode: string }).resultCode).toBe('000');
  });
});
