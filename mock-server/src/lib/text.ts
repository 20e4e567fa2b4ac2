// Bilingual seeded text: the English form of a text column sits beside it as `<column>_en`; reads answer in
// the caller's language through these helpers, and keyword searches match either language.
import type { Lang } from '@portal/contracts/envelope';

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
