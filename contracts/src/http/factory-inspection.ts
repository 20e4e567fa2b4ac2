// Factory inspection (/inspection, /inspectionDetail): buyer self-inspection of a factory or of goods, or a
// platform inspection; the steps from initiation to the report; the public list of finished inspections.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { CompanyRef } from '../entities/trade-request.ts';
import { Mobile } from '../entities/order.ts';

/** Buyer self-inspection of the factory, buyer self-inspection of goods, platform inspection. */
export const INSPECTION_TYPES = ['selfFactory', 'selfGoods', 'platform'] as const;
export type InspectionTypeValue = (typeof INSPECTION_TYPES)[number];
export const InspectionType = Type.Enum([...INSPECTION_TYPES]);
export const INSPECTION_TYPE_LABELS: Record<InspectionTypeValue, Bilingual> = {
  selfFactory: { zh: '买家自主验厂', en: 'Buyer self-inspection (factory)' },
  selfGoods: { zh: '买家自主验货', en: 'Buyer self-inspection (goods)' },
  platform: { zh: '平台验厂', en: 'Platform inspection' },
};

/** The steps of docs/requirements.md section 4, in order. */
export const INSPECTION_STEPS = [
  'initiate',
  'auditConfirm',
  'confirmTime',
  'confirmItems',
  'execute',
  'generateReport',
  'teamEnters',
] as const;
export type InspectionStepValue = (typeof INSPECTION_STEPS)[number];
export const InspectionStep = Type.Enum([...INSPECTION_STEPS]);
export const INSPECTION_STEP_LABELS: Record<InspectionStepValue, Bilingual> = {
  initiate: { zh: '发起验厂', en: 'Initiate' },
  auditConfirm: { zh: '审核确认', en: 'Audit and confirm' },
  confirmTime: { zh: '确认时间', en: 'Confirm time' },
  confirmItems: { zh: '确认项目', en: 'Confirm items' },
  execute: { zh: '执行验厂', en: 'Execute' },
  generateReport: { zh: '生成报告', en: 'Generate report' },
  teamEnters: { zh: '团队入驻', en: 'Team enters' },
};

/**
 * When the server does each step after the one before (server clock, `app.now()`): nobody presses a button; the
 * steps due are caught up whenever an inspection is read, so moving the mock clock forward walks them. `execute`
 * also waits for the confirmed date (09:00 China time). The detail page shows when the next step is due.
 */
export const INSPECTION_STEP_DELAYS_MS: Record<Exclude<InspectionStepValue, 'initiate'>, number> = {
  auditConfirm: 2 * 3_600_000,
  confirmTime: 24 * 3_600_000,
  confirmItems: 24 * 3_600_000,
  execute: 24 * 3_600_000,
  generateReport: 24 * 3_600_000,
  teamEnters: 24 * 3_600_000,
};

/**
 * The inspection items the form offers. An item is stored by its key and read in the caller's language;
 * an item typed by the buyer (not in this list) is kept as written.
 */
export const INSPECTION_ITEMS = {
  licence: { zh: '营业执照核验', en: 'Business licence check' },
  scale: { zh: '生产规模评估', en: 'Production scale' },
  equipment: { zh: '设备状况', en: 'Equipment condition' },
  qualitySystem: { zh: '质量管理体系', en: 'Quality management system' },
  staff: { zh: '员工人数核实', en: 'Headcount check' },
  warehouse: { zh: '仓储条件', en: 'Warehousing' },
  environment: { zh: '环保合规', en: 'Environmental compliance' },
  sampling: { zh: '产品抽检', en: 'Product sampling' },
  packing: { zh: '包装检验', en: 'Packing inspection' },
  shipmentCount: { zh: '出货数量核对', en: 'Shipment quantity check' },
  socialResponsibility: { zh: '社会责任（劳工）', en: 'Social responsibility (labour)' },
} as const satisfies Record<string, Bilingual>;
export type InspectionItemKey = keyof typeof INSPECTION_ITEMS;
export const INSPECTION_ITEM_KEYS = Object.keys(INSPECTION_ITEMS) as InspectionItemKey[];

/** Days ahead the expected date may be: from tomorrow (China date) to this many days. */
export const INSPECTION_DATE_MAX_DAYS = 180;

