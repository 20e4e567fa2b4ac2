// The operator's review queue: one list over the tables of every reviewed process (read here as a read model:
// deposits, group-buy registrations, inquiries, booth applications, merchant entries, authentications and
// enterprise information), newest first, each item with its evidence; and one decision in front of each
// module's own, taken in one transaction: the item must still be pending (else "already decided"), the
// module's conditional update moves it, the decision is logged and the applicant's room gets user:review
// after the commit.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import { roomName } from '@portal/contracts/events/common';
import type { UserReviewEvent } from '@portal/contracts/events/user';
import {
  REVIEW_KIND_LABELS,
  type ReviewDecisionBody,
  type ReviewItem,
  type ReviewKindValue,
  type ReviewStatusValue,
} from '@portal/contracts/http/review-queue';
import type { PageOf } from '@portal/contracts/operation';
import type { Bilingual } from '@portal/contracts/rules/constants';
import { ENTRY_FIELD_LABELS } from '@portal/contracts/rules/onboarding';
import { afterCommit, one, run, transaction, type Db } from '../../db/database.ts';
import { attachmentRefs } from '../../lib/attachments.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageRows } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { decideDeposit } from '../auction/public.ts';
import { decideRegistration } from '../collective/public.ts';
import { auditSignUp } from '../exhibition/public.ts';
import { decideInquiry } from '../inquiry/public.ts';
import { auditEntry } from '../onboarding/public.ts';
import {
  decideEnterprise,
  decidePersonal,
  fileRef,
  type EnterpriseRow,
  type PersonalRow,
} from '../verification/public.ts';

export const REVIEW_MESSAGES = {
  alreadyDecided: (status: string): Bilingual => ({
    zh: `该申请已被处理（${status === 'approved' ? '已通过' : '已驳回'}），请刷新列表`,
    en: `This item has already been decided (${status}). Refresh the list.`,
  }),
  reasonRequired: { zh: '驳回时请填写原因', en: 'A reason is required to reject.' },
} as const;

/** One row of the union: what every kind gives to be filtered, ordered and paged. */
interface QueueRow {
  kind: ReviewKindValue;
  id: number;
  user_id: number;
  status: ReviewStatusValue;
  at: number;
}

/** The latest console decision of an item (for kinds whose table keeps none). */
const latestDecision = (kind: string, idColumn: string) =>
  `(SELECT d.status FROM review_decisions d WHERE d.kind = '${kind}' AND d.item_id = ${idColumn}
     ORDER BY d.decided_at DESC, d.id DESC LIMIT 1)`;

/** The union of every kind; `?1` is the server time (an inquiry the review delay opened is no longer pending). A
 * deposit or registration still pending when its lot or group buy was settled was released with it: not listed. */
const QUEUE_SQL = `
SELECT 'deposit' AS kind, m.id, m.user_id,
       CASE m.status WHEN 'pendingReview' THEN 'pending' ELSE m.status END AS status, m.updated_at AS at
  FROM auction_margins m WHERE m.status IN ('pendingReview', 'approved', 'rejected') AND m.amount_fen IS NOT NULL
   AND NOT (m.status = 'pendingReview' AND m.settlement IS NOT NULL)
UNION ALL
SELECT 'groupBuy', r.id, r.user_id, CASE r.status WHEN 'pendingReview' THEN 'pending' ELSE r.status END, r.updated_at
  FROM collective_registrations r WHERE r.status IN ('pendingReview', 'approved', 'rejected')
   AND NOT (r.status = 'pendingReview' AND r.settlement IS NOT NULL)
UNION ALL
SELECT 'inquiry', i.id, i.buyer_user_id,
       CASE WHEN i.status = 'underReview' AND (i.review_due_at IS NULL OR i.review_due_at > ?1) THEN 'pending'
            ELSE ${latestDecision('inquiry', 'i.id')} END,
       COALESCE((SELECT MAX(d.decided_at) FROM review_decisions d WHERE d.kind = 'inquiry' AND d.item_id = i.id), i.created_at)
  FROM inquiries i
 WHERE (i.status = 'underReview' AND (i.review_due_at IS NULL OR i.review_due_at > ?1))
    OR EXISTS (SELECT 1 FROM review_decisions d WHERE d.kind = 'inquiry' AND d.item_id = i.id)
UNION ALL
SELECT 'booth', s.id, s.user_id,
       CASE WHEN s.audit_status IN ('waitAudit', 'auditing') THEN 'pending'
            WHEN s.audit_status = 'auditPass' THEN 'approved' ELSE 'rejected' END, s.updated_at
  FROM exhibition_signups s WHERE s.audit_status IN ('waitAudit', 'auditing', 'auditPass', 'notPass')
UNION ALL
SELECT 'merchantEntry', e.id, e.user_id, CASE e.status WHEN 'submitted' THEN 'pending' ELSE e.status END,
       COALESCE(e.submitted_at, e.updated_at)
  FROM merchant_entries e WHERE e.status IN ('submitted', 'approved', 'rejected')
UNION ALL
SELECT 'authentication', p.id, p.user_id, CASE p.status WHEN 'submitted' THEN 'pending' ELSE p.status END, p.submitted_at
  FROM personal_authentications p
UNION ALL
SELECT 'enterprise', a.id, a.user_id, CASE a.status WHEN 'submitted' THEN 'pending' ELSE a.status END, a.submitted_at
  FROM enterprise_applications a`;

