// Trade requests other than orders: group buys (collective / centralized purchasing) with their deposits,
// agent purchasing, inquiries (RFQ) with offers and counter-offers; and the small references they share.
import { Type, type Static } from 'typebox';
import { DateString, EpochMs, Id, Money, PageQuery, Quantity } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { DeliveryMethod, Unit } from './order.ts';
import { FileId } from '../http/file.ts';
import { DepositSettlement } from './settlement.ts';

// ---------------------------------------------------------------------------------------------------------
// Shared references.

/** A company as a business record names it: seller, organiser, factory, quoting shop. */
export const CompanyRef = Type.Object({
  id: Id,
  name: Type.String(),
  /** The store name buyers see; the company name when it has no store. */
  shopName: Type.String(),
  logo: Type.String(),
  /** "浙江省 金华市 义乌市" */
  regionName: Type.String(),
});
export type CompanyRef = Static<typeof CompanyRef>;

/** A file uploaded with file/upload, as an attachment or a voucher shows it. */
export const AttachmentRef = Type.Object({ fileId: FileId, name: Type.String(), url: Type.String() });
export type AttachmentRef = Static<typeof AttachmentRef>;

/**
 * An auction or collective-purchase deposit (margin) of one user (docs/requirements.md section 4): `unregistered` (no
 * sign-up), `unpaid` (signed up, nothing paid yet), `pendingReview` (voucher uploaded, the platform checks
 * it), `approved` (may bid / join), `rejected` (review failed).
 */
export const DEPOSIT_STATUSES = ['unregistered', 'pendingReview', 'approved', 'rejected', 'unpaid'] as const;
export type DepositStatusValue = (typeof DEPOSIT_STATUSES)[number];
export const DepositStatus = Type.Enum([...DEPOSIT_STATUSES]);
export type DepositStatus = Static<typeof DepositStatus>;
export const DEPOSIT_STATUS_LABELS: Record<DepositStatusValue, Bilingual> = {
  unregistered: { zh: '未报名', en: 'Unregistered' },
  pendingReview: { zh: '待审核', en: 'Pending review' },
  approved: { zh: '审核通过', en: 'Approved' },
  rejected: { zh: '审核未通过', en: 'Review failed' },
  unpaid: { zh: '未缴纳', en: 'Unpaid' },
};

/** A count under a label, for filter options. */
export const CountedStatus = Type.Object({
  value: Type.String(),
  label: Type.String(),
  labelEn: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type CountedStatus = Static<typeof CountedStatus>;

// ---------------------------------------------------------------------------------------------------------
// Group buys (collective purchasing; the operations name them centralized purchasing products).

/** From the server clock: before the start, until the deadline, after it. */
export const GROUP_BUY_STATUSES = ['notStarted', 'inProgress', 'ended'] as const;
export type GroupBuyStatusValue = (typeof GROUP_BUY_STATUSES)[number];
export const GroupBuyStatus = Type.Enum([...GROUP_BUY_STATUSES]);
export const GROUP_BUY_STATUS_LABELS: Record<GroupBuyStatusValue, Bilingual> = {
  notStarted: { zh: '即将开团', en: 'Coming soon' },
  inProgress: { zh: '拼团中', en: 'Open' },
  ended: { zh: '已截止', en: 'Closed' },
};

export const GroupBuyCategory = Type.Object({
  id: Id,
  name: Type.String(),
  nameEn: Type.String(),
  icon: Type.String(),
  /** The catalogue (level-1) category it mirrors, if any. */
  catalogueCategoryId: Type.Union([Id, Type.Null()]),
  /** Group buys in the category. */
  count: Type.Integer({ minimum: 0 }),
});
export type GroupBuyCategory = Static<typeof GroupBuyCategory>;

export const GroupBuyCard = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  productId: Type.Union([Id, Type.Null()]),
  categoryId: Id,
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  organizer: CompanyRef,
  unit: Unit,
  /** The group price and the usual price. */
  price: Money,
  originalPrice: Money,
  /** Percent of the order amount paid as deposit (margin ratio). */
  marginRatio: Type.Integer({ minimum: 0, maximum: 100 }),
  stock: Quantity,
  /** The minimum quantity one participant joins with. */
  minQuantity: Quantity,
  /** The quantity the group needs to succeed. */
  targetQuantity: Quantity,
  joinedQuantity: Quantity,
  participants: Type.Integer({ minimum: 0 }),
  /** joined / target, 0-100. */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  achieved: Type.Boolean(),
  startAt: EpochMs,
  deadline: EpochMs,
  status: GroupBuyStatus,
});
export type GroupBuyCard = Static<typeof GroupBuyCard>;