export const INSPECTION_STATUSES = ['inProgress', 'completed', 'rejected'] as const;
export type InspectionStatusValue = (typeof INSPECTION_STATUSES)[number];
export const InspectionStatus = Type.Enum([...INSPECTION_STATUSES]);
export const INSPECTION_STATUS_LABELS: Record<InspectionStatusValue, Bilingual> = {
  inProgress: { zh: '进行中', en: 'In progress' },
  completed: { zh: '已完成', en: 'Completed' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};

export const InspectionReportSummary = Type.Object({
  reportNo: Type.String(),
  reportedAt: EpochMs,
  /** 0-100. */
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  grade: Type.String({ description: 'A | B | C | D' }),
  conclusion: Type.String(),
});
export type InspectionReportSummary = Static<typeof InspectionReportSummary>;

export const Inspection = Type.Object({
  id: Id,
  code: Type.String(),
  type: InspectionType,
  factory: CompanyRef,
  applicantName: Type.String(),
  products: Type.Array(Type.Object({ id: Id, title: Type.String() })),
  /** The inspection items agreed (confirm items), in the reader's language. */
  items: Type.Array(Type.String()),
  remark: Type.String(),
  expectedDate: DateString,
  confirmedDate: Type.Union([DateString, Type.Null()]),
  currentStep: InspectionStep,
  status: InspectionStatus,
  /** Every step in order: when it was done (null: not yet) and a note. */
  steps: Type.Array(
    Type.Object({ step: InspectionStep, doneAt: Type.Union([EpochMs, Type.Null()]), note: Type.String() }),
  ),
  /** The inspectors sent (platform) or named by the buyer. */
  team: Type.Array(Type.String()),
  contactName: Type.String(),
  contactPhone: Type.String(),
  report: Type.Union([InspectionReportSummary, Type.Null()]),
  /** When the server does the next step (null once finished or rejected, or while it waits for the factory). */
  nextStepAt: Type.Union([EpochMs, Type.Null()]),
  /**
   * A buyer self-inspection waits, once audited, for the inspected factory to receive the inspectors: true while
   * it waits (factoryInspection/reply). Platform inspections never wait: the platform runs them.
   */
  awaitingFactory: Type.Boolean(),
  /** The factory's answer: the time of day it receives the inspectors (HH:mm) once accepted, else null. */
  confirmedTime: Type.Union([Type.String(), Type.Null()]),
  /** The factory's reason for declining, as typed; null unless it declined. */
  declineReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: EpochMs,
});
export type Inspection = Static<typeof Inspection>;

export const InspectionPublic = Type.Object({
  id: Id,
  code: Type.String(),
  type: InspectionType,
  factory: CompanyRef,
  items: Type.Array(Type.String()),
  report: InspectionReportSummary,
});
export type InspectionPublic = Static<typeof InspectionPublic>;

/** Whether the caller may apply now, and why not: a result code name (individualCannotApply,
 * improveEnterprise, forbiddenRole, ownProduct...) or `alreadyApplied`, with its message in the caller's language. */
export const Applyable = Type.Object({
  applyable: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  /** The caller's open application for this factory, if one is under way. */
  openId: Type.Union([Id, Type.Null()]),
});
export type Applyable = Static<typeof Applyable>;

export const InspectionApplyable = Type.Object({
  ...Applyable.properties,
  types: Type.Array(InspectionType),
  factory: Type.Union([CompanyRef, Type.Null()]),
});
export type InspectionApplyable = Static<typeof InspectionApplyable>;

export const factoryInspectionApplyable = defineOperation({
  id: 'factoryInspection/applyable',
  method: 'GET',
  path: `${API.portal}/factoryInspection/applyable`,
  summary:
    'Whether the caller may apply to inspect a factory (buyers and shops; a factory may ask for a platform inspection of itself), with the types open to it',
  access: 'user',
  query: Type.Object({ factoryId: Id }),
  content: InspectionApplyable,
});

export const factoryInspectionPortalPage = defineOperation({
  id: 'factoryInspection/portalPage',
  method: 'GET',
  path: `${API.portal}/factoryInspection/portalPage`,
  summary: "The caller's inspections with their steps: applied for (buyers) or of the caller's factory (factories)",
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    type: Type.Optional(InspectionType),
    status: Type.Optional(InspectionStatus),
    /** true: only those waiting for the factory's answer (factoryInspection/reply); false: none of them. */
    awaitingFactory: Type.Optional(Type.Boolean()),
  }),
  content: Page(Inspection),
});