function filtered(kind: ReviewKindValue | undefined, status: ReviewStatusValue | undefined, id?: number) {
  const where = ['q.status = ?'];
  const args: (string | number)[] = [status ?? 'pending'];
  if (kind) {
    where.push('q.kind = ?');
    args.push(kind);
  }
  if (id !== undefined) {
    where.push('q.id = ?');
    args.push(id);
  }
  return { where: `WHERE ${where.join(' AND ')}`, args };
}

export function queuePage(
  app: FastifyInstance,
  query: { pageNum?: number; pageSize?: number; kind?: ReviewKindValue; status?: ReviewStatusValue },
  lang: Lang,
): PageOf<ReviewItem> {
  const { where, args } = filtered(query.kind, query.status);
  // The queue's SELECT reads the server time (`?1`) before the filter's placeholders.
  const page = pageRows<QueueRow>(
    app.db,
    {
      select: 'q.*',
      from: `FROM (${QUEUE_SQL}) q ${where}`,
      order: 'q.at DESC, q.kind, q.id DESC',
      args: [app.now(), ...args],
    },
    query,
  );
  return { ...page, records: page.records.map((row) => toItem(app.db, row, lang)) };
}

function queueRow(app: FastifyInstance, kind: ReviewKindValue, id: number): QueueRow | undefined {
  return one<QueueRow>(
    app.db,
    `SELECT q.* FROM (${QUEUE_SQL}) q WHERE q.kind = ? AND q.id = ? ORDER BY q.at DESC LIMIT 1`,
    app.now(),
    kind,
    id,
  );
}

// ---------------------------------------------------------------------------------------------------------
// One item, by kind: its title (both languages, for the reader and the applicant's event), the thing it
// belongs to, the facts and the files to decide on.

interface Detail {
  title: Bilingual;
  subject: { label: Bilingual; link: string } | null;
  facts: { label: Bilingual; value: string }[];
  evidence: { label: Bilingual; file: { fileId: string; name: string; url: string } }[];
  reason: string | null;
  decidedAt: number | null;
  /** Where the applicant sees the item. */
  link: string;
}

const L = {
  voucher: { zh: '付款凭证', en: 'Payment voucher' },
  amount: { zh: '缴纳金额', en: 'Amount paid' },
  required: { zh: '应缴保证金', en: 'Deposit due' },
  paymentTime: { zh: '付款时间', en: 'Paid at' },
  contact: { zh: '联系人', en: 'Contact' },
  quantity: { zh: '报名数量', en: 'Quantity' },
  remark: { zh: '备注', en: 'Remark' },
  lot: { zh: '拍品', en: 'Lot' },
  groupBuy: { zh: '集采', en: 'Group buy' },
  inquiry: { zh: '询价单', en: 'Inquiry' },
  exhibition: { zh: '展会', en: 'Exhibition' },
  company: { zh: '企业', en: 'Company' },
  exhibits: { zh: '展品数量', en: 'Exhibits' },
  attachment: { zh: '附件', en: 'Attachment' },
  realName: { zh: '真实姓名', en: 'Real name' },
  idNumber: { zh: '身份证号码', en: 'ID number' },
  storeType: { zh: '店铺类型', en: 'Store type' },
  inquiryNum: { zh: '询价单号', en: 'Inquiry number' },
  dueDate: { zh: '截止日期', en: 'Due date' },
  individualAuth: { zh: '个人认证', en: 'Individual authentication' },
} satisfies Record<string, Bilingual>;

