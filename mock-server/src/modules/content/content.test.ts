import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import * as news from '@portal/contracts/http/news';
import * as help from '@portal/contracts/http/help';
import * as information from '@portal/contracts/http/information';
import * as video from '@portal/contracts/http/video';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { get } from '../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => 1_760_000_000_000 });
});
afterAll(() => app.close());
const count = (sql: string, ...args: string[]) => one<{ n: number }>(app.db, sql, ...args)?.n ?? 0;

describe('news', () => {
  it('pages about 60 articles, pinned first then newest first', async () => {
    const { content } = await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query: { pageSize: 100 } });
    expect(content.total).toBeGreaterThanOrEqual(55);
    const pinned = content.records.filter((n) => n.top).length;
    expect(content.records.slice(0, pinned).every((n) => n.top)).toBe(true);
    const dates = content.records.slice(pinned).map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(content.records[0]?.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const firstPage = await get<PageOf<news.NewsItem>>(app, news.newsPageData);
    expect(firstPage.content.records).toHaveLength(15);
  });

  it('filters by category and keyword (title, summary and body)', async () => {
    for (const { value } of news.NEWS_CATEGORIES) {
      const { content } = await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query: { category: value } });
      expect(content.total).toBe(count('SELECT count(*) AS n FROM content_news WHERE category = ?', value));
      expect(content.total).toBeGreaterThan(0);
      expect(content.records.every((n) => n.category === value)).toBe(true);
    }
    const byBody = await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query: { keyword: '保证金' } });
    expect(byBody.content.total).toBe(
      count(
        "SELECT count(*) AS n FROM content_news WHERE title LIKE '%保证金%' OR summary LIKE '%保证金%' OR body LIKE '%保证金%'",
      ),
    );
    expect(byBody.content.total).toBeGreaterThan(0);
    const bad = await app.inject({ method: 'GET', url: `${news.newsPageData.path}?category=gossip` });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an article by query and by path, with paragraphs and neighbours', async () => {
    const list = await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query: { pageSize: 3 } });
    const second = list.content.records[1];
    const byQuery = await get<news.NewsDetail>(app, news.newsDetail, { query: { id: second?.id ?? 0 } });
    const byPath = await get<news.NewsDetail>(app, news.newsDetailById, { params: { id: second?.id ?? 0 } });
    expect(byQuery.content).toEqual(byPath.content);
    expect(byQuery.content.paragraphs.length).toBeGreaterThanOrEqual(3);
    expect(byQuery.content.prev?.id).toBe(list.content.records[0]?.id);
    expect(byQuery.content.next?.id).toBe(list.content.records[2]?.id);
    const first = await get<news.NewsDetail>(app, news.newsDetailById, {
      params: { id: list.content.records[0]?.id ?? 0 },
    });
    expect(first.content.prev).toBeNull();
  });

  it('answers notFound for an unknown article', async () => {
    expect((await get(app, news.newsDetail, { query: { id: 9999 } })).resultCode).toBe('B017');
    expect((await get(app, news.newsDetailById, { params: { id: 9999 } })).resultCode).toBe('B017');
  });
});

