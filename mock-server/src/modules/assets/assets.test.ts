import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import {
  assetUrl,
  goodsImage,
  logoImage,
  bannerImage,
  posterImage,
  categoryImage,
  hallImage,
  brandImage,
} from '../../lib/assets.ts';
import { CACHE_CONTROL } from './module.ts';
import { wrapText, escapeXml } from './svg.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

const fetch = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('assets', () => {
  it('draws a product picture with its title, as cacheable SVG', async () => {
    const product = one<{ title: string }>(app.db, 'SELECT title FROM products WHERE id = 1');
    const res = await fetch(goodsImage(1));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(res.body).toContain(escapeXml(product?.title ?? '').slice(0, 6));
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const again = await fetch(goodsImage(1));
    expect(again.body).toBe(res.body);
    const notModified = await fetch(goodsImage(1), { 'if-none-match': String(res.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    const otherView = await fetch(goodsImage(1, 2));
    expect(otherView.statusCode).toBe(200);
    expect(otherView.body).not.toBe(res.body);
  });

  it('draws logos, brands, posters, banners, categories and halls from the data', async () => {
    const seller = one<{ company_id: number }>(app.db, "SELECT company_id FROM users WHERE account = 'seller'");
    const logo = await fetch(logoImage(seller?.company_id ?? 0));
    expect(logo.body).toContain('星辰');
    expect((await fetch(brandImage(4))).body).toContain('Huamei');
    const video = one<{ title: string }>(app.db, 'SELECT title FROM content_videos WHERE id = 1');
    const poster = await fetch(posterImage(1));
    expect(poster.body).toContain(escapeXml(video?.title ?? '').slice(0, 4));
    expect((await fetch(bannerImage('home-market'))).body).toContain('全球小商品采购中心');
    expect((await fetch(bannerImage('brand-4'))).body).toContain('华美');
    expect((await fetch(categoryImage(1))).body).toContain('饰品');
    expect((await fetch(hallImage(1))).body).toContain('国际商贸城一区');
    for (const path of ['/assets-mock/news/1.svg', '/assets-mock/info/1.svg', '/assets-mock/case/1.svg']) {
      expect((await fetch(path)).statusCode).toBe(200);
    }
  });

  it('serves every image path the catalogue hands out', async () => {
    const paths = [
      ...(app.db.prepare('SELECT image AS p FROM products ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
      ...(app.db.prepare('SELECT logo AS p FROM companies ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
      ...(app.db.prepare('SELECT icon AS p FROM categories ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
      ...(app.db.prepare('SELECT logo AS p FROM brands ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
    ].map((row) => row.p);
    for (const path of paths) expect((await fetch(path)).statusCode, path).toBe(200);
  });

  it('answers 404 for unknown kinds and file names', async () => {
    expect((await fetch('/assets-mock/unknown/1.svg')).statusCode).toBe(404);
    expect((await fetch('/assets-mock/goods/1.png')).statusCode).toBe(404);
  });

  it("draws ids no row describes from the caller's label or the kind's word", async () => {
    const labelled = await fetch(assetUrl('logo', 901, '顺丰速运'));
    expect(labelled.statusCode).toBe(200);
    expect(labelled.body).toContain('顺丰速运');
    const plain = await fetch('/assets-mock/hall/999.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('展馆');
    expect((await fetch('/assets-mock/goods/999999.svg')).body).toContain('商品');
  });

  it('wraps long titles and escapes markup', () => {
    expect(wrapText('一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
    expect(wrapText('abc', 4, 2)).toEqual(['abc']);
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
  });
});
