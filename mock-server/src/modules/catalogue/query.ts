// Region names of the catalogue's lists. (LIKE terms and paging are in lib/.)
import type { Lang } from '@portal/contracts/envelope';
import { regionPathIn } from '../region/public.ts';

/** "浙江省 金华市 义乌市" (or "Yiwu, Jinhua, Zhejiang" in English) from a county code. */
export function regionPathName(county: string, lang?: Lang): string {
  return regionPathIn(lang, county);
}
