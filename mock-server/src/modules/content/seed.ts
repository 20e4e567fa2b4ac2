// Content seed: ~60 news articles, ~50 help questions, ~40 information articles and 20 videos, written
// from seed/content-data.ts and the catalogue rows (industries, companies, products). Deterministic.
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
import { HALLS, INDUSTRIES } from '../../seed/catalogue-data.ts';

/** Fills `{name}` slots. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(vars[name] ?? whole));
}

function summaryOf(paragraphs: readonly string[]): string {
  const text = paragraphs.find((p) => p.length > 20) ?? paragraphs[0] ?? '';
  return text.length > 70 ? `${text.slice(0, 70)}…` : text;
}

interface Vocabulary {
  industry: (typeof INDUSTRIES)[number];
  leaf: string;
  hall: string;
}

function vocabulary(ctx: SeedContext): Vocabulary {
  const industry = ctx.pick(INDUSTRIES);
  const leaf = ctx.pick(ctx.pick(industry.children).children)[0];
  const hall = HALLS.find((h) => h.industries.includes(industry.key))?.name ?? '国际商贸城';
  return { industry, leaf, hall };
}

export function seedContent(db: Db, ctx: SeedContext): void {
  seedNews(db, ctx);
  seedHelp(db, ctx);
  seedInformation(db, ctx);
  seedVideos(db, ctx);
}

function insertNews(
  db: Db,
  ctx: SeedContext,
  article: { title: string; category: string; paragraphs: string[]; source: string; author: string; top?: boolean },
): void {
  run(
    db,
    `INSERT INTO content_news (title, category, summary, body, source, author, published_at, views, top)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    article.title,
    article.category,
    summaryOf(article.paragraphs),
    article.paragraphs.join('\n'),
    article.source,
    article.author,
    ctx.now - ctx.int(0, 180) * DAY - ctx.int(0, DAY - 1),
    ctx.int(120, 25000),
    article.top ? 1 : 0,
  );
}

function seedNews(db: Db, ctx: SeedContext): void {
  ANNOUNCEMENTS.forEach((a, i) =>
    insertNews(db, ctx, {
      title: a.title,
      category: 'announcement',
      paragraphs: ['各位商户、采购商：', ...a.body, '特此公告。', '义乌小商品城平台运营中心'],
      source: '平台运营中心',
      author: '平台运营中心',
      top: i < 2,
    }),
  );
  for (const p of POLICIES) {
    insertNews(db, ctx, {
      title: p.title,
      category: 'policy',
      paragraphs: [...p.body, '（本文仅作政策解读参考，具体以主管部门发布的正式文件为准。）'],
      source: ctx.pick(['义乌市商务局', '金华海关', '国家税务总局义乌市税务局', '义乌市市场监督管理局']),
      author: ctx.faker.person.fullName(),
    });
  }
  EXHIBITIONS.forEach((e, i) =>
    insertNews(db, ctx, {
      title: e.title,
      category: 'exhibition',
      paragraphs: [...e.body, '更多展会信息请关注平台展会专区。'],
      source: '展会组委会',
      author: ctx.faker.person.fullName(),
      top: i === 0,
    }),
  );
  for (let i = 0; i < 14; i += 1) {
    const { industry, leaf, hall } = vocabulary(ctx);
    const vars = {
      industry: industry.name,
      leaf,
      hall,
      market: ctx.pick(MARKETS),
      trend: ctx.pick(TRENDS),
      direction: ctx.pick(['上涨', '增长', '回落']),
      percent: ctx.int(3, 25),
    };
    insertNews(db, ctx, {
      title: fill(MARKET_TITLES[i % MARKET_TITLES.length] ?? '', vars),
      category: 'market',
      paragraphs: ctx.faker.helpers.shuffle([...MARKET_PARAGRAPHS]).map((p) => fill(p, vars)),
      source: ctx.pick(['义乌商报', '中国小商品城', '市场发展委员会']),
      author: ctx.faker.person.fullName(),
    });
  }
  for (let i = 0; i < 12; i += 1) {
    const belt = BELTS[i % BELTS.length];
    if (!belt) continue;
    const vars = {
      industry: belt.industry,
      belt: belt.name.replace(belt.industry, ''),
      count: belt.enterprises,
      percent: ctx.int(8, 35),
    };
    insertNews(db, ctx, {
      title: fill(INDUSTRY_TITLES[i % INDUSTRY_TITLES.length] ?? '', vars),
      category: 'industry',
      paragraphs: [belt.intro, ...ctx.faker.helpers.shuffle([...INDUSTRY_PARAGRAPHS]).map((p) => fill(p, vars))],
      source: ctx.pick(['浙江日报', '中国纺织报', '中国五金网', '行业协会']),
      author: ctx.faker.person.fullName(),
    });
  }
}

function seedHelp(db: Db, ctx: SeedContext): void {
  HELP_ARTICLES.forEach((article, i) => {
    run(
      db,
      `INSERT INTO content_help (category, title, summary, body, views, sort, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      article.category,
      article.title,
      summaryOf(article.answer),
      article.answer.join('\n'),
      ctx.int(50, 9000),
      i + 1,
      ctx.now - ctx.int(1, 300) * DAY,
    );
  });
}

function seedInformation(db: Db, ctx: SeedContext): void {
  const companies = all<{ name: string }>(
    db,
    "SELECT name FROM companies WHERE kind IN ('shop', 'factory') ORDER BY id",
  ).map((c) => c.name);
  const groups: [string, readonly string[]][] = [
    ['price', INFO_PRICE_TITLES],
    ['trade', INFO_TRADE_TITLES],
    ['supply', INFO_SUPPLY_TITLES],
    ['enterprise', INFO_ENTERPRISE_TITLES],
  ];
  for (const [category, titles] of groups) {
    for (let i = 0; i < 10; i += 1) {
      const { industry, leaf } = vocabulary(ctx);
      const vars = {
        industry: industry.name,
        leaf,
        market: ctx.pick(MARKETS),
        direction: ctx.pick(['上涨', '下跌']),
        points: `${ctx.int(0, 3)}.${ctx.int(10, 99)}`,
        percent: ctx.int(2, 30),
        quantity: ctx.int(5, 200) * 100,
        company: companies.length > 0 ? ctx.pick(companies) : '义乌小商品城',
        cert: ctx.pick(industry.certifications),
      };
      const paragraphs = ctx.faker.helpers
        .shuffle([...INFO_PARAGRAPHS])
        .slice(0, 3)
        .map((p) => fill(p, vars));
      run(
        db,
        `INSERT INTO content_information (title, category, summary, body, source, tags, published_at, views)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        fill(titles[i % titles.length] ?? '', vars),
        category,
        summaryOf(paragraphs),
        paragraphs.join('\n'),
        ctx.pick(['中国小商品指数', '平台资讯', '义乌商报', '市场发展委员会']),
        [industry.name, leaf].join(','),
        ctx.now - ctx.int(0, 120) * DAY - ctx.int(0, DAY - 1),
        ctx.int(30, 8000),
      );
    }
  }
}

function seedVideos(db: Db, ctx: SeedContext): void {
  const factories = all<{ id: number; name: string; industries: string }>(
    db,
    "SELECT id, name, industries FROM companies WHERE kind IN ('factory', 'shop') ORDER BY id",
  );
  const brands = all<{ name: string }>(db, 'SELECT name FROM brands ORDER BY id').map((b) => b.name);
  for (const template of VIDEO_TEMPLATES) {
    const { industry, leaf, hall } = vocabulary(ctx);
    const company = factories.length > 0 && /\{company\}/.test(template.title) ? ctx.pick(factories) : undefined;
    const vars = {
      industry: industry.name,
      leaf,
      hall,
      company: company?.name ?? '',
      brand: brands.length > 0 ? ctx.pick(brands) : '',
    };
    const duration = template.category === 'live' ? ctx.int(1800, 5400) : ctx.int(60, 900);
    const chapterTitles = ['开场介绍', '产品细节', '生产与质检', '价格与起订量', '采购建议', '结束语'];
    const chapterCount = ctx.int(3, 5);
    const chapters = chapterTitles.slice(0, chapterCount).map((title, i) => ({
      at: Math.floor((duration * i) / chapterCount),
      title,
    }));
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
    const description = [
      template.category === 'guide'
        ? `本期视频一步步演示${title.replace(/^.*：/, '')}，适合初次使用平台的用户观看。`
        : `本期视频带您${template.category === 'factory' ? '走进生产一线' : '走进市场'}，近距离了解${industry.name}行业的${leaf}等热门商品。`,
      `视频时长约${Math.round(duration / 60)}分钟，包含${chapters.map((c) => c.title).join('、')}等内容。`,
      '观看后如有采购意向，可点击视频下方的商品直接询价或下单。',
    ];
    run(
      db,
      `INSERT INTO content_videos (title, category, summary, description, duration, views, likes, published_at, company_id,
         chapters, product_ids) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    );
  }
}
