// The validation rules of docs/requirements.md section 5 as pure functions, used by the web forms and the mock server alike.
// Each check returns null when the value is fine, or a RuleFailure that ruleMessage turns into zh or en text.
import type { Lang } from '../envelope.ts';
import { MONEY_PATTERN, moneyToFen, quantityToBigUnits } from '../money.ts';
import {
  ACCOUNT_MAX,
  ACCOUNT_MIN,
  ALLOWED_UPLOAD_EXTENSIONS,
  ALLOWED_UPLOAD_LABELS,
  ALLOWED_UPLOAD_MIMES,
  CAPTCHA_LENGTH,
  EVALUATE_SCORE_MAX,
  EVALUATE_SCORE_MIN,
  FILE_MAX_BYTES,
  MESSAGE_MAX,
  MESSAGE_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  QUANTITY_DECIMALS,
  REGISTER_ROLES,
  SHOP_NAME_MAX,
  SMS_CODE_LENGTH,
  type Bilingual,
  fillMessage,
  type RegisterRole,
} from './constants.ts';

export const RULE_MESSAGES = {
  required: { zh: '{label}不能为空', en: '{label} is required' },
  passwordLength: {
    zh: '密码长度为{min}-{max}位',
    en: 'The password must be {min} to {max} characters.',
  },
  passwordPattern: {
    zh: '密码须同时包含字母和数字，不能含空格',
    en: 'The password must contain both letters and digits, without spaces.',
  },
  passwordMismatch: {
    zh: '两次输入的密码不一致，请重新输入',
    en: 'The passwords you entered do not match. Please re-enter.',
  },
  mobileInvalid: { zh: '请输入正确的手机号码', en: 'Please enter a valid mobile number.' },
  smsCodeInvalid: { zh: '请输入{length}位短信验证码', en: 'Please enter the {length}-digit SMS code.' },
  captchaInvalid: { zh: '请输入{length}位图形验证码', en: 'Please enter the {length}-character graphic code.' },
  accountInvalid: {
    zh: '账号为{min}-{max}位字母、数字或下划线，且以字母开头',
    en: 'The account must be {min} to {max} letters, digits or underscores, starting with a letter.',
  },
  quantityInvalid: { zh: '请输入正确的数量', en: 'Please enter the correct quantity.' },
  quantityDecimals: {
    zh: '数量最多保留{decimals}位小数',
    en: 'The quantity can have at most {decimals} decimals.',
  },
  emailInvalid: { zh: '请输入正确的邮箱地址', en: 'Please enter a valid e-mail address.' },
  messageLength: {
    zh: '留言内容须为{min}-{max}个字符',
    en: 'The message must be {min} to {max} characters.',
  },
  shopNameTooLong: {
    zh: '店铺名称最多{max}个汉字（字母或数字算半个）',
    en: 'The shop name can be at most {max} Chinese characters (a letter or digit counts as half).',
  },
  attachmentsTooMany: { zh: '最多上传{max}个附件', en: 'You can upload at most {max} attachments.' },
  attachmentTooBig: { zh: '文件“{name}”超过{maxMb}M', en: 'The file "{name}" is larger than {maxMb}M.' },
  attachmentType: {
    zh: '文件“{name}”格式不支持，仅支持{types}',
    en: 'The file "{name}" is not supported. Allowed: {types}.',
  },
  agreementRequired: { zh: '请阅读并勾选协议', en: 'Please read and agree to the agreement.' },
  roleRequired: { zh: '请选择注册角色', en: 'Please choose a role.' },
  regionRequired: { zh: '请选择省/市/区', en: 'Please select province/city/region.' },
  addressDetailRequired: { zh: '请输入详细地址', en: 'Please enter the detailed address.' },
  moneyInvalid: {
    zh: '{label}须为不小于0的金额，最多两位小数',
    en: '{label} must be an amount of at least 0 with at most 2 decimals.',
  },
  moneyNotPositive: { zh: '{label}须大于0', en: '{label} must be above 0.' },
  scoreInvalid: { zh: '评分须为{min}-{max}的整数', en: 'The score must be a whole number from {min} to {max}.' },
} as const satisfies Record<string, Bilingual>;

export type RuleKey = keyof typeof RULE_MESSAGES;

export interface RuleFailure {
  rule: RuleKey;
  params?: Record<string, string | number>;
}

/** Field labels the built-in checks use for their 'required' message. */
export const FIELD_LABELS = {
  account: { zh: '账号', en: 'Account' },
  password: { zh: '密码', en: 'Password' },
  confirmPassword: { zh: '确认密码', en: 'Confirm password' },
  mobile: { zh: '手机号码', en: 'Mobile number' },
  smsCode: { zh: '短信验证码', en: 'SMS code' },
  captcha: { zh: '图形验证码', en: 'Graphic code' },
  quantity: { zh: '数量', en: 'Quantity' },
  email: { zh: '邮箱', en: 'E-mail' },
  message: { zh: '留言内容', en: 'Message' },
  shopName: { zh: '店铺名称', en: 'Shop name' },
  score: { zh: '评分', en: 'Score' },
} as const satisfies Record<string, Bilingual>;

