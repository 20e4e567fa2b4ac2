// Which events of a user's room become a notification, and its words: ONE place that turns what happened
// (the personal events the modules publish after commit on `user:<id>`, contracts/src/events/user.ts) into a
// stored notice in zh and en with the portal path of the thing. Events that only move a counter (the cart
// count, the chat inbox) and a user's own steps (their own order actions, their deposit voucher) are not
// notices.
import type { ServerEventName, ServerEventPayloads } from '@portal/contracts/events/common';
import type { NoticeLink, UserReviewEvent } from '@portal/contracts/events/user';
import type { NotificationKind } from '@portal/contracts/http/notification';
import { ORDER_ACTION_LABELS, type OrderActionValue } from '@portal/contracts/entities/order';
import { AGENT_RECORD_STATUS_LABELS } from '@portal/contracts/entities/trade-request';

interface Both {
  zh: string;
  en: string;
}

export interface Notice {
  kind: NotificationKind;
  title: Both;
  text: Both;
  link: string;
  /**
   * The decision it tells of, when another event may tell it too: a second notice with the same key within
   * DEDUPE_WINDOW_MS is not written (`skip`), or replaces the unread one before it (`replace`: a run of outbid
   * notices of one lot stays one).
   */
  dedupe?: { key: string; mode: 'skip' | 'replace' };
}

/** How long the same decision's second event is recognised as such (both are published by one request). */
export const DEDUPE_WINDOW_MS = 10_000;

/** The portal paths of the things a notice links to (web/src/shared/paths.ts). */
export const LINKS = {
  lot: (id: number) => `/details?id=${id}`,
  groupBuy: (id: number) => `/collectDetail?id=${id}`,
  buyerOrder: (id: number) => `/buyerCenter/orders?order=${id}`,
  sellerOrder: (id: number) => `/sellerCenter/ordersReceived?order=${id}`,
  inspection: (id: number) => `/inspectionDetail?id=${id}`,
  myInspections: () => '/buyerCenter/myInspections',
  factoryRequests: () => '/factoryCenter/factoryRequests',
  agentPurchases: () => '/buyerCenter/myGroupBuys',
  goods: (id: number) => `/goodsDetail?id=${id}`,
  store: (id: number) => `/storeDetail?id=${id}`,
  inquiry: (id: number) => `/inquiryCounterofferDetail/${id}`,
  inquiries: () => '/InquiryCounterofferList',
  serviceRequests: () => '/buyerCenter/serviceRequests',
  certification: () => '/certification',
} as const;

function noticeLink(link: NoticeLink): string {
  switch (link.target) {
    case 'auction':
      return LINKS.lot(link.id);
    case 'groupBuy':
      return LINKS.groupBuy(link.id);
    case 'order':
      return LINKS.buyerOrder(link.id);
    case 'inspection':
      return LINKS.inspection(link.id);
    case 'visit':
      return LINKS.myInspections();
    case 'agentPurchase':
      return LINKS.agentPurchases();
  }
}

const both = (zh: string, en: string): Both => ({ zh, en });
const withReason = (text: Both, reason: string | null | undefined): Both =>
  reason ? both(`${text.zh}。原因：${reason}`, `${text.en}. Reason: ${reason}`) : text;

const REVIEW_LABELS: Record<UserReviewEvent['kind'], Both> = {
  deposit: both('保证金', 'Deposit'),
  groupBuy: both('团购报名', 'Group-buy registration'),
  inquiry: both('询价单', 'Inquiry'),
  booth: both('展位申请', 'Booth application'),
  merchantEntry: both('入驻申请', 'Store application'),
  authentication: both('实名认证', 'Identity verification'),
  enterprise: both('企业信息', 'Enterprise information'),
};

/** Review kinds whose module tells the decision on its own event too: the key both of them carry. */
function reviewKey(data: UserReviewEvent): string | null {
  if (data.kind === 'deposit') return `deposit:${data.link}:${data.status}`;
  if (data.kind === 'groupBuy') return `groupBuy:${data.id}`;
  if (data.kind === 'merchantEntry') return `merchantEntry:${data.id}`;
  return null;
}

/** An order's step is told to the other party: the seller's steps to the buyer, the buyer's to the seller. */
const TOLD_TO_BUYER: readonly OrderActionValue[] = ['confirmed', 'shipped', 'cancelled', 'expired'];
const TOLD_TO_SELLER: readonly OrderActionValue[] = ['placed', 'paid', 'received', 'reviewed', 'cancelled', 'expired'];

type Deriver<E extends ServerEventName> = (data: ServerEventPayloads[E]) => Notice | null;

