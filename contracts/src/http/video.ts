// The video centre (added for /videoCenter): market tours, factory footage, new products, live replays.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import { ProductCard } from '../entities/catalogue.ts';

export const VIDEO_CATEGORIES = [
  { value: 'market', label: '市场探店', labelEn: 'Market tours' },
  { value: 'factory', label: '工厂实拍', labelEn: 'Factory footage' },
  { value: 'product', label: '新品展示', labelEn: 'New products' },
  { value: 'live', label: '直播回放', labelEn: 'Live replays' },
  { value: 'guide', label: '采购教程', labelEn: 'Buying tutorials' },
] as const;
export const VideoCategory = Type.Enum(['market', 'factory', 'product', 'live', 'guide']);
export type VideoCategory = Static<typeof VideoCategory>;

export const VideoItem = Type.Object({
  id: Id,
  title: Type.String(),
  category: VideoCategory,
  summary: Type.String(),
  /** Local SVG poster. */
  poster: Type.String(),
  /** Length in seconds. */
  duration: Type.Integer({ minimum: 1 }),
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  publishedAt: EpochMs,
  companyId: Type.Union([Id, Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
});
export type VideoItem = Static<typeof VideoItem>;

export const VideoDetail = Type.Object({
  ...VideoItem.properties,
  /** The playable clip: WebM/VP8 served by the assets module (range requests, so the player can seek). */
  source: Type.String(),
  /** The clip's frame size in pixels (the player reserves its box before the media loads). */
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  /** Whether the signed-in caller has liked it (false for a visitor). */
  liked: Type.Boolean(),
  description: Type.Array(Type.String()),
  /** Chapters: where (seconds from the start) each part begins. */
  chapters: Type.Array(Type.Object({ at: Type.Integer({ minimum: 0 }), title: Type.String() })),
  /** Goods shown in the video. */
  products: Type.Array(ProductCard),
  related: Type.Array(VideoItem),
});
export type VideoDetail = Static<typeof VideoDetail>;

export const videoPage = defineOperation({
  id: 'video/page',
  method: 'GET',
  path: `${API.pass}/video/page`,
  summary: 'A page of videos, newest first, by category and keyword',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    category: Type.Optional(VideoCategory),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(VideoItem),
});

export const videoGetById = defineOperation({
  id: 'video/getById/{id}',
  method: 'GET',
  path: `${API.pass}/video/getById/{id}`,
  summary: 'A video with its chapters, the goods it shows and related videos',
  access: 'public',
  params: Type.Object({ id: Id }),
  content: VideoDetail,
});

export const VideoCount = Type.Object({
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  liked: Type.Boolean(),
});
export type VideoCount = Static<typeof VideoCount>;

export const videoView = defineOperation({
  id: 'video/view/{id}',
  method: 'POST',
  path: `${API.pass}/video/view/{id}`,
  summary: 'Counts one view of a video',
  description:
    'The page calls it once per visit of a video (opening its player), not per play or seek; the server adds one ' +
    'and answers the new counts. Public: a visitor counts as a view too.',
  access: 'public',
  params: Type.Object({ id: Id }),
  content: VideoCount,
});

export const videoLike = defineOperation({
  id: 'video/like/{id}',
  method: 'POST',
  path: `${API.pass}/video/like/{id}`,
  summary: 'Likes or unlikes a video for the signed-in user',
  description:
    'Idempotent per user: `liked: true` twice counts one like, `liked: false` removes it (or does nothing). ' +
    "The count lives on the server; the answer is the video's counts after the change.",
  access: 'user',
  params: Type.Object({ id: Id }),
  body: Type.Object({ liked: Type.Boolean() }),
  content: VideoCount,
});