export const factoryInspectionDetail = defineOperation({
  id: 'factoryInspection/detail',
  method: 'GET',
  path: `${API.portal}/factoryInspection/detail`,
  summary: 'One inspection with its steps, items and report (the applicant, users of the inspected factory, operators)',
  description:
    'Anyone else gets B017 (not found), as for an id that does not exist: an inspection is private to its parties.',
  access: 'user',
  query: Type.Object({ id: Id }),
  content: Inspection,
});

export const factoryInspectionPublicList = defineOperation({
  id: 'factoryInspection/publicList',
  method: 'GET',
  path: `${API.pass}/factoryInspection/publicList`,
  summary: 'Finished inspections with their report summary, newest first, by keyword (factory) and type',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    type: Type.Optional(InspectionType),
  }),
  content: Page(InspectionPublic),
});

export const InitiateInspectionBody = Type.Object({
  /** Makes a double submit harmless: the same requestId of the same user answers the first application. */
  requestId: Type.Optional(Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
  factoryId: Id,
  type: InspectionType,
  /** The goods to inspect (self-inspection of goods: at least one, checked by the server). */
  productIds: Type.Optional(Type.Array(Id, { maxItems: 20, uniqueItems: true })),
  items: Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { minItems: 1, maxItems: 20 }),
  expectedDate: DateString,
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactPhone: Mobile,
  remark: Type.Optional(Type.String({ maxLength: 500 })),
});
export type InitiateInspectionBody = Static<typeof InitiateInspectionBody>;

export const factoryInspectionInitiate = defineOperation({
  id: 'factoryInspection/initiate',
  method: 'POST',
  path: `${API.portal}/factoryInspection/initiate`,
  summary: 'Apply for a factory inspection (the first step; the platform audits and confirms next)',
  description:
    'Who may apply is factoryInspection/applyable: buyers and shops any type for any factory, a factory only a ' +
    'platform inspection of itself (another type or another factory: 400 naming type); an individual who has not ' +
    'authenticated and a user without an enterprise get the section-8 messages; one application under way per ' +
    'factory (400 naming factoryId). selfGoods needs productIds, goods of that factory (400 naming productIds); the ' +
    `other types take none. expectedDate: from tomorrow (China date) to ${INSPECTION_DATE_MAX_DAYS} days ahead (400 ` +
    "naming expectedDate). items: keys of INSPECTION_ITEMS or labels (stored as keys), or the buyer's own words. " +
    'The same requestId from the same user answers the first application again (no second one). Then the server ' +
    'walks the steps on its own clock (INSPECTION_STEP_DELAYS_MS): audit, confirm time (the expected date), confirm ' +
    'items, execute (not before the confirmed date), generate report (bilingual, score and grade), team enters.',
  access: 'user',
  body: InitiateInspectionBody,
  content: Saved,
});

export const ReplyInspectionBody = Type.Object({
  inspectionId: Id,
  decision: Type.Enum(['accept', 'decline']),
  /** The time of day the factory receives the inspectors on the confirmed date (China time, HH:mm); required to accept. */
  time: Type.Optional(Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' })),
  /** Why the factory declines; required to decline. */
  reason: Type.Optional(Type.String({ maxLength: 200 })),
});
export type ReplyInspectionBody = Static<typeof ReplyInspectionBody>;

export const factoryInspectionReply = defineOperation({
  id: 'factoryInspection/reply',
  method: 'POST',
  path: `${API.portal}/factoryInspection/reply`,
  summary: 'The inspected factory receives a buyer self-inspection (with the time) or declines it (with the reason)',
  description:
    'Completes the confirm-time step of a buyer self-inspection that factoryInspection/initiate starts: once the ' +
    'platform has audited it (auditConfirm), a selfFactory or selfGoods inspection waits for the inspected factory ' +
    '(awaitingFactory). A user of that factory accepts with the time of day (confirmTime done now: the expected ' +
    'date, or the next day when it has come; the steps walk on from there) or declines with the reason (status ' +
    'rejected). Accepting needs the time (400 naming time), declining the reason (400 naming reason); an inspection ' +
    'not waiting for the factory (answered, not yet audited, a platform inspection) is refused (400 naming ' +
    "inspectionId); an inspection of another factory is 'record does not exist'. The applicant is told on its room " +
    '(`user:factoryRequest`).',
  access: 'user',
  body: ReplyInspectionBody,
  content: Inspection,
});
