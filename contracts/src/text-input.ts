// Text a caller may send, in any field of any operation: no control characters but tab, line feed and carriage
// return (a NUL reaches SQLite's full-text phrase search as a syntax error), and no lone surrogate half (it has
// no UTF-8 form). The server refuses the first such field with a 400 naming it, before any handler runs.
import type { Bilingual } from './rules/constants.ts';

/** C0 controls but tab, line feed and carriage return, DEL, and surrogate halves that are not a pair. */
const UNACCEPTABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is this expression's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text after the field's name when a field holds such characters. */
export const TEXT_NOT_ACCEPTED: Bilingual = {
  zh: '含有不允许的控制字符',
  en: 'contains characters that are not allowed',
};

/** Whether a text holds a control character or a lone surrogate half. */
export function isUnacceptableText(text: string): boolean {
  return UNACCEPTABLE.test(text);
}

/** The dotted path (`items.0.remark`) of the first text in a parsed input that holds one, if any. */
export function findUnacceptableText(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnacceptableText(value) ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findUnacceptableText(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
