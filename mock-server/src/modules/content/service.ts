// Content reads: news (pinned first, newest first), help (by category order), information and videos,
// each with keyword and category filters, paging and a detail that answers notFound for unknown ids.
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one, run, transaction } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type { NewsDetail, NewsItem } from '@portal/contracts/http/news';
import type { HelpDetail, HelpItem } from '@portal/contracts/http/help';
import type { InformationDetail, InformationItem } from '@portal/contracts/http/information';
import type { VideoCount, VideoDetail, VideoItem } from '@portal/contracts/http/video';
import { BusinessError } from '../../lib/errors.ts';
import { CLIP_SIZE, clipSource, infoImage, newsImage, posterImage } from '../../lib/assets.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { pageQuery } from '../../lib/paging.ts';
import { productCardsByIds } from '../catalogue/public.ts';
import type { ReadContext } from '../catalogue/public.ts';
import type { Lang } from '@portal/contracts/envelope';
import { bothLangs, textAs, textSql } from '../../lib/text.ts';

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
  texts: { lang?: Lang | undefined; columns: readonly string[] } = { columns: [] },
): PageOf<Item> {
  const where = filterSql(query, columns);
  return pageQuery(
    db,
    {
      select: `*${textColumns(texts.lang, texts.columns)}`,
      from: `FROM ${table} ${where.sql}`,
      order,
      args: where.args,
    },
    query,
    map,
  );
}

const paragraphs = (body: string) => body.split('\n').filter(Boolean);

/** `, <column in the caller's language> AS column` for each text column, appended to a `SELECT *`. */
function textColumns(lang: Lang | undefined, columns: readonly string[]): string {
  return columns.map((column) => `, ${textAs(lang, column)}`).join('');
}

const NEWS_TEXTS = ['title', 'summary', 'body', 'source', 'author'];
const HELP_TEXTS = ['title', 'summary', 'body'];
const INFORMATION_TEXTS = ['title', 'summary', 'body', 'source', 'tags'];
const VIDEO_TEXTS = ['title', 'summary', 'description', 'chapters'];

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

export function newsPage(db: Db, query: ListQuery, lang?: Lang): PageOf<NewsItem> {
  return paged(db, 'content_news', query, bothLangs('title', 'summary', 'body'), NEWS_ORDER, toNews, {
    lang,
    columns: NEWS_TEXTS,
  });
}

