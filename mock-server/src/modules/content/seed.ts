// Content seed: ~60 news articles, ~50 help questions, ~40 information articles and 20 videos, written
// from seed/content-data.ts and the catalogue rows (industries, companies, products). Deterministic. Every text
// is written in English too (seed/content-en-data.ts) from the same draws, so the Chinese never changes.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { DAY } from '../../lib/china-time.ts';
import {
  ANNOUNCEMENTS,
  EXHIBITIONS,
  HELP_ARTICLES,
  INDUSTRY_PARAGRAPHS,
  INDUSTRY_TITLES,
  INFO_ENTERPRISE_TITLES,
  INFO_PARAGRAPHS,
  INFO_PRICE_TITLES,
  INFO_SUPPLY_TITLES,
  INFO_TRADE_TITLES,
  MARKETS,
  MARKET_PARAGRAPHS,
  MARKET_TITLES,
  POLICIES,
  TRENDS,
  VIDEO_TEMPLATES,
} from '../../seed/content-data.ts';
import { BELTS } from '../../seed/belt-data.ts';
import { CLIP_SECONDS } from '../../lib/assets.ts';
import { HALLS, INDUSTRIES } from '../../seed/catalogue-data.ts';
import {
  ANNOUNCEMENTS_EN,
  EXHIBITIONS_EN,
  HELP_ARTICLES_EN,
  INDUSTRY_PARAGRAPHS_EN,
  INDUSTRY_TITLES_EN,
  INFO_ENTERPRISE_TITLES_EN,
  INFO_PARAGRAPHS_EN,
  INFO_PRICE_TITLES_EN,
  INFO_SUPPLY_TITLES_EN,
  INFO_TRADE_TITLES_EN,
  MARKET_DIRECTIONS_EN,
  MARKET_PARAGRAPHS_EN,
  MARKET_TITLES_EN,
  MARKETS_EN,
  POLICIES_EN,
  TRENDS_EN,
  VIDEO_CHAPTERS_EN,
  VIDEO_TITLES_EN,
} from '../../seed/content-en-data.ts';
import { en, lowerEn, personEn } from '../../seed/english-data.ts';