/**
 * The text of a failure in the given language. A label given in both languages (labelZh/labelEn params)
 * is picked per language; `{name}` placeholders are filled from params.
 */
export function ruleMessage(failure: RuleFailure, lang: Lang): string {
  const params: Record<string, string | number> = { ...failure.params };
  const localLabel = lang === 'en' ? params.labelEn : params.labelZh;
  if (localLabel !== undefined) params.label = localLabel;
  return fillMessage(RULE_MESSAGES[failure.rule], lang, params);
}

function fail(rule: RuleKey, params?: RuleFailure['params']): RuleFailure {
  return params ? { rule, params } : { rule };
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** A field's label for a rule's message that the client translates: its i18n key (`namespace:path`). The failure
 * carries the key, so the message follows a change of language while it is on screen. */
export interface LabelKey {
  key: string;
}

/** What names the field in a rule's message: one text, a text per language, or a key the client translates. */
export type FieldLabel = string | Bilingual | LabelKey;

function labelParams(label: FieldLabel): Record<string, string> {
  if (typeof label === 'string') return { label };
  if ('key' in label) return { label: label.key, labelKey: label.key };
  return { label: label.zh, labelZh: label.zh, labelEn: label.en };
}

/** '{label} is required' when the value is empty (undefined, null, blank text or an empty list). */
export function checkRequired(value: unknown, label: FieldLabel): RuleFailure | null {
  if (!isBlank(value)) return null;
  return fail('required', labelParams(label));
}

/** 6-16 characters with at least one letter and one digit; no whitespace. */
export function checkPassword(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.password);
  if (missing || value == null) return missing;
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    return fail('passwordLength', { min: PASSWORD_MIN, max: PASSWORD_MAX });
  }
  if (/\s/.test(value) || !/[A-Za-z]/.test(value) || !/\d/.test(value)) return fail('passwordPattern');
  return null;
}

export function checkConfirmPassword(
  password: string | null | undefined,
  confirm: string | null | undefined,
): RuleFailure | null {
  const missing = checkRequired(confirm, FIELD_LABELS.confirmPassword);
  if (missing) return missing;
  return password === confirm ? null : fail('passwordMismatch');
}

/** A mainland mobile number: 11 digits starting 1[3-9]. */
export function checkMobile(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.mobile);
  if (missing || value == null) return missing;
  return /^1[3-9]\d{9}$/.test(value.trim()) ? null : fail('mobileInvalid');
}

/** Six digits. */
export function checkSmsCode(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.smsCode);
  if (missing || value == null) return missing;
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(value.trim())
    ? null
    : fail('smsCodeInvalid', { length: SMS_CODE_LENGTH });
}

/** Four letters or digits (case is ignored when the server compares). */
export function checkCaptcha(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.captcha);
  if (missing || value == null) return missing;
  return new RegExp(`^[A-Za-z0-9]{${CAPTCHA_LENGTH}}$`).test(value.trim())
    ? null
    : fail('captchaInvalid', { length: CAPTCHA_LENGTH });
}

/** 4-20 letters, digits or underscores, starting with a letter. */
export function checkAccount(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.account);
  if (missing || value == null) return missing;
  const pattern = new RegExp(`^[A-Za-z][A-Za-z0-9_]{${ACCOUNT_MIN - 1},${ACCOUNT_MAX - 1}}$`);
  return pattern.test(value) ? null : fail('accountInvalid', { min: ACCOUNT_MIN, max: ACCOUNT_MAX });
}

/** A quantity above zero with at most four decimals (a number or a decimal string). */
export function checkQuantity(value: string | number | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.quantity);
  if (missing || value == null) return missing;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return fail('quantityInvalid');
  if ((match[2]?.length ?? 0) > QUANTITY_DECIMALS) return fail('quantityDecimals', { decimals: QUANTITY_DECIMALS });
  return /[1-9]/.test(text) ? null : fail('quantityInvalid');
}

/**
 * A yuan amount: required, digits with at most two decimals, never negative (the contracts' `Money`); above
 * zero as well when `positive` (a quoted price). The server refuses the same: a 400 naming the field for a
 * negative amount, a business message for a quote of zero.
 */
export function checkMoney(
  value: string | null | undefined,
  label: FieldLabel,
  options: { positive?: boolean } = {},
): RuleFailure | null {
  const missing = checkRequired(value, label);
  if (missing || value == null) return missing;
  const labels = labelParams(label);
  const text = value.trim();
  if (!new RegExp(MONEY_PATTERN).test(text)) return fail('moneyInvalid', labels);
  return options.positive && moneyToFen(text) === 0 ? fail('moneyNotPositive', labels) : null;
}

/** Why a quantity is refused against the goods' minimum and stock, or null: the section-8 messages first. */
export type QuantityBoundsFailure =
  | { key: 'wrongQuantity' }
  | { key: 'inventoryBelowMinimum' }
  | { key: 'belowMinimum'; min: string }
  | { key: 'aboveStock'; stock: string };

