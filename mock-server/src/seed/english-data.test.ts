import { describe, expect, it } from 'vitest';
import { BRANDS, HALLS, INDUSTRIES, MAIN_MARKETS, NAME_WORDS } from './catalogue-data.ts';
import * as zh from './content-data.ts';
import * as english from './content-en-data.ts';
import { lowerEn, streetEn, VOCAB_EN } from './english-data.ts';
import { CJK } from '../lib/text.ts';

/** `{slot}` names of a template, sorted. */
const slots = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('english seed data', () => {
  it('has an English form for every Chinese word the catalogue composes from', () => {
    const words = [
      ...INDUSTRIES.flatMap((i) => [
        i.trade,
        ...i.styles,
        ...i.materials,
        ...i.suffixes,
        ...i.certifications,
        ...i.specs.flatMap((s) => s.values),
      ]),
      ...MAIN_MARKETS,
    ];
    const missing = words.filter((word) => CJK.test(word) && !VOCAB_EN[word]);
    expect(missing).toEqual([]);
    expect(Object.values(VOCAB_EN).filter((word) => CJK.test(word))).toEqual([]);
    const names = [...BRANDS.map((b) => b.nameEn), ...HALLS.map((h) => h.nameEn)];
    expect(names.filter((name) => CJK.test(name))).toEqual([]);
    expect(NAME_WORDS.length).toBeGreaterThan(0);
  });

  it('matches the Chinese content lists entry for entry, with the same template slots', () => {
    const pairs: [readonly unknown[], readonly unknown[]][] = [
      [zh.ANNOUNCEMENTS, english.ANNOUNCEMENTS_EN],
      [zh.POLICIES, english.POLICIES_EN],
      [zh.EXHIBITIONS, english.EXHIBITIONS_EN],
      [zh.TRENDS, english.TRENDS_EN],
      [zh.MARKETS, english.MARKETS_EN],
      [zh.HELP_ARTICLES, english.HELP_ARTICLES_EN],
      [zh.VIDEO_TEMPLATES, english.VIDEO_TITLES_EN],
      [zh.MARKET_PARAGRAPHS, english.MARKET_PARAGRAPHS_EN],
      [zh.INDUSTRY_PARAGRAPHS, english.INDUSTRY_PARAGRAPHS_EN],
      [zh.INFO_PARAGRAPHS, english.INFO_PARAGRAPHS_EN],
    ];
    for (const [chinese, translated] of pairs) expect(translated).toHaveLength(chinese.length);
    const templates: [readonly string[], readonly string[]][] = [
      [zh.MARKET_TITLES, english.MARKET_TITLES_EN],
      [zh.INDUSTRY_TITLES, english.INDUSTRY_TITLES_EN],
      [zh.INFO_PRICE_TITLES, english.INFO_PRICE_TITLES_EN],
      [zh.INFO_TRADE_TITLES, english.INFO_TRADE_TITLES_EN],
      [zh.INFO_SUPPLY_TITLES, english.INFO_SUPPLY_TITLES_EN],
      [zh.INFO_ENTERPRISE_TITLES, english.INFO_ENTERPRISE_TITLES_EN],
      [zh.VIDEO_TEMPLATES.map((v) => v.title), english.VIDEO_TITLES_EN],
    ];
    for (const [chinese, translated] of templates) {
      expect(translated.map(slots)).toEqual(chinese.map(slots));
    }
    zh.HELP_ARTICLES.forEach((article, i) => {
      expect(english.HELP_ARTICLES_EN[i]?.answer.length, article.title).toBe(article.answer.length);
    });
    const all = JSON.stringify(english);
    expect(CJK.test(all.replace(/"(上涨|增长|回落|下跌)"/g, ''))).toBe(false);
  });

  it('writes streets and in-sentence names naturally', () => {
    expect(streetEn('丁路')).toBe('Ding Road');
    expect(streetEn('叶中心')).toBe('Ye Centre');
    expect(lowerEn('LED Bulbs')).toBe('LED bulbs');
    expect(lowerEn('Christmas Decorations')).toBe('Christmas decorations');
  });
});
