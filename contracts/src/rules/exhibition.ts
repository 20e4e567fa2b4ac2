// Rules of the booth application and the visitor registration (docs/requirements.md sections 2 and 5), shared by the web forms
// (checked live as the exhibitor picks) and the mock server (checked again at submit): each check answers the
// offending field and a message key, or null.
import type { Bilingual } from './constants.ts';

export const EXHIBITION_MESSAGES = {
  // Section 5, in the product's words.
  countMismatch: {
    zh: '所选商品数量须等于展品数量',
    en: 'The quantity of selected products must equal the exhibited products.',
  },
  exceedsArea: {
    zh: '所选商品不能超过展区实际大小（{size}件）',
    en: 'The selected goods must not exceed the actual exhibition-area size ({size}).',
  },
  productsRequired: { zh: '请选择展出商品', en: 'Please select the exhibited products.' },
  timeRequired: { zh: '请选择时间', en: 'Please select the time.' },
  areaRequired: { zh: '请选择展区', en: 'Please choose an exhibition area.' },
  // The portal's own refusals.
  entryInPast: { zh: '预计进场时间须晚于当前时间', en: 'The expected entry time must be in the future.' },
  entryAfterStart: {
    zh: '预计进场时间须早于预计展出时间',
    en: 'The expected entry time must be before the expected exhibition time.',
  },
  endBeforeStart: { zh: '展出结束时间须晚于开始时间', en: 'The exhibition end must be after its start.' },
  outsideExhibition: {
    zh: '预计展出时间须在展会举办期间内',
    en: 'The expected exhibition time must fall within the exhibition dates.',
  },
  areaNotInExhibition: { zh: '该展区不属于本展会', en: 'This area does not belong to the exhibition.' },
  areaFull: { zh: '该展区展位已满，请选择其他展区', en: 'This area has no booth left. Please choose another.' },
  productNotOwn: {
    zh: '展品须为本企业在售商品',
    en: 'The exhibited products must be your own goods on sale.',
  },
  signupClosed: { zh: '该展会已停止报名', en: 'Booth applications for this exhibition are closed.' },
  alreadyApproved: {
    zh: '您的参展申请已通过审核，不能再次提交',
    en: 'Your booth application has been approved and cannot be submitted again.',
  },
  notEditable: {
    zh: '该申请已审核完毕，不能修改',
    en: 'This application has been reviewed and can no longer be changed.',
  },
  remarkRequired: { zh: '请填写驳回原因', en: 'Please give the reason for the refusal.' },
  visitClosed: { zh: '该展会已结束，不能登记', en: 'This exhibition has ended: registration is closed.' },
  visitTimeOutside: {
    zh: '参观时间须在展会举办期间内',
    en: 'The visit time must fall within the exhibition dates.',
  },
  mobileTaken: {
    zh: '该手机号已登记本展会',
    en: 'This mobile number is already registered for this exhibition.',
  },
} as const satisfies Record<string, Bilingual>;
export type ExhibitionMessageKey = keyof typeof EXHIBITION_MESSAGES;

/** The message in `lang` with `{name}` placeholders filled. */
export function exhibitionMessage(
  key: ExhibitionMessageKey,
  lang: 'zh' | 'en',
  params: Record<string, string | number> = {},
): string {
  return EXHIBITION_MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

export interface ExhibitionFailure {
  field: 'productIds' | 'exhibitCount' | 'locationId' | 'entryTime' | 'exhibitionStartTime' | 'exhibitionEndTime';
  key: ExhibitionMessageKey;
  params?: Record<string, string | number>;
}

/**
 * Section 5's product rules: products selected, their number equal to the exhibited count, and not above the
 * area's size (how many goods one exhibitor may show there). The size is checked first: an exhibitor who
 * picked too many goods must drop some, whatever the count says.
 */
export function checkExhibits(selected: number, exhibitCount: number, areaSize: number): ExhibitionFailure | null {
  if (selected === 0) return { field: 'productIds', key: 'productsRequired' };
  if (selected > areaSize) return { field: 'productIds', key: 'exceedsArea', params: { size: areaSize } };
  if (selected !== exhibitCount) return { field: 'productIds', key: 'countMismatch' };
  return null;
}

/**
 * The times: all chosen; entry in the future (server clock) and before the exhibition start; the
 * exhibition window inside the exhibition's own dates and its end after its start.
 */
export function checkSignUpTimes(
  times: { entryTime?: number | null; exhibitionStartTime?: number | null; exhibitionEndTime?: number | null },
  exhibition: { startTime: number; endTime: number },
  now: number,
): ExhibitionFailure | null {
  const { entryTime, exhibitionStartTime: start, exhibitionEndTime: end } = times;
  if (entryTime == null) return { field: 'entryTime', key: 'timeRequired' };
  if (start == null) return { field: 'exhibitionStartTime', key: 'timeRequired' };
  if (end == null) return { field: 'exhibitionEndTime', key: 'timeRequired' };
  if (entryTime <= now) return { field: 'entryTime', key: 'entryInPast' };
  if (entryTime >= start) return { field: 'entryTime', key: 'entryAfterStart' };
  if (end <= start) return { field: 'exhibitionEndTime', key: 'endBeforeStart' };
  if (start < exhibition.startTime || start >= exhibition.endTime) {
    return { field: 'exhibitionStartTime', key: 'outsideExhibition' };
  }
  if (end > exhibition.endTime) return { field: 'exhibitionEndTime', key: 'outsideExhibition' };
  return null;
}
