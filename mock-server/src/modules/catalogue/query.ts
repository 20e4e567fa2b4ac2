// Small helpers every list query of the catalogue shares: LIKE terms, paging, region names.
import { regionName } from '../region/service.ts';

export const DEFAULT_PAGE_SIZE = 15;

/** `%term%` with LIKE wildcards escaped (ESCAPE '\'). */
export function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function pageArgs(query: { pageNum?: number | undefined; pageSize?: number | undefined }): {
  pageNum: number;
  pageSize: number;
  offset: number;
} {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** "浙江省 金华市 义乌市" from a county code. */
export function regionPathName(county: string): string {
  if (!county) return '';
  return [county.slice(0, 2), county.slice(0, 4), county]
    .map((code) => regionName(code) ?? '')
    .filter(Boolean)
    .join(' ');
}