describe('help centre', () => {
  it('lists about 50 questions, 15 to a page, in several categories', async () => {
    const total = count('SELECT count(*) AS n FROM content_help');
    expect(total).toBeGreaterThanOrEqual(45);
    const page1 = await get<PageOf<help.HelpItem>>(app, help.helpList);
    expect(page1.content).toMatchObject({ total, pageSize: 15, pageNum: 1 });
    expect(page1.content.records).toHaveLength(15);
    const last = await get<PageOf<help.HelpItem>>(app, help.helpList, { query: { pageNum: 4 } });
    expect(last.content.records).toHaveLength(total - 45);
    const categories = new Set(
      (await get<PageOf<help.HelpItem>>(app, help.helpList, { query: { pageSize: 100 } })).content.records.map(
        (h) => h.category,
      ),
    );
    expect(categories.size).toBe(help.HELP_CATEGORIES.length);
  });

  it('searches questions and answers by keyword within a category', async () => {
    const all = await get<PageOf<help.HelpItem>>(app, help.helpList, { query: { keyword: '保证金', pageSize: 100 } });
    expect(all.content.total).toBe(
      count("SELECT count(*) AS n FROM content_help WHERE title LIKE '%保证金%' OR body LIKE '%保证金%'"),
    );
    expect(all.content.total).toBeGreaterThan(1);
    const auction = await get<PageOf<help.HelpItem>>(app, help.helpList, {
      query: { keyword: '保证金', category: 'auction', pageSize: 100 },
    });
    expect(auction.content.total).toBeGreaterThan(0);
    expect(auction.content.total).toBeLessThanOrEqual(all.content.total);
    expect(auction.content.records.every((h) => h.category === 'auction')).toBe(true);
    const twoTerms = await get<PageOf<help.HelpItem>>(app, help.helpList, { query: { keyword: '密码 找回' } });
    expect(twoTerms.content.records.map((h) => h.title)).toContain('忘记密码如何找回？');
  });

  it('answers a question with its answer and related questions', async () => {
    const { content } = await get<help.HelpDetail>(app, help.helpGetById, { query: { id: 1 } });
    expect(content.title).toBe('如何注册成为平台用户？');
    expect(content.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(content.related.length).toBeGreaterThan(0);
    expect(content.related.every((h) => h.category === content.category && h.id !== 1)).toBe(true);
    expect((await get(app, help.helpGetById, { query: { id: 999 } })).resultCode).toBe('B017');
  });
});

describe('information', () => {
  it('pages information newest first by category and keyword', async () => {
    const { content } = await get<PageOf<information.InformationItem>>(app, information.informationPage, {
      query: { category: 'supply', pageSize: 50 },
    });
    expect(content.total).toBe(count("SELECT count(*) AS n FROM content_information WHERE category = 'supply'"));
    const dates = content.records.map((i) => i.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const tag = content.records[0]?.tags[0] ?? '';
    const byTag = await get<PageOf<information.InformationItem>>(app, information.informationPage, {
      query: { keyword: tag, pageSize: 50 },
    });
    expect(byTag.content.total).toBeGreaterThan(0);
  });

  it('answers an article with related ones, and notFound', async () => {
    const { content } = await get<information.InformationDetail>(app, information.informationGetById, {
      params: { id: 5 },
    });
    expect(content.id).toBe(5);
    expect(content.paragraphs.length).toBe(3);
    expect(content.related.every((i) => i.category === content.category && i.id !== 5)).toBe(true);
    expect(content.cover).toBe('/assets-mock/info/5.png');
    expect((await get(app, information.informationGetById, { params: { id: 999 } })).resultCode).toBe('B017');
  });
});

describe('videos', () => {
  it('pages 20 videos with posters and durations, by category', async () => {
    const { content } = await get<PageOf<video.VideoItem>>(app, video.videoPage, { query: { pageSize: 50 } });
    expect(content.total).toBe(20);
    expect(content.records.every((v) => v.poster === `/assets-mock/poster/${v.id}.png` && v.duration > 0)).toBe(true);
    const live = await get<PageOf<video.VideoItem>>(app, video.videoPage, { query: { category: 'live' } });
    expect(live.content.records.every((v) => v.category === 'live')).toBe(true);
  });

  it('answers a factory video with its company, chapters and goods', async () => {
    const factoryVideo = one<{ id: number; company_id: number }>(
      app.db,
      'SELECT id, company_id FROM content_videos WHERE company_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { content } = await get<video.VideoDetail>(app, video.videoGetById, {
      params: { id: factoryVideo?.id ?? 0 },
    });
    expect(content.companyId).toBe(factoryVideo?.company_id);
    expect(content.companyName).toBeTruthy();
    expect(content.chapters[0]?.at).toBe(0);
    const ats = content.chapters.map((c) => c.at);
    expect(ats).toEqual([...ats].sort((a, b) => a - b));
    expect(content.products.length).toBeGreaterThan(0);
    expect(content.products.every((p) => p.companyId === factoryVideo?.company_id)).toBe(true);
    expect((await get(app, video.videoGetById, { params: { id: 999 } })).resultCode).toBe('B017');
  });
});