const DERIVERS: { [E in ServerEventName]?: Deriver<E> } = {
  'user:review': (data) => {
    const label = REVIEW_LABELS[data.kind];
    const approved = data.status === 'approved';
    const key = reviewKey(data);
    return {
      kind: 'review',
      title: approved
        ? both(`${label.zh}已通过审核`, `${label.en} approved`)
        : both(`${label.zh}未通过审核`, `${label.en} rejected`),
      text: withReason(both(data.title, data.titleEn || data.title), data.reason),
      link: data.link,
      ...(key ? { dedupe: { key, mode: 'skip' as const } } : {}),
    };
  },
  'user:auctionDeposit': (data) => {
    if (data.depositStatus !== 'approved' && data.depositStatus !== 'rejected') return null;
    const approved = data.depositStatus === 'approved';
    const link = LINKS.lot(data.auctionId);
    return {
      kind: 'deposit',
      title: approved ? both('保证金已通过审核', 'Deposit approved') : both('保证金未通过审核', 'Deposit rejected'),
      text: withReason(both(data.title, data.titleEn || data.title), data.rejectReason),
      link,
      dedupe: { key: `deposit:${link}:${data.depositStatus}`, mode: 'skip' },
    };
  },
  'user:auctionOutbid': (data) => ({
    kind: 'outbid',
    title:
      data.reason === 'ceilingPassed'
        ? both('您的代理出价上限已被超过', 'Your proxy ceiling was passed')
        : both('您的出价已被超过', 'You were outbid'),
    text: both(
      `${data.title}：当前价 ¥${data.currentPrice}，您的出价 ¥${data.yourBid}`,
      `${data.titleEn || data.title}: now ¥${data.currentPrice}, your bid ¥${data.yourBid}`,
    ),
    link: LINKS.lot(data.auctionId),
    dedupe: { key: `outbid:${data.auctionId}`, mode: 'replace' },
  }),
  'user:settlement': (data) => {
    const applied = data.status === 'applied';
    const thing = data.kind === 'auction' ? both('拍品', 'Lot') : both('团购', 'Group buy');
    const order = data.order ? both(`，订单号 ${data.order.orderNo}`, `, order ${data.order.orderNo}`) : both('', '');
    return {
      kind: 'settlement',
      title: applied
        ? both(`${thing.zh}已结算，订单已生成`, `${thing.en} settled: your order is made`)
        : both(`${thing.zh}已结算，保证金已退还`, `${thing.en} settled: your deposit is released`),
      text: both(`${data.title}${order.zh}`, `${data.titleEn || data.title}${order.en}`),
      link: noticeLink(data.link),
    };
  },
  'user:factoryRequest': (data) => {
    const label = data.kind === 'visit' ? both('参观工厂', 'factory visit') : both('验厂', 'factory inspection');
    const name = both(data.title, data.titleEn || data.title);
    if (data.status === 'pendingReview') {
      // Told to the factory's users: they answer it in the factory centre.
      return {
        kind: 'factoryRequest',
        title: both(`新的${label.zh}申请`, `New ${label.en} request`),
        text: name,
        link: LINKS.factoryRequests(),
      };
    }
    const when = [data.confirmedDate, data.confirmedTime].filter(Boolean).join(' ');
    const confirmed = data.status === 'confirmed';
    return {
      kind: 'factoryRequest',
      title: confirmed
        ? both(`${label.zh}已确认`, `Your ${label.en} is confirmed`)
        : both(`${label.zh}被拒绝`, `Your ${label.en} was declined`),
      text: confirmed
        ? both(when ? `${name.zh}：${when}` : name.zh, when ? `${name.en}: ${when}` : name.en)
        : withReason(name, data.reason),
      link: noticeLink(data.link),
    };
  },
  'user:agentPurchase': (data) => {
    const status = AGENT_RECORD_STATUS_LABELS[data.status];
    return {
      kind: 'agentPurchase',
      title: both(`代采进度：${status.zh}`, `Agent purchase: ${status.en}`),
      text: both(data.title, data.titleEn || data.title),
      link: noticeLink(data.link),
    };
  },
  'user:orderChanged': (data) => {
    const told = data.side === 'buyer' ? TOLD_TO_BUYER : TOLD_TO_SELLER;
    if (!told.includes(data.action)) return null;
    const label = ORDER_ACTION_LABELS[data.action];
    return {
      kind: 'order',
      title: both(`订单动态：${label.zh}`, `Order update: ${label.en}`),
      text: both(`订单号 ${data.orderNo}`, `Order ${data.orderNo}`),
      link: data.side === 'buyer' ? LINKS.buyerOrder(data.orderId) : LINKS.sellerOrder(data.orderId),
    };
  },
  'user:priceApplyDecided': (data) => {
    const approved = data.status === 'approved';
    return {
      kind: 'priceApply',
      title: approved
        ? both('价格申请已通过', 'Price application approved')
        : both('价格申请未通过', 'Price application rejected'),
      text: approved
        ? both('现在可以查看商品价格', 'You can see the prices now')
        : withReason(both('卖家拒绝了您的价格申请', 'The seller refused your application'), data.rejectReason),
      link: data.productId !== null ? LINKS.goods(data.productId) : LINKS.store(data.companyId),
    };
  },
  'user:notification': (data) => {
    const subject = both(data.title, data.titleEn ?? data.title);
    switch (data.kind) {
      case 'offer':
        return {
          kind: 'offer',
          title: both('询价有新的报价', 'New offer on your inquiry'),
          text: subject,
          link: data.link ?? LINKS.inquiries(),
        };
      case 'groupbuy':
        return {
          kind: 'groupBuy',
          title: both('团购报名已审核', 'Group-buy registration reviewed'),
          text: subject,
          link: data.link ?? LINKS.groupBuy(data.id),
          dedupe: { key: `groupBuy:${data.id}`, mode: 'skip' },
        };
      case 'merchantEntry':
        return {
          kind: 'merchantEntry',
          title: both('入驻申请已审核', 'Store application reviewed'),
          // Its event's title is a sentence in the decider's language: the notice says it in both.
          text: both('请查看审核结果', 'See the decision on your application'),
          link: data.link ?? LINKS.certification(),
          dedupe: { key: `merchantEntry:${data.id}`, mode: 'skip' },
        };
      case 'serviceRequest':
        return {
          kind: 'serviceRequest',
          title: both('服务需求有新进展', 'Your service request moved'),
          text: subject,
          link: data.link ?? LINKS.serviceRequests(),
        };
      default:
        return null;
    }
  },
};

/** The notice an event of a user's room makes, or null when it is none. */
export function noticeOf<E extends ServerEventName>(event: E, data: ServerEventPayloads[E]): Notice | null {
  const derive = DERIVERS[event] as Deriver<E> | undefined;
  return derive ? derive(data) : null;
}