/** Fills `{name}` slots. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

function summaryOf(paragraphs: readonly string[]): string {
  const text = paragraphs.find((p) => p.length > 20) ?? paragraphs[0] ?? '';
  return text.length > 70 ? `${text.slice(0, 70)}…` : text;
}

/** The English summary: the first real paragraph, cut at a word boundary near 160 characters. */
function summaryOfEn(paragraphs: readonly string[]): string {
  const text = paragraphs.find((p) => p.length > 40) ?? paragraphs[0] ?? '';
  if (text.length <= 160) return text;
  const cut = text.slice(0, 160);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** Picks one entry of parallel zh / en lists (one draw, like a pick of the zh list). */
function pickPair<T>(ctx: SeedContext, zh: readonly T[], english: readonly T[]): [T, T] {
  const i = ctx.int(0, zh.length - 1);
  return [zh[i] as T, english[i] ?? (zh[i] as T)];
}

/** A shuffle of parallel zh / en lists (one draw, the same permutation for both). */
function shufflePair(ctx: SeedContext, zh: readonly string[], english: readonly string[]): [string[], string[]] {
  const order = ctx.faker.helpers.shuffle(zh.map((_, i) => i));
  return [order.map((i) => zh[i] ?? ''), order.map((i) => english[i] ?? '')];
}

interface Vocabulary {
  industry: (typeof INDUSTRIES)[number];
  leaf: string;
  leafEn: string;
  hall: string;
  hallEn: string;
}

function vocabulary(ctx: SeedContext): Vocabulary {
  const industry = ctx.pick(INDUSTRIES);
  const [leaf, leafEn] = ctx.pick(ctx.pick(industry.children).children);
  const hall = HALLS.find((h) => h.industries.includes(industry.key));
  return {
    industry,
    leaf,
    leafEn: lowerEn(leafEn),
    hall: hall?.name ?? '国际商贸城',
    hallEn: hall?.nameEn ?? 'International Trade City',
  };
}

export function seedContent(db: Db, ctx: SeedContext): void {
  seedNews(db, ctx);
  seedHelp(db, ctx);
  seedInformation(db, ctx);
  seedVideos(db, ctx);
}

interface Article {
  title: string;
  titleEn: string;
  category: string;
  paragraphs: string[];
  paragraphsEn: string[];
  source: string;
  sourceEn: string;
  author: string;
  authorEn: string;
  top?: boolean;
}

function insertNews(db: Db, ctx: SeedContext, article: Article): void {
  run(
    db,
    `INSERT INTO content_news (title, category, summary, body, source, author, published_at, views, top,
       title_en, summary_en, body_en, source_en, author_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    article.title,
    article.category,
    summaryOf(article.paragraphs),
    article.paragraphs.join('\n'),
    article.source,
    article.author,
    ctx.now - ctx.int(0, 180) * DAY - ctx.int(0, DAY - 1),
    ctx.int(120, 25000),
    article.top ? 1 : 0,
    article.titleEn,
    summaryOfEn(article.paragraphsEn),
    article.paragraphsEn.join('\n'),
    article.sourceEn,
    article.authorEn,
  );
}

/** A seeded author in both languages (one draw). */
function author(ctx: SeedContext): { author: string; authorEn: string } {
  const name = ctx.faker.person.fullName();
  return { author: name, authorEn: personEn(name) };
}

const OPERATIONS = { zh: '平台运营中心', en: 'Platform Operations Centre' };
const POLICY_SOURCES = ['义乌市商务局', '金华海关', '国家税务总局义乌市税务局', '义乌市市场监督管理局'];
const POLICY_SOURCES_EN = [
  'Yiwu Commerce Bureau',
  'Jinhua Customs',
  'Yiwu Tax Bureau, State Taxation Administration',
  'Yiwu Administration for Market Regulation',
];
const MARKET_SOURCES = ['义乌商报', '中国小商品城', '市场发展委员会'];
const MARKET_SOURCES_EN = ['Yiwu Business Daily', 'China Commodity City', 'Market Development Committee'];
const INDUSTRY_SOURCES = ['浙江日报', '中国纺织报', '中国五金网', '行业协会'];
const INDUSTRY_SOURCES_EN = ['Zhejiang Daily', 'China Textile News', 'China Hardware Net', 'Industry Association'];

function seedNews(db: Db, ctx: SeedContext): void {
  ANNOUNCEMENTS.forEach((a, i) => {
    const english = ANNOUNCEMENTS_EN[i];
    insertNews(db, ctx, {
      title: a.title,
      titleEn: english?.title ?? '',
      category: 'announcement',
      paragraphs: ['各位商户、采购商：', ...a.body, '特此公告。', '义乌小商品城平台运营中心'],
      paragraphsEn: [
        'Dear merchants and buyers,',
        ...(english?.body ?? []),
        'Thank you for your attention.',
        'Yiwu Commodity City Platform Operations Centre',
      ],
      source: OPERATIONS.zh,
      sourceEn: OPERATIONS.en,
      author: OPERATIONS.zh,
      authorEn: OPERATIONS.en,
      top: i < 2,
    });
  });
  POLICIES.forEach((p, i) => {
    const english = POLICIES_EN[i];
    const [source, sourceEn] = pickPair(ctx, POLICY_SOURCES, POLICY_SOURCES_EN);
    insertNews(db, ctx, {
      title: p.title,
      titleEn: english?.title ?? '',
      category: 'policy',
      paragraphs: [...p.body, '（本文仅作政策解读参考，具体以主管部门发布的正式文件为准。）'],
      paragraphsEn: [
        ...(english?.body ?? []),
        '(This article is a reading aid only; the official documents of the competent authorities prevail.)',
      ],
      source,
      sourceEn,
      ...author(ctx),
    });
  });
  EXHIBITIONS.forEach((e, i) => {
    const english = EXHIBITIONS_EN[i];
    insertNews(db, ctx, {
      title: e.title,
      titleEn: english?.title ?? '',
      category: 'exhibition',
      paragraphs: [...e.body, '更多展会信息请关注平台展会专区。'],
      paragraphsEn: [...(english?.body ?? []), 'More about the fairs in the platform’s exhibition zone.'],
      source: '展会组委会',
      sourceEn: 'Fair Organising Committee',
      ...author(ctx),
      top: i === 0,
    });
  });
  for (let i = 0; i < 14; i += 1) {
    const { industry, leaf, leafEn, hall, hallEn } = vocabulary(ctx);
    const [market, marketEn] = pickPair(ctx, MARKETS, MARKETS_EN);
    const [trend, trendEn] = pickPair(ctx, TRENDS, TRENDS_EN);
    const direction = ctx.pick(['上涨', '增长', '回落']);
    const percent = ctx.int(3, 25);
    const vars = { industry: industry.name, leaf, hall, market, trend, direction, percent };
    const varsEn = {
      industry: industry.nameEn,
      leaf: leafEn,
      hall: hallEn,
      market: marketEn,
      trend: trendEn,
      direction: MARKET_DIRECTIONS_EN[direction] ?? '',
      percent,
    };
    const [paragraphs, paragraphsEn] = shufflePair(ctx, MARKET_PARAGRAPHS, MARKET_PARAGRAPHS_EN);
    const [source, sourceEn] = pickPair(ctx, MARKET_SOURCES, MARKET_SOURCES_EN);
    insertNews(db, ctx, {
      title: fill(MARKET_TITLES[i % MARKET_TITLES.length] ?? '', vars),
      titleEn: fill(MARKET_TITLES_EN[i % MARKET_TITLES_EN.length] ?? '', varsEn),
      category: 'market',
      paragraphs: paragraphs.map((p) => fill(p, vars)),
      paragraphsEn: paragraphsEn.map((p) => fill(p, varsEn)),
      source,
      sourceEn,
      ...author(ctx),
    });
  }
  for (let i = 0; i < 12; i += 1) {
    const belt = BELTS[i % BELTS.length];
    if (!belt) continue;
    const percent = ctx.int(8, 35);
    const vars = {
      industry: belt.industry,
      belt: belt.name.replace(belt.industry, ''),
      count: belt.enterprises,
      percent,
    };
    const varsEn = {
      industry: lowerEn(belt.industryEn),
      belt: belt.nameEn.split(' ')[0] ?? belt.nameEn,
      count: belt.enterprises.toLocaleString('en-US'),
      percent,
    };
    const [paragraphs, paragraphsEn] = shufflePair(ctx, INDUSTRY_PARAGRAPHS, INDUSTRY_PARAGRAPHS_EN);
    const [source, sourceEn] = pickPair(ctx, INDUSTRY_SOURCES, INDUSTRY_SOURCES_EN);
    const titleEn = fill(INDUSTRY_TITLES_EN[i % INDUSTRY_TITLES_EN.length] ?? '', varsEn);
    insertNews(db, ctx, {
      title: fill(INDUSTRY_TITLES[i % INDUSTRY_TITLES.length] ?? '', vars),
      titleEn: titleEn.charAt(0).toUpperCase() + titleEn.slice(1),
      category: 'industry',
      paragraphs: [belt.intro, ...paragraphs.map((p) => fill(p, vars))],
      paragraphsEn: [
        `${belt.nameEn.charAt(0).toUpperCase()}${belt.nameEn.slice(1)}: about ${varsEn.count} companies, an annual output of about ${(belt.outputYi / 10).toLocaleString('en-US')} billion yuan and ${belt.marketShare}% of the national market.`,
        ...paragraphsEn.map((p) => fill(p, varsEn)),
      ],
      source,
      sourceEn,
      ...author(ctx),
    });
  }
}

function seedHelp(db: Db, ctx: SeedContext): void {
  HELP_ARTICLES.forEach((article, i) => {
    const english = HELP_ARTICLES_EN[i];
    run(
      db,
      `INSERT INTO content_help (category, title, summary, body, views, sort, updated_at, title_en, summary_en, body_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      article.category,
      article.title,
      summaryOf(article.answer),
      article.answer.join('\n'),
      ctx.int(50, 9000),
      i + 1,
      ctx.now - ctx.int(1, 300) * DAY,
      english?.title ?? '',
      summaryOfEn(english?.answer ?? []),
      (english?.answer ?? []).join('\n'),
    );
  });
}

