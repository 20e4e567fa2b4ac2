// Reading the help pages' URLs (?category=&page=, ?keyword=, ?id=) and formatting their dates.
import { HELP_CATEGORIES, type HelpCategory } from '@portal/contracts/http/help';

export const HELP_CATEGORY_VALUES: readonly HelpCategory[] = HELP_CATEGORIES.map((category) => category.value);
/** The longest keyword the server takes. */
export const HELP_KEYWORD_MAX = 50;

export function isHelpCategory(value: string | null): value is HelpCategory {
  return value !== null && (HELP_CATEGORY_VALUES as readonly string[]).includes(value);
}

/** A whole page number from 1; anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A positive whole id, or null. */
export function readId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

export function readKeyword(value: string | null): string {
  return (value ?? '').trim().slice(0, HELP_KEYWORD_MAX);
}

/** The search terms of a keyword (the server matches every one of them). */
export function keywordTerms(keyword: string): string[] {
  return keyword.trim().split(/\s+/).filter(Boolean);
}

/** YYYY-MM-DD (spec section 9) of an epoch-ms time, in the browser's time zone. */
export function formatDate(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A search string with only what is set (page 1 is left out). */
export function helpSearch(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
