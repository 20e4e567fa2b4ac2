// Content reads: news (pinned first, newest first), help (by category order), information and videos,
// each with keyword and category filters, paging and a detail that answers notFound for unknown ids.
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type { NewsDetail, NewsItem } from '@portal/contracts/http/news';
import type { HelpDetail, HelpItem } from '@portal/contracts/http/help';
import type { InformationDetail, InformationItem } from '@portal/contracts/http/information';
import type { VideoDetail, VideoItem } from '@portal/contracts/http/video';
import { BusinessError } from '../../lib/errors.ts';
import { infoImage, newsImage, posterImage } from '../../lib/assets.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { pageQuery } from '../../lib/paging.ts';
import { productCardsByIds } from '../catalogue/public.ts';
import type { ReadContext } from '../catalogue/public.ts';

interface ListQuery {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
  category?: string | undefined;
  keyword?: string | undefined;
}

/** WHERE for a category and a keyword matched (every term) in any of the columns. */
function filterSql(query: ListQuery, columns: readonly string[]): { sql: string; args: SqlValue[] } {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (query.category) {
    where.push('category = ?');
    args.push(query.category);
  }
  for (const term of (query.keyword ?? '').trim().split(/\s+/).filter(Boolean)) {
    where.push(`(${columns.map((c) => `${c} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...columns.map(() => likeTerm(term)));
  }
  return { sql: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', args };
}

function paged<Row, Item>(
  db: Db,
  table: string,
  query: ListQuery,
  columns: readonly string[],
  order: string,
  map: (row: Row) => Item,
): PageOf<Item> {
  const where = filterSql(query, columns);
  return pageQuery(db, { select: '*', from: `FROM ${table} ${where.sql}`, order, args: where.args }, query, map);
}

const paragraphs = (body: string) => body.split('\n').filter(Boolean);

// ---------------------------------------------------------------------------------------------------------
// News.

interface NewsRow {
  id: number;
  title: string;
  category: NewsItem['category'];
  summary: string;
  body: string;
  source: string;
  author: string;
  published_at: number;
  views: number;
  top: number;
}

const NEWS_ORDER = 'top DESC, published_at DESC, id DESC';

function toNews(row: NewsRow): NewsItem {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    summary: row.summary,
    cover: newsImage(row.id),
    source: row.source,
    author: row.author,
    publishedAt: row.published_at,
    publishDate: chinaDate(row.published_at),
    views: row.views,
    top: row.top !== 0,
  };
}

export function newsPage(db: Db, query: ListQuery): PageOf<NewsItem> {
  return paged(db, 'content_news', query, ['title', 'summary', 'body'], NEWS_ORDER, toNews);
}

export function newsDetail(db: Db, id: number): NewsDetail {
  const row = one<NewsRow>(db, 'SELECT * FROM content_news WHERE id = ?', id);
  if (!row) throw new BusinessError('notFound');
  const order = all<{ id: number; title: string }>(db, `SELECT id, title FROM content_news ORDER BY ${NEWS_ORDER}`);
  const at = order.findIndex((n) => n.id === id);
  const link = (n: { id: number; title: string } | undefined) => (n ? { id: n.id, title: n.title } : null);
  return { ...toNews(row), paragraphs: paragraphs(row.body), prev: link(order[at - 1]), next: link(order[at + 1]) };
}

/** Recommended news: pinned first, then the most read. */
export function recommendedNews(db: Db, query: { pageNum?: number | undefined; pageSize?: number | undefined }) {
  return paged(db, 'content_news', query, [], 'top DESC, views DESC, id DESC', toNews);
}

/** The newest headlines (pinned first) for the home page. */
export function headlineNews(db: Db, limit: number): NewsItem[] {
  return newsPage(db, { pageNum: 1, pageSize: limit }).records;
}

// ---------------------------------------------------------------------------------------------------------
// Help.

interface HelpRow {
  id: number;
  category: HelpItem['category'];
  title: string;
  summary: string;
  body: string;
  views: number;
  sort: number;
  updated_at: number;
}