const same = (text: string): Bilingual => ({ zh: text, en: text });
const both = (zh: string, en: string | null | undefined): Bilingual => ({ zh, en: en || zh });
const time = (ms: number | null) =>
  ms === null ? '' : new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

function depositDetail(db: Db, id: number): Detail {
  const r = one<{
    auction_id: number;
    title: string;
    title_en: string;
    code: string;
    margin_fen: number;
    amount_fen: number | null;
    payment_time: number | null;
    attachments: string;
    contact_name: string;
    contact_phone: string;
    reject_reason: string | null;
    status: string;
    updated_at: number;
  }>(
    db,
    `SELECT m.auction_id, a.title, a.title_en, a.code, a.margin_fen, m.amount_fen, m.payment_time, m.attachments,
            m.contact_name, m.contact_phone, m.reject_reason, m.status, m.updated_at
       FROM auction_margins m JOIN auctions a ON a.id = m.auction_id WHERE m.id = ?`,
    id,
  )!;
  const link = `/details?id=${r.auction_id}`;
  return {
    title: both(r.title, r.title_en),
    subject: { label: { zh: `${L.lot.zh} ${r.code}`, en: `${L.lot.en} ${r.code}` }, link },
    facts: [
      { label: L.required, value: fenToMoney(r.margin_fen) },
      { label: L.amount, value: r.amount_fen === null ? '' : fenToMoney(r.amount_fen) },
      { label: L.paymentTime, value: time(r.payment_time) },
      { label: L.contact, value: `${r.contact_name} ${r.contact_phone}` },
    ],
    evidence: attachmentRefs(db, r.attachments).map((file) => ({ label: L.voucher, file })),
    reason: r.reject_reason,
    decidedAt: r.status === 'pendingReview' ? null : r.updated_at,
    link,
  };
}

function groupBuyDetail(db: Db, id: number): Detail {
  const r = one<{
    collective_id: number;
    title: string;
    title_en: string;
    quantity: string;
    deposit_fen: number | null;
    payment_time: number | null;
    attachments: string;
    contact_name: string;
    contact_phone: string;
    remark: string;
    reject_reason: string | null;
    status: string;
    updated_at: number;
  }>(
    db,
    `SELECT r.collective_id, g.title, g.title_en, r.quantity, r.deposit_fen, r.payment_time, r.attachments,
            r.contact_name, r.contact_phone, r.remark, r.reject_reason, r.status, r.updated_at
       FROM collective_registrations r JOIN collective_purchases g ON g.id = r.collective_id WHERE r.id = ?`,
    id,
  )!;
  const link = `/collectDetail?id=${r.collective_id}`;
  return {
    title: both(r.title, r.title_en),
    subject: { label: L.groupBuy, link },
    facts: [
      { label: L.quantity, value: r.quantity },
      { label: L.amount, value: r.deposit_fen === null ? '' : fenToMoney(r.deposit_fen) },
      { label: L.paymentTime, value: time(r.payment_time) },
      { label: L.contact, value: `${r.contact_name} ${r.contact_phone}` },
      ...(r.remark ? [{ label: L.remark, value: r.remark }] : []),
    ],
    evidence: attachmentRefs(db, r.attachments).map((file) => ({ label: L.voucher, file })),
    reason: r.reject_reason,
    decidedAt: r.status === 'pendingReview' ? null : r.updated_at,
    link,
  };
}