export const GroupBuyDetail = Type.Object({
  ...GroupBuyCard.properties,
  /** Paragraphs. */
  description: Type.Array(Type.String()),
  specs: Type.Array(Type.Object({ name: Type.String(), value: Type.String() })),
  deliveryTerms: Type.String(),
  /** The deposit for the minimum quantity: price x minQuantity x marginRatio%. */
  minDeposit: Money,
  maxAttachments: Type.Integer({ minimum: 1 }),
  serverNow: EpochMs,
  /** The latest participants, newest first (masked). */
  recentParticipants: Type.Array(Type.Object({ alias: Type.String(), quantity: Quantity, joinedAt: EpochMs })),
  /** The caller's registration; null when not logged in. */
  me: Type.Union([
    Type.Object({
      depositStatus: DepositStatus,
      quantity: Type.Union([Quantity, Type.Null()]),
      deposit: Type.Union([Money, Type.Null()]),
      paymentTime: Type.Union([EpochMs, Type.Null()]),
      /** Once the group buy is settled: the caller's order (target reached) or the deposit released. */
      settlement: Type.Union([DepositSettlement, Type.Null()]),
    }),
    Type.Null(),
  ]),
  /** How the group buy closed once settled (`succeeded`: the target was reached); null while not settled. */
  outcome: Type.Union([Type.Enum(['succeeded', 'failed']), Type.Null()]),
});
export type GroupBuyDetail = Static<typeof GroupBuyDetail>;

export const GROUP_BUY_SORTS = ['default', 'deadlineAsc', 'newest', 'priceAsc', 'priceDesc', 'progressDesc'] as const;
export type GroupBuySortValue = (typeof GROUP_BUY_SORTS)[number];
export const GroupBuySort = Type.Enum([...GROUP_BUY_SORTS]);
export const GROUP_BUY_SORT_LABELS: Record<GroupBuySortValue, Bilingual> = {
  default: { zh: '综合', en: 'Default' },
  deadlineAsc: { zh: '即将截止', en: 'Closing soon' },
  newest: { zh: '最新开团', en: 'Newest' },
  priceAsc: { zh: '价格从低到高', en: 'Price: low to high' },
  priceDesc: { zh: '价格从高到低', en: 'Price: high to low' },
  progressDesc: { zh: '成团进度', en: 'Progress' },
};

export const GroupBuyQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'title, code or organiser' })),
  /** A group-buy category (collective/categoryCache). */
  categoryId: Type.Optional(Id),
  status: Type.Optional(GroupBuyStatus),
  sort: Type.Optional(GroupBuySort),
});
export type GroupBuyQuery = Static<typeof GroupBuyQuery>;

// ---------------------------------------------------------------------------------------------------------
// Agent purchasing: the platform's agents buy goods in the market on a buyer's behalf for a service fee.

export const AgentProduct = Type.Object({
  id: Id,
  title: Type.String(),
  image: Type.String(),
  productId: Type.Union([Id, Type.Null()]),
  categoryId: Type.Union([Id, Type.Null()]),
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  unit: Unit,
  /** The market price the agent expects to pay. */
  referencePrice: Money,
  /** The agent's fee in percent of the goods amount, e.g. "3.5". */
  serviceFeePercent: Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$' }),
  minQuantity: Quantity,
  /** Days from the request to shipment. */
  leadDays: Type.Integer({ minimum: 0 }),
  /** Where the agent buys: a market district. */
  market: Type.String(),
  agent: CompanyRef,
  /** Purchase requests received so far. */
  requestCount: Type.Integer({ minimum: 0 }),
  description: Type.String(),
  createdAt: EpochMs,
});
export type AgentProduct = Static<typeof AgentProduct>;

// ---------------------------------------------------------------------------------------------------------
// Inquiries (RFQ) and offers.

/**
 * `underReview` (the platform checks a new inquiry), `inquiring` (open for offers), `ended` (closed by the
 * buyer), `expired` (past its due date: derived from the server clock).
 */
export const INQUIRY_STATUSES = ['inquiring', 'underReview', 'ended', 'expired'] as const;
export type InquiryStatusValue = (typeof INQUIRY_STATUSES)[number];
export const InquiryStatus = Type.Enum([...INQUIRY_STATUSES]);
export const INQUIRY_STATUS_LABELS: Record<InquiryStatusValue, Bilingual> = {
  inquiring: { zh: '询价中', en: 'Inquiring' },
  underReview: { zh: '审核中', en: 'Under review' },
  ended: { zh: '已结束', en: 'Ended' },
  expired: { zh: '已过期', en: 'Expired' },
};

