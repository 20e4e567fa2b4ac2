// The messages of requirements section 8's business failures, in zh and en (apart from envelope.ts, whose codes and
// HTTP messages the web's first screen loads).
import type { Bilingual } from './rules/constants.ts';
import type { Lang, ResultCodeName } from './envelope.ts';
import { GOODS_MESSAGES } from './rules/goods.ts';

/** Business messages: R8.4 first, then the ones the screens need. */
export const BusinessMessages: Record<Exclude<ResultCodeName, 'ok'>, Bilingual> = {
  loginInvalid: {
    zh: '登录状态已过期，您可以继续留在该页面，或者重新登录',
    en: 'The login status has expired. You can stay on this page or log in again.',
  },
  tooFrequent: { zh: '操作太频繁，请稍后再试！', en: 'Operation is too frequent. Please try again later!' },
  notLoggedIn: { zh: '请登录后再操作', en: 'Please log in before operating.' },
  invalidDomain: { zh: '您的域名无效，请重试', en: 'Your domain name is invalid. Please try again.' },
  marginUnderReview: { zh: '保证金审核中！', en: 'Margin Under Review!' },
  priceExpired: { zh: '价格已失效，请选择其他价格', en: 'The price has expired. Please select another price.' },
  productOff: { zh: '该商品已下架', en: 'The product has been taken off.' },
  individualCannotApply: {
    zh: '个人用户不能申请，请先认证！',
    en: 'Individual users cannot apply. Please authenticate!',
  },
  improveEnterprise: { zh: '请先完善企业信息', en: 'Please improve the enterprise information first.' },
  inventoryBelowMinimum: { zh: '库存小于最小起订量', en: 'Inventory is less than the minimum purchase quantity.' },
  wrongQuantity: { zh: '请输入正确的数量', en: 'Please enter the correct quantity.' },
  noInspectionReport: { zh: '暂无验厂报告', en: 'No Factory Inspection Report' },
  wrongCredentials: { zh: '账号或密码错误', en: 'The account or password is incorrect.' },
  wrongSmsCode: { zh: '短信验证码错误或已过期', en: 'The SMS code is wrong or has expired.' },
  wrongCaptcha: { zh: '图形验证码错误', en: 'The graphic code is wrong.' },
  accountExists: { zh: '该账号已被注册', en: 'This account is already registered.' },
  mobileExists: { zh: '该手机号已被注册', en: 'This mobile number is already registered.' },
  notFound: { zh: '数据不存在', en: 'The record does not exist.' },
  forbiddenRole: { zh: '当前角色无权操作', en: 'The current role may not do this.' },
  onlyFactories: { zh: '只有工厂才能发布！', en: 'Only factories can publish!' },
  roleCannotQuote: { zh: '当前角色不支持报价！', en: 'The current role does not support quotation!' },
  applyPriceFirst: { zh: '请先申请查看价格', en: 'Please apply to view the price first' },
  notMerchant: { zh: '您还不是商家，请申请入驻！', en: 'You are not a merchant. Please apply to join!' },
  ownProduct: { zh: '不能购买自己的商品', en: 'You cannot buy your own products.' },
  discountNotInCart: { zh: '限时折扣商品不能加入购物车', en: 'Limited-time discount goods cannot go in the cart.' },
  validation: { zh: '请求参数错误', en: 'The request is invalid.' },
  notImplemented: { zh: '该功能尚未开放', en: 'This function is not available yet.' },
  pointsShort: { zh: '积分不足，无法兑换', en: 'You do not have enough points for this exchange.' },
  pointsSoldOut: { zh: '该积分商品库存不足', en: 'There is not enough of this item left to exchange.' },
  cartPriceConflict: {
    zh: '购物车中已有该商品的其他价格，请先结算或删除该商品后再加入',
    en: 'This product is already in your cart at another price. Settle or remove that line first.',
  },
  notYourGoods: GOODS_MESSAGES.notYourGoods,
  applicationDecided: GOODS_MESSAGES.applicationDecided,
  pictureRequired: GOODS_MESSAGES.pictureRequired,
  priceNegotiable: GOODS_MESSAGES.priceNegotiable,
};

export function businessMessage(name: Exclude<ResultCodeName, 'ok'>, lang: Lang): string {
  return BusinessMessages[name][lang];
}
