// Service requests: every request form of the service zone (service orders and drafts, consultations, finance,
// logistics demands, YunCang storage, call-backs) becomes one row of service_requests that its requester lists
// in the buyer centre and the provider addressed lists in its seller centre (serviceOrder/page).
import type { Static } from 'typebox';
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { ServiceOrderBody, CreatedOrders } from '@portal/contracts/entities/order';
import type { ConsultInput } from '@portal/contracts/http/consult-info';
import type { FinanceInput } from '@portal/contracts/http/finance-info';
import type { LogisticsDemandInput, YunCangInput } from '@portal/contracts/http/logistics';
import type { RetentionInput } from '@portal/contracts/http/retention-info';
import type { ServiceRequest, ServiceRequestKind, ServiceRequestStatus } from '@portal/contracts/http/order';
import { one, run, transaction, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { fenToMoney, moneyToFen, normalizeQuantity, quantityToUnits } from '../../lib/money.ts';
import { pageQuery } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import { regionName } from '../region/public.ts';
import { carrierRef, insertYunCang, warehouseRef } from '../logistics/public.ts';

/** A 400 naming the field, in the caller's language. */
function fieldError(lang: Lang | undefined, field: string, zh: string, en: string): FieldError {
  return new FieldError(field, lang === 'en' ? en : zh);
}

interface NewRequest {
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
  subject: string;
  category: string;
  providerCompanyId: number | null;
  contactName: string;
  contactMobile: string;
  amountFen: number | null;
  details: string;
  refId?: number | null;
  /** The service order's own fields, kept to refill a draft. */
  payload?: unknown;
}

/** SR + the China date + six digits: the next free number of the day. */
function nextRequestNo(db: Db, now: number): string {
  const prefix = `SR${chinaDate(now).replace(/-/g, '')}`;
  const last = one<{ request_no: string }>(
    db,
    'SELECT request_no FROM service_requests WHERE request_no LIKE ? ORDER BY request_no DESC LIMIT 1',
    `${prefix}%`,
  );
  const next = last ? Number(last.request_no.slice(prefix.length)) + 1 : 100001;
  return `${prefix}${String(next).padStart(6, '0')}`;
}

/** The request a requestKey already saved (a double click, a resend), by the same caller. */
function savedWithKey(db: Db, userId: number | null, key: string | undefined): { id: number } | undefined {
  if (!key) return undefined;
  return one<{ id: number }>(db, 'SELECT id FROM service_requests WHERE request_key = ? AND user_id IS ?', key, userId);
}

function insertRequest(db: Db, userId: number | null, key: string | undefined, now: number, r: NewRequest): number {
  return run(
    db,
    `INSERT INTO service_requests (request_no, kind, status, user_id, provider_company_id, subject, category,
       contact_name, contact_mobile, amount_fen, details, ref_id, payload, request_key, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    nextRequestNo(db, now),
    r.kind,
    r.status,
    userId,
    r.providerCompanyId,
    r.subject,
    r.category,
    r.contactName,
    r.contactMobile,
    r.amountFen,
    r.details,
    r.refId ?? null,
    r.payload === undefined ? null : JSON.stringify(r.payload),
    key ?? null,
    now,
    now,
  ).lastId;
}

/** Saves one request once per requestKey: the check and the insert run in one transaction. */
function saveOnce(
  db: Db,
  userId: number | null,
  key: string | undefined,
  now: number,
  build: () => NewRequest,
): { id: number } {
  return transaction(db, () => {
    const earlier = savedWithKey(db, userId, key);
    if (earlier) return earlier;
    return { id: insertRequest(db, userId, key, now, build()) };
  });
}

/** A provider company (kind provider), else a 400 naming the field. */
function providerOf(db: Db, lang: Lang | undefined, field: string, id: number | undefined): number | null {
  if (id === undefined) return null;
  const company = one<{ id: number }>(db, "SELECT id FROM companies WHERE id = ? AND kind = 'provider'", id);
  if (!company) throw fieldError(lang, field, '请选择平台入驻的服务商', 'Choose a service provider of the portal');
  return company.id;
}

function notBeforeToday(lang: Lang | undefined, field: string, date: string, now: number): void {
  if (date < chinaDate(now)) throw fieldError(lang, field, '日期不能早于今天', 'The date cannot be before today');
}

function positiveFen(lang: Lang | undefined, field: string, money: string): number {
  const fen = moneyToFen(money);
  if (fen === undefined || fen <= 0) throw fieldError(lang, field, '请输入大于0的金额', 'Enter an amount above 0');
  return fen;
}

// ---------------------------------------------------------------------------------------------------------
// Service orders.

function checkServiceOrder(db: Db, caller: AuthUser, body: ServiceOrderBody, now: number, lang?: Lang) {
  const provider = providerOf(db, lang, 'providerCompanyId', body.providerCompanyId);
  if (provider !== null && provider === caller.companyId) {
    throw fieldError(lang, 'providerCompanyId', '不能向自己的公司下服务单', 'You cannot order from your own company');
  }
  notBeforeToday(lang, 'expectedDate', body.expectedDate, now);
  const budgetFen = body.budget === undefined ? null : positiveFen(lang, 'budget', body.budget);
  return { provider, budgetFen };
}

function serviceOrderRow(body: ServiceOrderBody, provider: number | null, budgetFen: number | null): NewRequest {
  const { requestKey: _key, id: _id, ...payload } = body;
  return {
    kind: 'serviceOrder',
    status: 'draft',
    subject: body.title.trim(),
    category: body.serviceType,
    providerCompanyId: provider,
    contactName: body.contactName.trim(),
    contactMobile: body.contactMobile,
    amountFen: budgetFen,
    details: [`${normalizeQuantity(body.quantity)} ${body.unit}`, body.remarks?.trim() ?? '']
      .filter(Boolean)
      .join(' · '),
    payload,
  };
}

function createdOrder(db: Db, id: number): CreatedOrders {
  const row = one<{ id: number; request_no: string; amount_fen: number | null }>(
    db,
    'SELECT id, request_no, amount_fen FROM service_requests WHERE id = ?',
    id,
  );
  if (!row) throw new BusinessError('notFound');
  return { orders: [{ id: row.id, orderNo: row.request_no, totalAmount: fenToMoney(row.amount_fen ?? 0) }] };
}

/** serviceOrder/save (submit false) and order/saveServiceOrder (submit true). */
export function saveServiceOrder(
  db: Db,
  caller: AuthUser,
  body: ServiceOrderBody,
  submit: boolean,
  now: number,
  lang?: Lang,
): CreatedOrders {
  const { provider, budgetFen } = checkServiceOrder(db, caller, body, now, lang);
  const row = serviceOrderRow(body, provider, budgetFen);
  const status: ServiceRequestStatus = submit ? 'submitted' : 'draft';
  const id = transaction(db, () => {
    const earlier = savedWithKey(db, caller.id, body.requestKey);
    if (earlier) return earlier.id;
    if (body.id === undefined) return insertRequest(db, caller.id, body.requestKey, now, { ...row, status });
    // Only the caller's own draft changes; anything else reads as missing (never another user's data).
    const draft = one<{ id: number }>(
      db,
      "SELECT id FROM service_requests WHERE id = ? AND user_id = ? AND kind = 'serviceOrder' AND status = 'draft'",
      body.id,
      caller.id,
    );
    if (!draft) throw new BusinessError('notFound');
    run(
      db,
      `UPDATE service_requests SET status = ?, provider_company_id = ?, subject = ?, category = ?, contact_name = ?,
         contact_mobile = ?, amount_fen = ?, details = ?, payload = ?, updated_at = ? WHERE id = ?`,
      status,
      row.providerCompanyId,
      row.subject,
      row.category,
      row.contactName,
      row.contactMobile,
      row.amountFen,
      row.details,
      JSON.stringify(row.payload),
      now,
      draft.id,
    );
    return draft.id;
  });
  return createdOrder(db, id);
}

// ---------------------------------------------------------------------------------------------------------
// The request forms.

export function saveConsult(
  db: Db,
  caller: AuthUser,
  body: Static<typeof ConsultInput>,
  now: number,
  lang?: Lang,
): { id: number } {
  let provider: number | null = null;
  if (body.targetId !== undefined) {
    if (body.type === 'service') {
      const service = one<{ provider_id: number }>(
        db,
        'SELECT provider_id FROM service_trade WHERE id = ?',
        body.targetId,
      );
      if (!service) throw fieldError(lang, 'targetId', '咨询的服务不存在', 'The service consulted does not exist');
      provider = service.provider_id;
    } else if (body.type === 'logistics') {
      const carrier = carrierRef(db, body.targetId);
      if (!carrier) throw fieldError(lang, 'targetId', '咨询的物流公司不存在', 'The carrier consulted does not exist');
      provider = carrier.companyId;
    } else if (body.type !== 'exhibition') {
      provider = providerOf(db, lang, 'targetId', body.targetId);
    }
  }
  return saveOnce(db, caller.id, body.requestKey, now, () => ({
    kind: 'consult',
    status: 'submitted',
    subject: body.title?.trim() || body.content.trim().slice(0, 30),
    category: body.type,
    providerCompanyId: provider,
    contactName: body.contactName.trim(),
    contactMobile: body.contactMobile,
    amountFen: null,
    details: [body.companyName?.trim(), body.content.trim()].filter(Boolean).join(' · '),
  }));
}

export function saveFinance(
  db: Db,
  caller: AuthUser,
  body: Static<typeof FinanceInput>,
  now: number,
  lang?: Lang,
): { id: number } {
  const amountFen = positiveFen(lang, 'amount', body.amount);
  const provider = providerOf(db, lang, 'providerCompanyId', body.providerCompanyId);
  return saveOnce(db, caller.id, body.requestKey, now, () => ({
    kind: 'finance',
    status: 'submitted',
    subject: body.companyName.trim(),
    category: body.productType,
    providerCompanyId: provider,
    contactName: body.contactName.trim(),
    contactMobile: body.contactMobile,
    amountFen,
    details: [
      lang === 'en' ? `${body.termMonths} months` : `${body.termMonths}个月`,
      body.orderNo?.trim(),
      body.purpose?.trim(),
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

export function saveLogisticsDemand(
  db: Db,
  caller: AuthUser,
  body: Static<typeof LogisticsDemandInput>,
  now: number,
  lang?: Lang,
): { id: number } {
  if (!body.fromCityCode.startsWith(body.fromProvinceCode)) {
    throw fieldError(lang, 'fromCityCode', '城市不在所选省份内', 'The city is not in the province chosen');
  }
  if (!body.fromCountyCode.startsWith(body.fromCityCode) || !regionName(body.fromCountyCode)) {
    throw fieldError(lang, 'fromCountyCode', '请选择所选城市下的区县', 'Choose a county of the city chosen');
  }
  const abroad = body.toAbroad?.trim();
  if (!body.toRegionCode && !abroad) {
    throw fieldError(lang, 'toRegionCode', '请填写目的地', 'Enter the destination');
  }
  if (body.toRegionCode && !regionName(body.toRegionCode)) {
    throw fieldError(lang, 'toRegionCode', '目的地区域不存在', 'The destination region does not exist');
  }
  notBeforeToday(lang, 'expectedShipDate', body.expectedShipDate, now);
  let provider: number | null = null;
  if (body.logisticsCompanyId !== undefined) {
    const carrier = carrierRef(db, body.logisticsCompanyId);
    if (!carrier) throw fieldError(lang, 'logisticsCompanyId', '物流公司不存在', 'The carrier does not exist');
    provider = carrier.companyId;
  }
  // The route in the requester's language (an abroad destination is free text, kept as written).
  const to = body.toRegionCode ? regionPathIn(lang, body.toRegionCode) : (abroad ?? '');
  return saveOnce(db, caller.id, body.requestKey, now, () => ({
    kind: 'logistics',
    status: 'submitted',
    subject: body.goodsName.trim(),
    category: body.mode,
    providerCompanyId: provider,
    contactName: body.contactName.trim(),
    contactMobile: body.contactMobile,
    amountFen: null,
    details: [
      `${regionPathIn(lang, body.fromCountyCode)} → ${to}`,
      `${normalizeQuantity(body.weight)} kg`,
      body.volume ? `${normalizeQuantity(body.volume)} m³` : '',
      body.expectedShipDate,
      body.remarks?.trim() ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
  }));
}

export function saveYunCang(
  db: Db,
  caller: AuthUser,
  body: Static<typeof YunCangInput>,
  now: number,
  lang?: Lang,
): { id: number } {
  const warehouse = warehouseRef(db, body.warehouseId);
  if (!warehouse) throw fieldError(lang, 'warehouseId', '仓库不存在', 'The warehouse does not exist');
  // The goods stand on the floor up to one metre high: the volume needs as many square metres as cubic metres.
  const volumeUnits = quantityToUnits(body.volume) ?? 0;
  if (volumeUnits > warehouse.availableSqm * 10_000) {
    throw fieldError(
      lang,
      'volume',
      `超出仓库可用面积（${warehouse.availableSqm}平方米）`,
      `More than the warehouse's free area (${warehouse.availableSqm} m²)`,
    );
  }
  notBeforeToday(lang, 'inboundDate', body.inboundDate, now);
  return transaction(db, () => {
    const earlier = savedWithKey(db, caller.id, body.requestKey);
    if (earlier)
      return {
        id:
          one<{ ref_id: number }>(db, 'SELECT ref_id FROM service_requests WHERE id = ?', earlier.id)?.ref_id ??
          earlier.id,
      };
    const recordId = insertYunCang(db, caller.id, body, now);
    insertRequest(db, caller.id, body.requestKey, now, {
      kind: 'yuncang',
      status: 'submitted',
      subject: body.goodsName.trim(),
      category: String(warehouse.id),
      providerCompanyId: warehouse.companyId,
      contactName: body.contactName.trim(),
      contactMobile: body.contactMobile,
      amountFen: null,
      details: [
        pick(lang, warehouse.name, warehouse.nameEn),
        `${normalizeQuantity(body.quantity)} ${body.unit}`,
        `${normalizeQuantity(body.volume)} m³`,
        lang === 'en'
          ? `${body.storageDays} days from ${body.inboundDate}`
          : `${body.inboundDate}起${body.storageDays}天`,
        body.remarks?.trim() ?? '',
      ]
        .filter(Boolean)
        .join(' · '),
      refId: recordId,
    });
    return { id: recordId };
  });
}

