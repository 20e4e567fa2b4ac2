// Individual authentication: the resident ID number (GB 11643: 17 digits and a check character computed from
// them, with a real date of birth in digits 7-14) and the real name, shared by the form and the server.
import type { Bilingual } from './constants.ts';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The check character of the first 17 digits of an ID number. */
export function idCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

export const IDENTITY_MESSAGES = {
  realNameRequired: { zh: '请填写真实姓名', en: 'Please enter your real name.' },
  realNameInvalid: {
    zh: '真实姓名为2-20个汉字或字母',
    en: 'The real name is 2 to 20 Chinese characters or letters.',
  },
  idNumberRequired: { zh: '请填写身份证号码', en: 'Please enter your ID number.' },
  idNumberFormat: {
    zh: '身份证号码为18位，最后一位可为X',
    en: 'The ID number is 18 characters; the last may be X.',
  },
  idNumberBirth: { zh: '身份证号码中的出生日期无效', en: 'The date of birth in the ID number is not valid.' },
  idNumberChecksum: {
    zh: '身份证号码校验位不正确，请核对',
    en: 'The check digit of the ID number is wrong. Please check it.',
  },
  idFrontRequired: { zh: '请上传身份证正面照片', en: 'Please upload the front of your ID card.' },
  idBackRequired: { zh: '请上传身份证反面照片', en: 'Please upload the back of your ID card.' },
} as const satisfies Record<string, Bilingual>;
export type IdentityMessageKey = keyof typeof IDENTITY_MESSAGES;

export type IdentityField = 'realName' | 'idNumber' | 'idFrontFileId' | 'idBackFileId';

export interface IdentityFailure {
  field: IdentityField;
  key: IdentityMessageKey;
}

/** Why an ID number fails, or null: 18 characters, a real date of birth not in the future, the check character. */
export function checkIdNumber(value: string, today: Date = new Date()): IdentityMessageKey | null {
  const text = value.trim().toUpperCase();
  if (text === '') return 'idNumberRequired';
  if (!/^\d{17}[\dX]$/.test(text)) return 'idNumberFormat';
  const year = Number(text.slice(6, 10));
  const month = Number(text.slice(10, 12));
  const day = Number(text.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    birth.getUTCFullYear() !== year ||
    birth.getUTCMonth() !== month - 1 ||
    birth.getUTCDate() !== day ||
    birth.getTime() > today.getTime()
  ) {
    return 'idNumberBirth';
  }
  if (idCheckChar(text.slice(0, 17)) !== text[17]) return 'idNumberChecksum';
  return null;
}

const REAL_NAME = /^[\p{Script=Han}·]{2,20}$|^[A-Za-z][A-Za-z .'-]{1,19}$/u;

/** The first failing field of an authentication (files by presence: their type and size are the upload's). */
export function checkIdentity(
  body: { realName: string; idNumber: string; idFrontFileId?: string | null; idBackFileId?: string | null },
  today: Date = new Date(),
): IdentityFailure | null {
  const name = body.realName.trim();
  if (name === '') return { field: 'realName', key: 'realNameRequired' };
  if (!REAL_NAME.test(name)) return { field: 'realName', key: 'realNameInvalid' };
  const id = checkIdNumber(body.idNumber, today);
  if (id) return { field: 'idNumber', key: id };
  if (!body.idFrontFileId) return { field: 'idFrontFileId', key: 'idFrontRequired' };
  if (!body.idBackFileId) return { field: 'idBackFileId', key: 'idBackRequired' };
  return null;
}

/** An ID number as the operator's queue shows it to nobody else: the middle hidden. */
export function maskIdNumber(value: string): string {
  return value.length === 18 ? `${value.slice(0, 6)}********${value.slice(14)}` : value;
}
