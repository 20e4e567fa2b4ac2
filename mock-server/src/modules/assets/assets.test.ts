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
import { hashOf } from './svg.ts';
import { CJK } from '../../lib/text.ts';

/** A picture with no words: no text element and no Chinese anywhere in it (the page writes the words). */
function expectWordless(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toContain('<text');
  expect(svg).not.toMatch(CJK);
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

const fetch = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('assets', () => {
  it('draws a wordless product picture, as cacheable SVG', async () => {
    const res = await fetch(goodsImage(1));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expectWordless(res.body);
    expect((await fetch(goodsImage(2))).body).not.toBe(res.body);
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const again = await fetch(goodsImage(1));
    expect(again.body).toBe(res.body);
    const notModified = await fetch(goodsImage(1), { 'if-none-match': String(res.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    const otherView = await fetch(goodsImage(1, 2));
    expect(otherView.statusCode).toBe(200);
    expect(otherView.body).not.toBe(res.body);
  });

  it('draws logos, brands, posters, banners, categories, halls and covers without words', async () => {
    const seller = one<{ company_id: number }>(app.db, "SELECT company_id FROM users WHERE account = 'seller'");
    const paths = [
      logoImage(seller?.company_id ?? 0),
      brandImage(4),
      posterImage(1),
      bannerImage('home-market'),
      bannerImage('home-factory'),
      bannerImage('brand-4'),
      categoryImage(1),
      hallImage(1),
      '/assets-mock/news/1.svg',
      '/assets-mock/info/1.svg',
      '/assets-mock/case/1.svg',
    ];
    const bodies = new Map<string, string>();
    for (const path of paths) {
      const res = await fetch(path);
      expect(res.statusCode, path).toBe(200);
      expectWordless(res.body);
      bodies.set(path, res.body);
    }
    // Different subjects still look different: the pattern follows what the picture shows.
    expect(bodies.get(bannerImage('home-market'))).not.toBe(bodies.get(bannerImage('home-factory')));
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

  it("draws a hall's VR tour: a wide panorama with its industries on the booths, without words", async () => {
    const tour = await fetch('/assets-mock/tour/1.svg');
    expect(tour.statusCode).toBe(200);
    expect(tour.headers['content-type']).toContain('image/svg+xml');
    expect(tour.body).toContain('width="3600" height="900"');
    expectWordless(tour.body);
    expect((await fetch('/assets-mock/tour/2.svg')).body).not.toBe(tour.body);
  });

  it('answers 404 for unknown kinds and file names', async () => {
    expect((await fetch('/assets-mock/unknown/1.svg')).statusCode).toBe(404);
    expect((await fetch('/assets-mock/goods/1.png')).statusCode).toBe(404);
  });

  it("draws ids no row describes, varied by the caller's label, still without words", async () => {
    const labelled = await fetch(assetUrl('logo', 901, '顺丰速运'));
    expect(labelled.statusCode).toBe(200);
    expectWordless(labelled.body);
    expect((await fetch(assetUrl('logo', 901, '中通快递'))).body).not.toBe(labelled.body);
    const plain = await fetch('/assets-mock/hall/999.svg');
    expect(plain.statusCode).toBe(200);
    expectWordless(plain.body);
    expectWordless((await fetch('/assets-mock/goods/999999.svg')).body);
  });

  it('hashes a subject to the same number every time', () => {
    expect(hashOf('星辰饰品')).toBe(hashOf('星辰饰品'));
    expect(hashOf('星辰饰品')).not.toBe(hashOf('华美玩具'));
  });
});