export function saveRetention(
  db: Db,
  caller: AuthUser | null,
  body: Static<typeof RetentionInput>,
  now: number,
  lang?: Lang,
): { id: number } {
  const provider = providerOf(db, lang, 'providerCompanyId', body.providerCompanyId);
  return saveOnce(db, caller?.id ?? null, body.requestKey, now, () => ({
    kind: 'retention',
    status: 'submitted',
    subject: body.companyName?.trim() || body.name.trim(),
    category: body.source.trim(),
    providerCompanyId: provider,
    contactName: body.name.trim(),
    contactMobile: body.mobile,
    amountFen: null,
    details: body.demand?.trim() ?? '',
  }));
}

// ---------------------------------------------------------------------------------------------------------
// The lists.

interface RequestRow {
  id: number;
  request_no: string;
  kind: ServiceRequestKind;
  status: ServiceRequestStatus;
  subject: string;
  category: string;
  provider_company_id: number | null;
  provider_name: string | null;
  provider_name_en: string | null;
  requester_name: string | null;
  requester_name_en: string | null;
  contact_name: string;
  contact_mobile: string;
  amount_fen: number | null;
  details: string;
  decline_reason: string | null;
  user_id: number | null;
  created_at: number;
  updated_at: number;
}

const REQUEST_SELECT = `r.*, p.name AS provider_name, p.name_en AS provider_name_en, rc.name AS requester_name,
  rc.name_en AS requester_name_en`;
