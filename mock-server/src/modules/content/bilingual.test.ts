// Seeded news, help, information and videos answer in the caller's language: English (no Han characters in
// the translated fields) for Accept-Language: en, Chinese otherwise; keywords match either language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import * as news from '@portal/contracts/http/news';
import * as help from '@portal/contracts/http/help';
import * as information from '@portal/contracts/http/information';
import * as video from '@portal/contracts/http/video';
import { buildApp } from '../../app.ts';
import { get } from '../../test/helpers.ts';
import { CJK } from '../../lib/text.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => 1_760_000_000_000 });
});
afterAll(() => app.close());

const withHan = (values: readonly (string | null | undefined)[]) => values.filter((v) => CJK.test(v ?? ''));
const withoutHan = (values: readonly (string | null | undefined)[]) => values.filter((v) => !CJK.test(v ?? ''));

describe('content in two languages', () => {
  it('news: every title, summary, source and author in English for en, in Chinese for zh', async () => {
    const query = { pageSize: 100 };
    const en = (await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query, lang: 'en' })).content;
    const zh = (await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query, lang: 'zh' })).content;
    expect(en.total).toBeGreaterThan(50);
    expect(withHan(en.records.flatMap((n) => [n.title, n.summary, n.source, n.author]))).toEqual([]);
    expect(withoutHan(zh.records.flatMap((n) => [n.title, n.summary]))).toEqual([]);
    expect(en.records.map((n) => n.id)).toEqual(zh.records.map((n) => n.id));
    for (const id of en.records.map((n) => n.id).slice(0, 60)) {
      const detail = (await get<news.NewsDetail>(app, news.newsDetailById, { params: { id }, lang: 'en' })).content;
      expect(
        withHan([detail.title, ...detail.paragraphs, detail.prev?.title, detail.next?.title]),
        `news ${id}`,
      ).toEqual([]);
    }
  });

  it('help: every question and answer in English for en, in Chinese for zh', async () => {
    const query = { pageSize: 100 };
    const en = (await get<PageOf<help.HelpItem>>(app, help.helpList, { query, lang: 'en' })).content;
    const zh = (await get<PageOf<help.HelpItem>>(app, help.helpList, { query, lang: 'zh' })).content;
    expect(en.total).toBeGreaterThan(40);
    expect(withHan(en.records.flatMap((h) => [h.title, h.summary]))).toEqual([]);
    expect(withoutHan(zh.records.map((h) => h.title))).toEqual([]);
    for (const { id } of en.records) {
      const detail = (await get<help.HelpDetail>(app, help.helpGetById, { query: { id }, lang: 'en' })).content;
      expect(
        withHan([detail.title, ...detail.paragraphs, ...detail.related.map((r) => r.title)]),
        `help ${id}`,
      ).toEqual([]);
    }
    const zhDetail = (await get<help.HelpDetail>(app, help.helpGetById, { query: { id: 1 }, lang: 'zh' })).content;
    expect(zhDetail.paragraphs.every((p) => CJK.test(p))).toBe(true);
  });

  it('information and videos: titles, bodies, tags, chapters in English for en', async () => {
    const query = { pageSize: 100 };
    const info = (
      await get<PageOf<information.InformationItem>>(app, information.informationPage, { query, lang: 'en' })
    ).content;
    expect(info.total).toBeGreaterThan(30);
    expect(withHan(info.records.flatMap((i) => [i.title, i.summary, i.source, ...i.tags]))).toEqual([]);
    const infoDetail = (
      await get<information.InformationDetail>(app, information.informationGetById, { params: { id: 1 }, lang: 'en' })
    ).content;
    expect(withHan(infoDetail.paragraphs)).toEqual([]);
    const videos = (await get<PageOf<video.VideoItem>>(app, video.videoPage, { query, lang: 'en' })).content;
    expect(videos.total).toBe(20);
    expect(withHan(videos.records.flatMap((v) => [v.title, v.summary, v.companyName]))).toEqual([]);
    const detail = (await get<video.VideoDetail>(app, video.videoGetById, { params: { id: 5 }, lang: 'en' })).content;
    expect(
      withHan([...detail.description, ...detail.chapters.map((c) => c.title), ...detail.products.map((p) => p.title)]),
    ).toEqual([]);
    const zh = (await get<video.VideoDetail>(app, video.videoGetById, { params: { id: 5 }, lang: 'zh' })).content;
    expect(withoutHan([zh.title, ...zh.chapters.map((c) => c.title)])).toEqual([]);
  });

  it('a keyword finds news in either language', async () => {
    const find = async (keyword: string) =>
      (await get<PageOf<news.NewsItem>>(app, news.newsPageData, { query: { keyword, pageSize: 100 } })).content;
    const chinese = await find('保证金');
    const english = await find('deposit');
    expect(chinese.total).toBeGreaterThan(0);
    expect(english.records.map((n) => n.id)).toEqual(expect.arrayContaining(chinese.records.map((n) => n.id)));
  });
});