export const ReceivingPlace = Type.Object({
  provinceCode: Type.String(),
  cityCode: Type.String(),
  countyCode: Type.String(),
  /** "浙江省 金华市 义乌市" */
  regionName: Type.String(),
  address: Type.String(),
});
export type ReceivingPlace = Static<typeof ReceivingPlace>;

export const InquiryCard = Type.Object({
  id: Id,
  inquiryNum: Type.String(),
  title: Type.String(),
  image: Type.String(),
  productId: Type.Union([Id, Type.Null()]),
  categoryId: Type.Union([Id, Type.Null()]),
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  quantity: Quantity,
  unit: Unit,
  /** The buyer's expected unit price; null when open. */
  price: Type.Union([Money, Type.Null()]),
  receivingPlace: ReceivingPlace,
  dueDate: DateString,
  deliveryMethod: DeliveryMethod,
  status: InquiryStatus,
  /** The buyer's company name (masked for other users). */
  buyerName: Type.String(),
  /** The supplier the inquiry was sent to (from a product page); null for an open inquiry. */
  supplier: Type.Union([CompanyRef, Type.Null()]),
  offerCount: Type.Integer({ minimum: 0 }),
  createdAt: EpochMs,
});
export type InquiryCard = Static<typeof InquiryCard>;

export const InquiryDetail = Type.Object({
  ...InquiryCard.properties,
  description: Type.String(),
  /** Full for the buyer, the addressed supplier and sellers who quoted; masked (138****0001) otherwise. */
  contactPhone: Type.String(),
  wechat: Type.String(),
  attachments: Type.Array(AttachmentRef),
  /** The caller published it. */
  mine: Type.Boolean(),
  /** The caller may quote: a shop or factory, not the buyer, the inquiry open. */
  canQuote: Type.Boolean(),
});
export type InquiryDetail = Static<typeof InquiryDetail>;

/** One step of a negotiation: the seller's offer or the buyer's counter-offer. */
export const OFFER_SIDES = ['seller', 'buyer'] as const;
export type OfferSideValue = (typeof OFFER_SIDES)[number];
export const OfferSide = Type.Enum([...OFFER_SIDES]);
export const OFFER_THREAD_STATUSES = ['negotiating', 'accepted', 'declined'] as const;
export type OfferThreadStatusValue = (typeof OFFER_THREAD_STATUSES)[number];
export const OfferThreadStatus = Type.Enum([...OFFER_THREAD_STATUSES]);
export const OFFER_THREAD_STATUS_LABELS: Record<OfferThreadStatusValue, Bilingual> = {
  negotiating: { zh: '议价中', en: 'Negotiating' },
  accepted: { zh: '已接受', en: 'Accepted' },
  declined: { zh: '已拒绝', en: 'Declined' },
};

export const OfferEntry = Type.Object({
  id: Id,
  /** 1 for the first offer, then each counter-offer and answer. */
  round: Type.Integer({ minimum: 1 }),
  side: OfferSide,
  price: Money,
  quantity: Quantity,
  /** price x quantity, to the fen. */
  amount: Money,
  deliveryDate: DateString,
  /** The offer holds until this date. */
  validUntil: DateString,
  remark: Type.String(),
  /** Who made the round: the quoting seller's shop name, or the buyer's company name. */
  byName: Type.String(),
  createdAt: EpochMs,
});
export type OfferEntry = Static<typeof OfferEntry>;

/** Goods as a negotiation names them. */
export const OfferGoods = Type.Object({ id: Id, title: Type.String(), image: Type.String() });
export type OfferGoods = Static<typeof OfferGoods>;

export const OfferThread = Type.Object({
  seller: CompanyRef,
  status: OfferThreadStatus,
  /** The latest price of the thread (either side). */
  latestPrice: Money,
  /** Whose turn it is (the side that did not make the last round); null once the thread is closed. */
  turn: Type.Union([OfferSide, Type.Null()]),
  /** When and by which side the last proposal was accepted (status `accepted`). */
  acceptedAt: Type.Union([EpochMs, Type.Null()]),
  acceptedBy: Type.Union([OfferSide, Type.Null()]),
  /** The seller's own goods the thread trades (named by a quote, or the inquiry's goods when they are this
   * seller's); null: the offer names no goods, so the buyer contacts the seller instead of a cart line. */
  goods: Type.Union([OfferGoods, Type.Null()]),
  /** The buyer has put the accepted offer in its cart (at most once per thread). */
  inCart: Type.Boolean(),
  entries: Type.Array(OfferEntry),
});
export type OfferThread = Static<typeof OfferThread>;

