// The operator's console: ONE review queue over every process a person decides (auction deposits, group-buy
// registrations, inquiries, booth applications, merchant entries, individual authentications, buyers'
// enterprise information), filtered by kind and status, newest first, each item with the evidence to decide on,
// and one decision operation in front of each module's own (auction/reviewMargin, centralizedPurchasingRegister/
// review, inquiry/review, showRoom/signup/audit, merchantEntry/audit stay served for their callers).
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { FileId } from './file.ts';

export const REVIEW_KINDS = [
  'deposit',
  'groupBuy',
  'inquiry',
  'booth',
  'merchantEntry',
  'authentication',
  'enterprise',
] as const;
export type ReviewKindValue = (typeof REVIEW_KINDS)[number];
export const ReviewKind = Type.Enum([...REVIEW_KINDS]);

export const REVIEW_KIND_LABELS: Record<ReviewKindValue, Bilingual> = {
  deposit: { zh: '拍卖保证金', en: 'Auction deposit' },
  groupBuy: { zh: '集采报名', en: 'Group-buy registration' },
  inquiry: { zh: '询价单', en: 'Inquiry' },
  booth: { zh: '展位申请', en: 'Booth application' },
  merchantEntry: { zh: '商家入驻', en: 'Merchant entry' },
  authentication: { zh: '个人认证', en: 'Individual authentication' },
  enterprise: { zh: '企业信息', en: 'Enterprise information' },
};

/** pending: waiting for a person; approved; rejected (with the reason). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatusValue = (typeof REVIEW_STATUSES)[number];
export const ReviewStatus = Type.Enum([...REVIEW_STATUSES]);

export const REVIEW_REASON_MAX = 200;

const FileRef = Type.Object({ fileId: FileId, name: Type.String(), url: Type.String() });

/** One fact to decide on, labelled in the reader's language. */
const Fact = Type.Object({ label: Type.String(), value: Type.String() });

export const ReviewItem = Type.Object({
  kind: ReviewKind,
  /** The id of the item in its own kind (margin, registration, inquiry, signup, entry, authentication,
   * enterprise application): (kind, id) names it. */
  id: Id,
  status: ReviewStatus,
  /** What it is, in the reader's language (the lot, group buy, inquiry, exhibition or company). */
  title: Type.String(),
  applicant: Type.Object({ id: Id, account: Type.String(), nickname: Type.String() }),
  /** When it was submitted (or last resubmitted). */
  submittedAt: EpochMs,
  decidedAt: Type.Union([EpochMs, Type.Null()]),
  /** The reason of a rejection. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The thing it belongs to: the lot, the group buy, the inquiry, the exhibition (a web path), else null. */
  subject: Type.Union([Type.Object({ label: Type.String(), link: Type.String() }), Type.Null()]),
  facts: Type.Array(Fact),
  /** The documents: payment vouchers, licences, ID scans, attachments (private files the operator may open). */
  evidence: Type.Array(Type.Object({ label: Type.String(), file: FileRef })),
});
export type ReviewItem = Static<typeof ReviewItem>;

export const reviewQueuePage = defineOperation({
  id: 'reviewQueue/page',
  method: 'GET',
  path: `${API.admin}/reviewQueue/page`,
  summary: 'The review queue of the operator: every kind, or one, by status (pending by default), newest first',
  description:
    'Newest submitted first. Deposits are those with a voucher sent (pending review, approved or rejected); ' +
    'inquiries under review are pending (an inquiry rejected is ended, one approved is inquiring); booth ' +
    'applications waiting are pending. Texts and labels are in the caller language.',
  access: 'operator',
  query: Type.Object({
    ...PageQuery.properties,
    kind: Type.Optional(ReviewKind),
    status: Type.Optional(ReviewStatus),
  }),
  content: Page(ReviewItem),
});

export const ReviewDecisionBody = Type.Object({
  kind: ReviewKind,
  id: Id,
  pass: Type.Boolean(),
  /** Required to reject (400 naming reason); kept as typed and shown to the applicant. */
  reason: Type.Optional(Type.String({ maxLength: REVIEW_REASON_MAX })),
});
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;

export const reviewQueueDecide = defineOperation({
  id: 'reviewQueue/decide',
  method: 'POST',
  path: `${API.admin}/reviewQueue/decide`,
  summary: 'Approve or reject one item of the review queue (operator)',
  description:
    'One decision per item: the status moves from pending by a conditional update inside one transaction, so of ' +
    'two operators deciding at once one wins and the other gets B025 with "already decided" in the caller language ' +
    '(the same for an item decided by the automatic review). Rejecting needs a reason (400 naming reason). The ' +
    "effects are the kind's own (a deposit approved lets its bidder bid, a registration joins the group buy, an " +
    'inquiry opens, a booth gets its number, an entry opens the store, an authentication authenticates, an ' +
    "enterprise information becomes the buyer's company). After commit the applicant's room user:<id> gets " +
    "user:review (kind, id, status, title zh/en, reason, link) besides the kind's own events (user:auctionDeposit ...).",
  access: 'operator',
  body: ReviewDecisionBody,
  content: ReviewItem,
});
