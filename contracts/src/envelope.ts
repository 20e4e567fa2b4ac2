// The response envelope of every call and the messages of docs/requirements.md section 8, in zh and en; the envelope's
// schemas are in envelope-schema.ts (this module carries no TypeBox: the web's first screen loads it).
import type { Bilingual } from './rules/constants.ts';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];
export const DEFAULT_LANG: Lang = 'zh';
export const DEFAULT_PLATFORM_CODE = 'P00001';
export const HEADER_TOKEN = 'x-token';
export const HEADER_PLATFORM = 'x-platform-code';
export const HEADER_LANG = 'accept-language';
export const HEADER_FAULT = 'x-mock-fault';

export interface EnvelopeOf<T> {
  resultCode: string;
  content: T;
}

/** Result codes: 000 success, G001 login invalid, the rest business failures (HTTP 200). */
export const ResultCode = {
  ok: '000',
  loginInvalid: 'G001',
  tooFrequent: 'B001',
  notLoggedIn: 'B002',
  invalidDomain: 'B003',
  marginUnderReview: 'B004',
  priceExpired: 'B005',
  productOff: 'B006',
  individualCannotApply: 'B007',
  improveEnterprise: 'B008',
  inventoryBelowMinimum: 'B009',
  wrongQuantity: 'B010',
  noInspectionReport: 'B011',
  wrongCredentials: 'B012',
  wrongSmsCode: 'B013',
  wrongCaptcha: 'B014',
  accountExists: 'B015',
  mobileExists: 'B016',
  notFound: 'B017',
  forbiddenRole: 'B018',
  onlyFactories: 'B019',
  roleCannotQuote: 'B020',
  applyPriceFirst: 'B021',
  notMerchant: 'B022',
  ownProduct: 'B023',
  discountNotInCart: 'B024',
  validation: 'B025',
  notImplemented: 'B026',
  // The points mall (issue 7).
  pointsShort: 'B041',
  pointsSoldOut: 'B042',
  // A cart line holds one price: an agreed (offer) price and the list price are not mixed in one line.
  cartPriceConflict: 'B043',
  // The seller's workbench: goods of another company, a decided application, goods without a picture put on sale.
  notYourGoods: 'B060',
  applicationDecided: 'B061',
  pictureRequired: 'B062',
  priceNegotiable: 'B063',
} as const;
export type ResultCodeName = keyof typeof ResultCode;
export type ResultCodeValue = (typeof ResultCode)[ResultCodeName];

/** HTTP-status messages (R8.3). 999 carries the error's own message. */
export const HttpStatusMessages: Record<number, Bilingual> = {
  400: { zh: '请求错误', en: 'Bad request' },
  401: { zh: '登录已过期，请重新登录', en: 'Login expired, please log in again' },
  403: { zh: '服务器拒绝访问', en: 'The server refused the request' },
  404: { zh: '请求的页面不存在', en: 'Page not found' },
  408: { zh: '请求超时', en: 'Request timeout' },
  413: { zh: '请求内容过大', en: 'Request body too large' },
  501: { zh: '服务未实现', en: 'Not recognised' },
  502: { zh: '网络错误', en: 'Bad gateway' },
  503: { zh: '服务不可用', en: 'Service unavailable' },
  504: { zh: '网络超时', en: 'Gateway timeout' },
  505: { zh: 'HTTP版本不受支持', en: 'HTTP version unsupported' },
};
export const SystemErrorMessage: Bilingual = {
  zh: '系统错误，请联系管理员',
  en: 'System error, contact administrator',
};
export const GenericErrorMessage: Bilingual = { zh: '错误', en: 'Error' };

/** The message shown for a failed HTTP status; 999 and unknown-with-message use the error's own text. */
export function httpStatusMessage(status: number, lang: Lang, ownMessage?: string): string {
  if (status === 999) return ownMessage ?? SystemErrorMessage[lang];
  return HttpStatusMessages[status]?.[lang] ?? SystemErrorMessage[lang];
}

/** Picks zh or en from an Accept-Language style value; zh when unsure. */
export function pickLang(value: string | undefined | null): Lang {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'zh';
}
