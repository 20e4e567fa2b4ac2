// The points mall (/integralProduct): goods priced in points, the caller's points balance, exchanging goods
// for points with a confirm step, and the caller's exchanges (buyer centre).
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';

/** The shelves of the points mall. */
export const POINTS_CATEGORIES = ['office', 'home', 'digital', 'voucher'] as const;
export type PointsCategoryValue = (typeof POINTS_CATEGORIES)[number];
export const PointsCategory = Type.Enum([...POINTS_CATEGORIES]);
export const POINTS_CATEGORY_LABELS: Record<PointsCategoryValue, Bilingual> = {
  office: { zh: '办公用品', en: 'Office supplies' },
  home: { zh: '家居日用', en: 'Home & daily use' },
  digital: { zh: '数码配件', en: 'Digital accessories' },
  voucher: { zh: '服务券', en: 'Service vouchers' },
};

/**
 * Shelves of goods sent by post: exchanging them needs one of the caller's delivery addresses. Service vouchers
 * are credited to the account and need none.
 */
export const POINTS_SHIPPED_CATEGORIES: readonly PointsCategoryValue[] = ['office', 'home', 'digital'];
export function needsDeliveryAddress(category: PointsCategoryValue): boolean {
  return POINTS_SHIPPED_CATEGORIES.includes(category);
}

/** The largest quantity of one exchange (a points mall hands out samples, not wholesale lots). */
export const EXCHANGE_QUANTITY_MAX = 99;
/** The largest points figure any schema accepts (far above any seeded balance; keeps SQLite integers safe). */
export const POINTS_MAX = 100_000_000;

const Points = Type.Integer({ minimum: 0, maximum: POINTS_MAX, description: 'points, a whole number' });

export const PointsGoods = Type.Object({
  id: Id,
  title: Type.String(),
  image: Type.String(),
  category: PointsCategory,
  /** Points for one. */
  points: Points,
  /** What the goods would cost in yuan, for reference only (never charged). */
  marketPrice: Money,
  /** Units left to exchange. */
  stock: Type.Integer({ minimum: 0 }),
  /** Units exchanged so far by everyone. */
  exchanged: Type.Integer({ minimum: 0 }),
  /** Units one user may exchange in all. */
  perUserLimit: Type.Integer({ minimum: 1 }),
  /** Units the caller has exchanged (0 when not logged in). */
  mine: Type.Integer({ minimum: 0 }),
});
export type PointsGoods = Static<typeof PointsGoods>;

export const integralProductPage = defineOperation({
  id: 'integralProduct/page',
  method: 'GET',
  path: `${API.pass}/integralProduct/page`,
  summary: 'The points goods on the shelf, by category; cheapest in points first',
  description:
    'Open to everyone (the caller, when logged in, also gets `mine`). Goods taken off the shelf are not listed; ' +
    'goods out of stock are listed with stock 0 so the page can show them as sold out.',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    category: Type.Optional(PointsCategory),
    /** Only goods of at most this many points (what "I can afford" filters by). */
    maxPoints: Type.Optional(Points),
  }),
  content: Page(PointsGoods),
});

export const PointsAccount = Type.Object({
  balance: Points,
  /** Points spent on exchanges so far. */
  spent: Points,
  exchanges: Type.Integer({ minimum: 0 }),
});
export type PointsAccount = Static<typeof PointsAccount>;

export const integralProductAccount = defineOperation({
  id: 'integralProduct/account',
  method: 'GET',
  path: `${API.portal}/integralProduct/account`,
  summary: "The caller's points balance, the points spent and the number of exchanges",
  access: 'user',
  content: PointsAccount,
});

export const ExchangeBody = Type.Object({
  goodsId: Id,
  quantity: Type.Integer({ minimum: 1, maximum: EXCHANGE_QUANTITY_MAX }),
  /** Made once per confirm dialog by the page: sending the same again answers the first exchange. */
  requestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  /** One of the caller's addresses (customerReceiveInfo/list); required for goods sent by post. */
  receiveInfoId: Type.Optional(Id),
});
export type ExchangeBody = Static<typeof ExchangeBody>;

export const ExchangeResult = Type.Object({
  id: Id,
  exchangeNo: Type.String(),
  /** Points taken by this exchange. */
  points: Points,
  /** The caller's balance after it. */
  balance: Points,
});
export type ExchangeResult = Static<typeof ExchangeResult>;

export const integralProductExchange = defineOperation({
  id: 'integralProduct/exchange',
  method: 'POST',
  path: `${API.portal}/integralProduct/exchange`,
  summary: 'Exchange points for goods (one transaction: balance and stock never below zero; idempotent by requestId)',
  description:
    'Takes quantity x points from the balance and quantity from the stock in one transaction. Refused, changing ' +
    'nothing: not enough points (pointsShort), not enough stock (pointsSoldOut), goods off the shelf (productOff), ' +
    'over the per-user limit (400 naming quantity). Goods sent by post (office, home, digital) need receiveInfoId: ' +
    'missing, or not an address of the caller, it is a 400 naming receiveInfoId; the consignee, mobile, region and ' +
    'street are copied onto the exchange, so editing or deleting the address later does not move a parcel already ' +
    'promised. For service vouchers receiveInfoId is ignored. The same requestId from the same user answers the exchange it ' +
    'made the first time (no second deduction); with other goods or another quantity it is a 400 naming requestId.',
  access: 'user',
  body: ExchangeBody,
  content: ExchangeResult,
});

/** Where an exchange is sent: the address as it was when exchanging; the region in the reader's language. */
export const PointsDelivery = Type.Object({
  consigneeName: Type.String(),
  mobile: Type.String(),
  /** "浙江省 金华市 义乌市" / "Yiwu, Jinhua, Zhejiang" */
  regionName: Type.String(),
  /** As typed. */
  detailAddress: Type.String(),
  /** The region and the street in the reader's order. */
  fullAddress: Type.String(),
});
export type PointsDelivery = Static<typeof PointsDelivery>;

export const PointsExchange = Type.Object({
  id: Id,
  exchangeNo: Type.String(),
  goods: Type.Object({ id: Id, title: Type.String(), image: Type.String() }),
  quantity: Type.Integer({ minimum: 1 }),
  points: Points,
  createdAt: EpochMs,
  /** Null for service vouchers (nothing is posted). */
  delivery: Type.Union([PointsDelivery, Type.Null()]),
});
export type PointsExchange = Static<typeof PointsExchange>;

export const integralProductMyExchanges = defineOperation({
  id: 'integralProduct/myExchanges',
  method: 'GET',
  path: `${API.portal}/integralProduct/myExchanges`,
  summary: "The caller's exchanges, newest first",
  access: 'user',
  query: PageQuery,
  content: Page(PointsExchange),
});
