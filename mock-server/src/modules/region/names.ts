// Region names for people: a code's path in the caller's language ("浙江省 金华市 义乌市" or "Yiwu, Jinhua,
// Zhejiang"), a city's name, whether one region covers another.
import type { Lang } from '@portal/contracts/envelope';
import { placeEn } from '../../lib/text.ts';
import { regionName } from './service.ts';

/** A city's name; for the municipalities (whose city level is "市辖区") the province's. */
export function cityName(cityCode: string): string {
  const name = regionName(cityCode);
  return !name || name === '市辖区' || name === '县' ? (regionName(cityCode.slice(0, 2)) ?? '') : name;
}

/** "浙江省 金华市 义乌市" for any province / city / county code; the municipalities' "市辖区" is left out. */
export function regionText(code: string, separator = ' '): string {
  const codes = [code.slice(0, 2), code.slice(0, 4), code.slice(0, 6)].filter((c, i) => c.length === (i + 1) * 2);
  return codes
    .map((c) => regionName(c) ?? '')
    .filter((name) => name !== '' && name !== '市辖区' && name !== '县')
    .join(separator);
}

/** Whether a region code covers another (a province covers its cities, a city its counties), either way. */
export function regionMatches(stored: string, asked: string): boolean {
  return stored.startsWith(asked) || asked.startsWith(stored);
}

/** A county code in English, smallest first: "Yiwu, Jinhua, Zhejiang". */
export function regionEn(countyCode: string): string {
  return (
    [countyCode, countyCode.slice(0, 4), countyCode.slice(0, 2)]
      .map((code) => regionName(code))
      // The municipalities' city level ("市辖区", "县") is a placeholder, not a place.
      .filter((name): name is string => name !== undefined && name !== '市辖区' && name !== '县')
      .map(placeEn)
      .join(', ')
  );
}

/** A region path in the caller's language: "浙江省 金华市 义乌市" or "Yiwu, Jinhua, Zhejiang". */
export function regionPathIn(lang: Lang | undefined, countyCode: string): string {
  if (!countyCode) return '';
  if (lang === 'en') return regionEn(countyCode);
  return [countyCode.slice(0, 2), countyCode.slice(0, 4), countyCode]
    .map((code) => regionName(code) ?? '')
    .filter(Boolean)
    .join(' ');
}