const toHelp = (row: HelpRow): HelpItem => ({
  id: row.id,
  category: row.category,
  title: row.title,
  summary: row.summary,
  views: row.views,
  updatedAt: row.updated_at,
});

export function helpList(db: Db, query: ListQuery): PageOf<HelpItem> {
  return paged(db, 'content_help', query, ['title', 'body'], 'sort ASC, id ASC', toHelp);
}

export function helpDetail(db: Db, id: number): HelpDetail {
  const row = one<HelpRow>(db, 'SELECT * FROM content_help WHERE id = ?', id);
  if (!row) throw new BusinessError('notFound');
  const related = all<HelpRow>(
    db,
    'SELECT * FROM content_help WHERE category = ? AND id <> ? ORDER BY sort, id LIMIT 5',
    row.category,
    id,
  );
  return { ...toHelp(row), paragraphs: paragraphs(row.body), related: related.map(toHelp) };
}

// ---------------------------------------------------------------------------------------------------------
// Information.

interface InformationRow {
  id: number;
  title: string;
  category: InformationItem['category'];
  summary: string;
  body: string;
  source: string;
  tags: string;
  published_at: number;
  views: number;
}

const toInformation = (row: InformationRow): InformationItem => ({
  id: row.id,
  title: row.title,
  category: row.category,
  summary: row.summary,
  cover: infoImage(row.id),
  source: row.source,
  tags: row.tags.split(',').filter(Boolean),
  publishedAt: row.published_at,
  publishDate: chinaDate(row.published_at),
  views: row.views,
});

export function informationPage(db: Db, query: ListQuery): PageOf<InformationItem> {
  return paged(
    db,
    'content_information',
    query,
    ['title', 'summary', 'body', 'tags'],
    'published_at DESC, id DESC',
    toInformation,
  );
}

export function informationDetail(db: Db, id: number): InformationDetail {
  const row = one<InformationRow>(db, 'SELECT * FROM content_information WHERE id = ?', id);
  if (!row) throw new BusinessError('notFound');
  const related = all<InformationRow>(
    db,
    'SELECT * FROM content_information WHERE category = ? AND id <> ? ORDER BY published_at DESC, id DESC LIMIT 5',
    row.category,
    id,
  );
  return { ...toInformation(row), paragraphs: paragraphs(row.body), related: related.map(toInformation) };
}

// ---------------------------------------------------------------------------------------------------------
// Videos.

interface VideoRow {
  id: number;
  title: string;
  category: VideoItem['category'];
  summary: string;
  description: string;
  duration: number;
  views: number;
  likes: number;
  published_at: number;
  company_id: number | null;
  company_name: string | null;
  chapters: string;
  product_ids: string;
}

const VIDEO_TABLE =
  '(SELECT v.*, co.name AS company_name FROM content_videos v LEFT JOIN companies co ON co.id = v.company_id)';

const toVideo = (row: VideoRow): VideoItem => ({
  id: row.id,
  title: row.title,
  category: row.category,
  summary: row.summary,
  poster: posterImage(row.id),
  duration: row.duration,
  views: row.views,
  likes: row.likes,
  publishedAt: row.published_at,
  companyId: row.company_id,
  companyName: row.company_name,
});

export function videoPage(db: Db, query: ListQuery): PageOf<VideoItem> {
  return paged(db, VIDEO_TABLE, query, ['title', 'description'], 'published_at DESC, id DESC', toVideo);
}

export function videoDetail(db: Db, id: number, ctx: ReadContext): VideoDetail {
  const row = one<VideoRow>(db, `SELECT * FROM ${VIDEO_TABLE} WHERE id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  const related = all<VideoRow>(
    db,
    `SELECT * FROM ${VIDEO_TABLE} WHERE category = ? AND id <> ? ORDER BY published_at DESC, id DESC LIMIT 4`,
    row.category,
    id,
  );
  return {
    ...toVideo(row),
    description: paragraphs(row.description),
    chapters: JSON.parse(row.chapters) as VideoDetail['chapters'],
    products: productCardsByIds(db, JSON.parse(row.product_ids) as number[], ctx),
    related: related.map(toVideo),
  };
}
