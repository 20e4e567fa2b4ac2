// Bilingual seeded text: the English form of a text column sits beside it as `<column>_en`; reads answer in
// the caller's language through these helpers, and keyword searches match either language.
import type { Lang } from '@portal/contracts/envelope';
import { createRequire } from 'node:module';
import type { pinyin as Pinyin } from 'pinyin-pro';

/** The text in the caller's language; the Chinese one when there is no English form yet. */
export function pick(lang: Lang | undefined, zh: string, en: string | null | undefined): string {
  return lang === 'en' && en ? en : zh;
}

/**
 * A SQL expression for `column` (e.g. `p.title`) in the caller's language: English reads take `p.title_en`
 * and fall back to the Chinese when it is empty or missing. `lang` is one of two literals, never user text.
 */
export function textSql(lang: Lang | undefined, column: string): string {
  return lang === 'en' ? `COALESCE(NULLIF(${column}_en, ''), ${column})` : column;
}

/** `textSql(...) AS alias`, alias defaulting to the column's own name: a drop-in for a SELECT list. */
export function textAs(lang: Lang | undefined, column: string, alias?: string): string {
  return `${textSql(lang, column)} AS ${alias ?? column.slice(column.lastIndexOf('.') + 1)}`;
}

/** The columns a keyword must be looked for in: the Chinese column and its English form. */
export function bothLangs(...columns: string[]): string[] {
  return columns.flatMap((column) => [column, `${column}_en`]);
}

/** Han characters: what an English answer must not carry in its translated fields. */
export const CJK = /[\u4e00-\u9fff]/;

// Place and personal names in English (pinyin), for the seed and for region paths read in English.

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

let pinyinFn: typeof Pinyin | undefined;
/** pinyin-pro, loaded on the first name put into pinyin (the seed, an English region path): its dictionaries
 * are ~19 MB of a server's RSS, which a server answering in Chinese never needs. */
function pinyin(): typeof Pinyin {
  pinyinFn ??= (createRequire(import.meta.url)('pinyin-pro') as { pinyin: typeof Pinyin }).pinyin;
  return pinyinFn;
}

/** Pinyin as one capitalised word: "鸿鑫" -> "Hongxin". */
export function pinyinWord(text: string): string {
  return capital(pinyin()(text, { toneType: 'none', type: 'array', v: true }).join(''));
}

/** A Chinese personal name in pinyin, surname first: "上官沐阳" -> "Shangguan Muyang". */
export function personEn(name: string): string {
  const syllables = pinyin()(name, { toneType: 'none', type: 'array', surname: 'head', v: true });
  const surnameLength = name.length >= 4 ? 2 : 1;
  return [syllables.slice(0, surnameLength), syllables.slice(surnameLength)]
    .filter((part) => part.length > 0)
    .map((part) => capital(part.join('')))
    .join(' ');
}

/** "义乌市" -> "Yiwu", "鄞州区" -> "Yinzhou District", "浙江省" -> "Zhejiang". */
export function placeEn(name: string): string {
  const rules: [RegExp, string][] = [
    [/(省|市)$/, ''],
    [/(壮族|回族|维吾尔)?自治区$/, ''],
    [/新区$/, ' New Area'],
    [/区$/, ' District'],
    [/县$/, ' County'],
  ];
  for (const [suffix, word] of rules) {
    if (suffix.test(name)) return `${pinyinWord(name.replace(suffix, ''))}${word}`;
  }
  return pinyinWord(name);
}
