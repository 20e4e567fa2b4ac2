// Business constants and limits of docs/requirements.md section 9 (and the few limits requirements section 5 implies), shared by the
// web forms and the mock server so both enforce the same numbers.
import { DEFAULT_LANG, DEFAULT_PLATFORM_CODE, type Lang } from '../envelope.ts';

export { DEFAULT_LANG, DEFAULT_PLATFORM_CODE };

/** A label in both languages. */
export type Bilingual = Record<Lang, string>;

/**
 * A bilingual message in `lang` with its `{name}` placeholders filled from params; a placeholder without a
 * value stays as written (a missing parameter shows, rather than vanishing). The one filler of every message
 * table (validation rules, trade rules).
 */
export function fillMessage(
  message: Bilingual,
  lang: Lang,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return message[lang].replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

// Timing.
/** A page part that has not loaded after this long shows a load error. */
export const PAGE_PART_TIMEOUT_MS = 120_000;
/** Requests have no client-side timeout (0 = none). */
export const REQUEST_TIMEOUT_MS = 0;
/** The error toast stays this long. */
export const ERROR_TOAST_MS = 5_000;

// Merchant onboarding.
/** The onboarding review takes 3 to 7 working days. */
export const ONBOARDING_REVIEW_DAYS = { min: 3, max: 7 } as const;
/** At most this many industries show on the home page. */
export const HOME_INDUSTRIES_MAX = 5;
/** Shop name: up to 10 Chinese characters (a Latin letter or digit counts as half of one). */
export const SHOP_NAME_MAX = 10;
/** The logo sizes the onboarding asks for, in pixels. */
export const LOGO_SIZES = [
  { width: 414, height: 180 },
  { width: 400, height: 400 },
] as const;

// Files.
/** 10M per file. */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MAX_MB = 10;
export const ONBOARDING_MAX_ATTACHMENTS = 3;
export const DEPOSIT_MAX_ATTACHMENTS = 3;
export const INQUIRY_MAX_ATTACHMENTS = 5;

export type UploadKind = 'jpg' | 'png' | 'pdf' | 'gif' | 'excel' | 'zip' | 'word';
export interface UploadType {
  kind: UploadKind;
  label: string;
  extensions: readonly string[];
  mimes: readonly string[];
}
/** The attachment whitelist: JPG, PNG, PDF, GIF, Excel, Zip, Word (extensions lower case, with the dot). */
export const ALLOWED_UPLOAD_TYPES: readonly UploadType[] = [
  { kind: 'jpg', label: 'JPG', extensions: ['.jpg', '.jpeg'], mimes: ['image/jpeg', 'image/pjpeg'] },
  { kind: 'png', label: 'PNG', extensions: ['.png'], mimes: ['image/png'] },
  { kind: 'pdf', label: 'PDF', extensions: ['.pdf'], mimes: ['application/pdf'] },
  { kind: 'gif', label: 'GIF', extensions: ['.gif'], mimes: ['image/gif'] },
  {
    kind: 'excel',
    label: 'Excel',
    extensions: ['.xls', '.xlsx'],
    mimes: ['application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  },
  {
    kind: 'zip',
    label: 'Zip',
    extensions: ['.zip'],
    mimes: ['application/zip', 'application/x-zip-compressed', 'multipart/x-zip'],
  },
  {
    kind: 'word',
    label: 'Word',
    extensions: ['.doc', '.docx'],
    mimes: ['application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  },
];
export const ALLOWED_UPLOAD_EXTENSIONS: readonly string[] = ALLOWED_UPLOAD_TYPES.flatMap((t) => t.extensions);
export const ALLOWED_UPLOAD_MIMES: readonly string[] = ALLOWED_UPLOAD_TYPES.flatMap((t) => t.mimes);
/** The usual mime type of each whitelisted extension. */
export const UPLOAD_MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
  '.gif': 'image/gif',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** For `<input type="file" accept>`. */
export const UPLOAD_ACCEPT = [...ALLOWED_UPLOAD_EXTENSIONS, ...ALLOWED_UPLOAD_MIMES].join(',');
/** "JPG, PNG, PDF, GIF, Excel, Zip, Word" for messages. */
export const ALLOWED_UPLOAD_LABELS = ALLOWED_UPLOAD_TYPES.map((t) => t.label).join(', ');

// Text lengths.
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 4000;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** Accounts: 4-20 letters, digits or underscores, starting with a letter (not a product rule; ours). */
export const ACCOUNT_MIN = 4;
export const ACCOUNT_MAX = 20;
export const SMS_CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 4;
export const EVALUATE_SCORE_MIN = 1;
export const EVALUATE_SCORE_MAX = 5;
export const EVALUATE_TEXT_MAX = 500;

// Verification codes and rate limits.
export const SMS_CODE_TTL_MS = 5 * 60_000;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** One SMS code per mobile per 60 s... */
export const SMS_RESEND_INTERVAL_MS = 60_000;
/** ...and at most 10 per mobile per hour. */
export const SMS_MAX_PER_HOUR = 10;
/** At most 5 failed logins per account (or mobile) per 10 minutes. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60_000;
export const SMS_PURPOSES = ['register', 'login', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

// Numbers.
/** Quantities keep at most four decimals. */
export const QUANTITY_DECIMALS = 4;
/** The list-total column sums to 2 decimals. */
export const LIST_TOTAL_DECIMALS = 2;

// Enumerations with their labels.
export const ORDER_TYPES = ['general', 'financing'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Record<OrderType, Bilingual> = {
  general: { zh: '普通订单', en: 'General' },
  financing: { zh: '融资订单', en: 'Financing' },
};

export const PAYMENT_METHODS = ['online', 'cashOnDelivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, Bilingual> = {
  online: { zh: '在线支付', en: 'Online payment' },
  cashOnDelivery: { zh: '货到付款', en: 'Cash on delivery' },
};

export const DELIVERY_METHODS = ['delivery', 'selfPickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, Bilingual> = {
  delivery: { zh: '配送', en: 'Delivery' },
  selfPickup: { zh: '自提', en: 'Self pickup' },
};

export const UNITS = ['ton', 'piece', 'set', 'vehicle', 'item'] as const;
export type Unit = (typeof UNITS)[number];
export const UNIT_LABELS: Record<Unit, Bilingual> = {
  ton: { zh: '吨', en: 'ton' },
  piece: { zh: '件', en: 'piece' },
  set: { zh: '套', en: 'set' },
  vehicle: { zh: '车', en: 'vehicle' },
  item: { zh: '个', en: 'item' },
};
/** English units for a count other than one ('12 pieces'; Chinese has one form): i18next's `_other` forms of the
 * web's `unit.*` texts (web/src/shared/i18n/contract-resources.ts). */
export const UNIT_PLURALS_EN: Record<Unit, string> = {
  ton: 'tons',
  piece: 'pieces',
  set: 'sets',
  vehicle: 'vehicles',
  item: 'items',
};

export const ROLES = ['buyer', 'shop', 'factory', 'provider', 'operator', 'personal'] as const;
export type Role = (typeof ROLES)[number];
/** The roles a visitor can register as. */
export const REGISTER_ROLES = ['buyer', 'shop', 'factory', 'provider'] as const;
export type RegisterRole = (typeof REGISTER_ROLES)[number];
export const ROLE_LABELS: Record<Role, Bilingual> = {
  buyer: { zh: '采购商', en: 'Buyer' },
  shop: { zh: '商铺', en: 'Shop' },
  factory: { zh: '工厂', en: 'Factory' },
  provider: { zh: '服务商', en: 'Service provider' },
  operator: { zh: '平台运营', en: 'Platform operator' },
  personal: { zh: '个人用户', en: 'Individual user' },
};

export const PLATFORMS = ['org', 'dealer', 'supplier', 'institution'] as const;
export type Platform = (typeof PLATFORMS)[number];

// Lists and layout.
export const HELP_PAGE_SIZE = 15;
export const TABLE_PAGE_SIZE = 15;
/** The pager shows: total, previous, pages, next, jumper. */
export const PAGER_LAYOUT = ['total', 'prev', 'pager', 'next', 'jumper'] as const;
export const DATE_FORMAT = 'YYYY-MM-DD';
export const DIALOG_WIDTH = '60%';
export const BACK_TO_TOP_PX = 100;
export const SCROLL_REVEAL_OFFSET = 150;
export const SIDEBAR_WIDTH_PX = 210;

/** What the client persists in local storage (docs/requirements.md section 9). */
export const PERSISTED_KEYS = ['userInfo', 'token', 'cartCount', 'platformInfo', 'language'] as const;

/** The home page's first-visit guided tour: 8 steps, in order. */
export const HOME_TOUR_STEPS: readonly Bilingual[] = [
  { zh: '商户中心', en: 'Merchant Center' },
  { zh: '服务中心', en: 'Service Center' },
  { zh: '行业分类', en: 'Industry Classification' },
  { zh: '专业市场', en: 'Professional Market' },
  { zh: '区域产业带', en: 'Regional Industrial Belt' },
  { zh: '源头工厂', en: 'Source Factories' },
  { zh: '服务专区', en: 'Service Zone' },
  { zh: '1039专区', en: '1039 Zone' },
];