export function newsDetail(db: Db, id: number, lang?: Lang): NewsDetail {
  const row = one<NewsRow>(db, `SELECT *${textColumns(lang, NEWS_TEXTS)} FROM content_news WHERE id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  const order = all<{ id: number; title: string }>(
    db,
    `SELECT id, ${textAs(lang, 'title')} FROM content_news ORDER BY ${NEWS_ORDER}`,
  );
  const at = order.findIndex((n) => n.id === id);
  const link = (n: { id: number; title: string } | undefined) => (n ? { id: n.id, title: n.title } : null);
  return { ...toNews(row), paragraphs: paragraphs(row.body), prev: link(order[at - 1]), next: link(order[at + 1]) };
}

/** Recommended news: pinned first, then the most read. */
export function recommendedNews(
  db: Db,
  query: { pageNum?: number | undefined; pageSize?: number | undefined },
  lang?: Lang,
) {
  return paged(db, 'content_news', query, [], 'top DESC, views DESC, id DESC', toNews, { lang, columns: NEWS_TEXTS });
}

/** The newest headlines (pinned first) for the home page. */
export function headlineNews(db: Db, limit: number, lang?: Lang): NewsItem[] {
  return newsPage(db, { pageNum: 1, pageSize: limit }, lang).records;
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

export function helpList(db: Db, query: ListQuery, lang?: Lang): PageOf<HelpItem> {
  return paged(db, 'content_help', query, bothLangs('title', 'body'), 'sort ASC, id ASC', toHelp, {
    lang,
    columns: HELP_TEXTS,
  });
}

export function helpDetail(db: Db, id: number, lang?: Lang): HelpDetail {
  const row = one<HelpRow>(db, `SELECT *${textColumns(lang, HELP_TEXTS)} FROM content_help WHERE id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  const related = all<HelpRow>(
    db,
    `SELECT *${textColumns(lang, HELP_TEXTS)} FROM content_help WHERE category = ? AND id <> ? ORDER BY sort, id LIMIT 5`,
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

export function informationPage(db: Db, query: ListQuery, lang?: Lang): PageOf<InformationItem> {
  return paged(
    db,
    'content_information',
    query,
    bothLangs('title', 'summary', 'body', 'tags'),
    'published_at DESC, id DESC',
    toInformation,
    { lang, columns: INFORMATION_TEXTS },
  );
}

export function informationDetail(db: Db, id: number, lang?: Lang): InformationDetail {
  const texts = textColumns(lang, INFORMATION_TEXTS);
  const row = one<InformationRow>(db, `SELECT *${texts} FROM content_information WHERE id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  const related = all<InformationRow>(
    db,
    `SELECT *${texts} FROM content_information WHERE category = ? AND id <> ? ORDER BY published_at DESC, id DESC LIMIT 5`,
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

/** Videos with their company's name in the caller's language. */
const videoTable = (lang: Lang | undefined) =>
  `(SELECT v.*, ${textSql(lang, 'co.name')} AS company_name FROM content_videos v LEFT JOIN companies co ON co.id = v.company_id)`;

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

export function videoPage(db: Db, query: ListQuery, lang?: Lang): PageOf<VideoItem> {
  return paged(db, videoTable(lang), query, bothLangs('title', 'description'), 'published_at DESC, id DESC', toVideo, {
    lang,
    columns: VIDEO_TEXTS,
  });
}

export function videoDetail(db: Db, id: number, ctx: ReadContext, userId: number | null = null): VideoDetail {
  const texts = textColumns(ctx.lang, VIDEO_TEXTS);
  const row = one<VideoRow>(db, `SELECT *${texts} FROM ${videoTable(ctx.lang)} WHERE id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  const related = all<VideoRow>(
    db,
    `SELECT *${texts} FROM ${videoTable(ctx.lang)} WHERE category = ? AND id <> ? ORDER BY published_at DESC, id DESC LIMIT 4`,
    row.category,
    id,
  );
  return {
    ...toVideo(row),
    source: clipSource(row.category),
    ...CLIP_SIZE,
    liked: userId !== null && likedBy(db, id, userId),
    description: paragraphs(row.description),
    chapters: JSON.parse(row.chapters) as VideoDetail['chapters'],
    products: productCardsByIds(db, JSON.parse(row.product_ids) as number[], ctx),
    related: related.map(toVideo),
  };
}

const likedBy = (db: Db, videoId: number, userId: number): boolean =>
  one(db, 'SELECT 1 AS x FROM content_video_likes WHERE video_id = ? AND user_id = ?', videoId, userId) !== undefined;

function videoCount(db: Db, id: number, userId: number | null): VideoCount {
  const row = one<{ views: number; likes: number }>(db, 'SELECT views, likes FROM content_videos WHERE id = ?', id);
  if (!row) throw new BusinessError('notFound');
  return { views: row.views, likes: row.likes, liked: userId !== null && likedBy(db, id, userId) };
}

/** One more view of a video (the page counts a visit once). */
export function countVideoView(db: Db, id: number, userId: number | null): VideoCount {
  return transaction(db, () => {
    if (run(db, 'UPDATE content_videos SET views = views + 1 WHERE id = ?', id).changes === 0) {
      throw new BusinessError('notFound');
    }
    return videoCount(db, id, userId);
  });
}

/** Sets the user's like; the count moves only when the user's row appears or goes (idempotent). */
export function setVideoLike(db: Db, id: number, userId: number, liked: boolean, now: number): VideoCount {
  return transaction(db, () => {
    videoCount(db, id, userId);
    const changed = liked
      ? run(
          db,
          'INSERT OR IGNORE INTO content_video_likes (video_id, user_id, liked_at) VALUES (?, ?, ?)',
          id,
          userId,
          now,
        )
      : run(db, 'DELETE FROM content_video_likes WHERE video_id = ? AND user_id = ?', id, userId);
    if (changed.changes > 0) {
      run(db, `UPDATE content_videos SET likes = MAX(0, likes ${liked ? '+' : '-'} 1) WHERE id = ?`, id);
    }
    return videoCount(db, id, userId);
  });
}
