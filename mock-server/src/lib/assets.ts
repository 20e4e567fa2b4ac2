// Paths of the illustrations the assets module draws on the fly (no external address anywhere).
export const ASSET_PREFIX = '/assets-mock';

export type AssetKind =
  'goods' | 'logo' | 'brand' | 'poster' | 'banner' | 'category' | 'news' | 'info' | 'hall' | 'tour' | 'case';

export const ASSET_KINDS: readonly AssetKind[] = [
  'goods',
  'logo',
  'brand',
  'poster',
  'banner',
  'category',
  'news',
  'info',
  'hall',
  'tour',
  'case',
];

/**
 * `/assets-mock/<kind>/<id>.png`; ids are numbers, except banner keys (`home-market`). Pictures of rows the
 * assets module does not know (another module's own ids) are drawn from `label`, e.g. the company's name.
 * PNG as a portal's photos are raster: a browser lays out each SVG picture as a document of its own on the
 * page's main thread (modules/assets/raster.ts). The VR tour's panorama stays SVG: it is zoomed and panned.
 */
export function assetUrl(kind: AssetKind, id: number | string, label?: string): string {
  const extension = kind === 'tour' ? 'svg' : 'png';
  const path = `${ASSET_PREFIX}/${kind}/${encodeURIComponent(String(id))}.${extension}`;
  return label ? `${path}?label=${encodeURIComponent(label)}` : path;
}

/** A product's picture; `view` > 1 draws another angle of the same goods (detail galleries). */
export function goodsImage(productId: number, view = 1): string {
  return view > 1 ? `${assetUrl('goods', productId)}?view=${view}` : assetUrl('goods', productId);
}
export const logoImage = (companyId: number): string => assetUrl('logo', companyId);
export const brandImage = (brandId: number): string => assetUrl('brand', brandId);
export const posterImage = (videoId: number): string => assetUrl('poster', videoId);
export const bannerImage = (key: string): string => assetUrl('banner', key);
export const categoryImage = (categoryId: number): string => assetUrl('category', categoryId);
export const newsImage = (newsId: number): string => assetUrl('news', newsId);
export const infoImage = (informationId: number): string => assetUrl('info', informationId);
export const hallImage = (hallId: number): string => assetUrl('hall', hallId);
export const caseImage = (caseId: number): string => assetUrl('case', caseId);

/** Length of every generated clip (scripts/media/make-clips.ts) in seconds, and its frame size. */
export const CLIP_SECONDS = 16;
export const CLIP_SIZE = { width: 480, height: 270 } as const;
/** The playable clip of a video category: `/assets-mock/clips/<category>.webm` (WebM/VP8, range requests). */
export const clipSource = (category: string): string => `${ASSET_PREFIX}/clips/${category}.webm`;