function lastDecision(db: Db, kind: ReviewKindValue, id: number) {
  return one<{ reason: string | null; decided_at: number }>(
    db,
    'SELECT reason, decided_at FROM review_decisions WHERE kind = ? AND item_id = ? ORDER BY decided_at DESC, id DESC LIMIT 1',
    kind,
    id,
  );
}

function inquiryDetail(db: Db, id: number): Detail {
  const r = one<{
    inquiry_num: string;
    title: string;
    title_en: string;
    quantity: string;
    unit: string;
    due_date: string;
    description: string;
    attachments: string;
    contact_phone: string;
    status: string;
  }>(
    db,
    `SELECT inquiry_num, title, title_en, quantity, unit, due_date, description, attachments, contact_phone, status
       FROM inquiries WHERE id = ?`,
    id,
  )!;
  const decision = lastDecision(db, 'inquiry', id);
  const link = `/inquiryCounterofferDetail/${id}`;
  return {
    title: both(r.title, r.title_en),
    subject: { label: { zh: `${L.inquiry.zh} ${r.inquiry_num}`, en: `${L.inquiry.en} ${r.inquiry_num}` }, link },
    facts: [
      { label: L.inquiryNum, value: r.inquiry_num },
      { label: L.quantity, value: `${r.quantity} ${r.unit}` },
      { label: L.dueDate, value: r.due_date },
      { label: L.contact, value: r.contact_phone },
      ...(r.description ? [{ label: L.remark, value: r.description }] : []),
    ],
    evidence: attachmentRefs(db, r.attachments).map((file) => ({ label: L.attachment, file })),
    reason: r.status === 'underReview' ? null : (decision?.reason ?? null),
    decidedAt: r.status === 'underReview' ? null : (decision?.decided_at ?? null),
    link,
  };
}

function boothDetail(db: Db, id: number): Detail {
  const r = one<{
    show_room_id: number;
    name: string;
    name_en: string;
    location: string;
    location_en: string;
    company: string;
    company_en: string;
    booth_no: string | null;
    exhibit_count: number;
    contact_name: string;
    contact_mobile: string;
    remarks: string;
    audit_status: string;
    audit_remark: string | null;
    updated_at: number;
  }>(
    db,
    `SELECT s.show_room_id, r.name, r.name_en, l.name AS location, l.name_en AS location_en, c.name AS company,
            c.name_en AS company_en, s.booth_no, s.exhibit_count, s.contact_name, s.contact_mobile, s.remarks,
            s.audit_status, s.audit_remark, s.updated_at
       FROM exhibition_signups s JOIN exhibition_show_rooms r ON r.id = s.show_room_id
       JOIN exhibition_locations l ON l.id = s.location_id JOIN companies c ON c.id = s.company_id WHERE s.id = ?`,
    id,
  )!;
  const link = '/sellerCenter/myBooths';
  const pending = r.audit_status === 'waitAudit' || r.audit_status === 'auditing';
  return {
    title: both(r.name, r.name_en),
    subject: { label: both(r.name, r.name_en), link: `/exhibitionExhibits?showRoomId=${r.show_room_id}` },
    facts: [
      { label: L.company, value: r.company },
      { label: { zh: '展区', en: 'Area' }, value: r.location },
      ...(r.booth_no ? [{ label: { zh: '展位号', en: 'Booth' }, value: r.booth_no }] : []),
      { label: L.exhibits, value: String(r.exhibit_count) },
      { label: L.contact, value: `${r.contact_name} ${r.contact_mobile}` },
      ...(r.remarks ? [{ label: L.remark, value: r.remarks }] : []),
    ],
    evidence: [],
    reason: r.audit_remark,
    decidedAt: pending ? null : r.updated_at,
    link,
  };
}

