// The GB 32100-2015 rule against real published codes and the mistakes people make typing them.
import { describe, expect, it } from 'vitest';
import {
  checkCreditCode,
  completeCreditCode,
  creditCodeCheckChar,
  creditCodeMessage,
  normalizeCreditCode,
} from './credit-code.ts';

// Codes printed on the business licences of well-known companies (public registration records).
const REAL = ['91330100716105852F', '91110000802100433B', '91440300708461136T', '91350100M000100Y43'];

describe('checkCreditCode', () => {
  it('accepts real codes, also typed in lower case with spaces', () => {
    for (const code of REAL) expect(checkCreditCode(code)).toBeNull();
    expect(checkCreditCode(' 9133 0100 7161 0585 2f ')).toBeNull();
    expect(normalizeCreditCode('9133-0100 716105852f')).toBe('91330100716105852F');
  });

  it('refuses a changed digit or swapped neighbours by the check character', () => {
    expect(checkCreditCode('91330100716105853F')).toEqual({ key: 'checkChar' });
    expect(checkCreditCode('91330100761105852F')).toEqual({ key: 'checkChar' });
  });

  it('names what is wrong: empty, length, a letter outside the alphabet, the division code', () => {
    expect(checkCreditCode('')).toEqual({ key: 'required' });
    expect(checkCreditCode(null)).toEqual({ key: 'required' });
    expect(checkCreditCode('9133010071610585')).toEqual({ key: 'length', params: { length: 16 } });
    expect(checkCreditCode('9133010071610585IF')).toEqual({ key: 'charset', params: { char: 'I', position: 17 } });
    expect(checkCreditCode('91A30100716105852F')).toEqual({ key: 'division' });
  });

  it('speaks both languages', () => {
    const failure = checkCreditCode('9133010071610585')!;
    expect(creditCodeMessage(failure, 'en')).toBe('The unified social credit code has 18 characters (16 entered).');
    expect(creditCodeMessage(failure, 'zh')).toBe('统一社会信用代码为18位（当前16位）');
  });
});

describe('completeCreditCode', () => {
  it('keeps a valid body and appends its check character', () => {
    expect(completeCreditCode('91330100716105852')).toBe('91330100716105852F');
    expect(creditCodeCheckChar('91330100716105852')).toBe('F');
  });

  it('maps a seed-style draft with I, O, S, V, Z onto a valid code, the same every time', () => {
    const draft = '91330782ZOSIV12345';
    const code = completeCreditCode(draft);
    expect(checkCreditCode(code)).toBeNull();
    expect(completeCreditCode(draft)).toBe(code);
    expect(code.slice(0, 8)).toBe('91330782');
  });
});
