// Region names of the catalogue's lists. (LIKE terms and paging are in lib/.)
import { regionName } from '../region/public.ts';

/** "浙江省 金华市 义乌市" from a county code. */
export function regionPathName(county: string): string {
  if (!county) return '';
  return [county.slice(0, 2), county.slice(0, 4), county]
    .map((code) => regionName(code) ?? '')
    .filter(Boolean)
    .join(' ');
}