function merchantDetail(db: Db, id: number): Detail {
  const r = one<{
    company_name: string;
    shop_name: string;
    store_type: string | null;
    credit_code: string;
    legal_person: string;
    phone: string;
    licence_file_id: number | null;
    id_front_file_id: number | null;
    id_back_file_id: number | null;
    attachment_ids: string;
    reject_reason: string | null;
    audited_at: number | null;
  }>(
    db,
    `SELECT company_name, shop_name, store_type, credit_code, legal_person, phone, licence_file_id, id_front_file_id,
            id_back_file_id, attachment_ids, reject_reason, audited_at FROM merchant_entries WHERE id = ?`,
    id,
  )!;
  const files = [
    [ENTRY_FIELD_LABELS.licenceFileId, r.licence_file_id],
    [ENTRY_FIELD_LABELS.idFrontFileId, r.id_front_file_id],
    [ENTRY_FIELD_LABELS.idBackFileId, r.id_back_file_id],
  ] as const;
  return {
    title: same(r.company_name),
    subject: null,
    facts: [
      { label: ENTRY_FIELD_LABELS.shopName, value: r.shop_name },
      { label: L.storeType, value: r.store_type ?? '' },
      { label: ENTRY_FIELD_LABELS.creditCode, value: r.credit_code },
      { label: ENTRY_FIELD_LABELS.legalPerson, value: r.legal_person },
      { label: ENTRY_FIELD_LABELS.phone, value: r.phone },
    ],
    evidence: [
      ...files.flatMap(([label, fileId]) => {
        const file = fileRef(db, fileId);
        return file ? [{ label, file }] : [];
      }),
      ...attachmentRefs(db, r.attachment_ids).map((file) => ({ label: ENTRY_FIELD_LABELS.attachmentIds, file })),
    ],
    reason: r.reject_reason,
    decidedAt: r.audited_at,
    link: '/certification',
  };
}

function enterpriseDetail(db: Db, id: number): Detail {
  const r = one<EnterpriseRow>(db, 'SELECT * FROM enterprise_applications WHERE id = ?', id)!;
  const licence = fileRef(db, r.licence_file_id);
  return {
    title: same(r.company_name),
    subject: null,
    facts: [
      { label: ENTRY_FIELD_LABELS.creditCode, value: r.credit_code },
      { label: ENTRY_FIELD_LABELS.legalPerson, value: r.legal_person },
      { label: ENTRY_FIELD_LABELS.contact, value: `${r.contact} ${r.phone}` },
      { label: ENTRY_FIELD_LABELS.registeredCapital, value: r.registered_capital },
      { label: ENTRY_FIELD_LABELS.registrationPlace, value: r.registration_place },
      { label: ENTRY_FIELD_LABELS.address, value: `${r.address} ${r.postal_code}` },
      { label: ENTRY_FIELD_LABELS.establishedOn, value: r.established_on },
      { label: ENTRY_FIELD_LABELS.taxNumber, value: r.tax_number },
      { label: ENTRY_FIELD_LABELS.bank, value: `${r.bank} ${r.account_number} ${r.account_name}` },
    ],
    evidence: licence ? [{ label: ENTRY_FIELD_LABELS.licenceFileId, file: licence }] : [],
    reason: r.reject_reason,
    decidedAt: r.audited_at,
    link: '/buyerCenter/enterprise',
  };
}

function personalDetail(db: Db, id: number): Detail {
  const r = one<PersonalRow>(db, 'SELECT * FROM personal_authentications WHERE id = ?', id)!;
  const front = fileRef(db, r.id_front_file_id);
  const back = fileRef(db, r.id_back_file_id);
  return {
    title: { zh: `${L.individualAuth.zh}：${r.real_name}`, en: `${L.individualAuth.en}: ${r.real_name}` },
    subject: null,
    facts: [
      { label: L.realName, value: r.real_name },
      // The operator checks the number against the scans: shown whole here only.
      { label: L.idNumber, value: r.id_number },
    ],
    evidence: [
      ...(front ? [{ label: ENTRY_FIELD_LABELS.idFrontFileId, file: front }] : []),
      ...(back ? [{ label: ENTRY_FIELD_LABELS.idBackFileId, file: back }] : []),
    ],
    reason: r.reject_reason,
    decidedAt: r.audited_at,
    link: '/buyerCenter/authentication',
  };
}

const DETAILS: Record<ReviewKindValue, (db: Db, id: number) => Detail> = {
  deposit: depositDetail,
  groupBuy: groupBuyDetail,
  inquiry: inquiryDetail,
  booth: boothDetail,
  merchantEntry: merchantDetail,
  authentication: personalDetail,
  enterprise: enterpriseDetail,
};