export const InquiryOffers = Type.Object({
  inquiryId: Id,
  inquiryNum: Type.String(),
  title: Type.String(),
  status: InquiryStatus,
  unit: Unit,
  /** The caller's part: `buyer` (published it, or the platform), `seller` (a shop or factory that may quote or
   * quoted), `none`. */
  viewer: Type.Enum(['buyer', 'seller', 'none']),
  /** The buyer sees every seller's thread; a seller sees only its own. */
  threads: Type.Array(OfferThread),
});
export type InquiryOffers = Static<typeof InquiryOffers>;

// ---------------------------------------------------------------------------------------------------------
// Group-buy registrations of one user (the buyer centre) and the platform's deposit review.

export const GroupBuyRegistration = Type.Object({
  id: Id,
  groupBuy: GroupBuyCard,
  quantity: Quantity,
  deposit: Type.Union([Money, Type.Null()]),
  paymentTime: Type.Union([EpochMs, Type.Null()]),
  depositStatus: DepositStatus,
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: EpochMs,
  /** Once the group buy is settled: the order made for this registration or the deposit released. */
  settlement: Type.Union([DepositSettlement, Type.Null()]),
});
export type GroupBuyRegistration = Static<typeof GroupBuyRegistration>;

// ---------------------------------------------------------------------------------------------------------
// Agent purchasing records of one buyer.

export const AGENT_RECORD_STATUSES = ['submitted', 'purchasing', 'shipped', 'completed', 'rejected'] as const;
export type AgentRecordStatusValue = (typeof AGENT_RECORD_STATUSES)[number];
export const AGENT_RECORD_STATUS_LABELS: Record<AgentRecordStatusValue, Bilingual> = {
  submitted: { zh: '已提交', en: 'Submitted' },
  purchasing: { zh: '采购中', en: 'Purchasing' },
  shipped: { zh: '已发货', en: 'Shipped' },
  completed: { zh: '已完成', en: 'Completed' },
  rejected: { zh: '已拒绝', en: 'Rejected' },
};

/**
 * Where the agent (the service provider running the goods, or the operator) may move a request from: accepted
 * and bought, shipped, completed, or refused with a reason before it is bought. agentPurchaseRecord/move holds
 * these on the server; the screens offer only these.
 */
export const AGENT_RECORD_MOVES: Readonly<Record<AgentRecordStatusValue, readonly AgentRecordStatusValue[]>> = {
  submitted: ['purchasing', 'rejected'],
  purchasing: ['shipped'],
  shipped: ['completed'],
  completed: [],
  rejected: [],
};

export const AgentPurchaseRecord = Type.Object({
  id: Id,
  product: AgentProduct,
  quantity: Quantity,
  /** referencePrice x quantity and the agent's fee on it, to the fen. */
  goodsAmount: Money,
  serviceFee: Money,
  deliveryMethod: DeliveryMethod,
  contactName: Type.String(),
  contactPhone: Type.String(),
  address: Type.String(),
  remark: Type.String(),
  status: Type.Enum([...AGENT_RECORD_STATUSES]),
  /** The agent's reason, as typed, once rejected; else null. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: EpochMs,
  /** When the status last moved (the creation time until then). */
  updatedAt: EpochMs,
});
export type AgentPurchaseRecord = Static<typeof AgentPurchaseRecord>;

// ---------------------------------------------------------------------------------------------------------
// Supply requests: factories publish what they can supply; buyers browse and inquire from one.

export const SupplyRequest = Type.Object({
  id: Id,
  title: Type.String(),
  categoryId: Type.Union([Id, Type.Null()]),
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  /** Monthly capacity in `unit`. */
  capacity: Quantity,
  unit: Unit,
  priceMin: Money,
  priceMax: Money,
  /** Where the goods ship from. */
  regionName: Type.String(),
  provinceCode: Type.String(),
  cityCode: Type.String(),
  countyCode: Type.String(),
  validUntil: DateString,
  description: Type.String(),
  factory: CompanyRef,
  /** Past its validity on the server clock. */
  expired: Type.Boolean(),
  createdAt: EpochMs,
});
export type SupplyRequest = Static<typeof SupplyRequest>;