/**
 * The one quantity rule of docs/requirements.md section 5 with bounds: a valid quantity (checkQuantity: above zero, at most
 * four decimals) that is not below the minimum and not above the stock; a stock below the minimum refuses
 * every quantity. `min` and `stock` are decimal strings; compared exactly (ten-thousandths as bigints).
 */
export function checkQuantityWithin(quantity: string, min: string, stock: string): QuantityBoundsFailure | null {
  if (checkQuantity(quantity) !== null) return { key: 'wrongQuantity' };
  const wanted = quantityToBigUnits(quantity.trim());
  const minimum = quantityToBigUnits(min);
  const left = quantityToBigUnits(stock);
  if (left < minimum) return { key: 'inventoryBelowMinimum' };
  if (wanted < minimum) return { key: 'belowMinimum', min };
  if (wanted > left) return { key: 'aboveStock', stock };
  return null;
}

export function checkEmail(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.email);
  if (missing || value == null) return missing;
  const text = value.trim();
  return text.length <= 254 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(text)
    ? null
    : fail('emailInvalid');
}

/** A message to a factory: 20 to 4000 characters (counted as characters, not UTF-16 units). */
export function checkMessage(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.message);
  if (missing || value == null) return missing;
  const length = [...value.trim()].length;
  return length >= MESSAGE_MIN && length <= MESSAGE_MAX
    ? null
    : fail('messageLength', { min: MESSAGE_MIN, max: MESSAGE_MAX });
}

/** The width of a shop name in Chinese characters: CJK and full-width count 1, anything else 1/2. */
export function shopNameWidth(value: string): number {
  let halves = 0;
  for (const char of value) halves += /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u.test(char) ? 2 : 1;
  return halves / 2;
}

/** Up to 10 Chinese characters (20 letters or digits). */
export function checkShopName(value: string | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.shopName);
  if (missing || value == null) return missing;
  return shopNameWidth(value.trim()) <= SHOP_NAME_MAX ? null : fail('shopNameTooLong', { max: SHOP_NAME_MAX });
}

/** What checkAttachments needs of a file: a browser File fits, so does a server-side upload. */
export interface AttachmentLike {
  name: string;
  size: number;
  /** The mime type; empty or application/octet-stream means unknown (the extension decides). */
  type?: string;
}

/** The extension of a file name, lower case with the dot ('' when none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** Whether one file is on the whitelist: its extension must be, and its mime type too when it is known. */
export function isAllowedUpload(file: Pick<AttachmentLike, 'name' | 'type'>): boolean {
  if (!ALLOWED_UPLOAD_EXTENSIONS.includes(fileExtension(file.name))) return false;
  const mime = (file.type ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  return mime === '' || mime === 'application/octet-stream' || ALLOWED_UPLOAD_MIMES.includes(mime);
}

/** Count, size (10M by default) and type whitelist of a list of attachments. */
export function checkAttachments(
  files: readonly AttachmentLike[],
  options: { max: number; maxBytes?: number },
): RuleFailure | null {
  const maxBytes = options.maxBytes ?? FILE_MAX_BYTES;
  if (files.length > options.max) return fail('attachmentsTooMany', { max: options.max });
  for (const file of files) {
    if (!isAllowedUpload(file)) return fail('attachmentType', { name: file.name, types: ALLOWED_UPLOAD_LABELS });
    if (file.size > maxBytes) {
      return fail('attachmentTooBig', { name: file.name, maxMb: Math.round((maxBytes / 1024 / 1024) * 100) / 100 });
    }
  }
  return null;
}

/** The agreement box must be ticked. */
export function checkAgreement(checked: boolean | null | undefined): RuleFailure | null {
  return checked === true ? null : fail('agreementRequired');
}

/** A role a visitor can register as: buyer, shop, factory or provider. */
export function checkRole(role: string | null | undefined): RuleFailure | null {
  return role != null && (REGISTER_ROLES as readonly string[]).includes(role) ? null : fail('roleRequired');
}

export function isRegisterRole(role: string): role is RegisterRole {
  return (REGISTER_ROLES as readonly string[]).includes(role);
}

/** Province, city and county codes all chosen, and a detailed address. */
export function checkAddress(address: {
  regionCodes: readonly (string | null | undefined)[] | null | undefined;
  detail: string | null | undefined;
}): RuleFailure | null {
  const codes = address.regionCodes ?? [];
  if (codes.length < 3 || codes.some((code) => isBlank(code))) return fail('regionRequired');
  if (isBlank(address.detail)) return fail('addressDetailRequired');
  return null;
}

/** An evaluation score: a whole number from 1 to 5. */
export function checkScore(value: number | null | undefined): RuleFailure | null {
  const missing = checkRequired(value, FIELD_LABELS.score);
  if (missing || value == null) return missing;
  return Number.isInteger(value) && value >= EVALUATE_SCORE_MIN && value <= EVALUATE_SCORE_MAX
    ? null
    : fail('scoreInvalid', { min: EVALUATE_SCORE_MIN, max: EVALUATE_SCORE_MAX });
}

/** The first failure of several checks, or null. */
export function firstFailure(...results: (RuleFailure | null)[]): RuleFailure | null {
  return results.find((result) => result !== null) ?? null;
}
