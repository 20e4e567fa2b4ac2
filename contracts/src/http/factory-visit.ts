// Factory visits: a buyer books a visit to a factory (name, mobile number, enterprise name), the factory
// confirms it; the caller's visits and the public list of recent visits.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { CompanyRef } from '../entities/trade-request.ts';
import { Mobile } from '../entities/order.ts';
import { Applyable } from './factory-inspection.ts';

/** `completed` is derived: a confirmed visit whose date has passed (server clock). */
export const VISIT_STATUSES = ['pendingReview', 'confirmed', 'rejected', 'completed'] as const;
export type VisitStatusValue = (typeof VISIT_STATUSES)[number];
export const VisitStatus = Type.Enum([...VISIT_STATUSES]);
export const VISIT_STATUS_LABELS: Record<VisitStatusValue, Bilingual> = {
  pendingReview: { zh: '待确认', en: 'Awaiting confirmation' },
  confirmed: { zh: '已确认', en: 'Confirmed' },
  rejected: { zh: '已拒绝', en: 'Declined' },
  completed: { zh: '已参观', en: 'Visited' },
};

export const FactoryVisit = Type.Object({
  id: Id,
  code: Type.String(),
  factory: CompanyRef,
  visitDate: DateString,
  visitors: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  mobile: Type.String(),
  enterpriseName: Type.String(),
  purpose: Type.String(),
  status: VisitStatus,
  /** The factory's answer. */
  reply: Type.Union([Type.String(), Type.Null()]),
  createdAt: EpochMs,
});
export type FactoryVisit = Static<typeof FactoryVisit>;

export const FactoryVisitPublic = Type.Object({
  id: Id,
  factory: CompanyRef,
  visitDate: DateString,
  visitors: Type.Integer({ minimum: 1 }),
  /** Masked: 金华市恒达****公司. */
  enterpriseName: Type.String(),
  status: VisitStatus,
});
export type FactoryVisitPublic = Static<typeof FactoryVisitPublic>;

export const factoryVisitApplyable = defineOperation({
  id: 'factoryVisit/applyable',
  method: 'GET',
  path: `${API.portal}/factoryVisit/applyable`,
  summary:
    'Whether the caller may book a visit to a factory: not the own factory, individuals must authenticate, one open booking per factory',
  access: 'user',
  query: Type.Object({ factoryId: Id }),
  content: Type.Object({ ...Applyable.properties, factory: Type.Union([CompanyRef, Type.Null()]) }),
});

export const factoryVisitPortalPage = defineOperation({
  id: 'factoryVisit/portalPage',
  method: 'GET',
  path: `${API.portal}/factoryVisit/portalPage`,
  summary: "The caller's visits: booked by the caller, or to the caller's factory",
  access: 'user',
  query: Type.Object({ ...PageQuery.properties, status: Type.Optional(VisitStatus) }),
  content: Page(FactoryVisit),
});

export const factoryVisitPublicList = defineOperation({
  id: 'factoryVisit/publicList',
  method: 'GET',
  path: `${API.pass}/factoryVisit/publicList`,
  summary: 'Confirmed and completed visits (visitor names masked), newest visit date first, optionally of one factory',
  access: 'public',
  query: Type.Object({ ...PageQuery.properties, factoryId: Type.Optional(Id) }),
  content: Page(FactoryVisitPublic),
});

/** Days ahead a visit may be booked: from tomorrow (China date) to this many days. */
export const VISIT_DATE_MAX_DAYS = 90;

export const InitiateVisitBody = Type.Object({
  /** Makes a double submit harmless: the same requestId of the same user answers the first booking. */
  requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  factoryId: Id,
  visitDate: DateString,
  visitors: Type.Integer({ minimum: 1, maximum: 50 }),
  /** The visit form asks for name, mobile number and enterprise name (requirements section 5). */
  name: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  enterpriseName: Type.String({ minLength: 1, maxLength: 60 }),
  purpose: Type.Optional(Type.String({ maxLength: 500 })),
});
export type InitiateVisitBody = Static<typeof InitiateVisitBody>;

export const factoryVisitInitiate = defineOperation({
  id: 'factoryVisit/initiate',
  method: 'POST',
  path: `${API.portal}/factoryVisit/initiate`,
  summary: 'Book a visit to a factory; it waits for the factory to confirm',
  description:
    'Who may book is factoryVisit/applyable: not a user of that factory nor an operator (B018), an individual ' +
    'who has not authenticated gets the section-8 message, one booking waiting or confirmed per factory (400 naming ' +
    `factoryId). visitDate: from tomorrow (China date) to ${VISIT_DATE_MAX_DAYS} days ahead (400 naming visitDate). ` +
    'The same requestId from the same user answers the first booking again. The booking waits for the factory ' +
    '(pendingReview).',
  access: 'user',
  body: InitiateVisitBody,
  content: Saved,
});

export const ReplyVisitBody = Type.Object({
  visitId: Id,
  decision: Type.Enum(['accept', 'decline']),
  /** The time of day the factory receives the visitors on the booked date (China time, HH:mm); required to accept. */
  time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })),
  /** Why the factory declines; required to decline. */
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ReplyVisitBody = Static<typeof ReplyVisitBody>;

export const factoryVisitReply = defineOperation({
  id: 'factoryVisit/reply',
  method: 'POST',
  path: `${API.portal}/factoryVisit/reply`,
  summary: 'The factory accepts a visit booked with it (with the time) or declines it (with the reason)',
  description:
    'Completes the factory-visit flow that factoryVisit/initiate starts: a user of the booked factory answers a ' +
    'visit waiting for it (pendingReview -> confirmed or rejected). Accepting needs the time (400 naming time), ' +
    'declining the reason (400 naming reason); a visit already answered is refused (400 naming visitId); a visit ' +
    "of another factory is 'record does not exist'. The booker is told on its room (`user:factoryRequest`).",
  access: 'user',
  body: ReplyVisitBody,
  content: FactoryVisit,
});
