// The contracts' bilingual tables (news and help categories, the display mappings of docs/requirements.md section 3, order
// and payment labels) as i18next resources, so a page reads them like any locale text:
// `t('news:categories.market')`, `t('display:auditStatus.auditPass')`. The contract stays the one source;
// the locale files do not repeat these labels.
import type { Resource } from 'i18next';
import { LANGS, type Lang } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import {
  INVOICE_TYPE_LABELS,
  ORDER_ACTION_LABELS,
  ORDER_CHANNEL_LABELS,
  ORDER_SOURCE_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_FAILURE_LABELS,
} from '@portal/contracts/entities/order';
import { HELP_CATEGORIES } from '@portal/contracts/http/help';
import { NEWS_CATEGORIES } from '@portal/contracts/http/news';
import { LOGISTICS_SERVICE_LABELS, WAREHOUSE_TYPE_LABELS } from '@portal/contracts/http/logistics';
import { SERVICE_TYPES as ZONE_SERVICE_TYPES } from '@portal/contracts/http/service-portal';
import {
  AUDIT_STATUS_LABELS,
  MENU_TYPE_LABELS,
  PLATFORM_LABELS,
  enableLabel,
  priceValidityLabel,
  resultLabel,
  shelfLabel,
} from '@portal/contracts/display';
import {
  DELIVERY_METHOD_LABELS,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  UNIT_LABELS,
  UNIT_PLURALS_EN,
  type Bilingual,
} from '@portal/contracts/rules/constants';

type Texts = { [key: string]: string | Texts };

/** A contract option list (`{ value, label, labelEn }`) as `{ value: text }` in one language. */
export function optionTexts(
  options: readonly { value: string; label: string; labelEn: string }[],
  lang: Lang,
): Record<string, string> {
  return Object.fromEntries(options.map((option) => [option.value, lang === 'zh' ? option.label : option.labelEn]));
}

/** A contract label table (`{ key: { zh, en } }`) as `{ key: text }` in one language. */
export function labelTexts(table: Record<string, Bilingual>, lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(table).map(([key, labels]) => [key, labels[lang]]));
}

/** The units (`unit.piece`), in English with their plural (`unit.piece_other`, read with i18next's `count`). */
function unitTexts(lang: Lang): Record<string, string> {
  const plurals = lang === 'en' ? Object.entries(UNIT_PLURALS_EN).map(([unit, text]) => [`${unit}_other`, text]) : [];
  return { ...labelTexts(UNIT_LABELS, lang), ...Object.fromEntries(plurals) };
}

/** Why a cart line cannot settle (contracts/http/cart CART_UNAVAILABLE_REASONS) as the server's messages. */
function unavailableTexts(lang: Lang): Record<string, string> {
  return {
    offShelf: BusinessMessages.productOff[lang],
    priceExpired: BusinessMessages.priceExpired[lang],
    discount: BusinessMessages.discountNotInCart[lang],
    stockShort: BusinessMessages.inventoryBelowMinimum[lang],
  };
}

/** The namespaces and keys the contracts give, in one language. */
export function contractTexts(lang: Lang): Record<string, Texts> {
  return {
    news: { categories: optionTexts(NEWS_CATEGORIES, lang) },
    help: { categories: optionTexts(HELP_CATEGORIES, lang) },
    display: {
      auditStatus: labelTexts(AUDIT_STATUS_LABELS, lang),
      platform: labelTexts(PLATFORM_LABELS, lang),
      menuType: labelTexts(MENU_TYPE_LABELS, lang),
      shelf: { onSale: shelfLabel(0, lang), offShelf: shelfLabel(1, lang) },
      price: { valid: priceValidityLabel(0, lang), invalid: priceValidityLabel(1, lang) },
      enable: { enabled: enableLabel(1, lang), disabled: enableLabel(0, lang) },
      result: { success: resultLabel(1, lang), failure: resultLabel(0, lang) },
      orderType: labelTexts(ORDER_TYPE_LABELS, lang),
      paymentMethod: labelTexts(PAYMENT_METHOD_LABELS, lang),
      deliveryMethod: labelTexts(DELIVERY_METHOD_LABELS, lang),
      // Commerce (issue 7): why a cart line cannot settle, in the section-8 wording the server refuses with.
      unavailable: unavailableTexts(lang),
    },
    // A goods page's units, counted in English ('The minimum order is 10 pieces').
    catalogue: { unit: unitTexts(lang) },
    cart: { unit: unitTexts(lang) },
    checkout: {
      unit: unitTexts(lang),
      invoiceType: labelTexts(INVOICE_TYPE_LABELS, lang),
      orderStatus: labelTexts(ORDER_STATUS_LABELS, lang),
    },
    // The service zone: the contract's service types, logistics modes, warehouse types, units and payment.
    services: {
      zoneType: optionTexts(ZONE_SERVICE_TYPES, lang),
      logisticsMode: labelTexts(LOGISTICS_SERVICE_LABELS, lang),
      warehouseType: labelTexts(WAREHOUSE_TYPE_LABELS, lang),
      unit: unitTexts(lang),
      paymentMethod: labelTexts(PAYMENT_METHOD_LABELS, lang),
    },
    orders: {
      unit: unitTexts(lang),
      status: labelTexts(ORDER_STATUS_LABELS, lang),
      channel: labelTexts(ORDER_CHANNEL_LABELS, lang),
      invoiceType: labelTexts(INVOICE_TYPE_LABELS, lang),
      action: labelTexts(ORDER_ACTION_LABELS, lang),
      source: labelTexts(ORDER_SOURCE_LABELS, lang),
      failureReason: labelTexts(PAYMENT_FAILURE_LABELS, lang),
    },
  };
}

function merge(into: Texts, from: Texts): Texts {
  const out: Texts = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

/** The locale files' resources with the contracts' tables merged in (the contract wins on a clash). */
export function withContractTexts(resources: Resource): Resource {
  const merged: Resource = { ...resources };
  for (const lang of LANGS) {
    const own = (resources[lang] ?? {}) as Record<string, Texts>;
    const next: Record<string, Texts> = { ...own };
    for (const [ns, texts] of Object.entries(contractTexts(lang))) next[ns] = merge(own[ns] ?? {}, texts);
    merged[lang] = next;
  }
  return merged;
}

/** One namespace of the locale files with the contracts' tables for it merged in (loaded on demand). */
export function withContractNamespace(own: Texts, lang: Lang, ns: string): Texts {
  return merge(own, contractTexts(lang)[ns] ?? {});
}
