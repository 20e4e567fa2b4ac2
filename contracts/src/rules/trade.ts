// Rules of trade requests shared by the forms and the server: the group-buy deposit checks (docs/requirements.md section 5:
// not below 0, not below what the margin ratio requires) and the texts of the negotiation's and the group
// buy's own refusals. The quantity's bounds are the one rule of validation.ts (checkQuantityWithin).
import { fillMessage, type Bilingual } from './constants.ts';
import { fenTimes, moneyToFen } from '../money.ts';

export const TRADE_MESSAGES = {
  inquiryPastDue: {
    zh: '询价已过截止日期，不能再报价',
    en: 'The inquiry is past its due date: no more quotes.',
  },
  inquiryClosed: { zh: '询价已结束', en: 'The inquiry has ended.' },
  inquiryUnderReview: { zh: '询价正在审核中，暂不能报价', en: 'The inquiry is still under review.' },
  notYourTurn: {
    zh: '请等待对方回复上一轮报价',
    en: 'Wait for the other side to answer the last proposal.',
  },
  notUnderReview: { zh: '该询价不在审核中', en: 'This inquiry is not under review.' },
  threadClosed: { zh: '该议价已结束', en: 'This negotiation is closed.' },
  quoteGoodsNotOwn: {
    zh: '报价商品须为本公司在售商品',
    en: 'The quoted goods must be your own goods on sale.',
  },
  counterNamesGoods: { zh: '还价不能指定商品', en: 'A counter-offer cannot name goods.' },
  offerNamesNoGoods: {
    zh: '该报价未关联卖家商品，请联系卖家下单',
    en: 'This offer names no goods of the seller: please contact the seller to order.',
  },
  offerNotAccepted: { zh: '该报价尚未被接受', en: 'This offer has not been accepted.' },
  sellerRequired: { zh: '请选择要回复的卖家', en: 'Choose the seller to answer.' },
  ownInquiry: { zh: '不能对本公司的询价报价', en: 'You cannot quote on your own company’s inquiry.' },
  quoteNotPositive: { zh: '报价须大于0元', en: 'The quoted price must be above ¥0.' },
  ownGroupBuy: { zh: '不能参加本公司发起的团购', en: 'You cannot join your own company’s group buy.' },
  dateBeforeToday: { zh: '日期不能早于今天', en: 'The date cannot be before today.' },
  attachmentMissing: { zh: '附件不存在，请重新上传', en: 'An attachment was not found. Please upload it again.' },
  categoryMissing: { zh: '请选择商品分类', en: 'Please choose a category.' },
  priceRange: { zh: '最低价不能高于最高价', en: 'The lowest price cannot be above the highest price.' },
  belowMinimum: { zh: '数量不能低于起订量 {min}', en: 'The quantity cannot be below the minimum of {min}.' },
  aboveStock: { zh: '数量不能超过剩余库存 {stock}', en: 'The quantity cannot exceed the stock left ({stock}).' },
  depositTooLow: {
    zh: '保证金不能低于 {deposit} 元',
    en: 'The deposit cannot be below ¥{deposit}.',
  },
  depositNegative: { zh: '保证金不能小于0', en: 'The deposit cannot be below 0.' },
  groupBuyNotOpen: { zh: '该团购当前不在报名时间内', en: 'This group buy is not open for registration.' },
  alreadyRegistered: {
    zh: '您已报名该团购',
    en: 'You have already registered for this group buy.',
  },
  notPending: { zh: '该保证金不在待审核状态', en: 'This deposit is not pending review.' },
  reasonRequired: { zh: '驳回时请填写原因', en: 'A reason is required to reject.' },
  paymentTimeRequired: { zh: '请选择缴纳时间', en: 'Please choose the payment time.' },
  voucherRequired: { zh: '请上传缴纳凭证', en: 'Please upload the payment voucher.' },
} as const satisfies Record<string, Bilingual>;
export type TradeMessageKey = keyof typeof TRADE_MESSAGES;

/** The message in `lang` with `{name}` placeholders filled. */
export function tradeMessage(key: TradeMessageKey, lang: 'zh' | 'en', params: Record<string, string> = {}): string {
  return fillMessage(TRADE_MESSAGES[key], lang, params);
}

/** The deposit a quantity needs: price x quantity x margin ratio %, in fen. */
export function requiredDepositFen(priceFen: number, quantity: string, marginRatio: number): number {
  return fenTimes(priceFen, quantity, marginRatio);
}

/** Why a deposit (yuan string) is refused for a required amount in fen, or null. */
export function checkDeposit(deposit: string, requiredFen: number): 'depositNegative' | 'depositTooLow' | null {
  const fen = moneyToFen(deposit.trim());
  if (fen === undefined || fen < 0) return 'depositNegative';
  return fen < requiredFen ? 'depositTooLow' : null;
}
