// The video centre's URL state: the list's ?category=&keyword=&page= read by the contract's query schema, and
// the opened video's ?id= on the same route (Back closes it; a link to a video can be shared).
import { VIDEO_CATEGORIES, videoPage, type VideoCategory } from '@portal/contracts/http/video';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';

export const VIDEO_CATEGORY_VALUES: readonly VideoCategory[] = VIDEO_CATEGORIES.map((category) => category.value);
/** The longest keyword the server takes (the contract's maxLength). */
export const VIDEO_KEYWORD_MAX = queryLimits(videoPage, 'keyword').maxLength;
export const VIDEO_PAGE_SIZE = 12;

export const videoListQuery = urlQuery(videoPage, {
  fields: ['category', 'keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});

export function isVideoCategory(value: string | null): value is VideoCategory {
  return value !== null && (VIDEO_CATEGORY_VALUES as readonly string[]).includes(value);
}

/** The opened video of `?id=` (a positive integer), or null. */
export function openedVideoId(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
