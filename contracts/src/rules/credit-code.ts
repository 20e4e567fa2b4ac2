// The unified social credit code of GB 32100-2015 (统一社会信用代码): 18 characters, checked the same way by
// the /creditCode form and the mock server, plus the helper that makes a valid code (seed, tests).
import { fillMessage, type Bilingual } from './constants.ts';
import type { Lang } from '../envelope.ts';

/** The code's 31 characters in value order: digits and capitals without I, O, S, V, Z. */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
export const CREDIT_CODE_LENGTH = 18;
/** Weights of positions 1-17 (3^(i) mod 31), from the standard. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export const CREDIT_CODE_MESSAGES = {
  required: { zh: '请输入统一社会信用代码', en: 'Please enter the unified social credit code.' },
  length: {
    zh: '统一社会信用代码为18位（当前{length}位）',
    en: 'The unified social credit code has 18 characters ({length} entered).',
  },
  charset: {
    zh: '统一社会信用代码只含数字和大写字母（不含I、O、S、V、Z），第{position}位“{char}”不合法',
    en: 'The code holds only digits and capital letters without I, O, S, V and Z: "{char}" at position {position} is not allowed.',
  },
  division: {
    zh: '第3-8位须为6位行政区划代码',
    en: 'Positions 3 to 8 must be the 6-digit administrative division code.',
  },
  checkChar: {
    zh: '校验位不正确，请核对代码是否输入有误',
    en: 'The check character does not match. Please check the code for typing errors.',
  },
} as const satisfies Record<string, Bilingual>;
export type CreditCodeMessageKey = keyof typeof CREDIT_CODE_MESSAGES;

export interface CreditCodeFailure {
  key: CreditCodeMessageKey;
  params?: Record<string, string | number>;
}

export function creditCodeMessage(failure: CreditCodeFailure, lang: Lang): string {
  return fillMessage(CREDIT_CODE_MESSAGES[failure.key], lang, failure.params);
}

/** What people type: spaces and dashes dropped, letters upper-cased. */
export function normalizeCreditCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The check character (position 18) of the first 17 characters; null when one is outside the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const value = CREDIT_CODE_CHARS.indexOf(first17[index] ?? '?');
    if (value < 0) return null;
    sum += value * WEIGHTS[index]!;
  }
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31]!;
}

/** null when the (normalised) code is a well-formed GB 32100 code with the right check character. */
export function checkCreditCode(value: string | null | undefined): CreditCodeFailure | null {
  const code = normalizeCreditCode(value ?? '');
  if (code === '') return { key: 'required' };
  if (code.length !== CREDIT_CODE_LENGTH) return { key: 'length', params: { length: code.length } };
  for (let index = 0; index < code.length; index += 1) {
    const char = code[index]!;
    if (!CREDIT_CODE_CHARS.includes(char)) return { key: 'charset', params: { char, position: index + 1 } };
  }
  if (!/^\d{6}$/.test(code.slice(2, 8))) return { key: 'division' };
  return creditCodeCheckChar(code) === code[17] ? null : { key: 'checkChar' };
}

/**
 * A valid code from any 17-or-more-character draft: characters outside the alphabet are mapped onto it
 * (deterministically, so the same draft gives the same code) and the check character is appended.
 */
export function completeCreditCode(draft: string): string {
  const body = [...normalizeCreditCode(draft).slice(0, 17).padEnd(17, '0')]
    .map((char, index) => {
      if (index >= 2 && index < 8) return /\d/.test(char) ? char : String(char.charCodeAt(0) % 10);
      return CREDIT_CODE_CHARS.includes(char) ? char : CREDIT_CODE_CHARS[char.charCodeAt(0) % 31]!;
    })
    .join('');
  return body + creditCodeCheckChar(body)!;
}
