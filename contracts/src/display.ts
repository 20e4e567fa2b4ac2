// The display mappings of docs/requirements.md section 3: how raw status values read on screen, in zh and en.
import type { Lang } from './envelope.ts';
import type { Bilingual, Platform } from './rules/constants.ts';

export const AUDIT_STATUSES = ['notAdd', 'waitAudit', 'auditing', 'auditPass', 'notPass'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const AUDIT_STATUS_LABELS: Record<AuditStatus, Bilingual> = {
  notAdd: { zh: '未提交', en: 'Not submitted' },
  waitAudit: { zh: '待审核', en: 'Pending review' },
  auditing: { zh: '审核中', en: 'Under review' },
  auditPass: { zh: '审核通过', en: 'Approved' },
  notPass: { zh: '审核未通过', en: 'Rejected' },
};

export const PLATFORM_LABELS: Record<Platform, Bilingual> = {
  org: { zh: '机构', en: 'Organisation' },
  dealer: { zh: '经销商', en: 'Dealer' },
  supplier: { zh: '供应商', en: 'Supplier' },
  institution: { zh: '服务机构', en: 'Institution' },
};

export const MENU_TYPES = ['catalog', 'menu', 'btn'] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const MENU_TYPE_LABELS: Record<MenuType, Bilingual> = {
  catalog: { zh: '目录', en: 'Catalog' },
  menu: { zh: '菜单', en: 'Menu' },
  btn: { zh: '按钮', en: 'Button' },
};

const SHELF_LABELS = {
  offShelf: { zh: '已下架', en: 'Off shelf' },
  onSale: { zh: '在售', en: 'On sale' },
} as const satisfies Record<string, Bilingual>;
const PRICE_LABELS = {
  valid: { zh: '有效', en: 'Valid' },
  invalid: { zh: '已失效', en: 'Expired' },
} as const satisfies Record<string, Bilingual>;
const ENABLE_LABELS = {
  enabled: { zh: '启用', en: 'Enabled' },
  disabled: { zh: '禁用', en: 'Disabled' },
} as const satisfies Record<string, Bilingual>;
const RESULT_LABELS = {
  success: { zh: '成功', en: 'Success' },
  failure: { zh: '失败', en: 'Failure' },
} as const satisfies Record<string, Bilingual>;

type Flag = number | string | boolean | null | undefined;

/** A truthy flag from the forms the backend sends: 1/'1'/true. */
function isSet(value: Flag): boolean {
  return value === true || value === 1 || value === '1';
}

/** Goods are off shelf when the flag is set, on sale otherwise. */
export function isOffShelf(offShelf: Flag): boolean {
  return isSet(offShelf);
}
export function shelfLabel(offShelf: Flag, lang: Lang): string {
  return SHELF_LABELS[isOffShelf(offShelf) ? 'offShelf' : 'onSale'][lang];
}

/** Price validity: 0 is valid, any other value is invalid. */
export function isPriceValid(value: Flag): boolean {
  return value === 0 || value === '0';
}
export function priceValidityLabel(value: Flag, lang: Lang): string {
  return PRICE_LABELS[isPriceValid(value) ? 'valid' : 'invalid'][lang];
}

/** enable: 0 means disabled; anything else enabled. */
export function isEnabled(value: Flag): boolean {
  return !(value === 0 || value === '0' || value === false);
}
export function enableLabel(value: Flag, lang: Lang): string {
  return ENABLE_LABELS[isEnabled(value) ? 'enabled' : 'disabled'][lang];
}

/** result: 'F' or 0 means failure; anything else success. */
export function isResultSuccess(value: Flag): boolean {
  return !(value === 'F' || value === 'f' || value === 0 || value === '0' || value === false);
}
export function resultLabel(value: Flag, lang: Lang): string {
  return RESULT_LABELS[isResultSuccess(value) ? 'success' : 'failure'][lang];
}

function isKey<K extends string>(keys: readonly K[], value: string | null | undefined): value is K {
  return value != null && (keys as readonly string[]).includes(value);
}

/** The label of an audit status; an unknown value shows as itself. */
export function auditStatusLabel(status: string | null | undefined, lang: Lang): string {
  return isKey(AUDIT_STATUSES, status) ? AUDIT_STATUS_LABELS[status][lang] : (status ?? '');
}

export function platformLabel(platform: string | null | undefined, lang: Lang): string {
  return isKey(Object.keys(PLATFORM_LABELS) as Platform[], platform)
    ? PLATFORM_LABELS[platform][lang]
    : (platform ?? '');
}

export function menuTypeLabel(type: string | null | undefined, lang: Lang): string {
  return isKey(MENU_TYPES, type) ? MENU_TYPE_LABELS[type][lang] : (type ?? '');
}