const REQUEST_FROM = `FROM service_requests r LEFT JOIN companies p ON p.id = r.provider_company_id
  LEFT JOIN users u ON u.id = r.user_id LEFT JOIN companies rc ON rc.id = u.company_id`;

function toServiceRequest(row: RequestRow, lang: Lang | undefined): ServiceRequest {
  return {
    id: row.id,
    requestNo: row.request_no,
    kind: row.kind,
    status: row.status,
    subject: row.subject,
    category: row.category,
    providerCompanyId: row.provider_company_id,
    providerName: row.provider_name ? pick(lang, row.provider_name, row.provider_name_en) : '',
    requesterName: row.requester_name ? pick(lang, row.requester_name, row.requester_name_en) : row.contact_name,
    contactName: row.contact_name,
    contactMobile: row.contact_mobile,
    amount: row.amount_fen === null ? null : fenToMoney(row.amount_fen),
    details: row.details,
    declineReason: row.decline_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function serviceRequestPage(
  db: Db,
  caller: AuthUser,
  query: { pageNum?: number; pageSize?: number; side?: 'buyer' | 'provider'; kind?: ServiceRequestKind },
  lang?: Lang,
): PageOf<ServiceRequest> {
  const args: (string | number)[] = [];
  let where: string;
  if (query.side === 'provider') {
    const company =
      caller.companyId === null
        ? undefined
        : one<{ kind: string }>(db, 'SELECT kind FROM companies WHERE id = ?', caller.companyId);
    if (!company || company.kind !== 'provider' || caller.companyId === null) throw new BusinessError('forbiddenRole');
    where = "WHERE r.provider_company_id = ? AND r.status <> 'draft'";
    args.push(caller.companyId);
  } else {
    where = 'WHERE r.user_id = ?';
    args.push(caller.id);
  }
  if (query.kind) {
    where += ' AND r.kind = ?';
    args.push(query.kind);
  }
  return pageQuery<RequestRow, ServiceRequest>(
    db,
    {
      select: REQUEST_SELECT,
      from: `${REQUEST_FROM} ${where}`,
      order: 'r.created_at DESC, r.id DESC',
      args,
    },
    query,
    (row) => toServiceRequest(row, lang),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The provider's steps: accept or decline a submitted request, complete an accepted one.

export type ProviderStep = 'accept' | 'decline' | 'complete';

/** The status each step needs and the one it leads to. */
export const PROVIDER_STEPS: Readonly<Record<ProviderStep, { from: ServiceRequestStatus; to: ServiceRequestStatus }>> =
  {
    accept: { from: 'submitted', to: 'accepted' },
    decline: { from: 'submitted', to: 'declined' },
    complete: { from: 'accepted', to: 'completed' },
  };

const STEP_REFUSALS: Record<ProviderStep, { zh: string; en: string }> = {
  accept: { zh: '该需求当前状态不能接受', en: 'This request can no longer be accepted' },
  decline: { zh: '该需求当前状态不能拒绝', en: 'This request can no longer be declined' },
  complete: { zh: '只有已接受的需求才能标记完成', en: 'Only an accepted request can be marked done' },
};

/**
 * Does one provider step on a request addressed to the caller's company, in the caller's transaction: the
 * request as it is now and its requester (to tell). Not the addressed provider, a draft or an unknown id: B017.
 */
export function providerStep(
  db: Db,
  caller: AuthUser,
  id: number,
  step: ProviderStep,
  reason: string | undefined,
  now: number,
  lang?: Lang,
): { request: ServiceRequest; requesterId: number | null } {
  const row = one<RequestRow>(db, `SELECT ${REQUEST_SELECT} ${REQUEST_FROM} WHERE r.id = ?`, id);
  if (!row || row.status === 'draft' || caller.companyId === null || row.provider_company_id !== caller.companyId) {
    throw new BusinessError('notFound');
  }
  const rule = PROVIDER_STEPS[step];
  if (row.status !== rule.from) throw fieldError(lang, 'id', STEP_REFUSALS[step].zh, STEP_REFUSALS[step].en);
  const why = step === 'decline' ? (reason ?? '').trim() : null;
  if (why !== null && (why.length < 2 || why.length > 200)) {
    throw fieldError(lang, 'reason', '请填写拒绝原因（2-200字）', 'Give a reason for declining (2-200 characters)');
  }
  run(
    db,
    'UPDATE service_requests SET status = ?, decline_reason = ?, updated_at = ? WHERE id = ?',
    rule.to,
    why,
    now,
    id,
  );
  return {
    request: toServiceRequest({ ...row, status: rule.to, decline_reason: why, updated_at: now }, lang),
    requesterId: row.user_id,
  };
}