function toItem(db: Db, row: QueueRow, lang: Lang): ReviewItem {
  const detail = DETAILS[row.kind](db, row.id);
  const user = one<{ account: string; nickname: string }>(
    db,
    'SELECT account, nickname FROM users WHERE id = ?',
    row.user_id,
  );
  const text = (b: Bilingual) => pick(lang, b.zh, b.en);
  return {
    kind: row.kind,
    id: row.id,
    status: row.status,
    title: text(detail.title),
    applicant: { id: row.user_id, account: user?.account ?? '', nickname: user?.nickname ?? '' },
    submittedAt: row.at,
    decidedAt: row.status === 'pending' ? null : detail.decidedAt,
    reason: row.status === 'rejected' ? detail.reason : null,
    subject: detail.subject ? { label: text(detail.subject.label), link: detail.subject.link } : null,
    facts: detail.facts.filter((f) => f.value !== '').map((f) => ({ label: text(f.label), value: f.value })),
    evidence: detail.evidence.map((e) => ({ label: text(e.label), file: e.file })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The decision.

/** Runs the kind's own decision inside the queue's transaction; false when the kind found it decided already. */
function decideKind(app: FastifyInstance, body: ReviewDecisionBody, reason: string, lang: Lang): boolean {
  const { db } = app;
  const now = app.now();
  switch (body.kind) {
    case 'deposit':
      decideDeposit(app, body.id, body.pass, reason, lang);
      return true;
    case 'groupBuy':
      decideRegistration(app, body.id, body.pass, reason, lang);
      return true;
    case 'inquiry':
      decideInquiry(app, body.id, body.pass, lang);
      return true;
    case 'booth':
      auditSignUp(
        db,
        body.pass
          ? { id: body.id, auditStatus: 'auditPass' }
          : { id: body.id, auditStatus: 'notPass', auditRemark: reason },
        now,
        lang,
      );
      return true;
    case 'merchantEntry':
      auditEntry(app, body.pass ? { id: body.id, pass: true } : { id: body.id, pass: false, reason }, lang);
      return true;
    case 'authentication':
      return decidePersonal(db, now, body.id, body.pass, reason);
    case 'enterprise':
      return decideEnterprise(db, now, body.id, body.pass, reason);
  }
}

export function decide(app: FastifyInstance, operator: AuthUser, body: ReviewDecisionBody, lang: Lang): ReviewItem {
  const { db } = app;
  return transaction(db, () => {
    const before = queueRow(app, body.kind, body.id);
    if (!before) throw new BusinessError('notFound');
    if (before.status !== 'pending') {
      throw new BusinessError('validation', REVIEW_MESSAGES.alreadyDecided(before.status)[lang]);
    }
    const reason = body.reason?.trim() ?? '';
    if (!body.pass && reason === '') throw new FieldError('reason', REVIEW_MESSAGES.reasonRequired[lang]);
    if (!decideKind(app, body, reason, lang)) {
      const now = queueRow(app, body.kind, body.id);
      throw new BusinessError('validation', REVIEW_MESSAGES.alreadyDecided(now?.status ?? 'approved')[lang]);
    }
    const status = body.pass ? 'approved' : 'rejected';
    const at = app.now();
    run(
      db,
      'INSERT INTO review_decisions (kind, item_id, status, reason, operator_id, decided_at) VALUES (?, ?, ?, ?, ?, ?)',
      body.kind,
      body.id,
      status,
      body.pass ? null : reason,
      operator.id,
      at,
    );
    const detail = DETAILS[body.kind](db, body.id);
    const event: UserReviewEvent = {
      kind: body.kind,
      id: body.id,
      status,
      title: detail.title.zh,
      titleEn: detail.title.en,
      reason: body.pass ? null : reason,
      link: detail.link,
      at,
    };
    afterCommit(db, () => {
      if (app.hasDecorator('realtime')) app.realtime.publish(roomName('user', before.user_id), 'user:review', event);
    });
    const after = queueRow(app, body.kind, body.id);
    return toItem(db, after ?? { ...before, status }, lang);
  });
}

export { REVIEW_KIND_LABELS };
