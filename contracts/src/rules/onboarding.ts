// The merchant onboarding rules of docs/requirements.md section 5, shared by the wizard and the server: which field fails
// first, with the failure ruleMessage turns into zh or en text. Files are checked by presence here; their
// type and size are the upload's checks (checkAttachments, file/upload).
import type { MerchantEntryFields } from '../http/merchant-entry.ts';
import { HOME_INDUSTRIES_MAX, ONBOARDING_MAX_ATTACHMENTS, type Bilingual } from './constants.ts';
import {
  checkMobile,
  checkRequired,
  checkShopName,
  firstFailure,
  ruleMessage as ruleText,
  type RuleFailure,
} from './validation.ts';

/** The wizard's steps after the store type, and the fields each one owns (in the order they are checked). */
export const ONBOARDING_STEPS = ['storeType', 'enterprise', 'store', 'submit'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ENTRY_FIELD_LABELS = {
  storeType: { zh: '店铺类型', en: 'Store type' },
  companyName: { zh: '企业名称', en: 'Company name' },
  legalPerson: { zh: '法定代表人', en: 'Legal representative' },
  contact: { zh: '联系人', en: 'Contact' },
  phone: { zh: '联系电话', en: 'Phone' },
  creditCode: { zh: '统一社会信用代码', en: 'Unified social credit code' },
  registeredCapital: { zh: '注册资本（万元）', en: 'Registered capital (10k yuan)' },
  registrationPlace: { zh: '注册地', en: 'Place of registration' },
  address: { zh: '企业地址', en: 'Company address' },
  postalCode: { zh: '邮政编码', en: 'Postal code' },
  establishedOn: { zh: '成立日期', en: 'Established on' },
  taxNumber: { zh: '税务登记号', en: 'Tax registration number' },
  bank: { zh: '开户银行', en: 'Bank' },
  accountNumber: { zh: '银行账号', en: 'Account number' },
  accountName: { zh: '账户名称', en: 'Account name' },
  licenceFileId: { zh: '营业执照', en: 'Business licence' },
  idFrontFileId: { zh: '身份证正面', en: 'ID card (front)' },
  idBackFileId: { zh: '身份证反面', en: 'ID card (back)' },
  shopName: { zh: '店铺名称', en: 'Shop name' },
  logoWideFileId: { zh: '店铺Logo（414×180）', en: 'Logo (414×180)' },
  logoSquareFileId: { zh: '店铺Logo（400×400）', en: 'Logo (400×400)' },
  industryIds: { zh: '主营行业', en: 'Industries' },
  attachmentIds: { zh: '其他资质附件', en: 'Other qualifications' },
} as const satisfies Record<keyof MerchantEntryFields, Bilingual>;

export type EntryField = keyof typeof ENTRY_FIELD_LABELS;

export const ENTERPRISE_FIELDS = [
  'companyName',
  'creditCode',
  'legalPerson',
  'contact',
  'phone',
  'registeredCapital',
  'registrationPlace',
  'address',
  'postalCode',
  'establishedOn',
  'taxNumber',
  'bank',
  'accountNumber',
  'accountName',
  'licenceFileId',
  'idFrontFileId',
  'idBackFileId',
] as const satisfies readonly EntryField[];

export const STORE_FIELDS = [
  'shopName',
  'logoWideFileId',
  'logoSquareFileId',
  'industryIds',
  'attachmentIds',
] as const satisfies readonly EntryField[];

/** A failing field with its failure. */
export interface EntryFailure {
  field: EntryField;
  failure: RuleFailure;
}

export const ONBOARDING_RULE_MESSAGES = {
  creditCodeInvalid: {
    zh: '统一社会信用代码为18位数字或大写字母',
    en: 'The unified social credit code is 18 digits or capital letters.',
  },
  postalCodeInvalid: { zh: '邮政编码为6位数字', en: 'The postal code is 6 digits.' },
  capitalInvalid: {
    zh: '注册资本须为正数，最多两位小数',
    en: 'The registered capital must be a positive number with at most 2 decimals.',
  },
  dateInvalid: { zh: '请按 YYYY-MM-DD 填写日期', en: 'Enter the date as YYYY-MM-DD.' },
  industriesTooMany: { zh: '首页最多展示{max}个行业', en: 'At most {max} industries can show on the home page.' },
  attachmentsTooMany: { zh: '最多上传{max}个附件', en: 'You can upload at most {max} attachments.' },
  accountNumberInvalid: { zh: '银行账号为8-30位数字', en: 'The account number is 8 to 30 digits.' },
} as const satisfies Record<string, Bilingual>;
export type OnboardingRuleKey = keyof typeof ONBOARDING_RULE_MESSAGES;

/** An onboarding failure as text in the given language ('{label} is required' and the shared rules included). */
export function entryFailureText(failure: EntryFailure | OnboardingFailure, lang: 'zh' | 'en'): string {
  if ('onboarding' in failure) {
    const text = ONBOARDING_RULE_MESSAGES[failure.onboarding][lang];
    return text.replace(/\{(\w+)\}/g, (_, key: string) => String(failure.params?.[key] ?? ''));
  }
  return ruleText(failure.failure, lang);
}

/** A failure of an onboarding-only rule. */
export interface OnboardingFailure {
  field: EntryField;
  onboarding: OnboardingRuleKey;
  params?: Record<string, string | number>;
}

export type EntryCheck = EntryFailure | OnboardingFailure;

const required = (field: EntryField, value: unknown): EntryCheck | null => {
  const failure = checkRequired(value, ENTRY_FIELD_LABELS[field]);
  return failure ? { field, failure } : null;
};

const CREDIT_CODE = /^[0-9A-Z]{18}$/;
const POSTAL_CODE = /^\d{6}$/;
const CAPITAL = /^\d{1,12}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ACCOUNT_NUMBER = /^\d{8,30}$/;

/**
 * The first failing field of those given (a draft step checks the fields it has; `complete` also asks every
 * field to be present, as submit does). Order: enterprise fields, then store fields.
 */
export function checkEntryFields(
  entry: MerchantEntryFields,
  options: { complete: boolean; only?: readonly EntryField[] },
): EntryCheck | null {
  const has = (field: EntryField) => entry[field] !== undefined;
  const shouldCheck = (field: EntryField) =>
    (options.only === undefined || options.only.includes(field)) && (options.complete || has(field));
  if (options.complete && (options.only === undefined || options.only.includes('storeType'))) {
    const missing = required('storeType', entry.storeType);
    if (missing) return missing;
  }
  for (const field of [...ENTERPRISE_FIELDS, ...STORE_FIELDS]) {
    if (!shouldCheck(field)) continue;
    const value = entry[field];
    if (field === 'attachmentIds') {
      const count = entry.attachmentIds?.length ?? 0;
      if (count > ONBOARDING_MAX_ATTACHMENTS) {
        return { field, onboarding: 'attachmentsTooMany', params: { max: ONBOARDING_MAX_ATTACHMENTS } };
      }
      continue;
    }
    // A draft may leave a field blank; submit may not.
    if (options.complete) {
      const missing = required(field, value);
      if (missing) return missing;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (typeof value === 'string' && text === '') continue;
    switch (field) {
      case 'phone': {
        const failure = firstFailure(checkMobile(text));
        if (failure) return { field, failure };
        break;
      }
      case 'creditCode':
        if (!CREDIT_CODE.test(text)) return { field, onboarding: 'creditCodeInvalid' };
        break;
      case 'postalCode':
        if (!POSTAL_CODE.test(text)) return { field, onboarding: 'postalCodeInvalid' };
        break;
      case 'registeredCapital':
        if (!CAPITAL.test(text) || Number(text) <= 0) return { field, onboarding: 'capitalInvalid' };
        break;
      case 'establishedOn':
        if (!DATE.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
          return { field, onboarding: 'dateInvalid' };
        }
        break;
      case 'accountNumber':
        if (!ACCOUNT_NUMBER.test(text)) return { field, onboarding: 'accountNumberInvalid' };
        break;
      case 'shopName': {
        const failure = checkShopName(text);
        if (failure) return { field, failure };
        break;
      }
      case 'industryIds': {
        const count = entry.industryIds?.length ?? 0;
        if (count > HOME_INDUSTRIES_MAX) {
          return { field, onboarding: 'industriesTooMany', params: { max: HOME_INDUSTRIES_MAX } };
        }
        break;
      }
      default:
        break;
    }
  }
  return null;
}

/** The whole application as submit checks it. */
export function checkMerchantEntry(entry: MerchantEntryFields): EntryCheck | null {
  return checkEntryFields(entry, { complete: true });
}

/** Every failing field among `fields` (a wizard step), each with its first failure. */
export function checkEntryStep(entry: MerchantEntryFields, fields: readonly EntryField[]): EntryCheck[] {
  return fields
    .map((field) => checkEntryFields(entry, { complete: true, only: [field] }))
    .filter((check): check is EntryCheck => check !== null);
}
