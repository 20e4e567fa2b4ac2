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

/** The SVG address of a picture the API hands out as PNG. */
const svgOf = (url: string): string => url.replace(/\.png(?=\?|$)/, '.svg');

/** The width and height in a PNG's header (IHDR, right after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

const fetch = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('assets', () => {
  it('draws a wordless product picture, as cacheable SVG', async () => {
    const path = svgOf(goodsImage(1));
    const res = await fetch(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expectWordless(res.body);
    expect((await fetch(svgOf(goodsImage(2)))).body).not.toBe(res.body);
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    const again = await fetch(path);
    expect(again.body).toBe(res.body);
    const notModified = await fetch(path, { 'if-none-match': String(res.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    const otherView = await fetch(svgOf(goodsImage(1, 2)));
    expect(otherView.statusCode).toBe(200);
    expect(otherView.body).not.toBe(res.body);
  });

  it('hands out PNG addresses, the SVG rendered at its own size, cacheable apart from the SVG', async () => {
    expect(goodsImage(1)).toMatch(/\/goods\/1\.png$/);
    const res = await fetch(goodsImage(1));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL);
    const png = res.rawPayload;
    expect(pngSize(png)).toEqual({ width: 400, height: 400 });
    const svgTag = (await fetch(svgOf(goodsImage(1)))).headers.etag;
    expect(res.headers.etag).not.toBe(svgTag);
    expect((await fetch(goodsImage(1), { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    // Kept: the same bytes again; another product or view is another picture.
    expect((await fetch(goodsImage(1))).rawPayload.equals(png)).toBe(true);
    expect((await fetch(goodsImage(2))).rawPayload.equals(png)).toBe(false);
    expect((await fetch(goodsImage(1, 2))).rawPayload.equals(png)).toBe(false);
    expect(pngSize((await fetch(bannerImage('home-market'))).rawPayload)).toEqual({ width: 1200, height: 400 });
    // The VR tour's panorama stays vector (zoomed and panned).
    expect(assetUrl('tour', 1)).toMatch(/\/tour\/1\.svg$/);
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
    ].map(svgOf);
    const bodies = new Map<string, string>();
    for (const path of paths) {
      const res = await fetch(path);
      expect(res.statusCode, path).toBe(200);
      expectWordless(res.body);
      bodies.set(path, res.body);
    }
    // Different subjects still look different: the pattern follows what the picture shows.
    expect(bodies.get(svgOf(bannerImage('home-market')))).not.toBe(bodies.get(svgOf(bannerImage('home-factory'))));
  });

  it('serves every image path the catalogue hands out', async () => {
    const paths = [
      ...(app.db.prepare('SELECT image AS p FROM products ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
      ...(app.db.prepare('SELECT logo AS p FROM companies ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
      ...(app.db.prepare('SELECT icon AS p FROM categories ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
      ...(app.db.prepare('SELECT logo AS p FROM brands ORDER BY id DESC LIMIT 5').all() as { p: string }[]),
    ].map((row) => row.p);
    for (const path of paths) {
      const res = await fetch(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('image/png');
    }
  });

  it('still serves the SVG addresses a database seeded before the pictures were PNG keeps', async () => {
    const row = app.db.prepare('SELECT image AS p FROM products ORDER BY id LIMIT 1').get() as { p: string };
    const res = await fetch(svgOf(row.p));
    expect(res.statusCode).toBe(200);
    expectWordless(res.body);
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
    expect((await fetch('/assets-mock/goods/1.jpg')).statusCode).toBe(404);
    expect((await fetch('/assets-mock/goods/1')).statusCode).toBe(404);
  });

  it("draws ids no row describes, varied by the caller's label, still without words", async () => {
    const labelled = await fetch(svgOf(assetUrl('logo', 901, '顺丰速运')));
    expect(labelled.statusCode).toBe(200);
    expectWordless(labelled.body);
    expect((await fetch(svgOf(assetUrl('logo', 901, '中通快递')))).body).not.toBe(labelled.body);
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