const INFO_SOURCES = ['中国小商品指数', '平台资讯', '义乌商报', '市场发展委员会'];
const INFO_SOURCES_EN = [
  'China Commodity Index',
  'Platform News',
  'Yiwu Business Daily',
  'Market Development Committee',
];

function seedInformation(db: Db, ctx: SeedContext): void {
  const companies = all<{ name: string; name_en: string }>(
    db,
    "SELECT name, name_en FROM companies WHERE kind IN ('shop', 'factory') ORDER BY id",
  );
  const groups: [string, readonly string[], readonly string[]][] = [
    ['price', INFO_PRICE_TITLES, INFO_PRICE_TITLES_EN],
    ['trade', INFO_TRADE_TITLES, INFO_TRADE_TITLES_EN],
    ['supply', INFO_SUPPLY_TITLES, INFO_SUPPLY_TITLES_EN],
    ['enterprise', INFO_ENTERPRISE_TITLES, INFO_ENTERPRISE_TITLES_EN],
  ];
  for (const [category, titles, titlesEn] of groups) {
    for (let i = 0; i < 10; i += 1) {
      const { industry, leaf, leafEn } = vocabulary(ctx);
      const [market, marketEn] = pickPair(ctx, MARKETS, MARKETS_EN);
      const direction = ctx.pick(['上涨', '下跌']);
      const points = `${ctx.int(0, 3)}.${ctx.int(10, 99)}`;
      const percent = ctx.int(2, 30);
      const quantity = ctx.int(5, 200) * 100;
      const company = companies.length > 0 ? ctx.pick(companies) : undefined;
      const cert = ctx.pick(industry.certifications);
      const vars = {
        industry: industry.name,
        leaf,
        market,
        direction,
        points,
        percent,
        quantity,
        company: company?.name ?? '义乌小商品城',
        cert,
      };
      const varsEn = {
        industry: lowerEn(industry.nameEn),
        leaf: leafEn,
        market: marketEn,
        direction: MARKET_DIRECTIONS_EN[direction] ?? '',
        points,
        percent,
        quantity: quantity.toLocaleString('en-US'),
        company: company?.name_en || 'Yiwu Commodity City',
        cert: en(cert),
      };
      const [shuffled, shuffledEn] = shufflePair(ctx, INFO_PARAGRAPHS, INFO_PARAGRAPHS_EN);
      const paragraphs = shuffled.slice(0, 3).map((p) => fill(p, vars));
      const paragraphsEn = shuffledEn.slice(0, 3).map((p) => fill(p, varsEn));
      const titleEn = fill(titlesEn[i % titlesEn.length] ?? '', varsEn);
      const [source, sourceEn] = pickPair(ctx, INFO_SOURCES, INFO_SOURCES_EN);
      run(
        db,
        `INSERT INTO content_information (title, category, summary, body, source, tags, published_at, views,
           title_en, summary_en, body_en, source_en, tags_en)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        fill(titles[i % titles.length] ?? '', vars),
        category,
        summaryOf(paragraphs),
        paragraphs.join('\n'),
        source,
        [industry.name, leaf].join(','),
        ctx.now - ctx.int(0, 120) * DAY - ctx.int(0, DAY - 1),
        ctx.int(30, 8000),
        titleEn.charAt(0).toUpperCase() + titleEn.slice(1),
        summaryOfEn(paragraphsEn),
        paragraphsEn.join('\n'),
        sourceEn,
        [industry.nameEn, leafEn].join(','),
      );
    }
  }
}

const CHAPTERS = ['开场介绍', '产品细节', '生产与质检', '价格与起订量', '采购建议', '结束语'];

function seedVideos(db: Db, ctx: SeedContext): void {
  const factories = all<{ id: number; name: string; name_en: string; industries: string }>(
    db,
    "SELECT id, name, name_en, industries FROM companies WHERE kind IN ('factory', 'shop') ORDER BY id",
  );
  const brands = all<{ name: string; name_en: string }>(db, 'SELECT name, name_en FROM brands ORDER BY id');
  VIDEO_TEMPLATES.forEach((template, index) => {
    const { industry, leaf, leafEn, hall, hallEn } = vocabulary(ctx);
    const company = factories.length > 0 && /\{company\}/.test(template.title) ? ctx.pick(factories) : undefined;
    const brand = brands.length > 0 ? ctx.pick(brands) : undefined;
    const vars = { industry: industry.name, leaf, hall, company: company?.name ?? '', brand: brand?.name ?? '' };
    const varsEn = {
      industry: lowerEn(industry.nameEn),
      leaf: leafEn,
      hall: hallEn,
      company: company?.name_en ?? '',
      brand: brand?.name_en ?? '',
    };
    // The programme's nominal length is still drawn (it keeps the seeded sequence stable), but every video
    // plays its category's generated clip, so its duration and chapters are the clip's.
    ctx.int(60, 900);
    const duration = CLIP_SECONDS;
    const chapterCount = ctx.int(3, 5);
    const chapterAt = (i: number) => Math.floor((duration * i) / chapterCount);
    const chapters = CHAPTERS.slice(0, chapterCount).map((title, i) => ({ at: chapterAt(i), title }));
    const chaptersEn = VIDEO_CHAPTERS_EN.slice(0, chapterCount).map((title, i) => ({ at: chapterAt(i), title }));
    const productRows = company
      ? all<{ id: number }>(
          db,
          'SELECT id FROM products WHERE company_id = ? AND off_shelf = 0 ORDER BY sales DESC LIMIT 4',
          company.id,
        )
      : template.category === 'guide'
        ? []
        : all<{ id: number }>(
            db,
            `SELECT p.id FROM products p JOIN categories c3 ON c3.id = p.category_id JOIN categories c2 ON c2.id = c3.parent_id
             JOIN categories c1 ON c1.id = c2.parent_id WHERE c1.name = ? AND p.off_shelf = 0 ORDER BY p.sales DESC LIMIT 3`,
            industry.name,
          );
    const title = fill(template.title, vars);
    const rawTitleEn = fill(VIDEO_TITLES_EN[index] ?? '', varsEn);
    const titleEn = rawTitleEn.charAt(0).toUpperCase() + rawTitleEn.slice(1);
    const description = [
      template.category === 'guide'
        ? `本期视频一步步演示${title.replace(/^.*：/, '')}，适合初次使用平台的用户观看。`
        : `本期视频带您${template.category === 'factory' ? '走进生产一线' : '走进市场'}，近距离了解${industry.name}行业的${leaf}等热门商品。`,
      `视频时长${duration}秒，包含${chapters.map((c) => c.title).join('、')}等内容。`,
      '观看后如有采购意向，可点击视频下方的商品直接询价或下单。',
    ];
    const descriptionEn = [
      template.category === 'guide'
        ? `This video shows step by step: ${lowerEn(titleEn.replace(/^.*: /, ''))}. A good start for first-time users of the platform.`
        : `This video takes you ${template.category === 'factory' ? 'onto the factory floor' : 'into the market'} for a close look at ${leafEn} and other popular ${lowerEn(industry.nameEn)} goods.`,
      `${duration} seconds long, with ${chaptersEn.map((c) => lowerEn(c.title)).join(', ')}.`,
      'If you want to buy after watching, click a product below the video to ask for a quote or order directly.',
    ];
    run(
      db,
      `INSERT INTO content_videos (title, category, summary, description, duration, views, likes, published_at, company_id,
         chapters, product_ids, title_en, summary_en, description_en, chapters_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      title,
      template.category,
      description[0] ?? '',
      description.join('\n'),
      duration,
      ctx.int(300, 90000),
      ctx.int(10, 5000),
      ctx.now - ctx.int(0, 200) * DAY - ctx.int(0, DAY - 1),
      company?.id ?? null,
      JSON.stringify(chapters),
      JSON.stringify(productRows.map((p) => p.id)),
      titleEn,
      descriptionEn[0] ?? '',
      descriptionEn.join('\n'),
      JSON.stringify(chaptersEn),
    );
  });
}
