// Factory inspection, visit and credit reads, in the caller's language: who may apply (role, authentication,
// company, one open application per factory), the caller's applications with their steps, the public lists, and
// the deep verification report ('No Factory Inspection Report' when a factory has none).
import type { Lang } from '@portal/contracts/envelope';
import { type ResultCodeName } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import type { PageOf } from '@portal/contracts/operation';
import type { CompanyRef } from '@portal/contracts/entities/trade-request';
import type { CreditReport } from '@portal/contracts/http/factory-credit';
import type {
  Inspection,
  InspectionApplyable,
  InspectionPublic,
  InspectionStatusValue,
  InspectionStepValue,
  InspectionTypeValue,
} from '@portal/contracts/http/factory-inspection';
import { INSPECTION_STEPS, INSPECTION_TYPES } from '@portal/contracts/http/factory-inspection';
import type { FactoryVisit, FactoryVisitPublic, VisitStatusValue } from '@portal/contracts/http/factory-visit';
import type { Bilingual } from '@portal/contracts/rules/constants';
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyRef, companyRefs } from '../catalogue/public.ts';
import { inLanguage } from '../inquiry/public.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { maskCompanyName } from '../../lib/mask.ts';
import { pageRows } from '../../lib/paging.ts';
import { pick, textAs } from '../../lib/text.ts';
import { itemLabel, namesIn } from './steps.ts';

/** Why an application is refused: a result code of the envelope, or an application already under way. */
type Refusal = Exclude<ResultCodeName, 'ok'> | 'alreadyApplied';

const ALREADY_APPLIED: Record<'inspection' | 'visit', Bilingual> = {
  inspection: { zh: '您对该工厂已有进行中的验厂申请', en: 'You already have an inspection of this factory under way.' },
  visit: {
    zh: '您已预约参观该工厂，请等待工厂确认或参观结束后再预约',
    en: 'You already have a visit to this factory booked.',
  },
};

function refusal(reason: Refusal, lang: Lang, kind: 'inspection' | 'visit'): { reason: string; message: string } {
  const message = reason === 'alreadyApplied' ? ALREADY_APPLIED[kind][lang] : BusinessMessages[reason][lang];
  return { reason, message };
}

/** The factory a request names (in the caller's language): a company of kind factory, or not found. */
function factoryRef(db: Db, factoryId: number, lang: Lang): CompanyRef {
  const kind = one<{ kind: string }>(db, 'SELECT kind FROM companies WHERE id = ?', factoryId)?.kind;
  const ref = kind === 'factory' ? companyRef(db, factoryId) : undefined;
  if (!ref) throw new BusinessError('notFound');
  return inLanguage(db, new Map([[factoryId, ref]]), lang).get(factoryId) ?? ref;
}

/** The factories of a list's rows, their names and regions in the caller's language. */
const factoriesIn = (db: Db, ids: Iterable<number>, lang: Lang) => inLanguage(db, companyRefs(db, ids), lang);

// ---------------------------------------------------------------------------------------------------------
// Inspections.

/** Buyers and shops may inspect any factory in every way; a factory may only ask the platform to inspect
 * itself; other roles may not apply. */
export function inspectionTypesFor(auth: AuthUser, factoryId: number): InspectionTypeValue[] {
  if (auth.role === 'buyer' || auth.role === 'shop') return [...INSPECTION_TYPES];
  if (auth.role === 'factory' && auth.companyId === factoryId) return ['platform'];
  return [];
}

export function inspectionApplyable(db: Db, auth: AuthUser, factoryId: number, lang: Lang): InspectionApplyable {
  const factory = factoryRef(db, factoryId, lang);
  const types = inspectionTypesFor(auth, factoryId);
  const open = one<{ id: number }>(
    db,
    "SELECT id FROM inspection_applications WHERE applicant_user_id = ? AND factory_company_id = ? AND status = 'inProgress' ORDER BY id DESC LIMIT 1",
    auth.id,
    factoryId,
  );
  let reason: Refusal | null = null;
  if (auth.role === 'personal' && !auth.authenticated) reason = 'individualCannotApply';
  else if (types.length === 0) reason = 'forbiddenRole';
  else if (auth.companyId === null) reason = 'improveEnterprise';
  else if (open) reason = 'alreadyApplied';
  return {
    applyable: reason === null,
    ...(reason === null ? { reason: null, message: null } : refusal(reason, lang, 'inspection')),
    openId: open?.id ?? null,
    types,
    factory,
  };
}

interface InspectionRow {
  id: number;
  code: string;
  applicant_user_id: number;
  applicant_company_id: number | null;
  factory_company_id: number;
  type: InspectionTypeValue;
  product_ids: string;
  items: string;
  expected_date: string;
  confirmed_date: string | null;
  step: InspectionStepValue;
  status: InspectionStatusValue;
  team: string;
  contact_name: string;
  contact_name_en: string;
  contact_phone: string;
  remark: string;
  remark_en: string;
  next_due_at: number | null;
  awaiting_factory: number;
  confirmed_time: string | null;
  decline_reason: string | null;
  created_at: number;
  applicant_name: string;
  applicant_name_en: string | null;
  report_no: string | null;
  reported_at: number | null;
  score: number | null;
  grade: string | null;
  conclusion: string | null;
  conclusion_en: string | null;
}

// The applicant in English: the company's English name, else the application's English contact name.
const INSPECTION_COLUMNS = `a.*, COALESCE(ac.name, u.nickname) AS applicant_name,
  COALESCE(NULLIF(ac.name_en, ''), NULLIF(a.contact_name_en, '')) AS applicant_name_en,
  r.report_no, r.reported_at, r.score, r.grade, r.conclusion, r.conclusion_en`;
const INSPECTION_FROM = `FROM inspection_applications a
JOIN users u ON u.id = a.applicant_user_id
LEFT JOIN companies ac ON ac.id = a.applicant_company_id
LEFT JOIN inspection_reports r ON r.inspection_id = a.id`;

function report(row: InspectionRow, lang: Lang): Inspection['report'] {
  if (row.report_no === null || row.reported_at === null || row.score === null) return null;
  return {
    reportNo: row.report_no,
    reportedAt: row.reported_at,
    score: row.score,
    grade: row.grade ?? '',
    conclusion: pick(lang, row.conclusion ?? '', row.conclusion_en),
  };
}

function toInspection(
  db: Db,
  row: InspectionRow,
  factories: Map<number, CompanyRef>,
  lang: Lang,
): Inspection | undefined {
  const factory = factories.get(row.factory_company_id);
  if (!factory) return undefined;
  const done = new Map(
    all<{ step: string; done_at: number; note: string; note_en: string }>(
      db,
      'SELECT step, done_at, note, note_en FROM inspection_steps WHERE inspection_id = ?',
      row.id,
    ).map((s) => [s.step, s]),
  );
  const productIds = JSON.parse(row.product_ids) as number[];
  const products = productIds.length
    ? all<{ id: number; title: string }>(
        db,
        `SELECT id, ${textAs(lang, 'title')} FROM products WHERE id IN (${productIds.map(() => '?').join(',')}) ORDER BY id`,
        ...productIds,
      )
    : [];
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    factory,
    applicantName: pick(lang, row.applicant_name, row.applicant_name_en),
    products,
    items: (JSON.parse(row.items) as string[]).map((item) => itemLabel(lang, item)),
    remark: pick(lang, row.remark, row.remark_en),
    expectedDate: row.expected_date,
    confirmedDate: row.confirmed_date,
    currentStep: row.step,
    status: row.status,
    steps: INSPECTION_STEPS.map((step) => ({
      step,
      doneAt: done.get(step)?.done_at ?? null,
      note: pick(lang, done.get(step)?.note ?? '', done.get(step)?.note_en),
    })),
    team: namesIn(lang, JSON.parse(row.team) as string[]),
    contactName: pick(lang, row.contact_name, row.contact_name_en),
    contactPhone: row.contact_phone,
    report: report(row, lang),
    nextStepAt: row.status === 'inProgress' ? row.next_due_at : null,
    awaitingFactory: row.status === 'inProgress' && row.awaiting_factory === 1,
    confirmedTime: row.confirmed_time,
    declineReason: row.status === 'rejected' ? row.decline_reason : null,
    createdAt: row.created_at,
  };
}

/** Buyers and shops: what they applied for; factories: inspections of their factory; the platform: all. */
export function myInspections(
  db: Db,
  auth: AuthUser,
  query: {
    pageNum?: number;
    pageSize?: number;
    type?: InspectionTypeValue;
    status?: InspectionStatusValue;
    awaitingFactory?: boolean;
  },
  lang: Lang,
): PageOf<Inspection> {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (auth.role === 'factory') {
    where.push('a.factory_company_id = ?');
    args.push(auth.companyId ?? -1);
  } else if (auth.role !== 'operator') {
    where.push('a.applicant_user_id = ?');
    args.push(auth.id);
  }
  if (query.type) {
    where.push('a.type = ?');
    args.push(query.type);
  }
  if (query.status) {
    where.push('a.status = ?');
    args.push(query.status);
  }
  if (query.awaitingFactory !== undefined) {
    where.push(query.awaitingFactory ? "a.awaiting_factory = 1 AND a.status = 'inProgress'" : 'a.awaiting_factory = 0');
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const page = pageRows<InspectionRow>(
    db,
    {
      select: INSPECTION_COLUMNS,
      from: `${INSPECTION_FROM} ${clause}`,
      order: 'a.created_at DESC, a.id DESC',
      args,
      // The joins add no rows (one applicant, at most one report): count the applications alone.
      countFrom: `FROM inspection_applications a ${clause}`,
    },
    query,
  );
  const factories = factoriesIn(
    db,
    page.records.map((r) => r.factory_company_id),
    lang,
  );
  return { ...page, records: page.records.flatMap((row) => toInspection(db, row, factories, lang) ?? []) };
}

/** One inspection, for its applicant, the users of the inspected factory and operators; anyone else: not found. */
export function inspectionDetail(db: Db, auth: AuthUser, id: number, lang: Lang): Inspection {
  const row = one<InspectionRow>(db, `SELECT ${INSPECTION_COLUMNS} ${INSPECTION_FROM} WHERE a.id = ?`, id);
  const party =
    row &&
    (auth.role === 'operator' ||
      row.applicant_user_id === auth.id ||
      (auth.companyId !== null && auth.companyId === row.factory_company_id));
  const inspection = party ? toInspection(db, row, factoriesIn(db, [row.factory_company_id], lang), lang) : undefined;
  if (!inspection) throw new BusinessError('notFound');
  return inspection;
}

/** Finished inspections with a report, newest report first. */
export function publicInspections(
  db: Db,
  query: { pageNum?: number; pageSize?: number; keyword?: string; type?: InspectionTypeValue },
  lang: Lang,
): PageOf<InspectionPublic> {
  const where = ["a.status = 'completed'", 'r.id IS NOT NULL'];
  const args: SqlValue[] = [];
  if (query.type) {
    where.push('a.type = ?');
    args.push(query.type);
  }
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    where.push("(f.name LIKE ? ESCAPE '\\' OR COALESCE(f.shop_name, '') LIKE ? ESCAPE '\\')");
    args.push(term, term);
  }
  const from = `FROM inspection_applications a JOIN companies f ON f.id = a.factory_company_id
    LEFT JOIN inspection_reports r ON r.inspection_id = a.id WHERE ${where.join(' AND ')}`;
  const page = pageRows<
    { id: number; code: string; type: InspectionTypeValue; factory_company_id: number; items: string } & {
      report_no: string;
      reported_at: number;
      score: number;
      grade: string;
      conclusion: string;
      conclusion_en: string;
    }
  >(
    db,
    {
      select:
        'a.id, a.code, a.type, a.factory_company_id, a.items, r.report_no, r.reported_at, r.score, r.grade, r.conclusion, r.conclusion_en',
      from,
      order: 'r.reported_at DESC, a.id DESC',
      args,
    },
    query,
  );
  const factories = factoriesIn(
    db,
    page.records.map((r) => r.factory_company_id),
    lang,
  );
  return {
    ...page,
    records: page.records.flatMap((row) => {
      const factory = factories.get(row.factory_company_id);
      if (!factory) return [];
      return [
        {
          id: row.id,
          code: row.code,
          type: row.type,
          factory,
          items: (JSON.parse(row.items) as string[]).map((item) => itemLabel(lang, item)),
          report: {
            reportNo: row.report_no,
            reportedAt: row.reported_at,
            score: row.score,
            grade: row.grade,
            conclusion: pick(lang, row.conclusion, row.conclusion_en),
          },
        },
      ];
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Visits.

interface VisitRow {
  id: number;
  code: string;
  user_id: number;
  factory_company_id: number;
  visit_date: string;
  visitors: number;
  name: string;
  mobile: string;
  enterprise_name: string;
  name_en: string;
  enterprise_name_en: string;
  purpose: string;
  purpose_en: string;
  status: 'pendingReview' | 'confirmed' | 'rejected';
  reply: string | null;
  reply_en: string | null;
  created_at: number;
  eff_status: VisitStatusValue;
}

/** Every visit with its effective status; the first `?` is today's China date. */
const VISIT_SELECT = `
SELECT v.*, CASE WHEN v.status = 'confirmed' AND v.visit_date < today.d THEN 'completed' ELSE v.status END AS eff_status
FROM factory_visits v CROSS JOIN (SELECT ? AS d) today`;

export function visitApplyable(
  db: Db,
  now: number,
  auth: AuthUser,
  factoryId: number,
  lang: Lang,
): { applyable: boolean; reason: string | null; message: string | null; openId: number | null; factory: CompanyRef } {
  const factory = factoryRef(db, factoryId, lang);
  const open = one<{ id: number }>(
    db,
    `SELECT id FROM (${VISIT_SELECT}) x WHERE x.user_id = ? AND x.factory_company_id = ?
       AND x.eff_status IN ('pendingReview', 'confirmed') ORDER BY x.id DESC LIMIT 1`,
    chinaDate(now),
    auth.id,
    factoryId,
  );
  let reason: Refusal | null = null;
  if (auth.role === 'personal' && !auth.authenticated) reason = 'individualCannotApply';
  else if (auth.companyId === factoryId || auth.role === 'operator') reason = 'forbiddenRole';
  else if (open) reason = 'alreadyApplied';
  return {
    applyable: reason === null,
    ...(reason === null ? { reason: null, message: null } : refusal(reason, lang, 'visit')),
    openId: open?.id ?? null,
    factory,
  };
}

/**
 * One page of visits matching `where` (latest visit date first), each with its factory; visits whose
 * factory is gone are left out. `toRecord` shapes a row for its reader.
 */
function visitPage<T>(
  db: Db,
  now: number,
  where: readonly string[],
  args: readonly SqlValue[],
  query: { pageNum?: number; pageSize?: number },
  lang: Lang,
  toRecord: (row: VisitRow, factory: CompanyRef) => T,
  order = 'x.visit_date DESC, x.id DESC',
): PageOf<T> {
  const page = pageRows<VisitRow>(
    db,
    {
      select: '*',
      from: `FROM (${VISIT_SELECT}) x WHERE ${where.join(' AND ')}`,
      order,
      args: [chinaDate(now), ...args],
    },
    query,
  );
  const factories = factoriesIn(
    db,
    page.records.map((r) => r.factory_company_id),
    lang,
  );
  return {
    ...page,
    records: page.records.flatMap((row) => {
      const factory = factories.get(row.factory_company_id);
      return factory ? [toRecord(row, factory)] : [];
    }),
  };
}

/** Visits booked by the caller; for a factory, the visits to it. */
export function myVisits(
  db: Db,
  now: number,
  auth: AuthUser,
  query: { pageNum?: number; pageSize?: number; status?: VisitStatusValue },
  lang: Lang,
): PageOf<FactoryVisit> {
  const where = [auth.role === 'factory' ? 'x.factory_company_id = ?' : 'x.user_id = ?'];
  const args: SqlValue[] = [auth.role === 'factory' ? (auth.companyId ?? -1) : auth.id];
  if (query.status) {
    where.push('x.eff_status = ?');
    args.push(query.status);
  }
  return visitPage(
    db,
    now,
    where,
    args,
    query,
    lang,
    (row, factory) => ({
      id: row.id,
      code: row.code,
      factory,
      visitDate: row.visit_date,
      visitors: row.visitors,
      name: pick(lang, row.name, row.name_en),
      mobile: row.mobile,
      enterpriseName: pick(lang, row.enterprise_name, row.enterprise_name_en),
      purpose: pick(lang, row.purpose, row.purpose_en),
      status: row.eff_status,
      reply: row.reply === null ? null : pick(lang, row.reply, row.reply_en),
      createdAt: row.created_at,
    }),
    // The factory answers what came in: the newest booking first.
    auth.role === 'factory' ? 'x.created_at DESC, x.id DESC' : undefined,
  );
}

/** Confirmed and completed visits, visitors masked, latest visit date first. */
export function publicVisits(
  db: Db,
  now: number,
  query: { pageNum?: number; pageSize?: number; factoryId?: number },
  lang: Lang,
): PageOf<FactoryVisitPublic> {
  const where = ["x.eff_status IN ('confirmed', 'completed')"];
  const args: SqlValue[] = [];
  if (query.factoryId !== undefined) {
    where.push('x.factory_company_id = ?');
    args.push(query.factoryId);
  }
  return visitPage(db, now, where, args, query, lang, (row, factory) => ({
    id: row.id,
    factory,
    visitDate: row.visit_date,
    visitors: row.visitors,
    enterpriseName: maskCompanyName(pick(lang, row.enterprise_name, row.enterprise_name_en)),
    status: row.eff_status,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Credit reports.

export function creditReport(db: Db, factoryId: number, lang: Lang): CreditReport {
  const factory = factoryRef(db, factoryId, lang);
  const row = one<{
    report_no: string;
    verified_at: number;
    valid_until: string;
    agency: string;
    agency_en: string;
    inspectors: string;
    score: number;
    grade: string;
    conclusion: string;
    conclusion_en: string;
    sections: string;
    sections_en: string;
  }>(db, 'SELECT * FROM factory_credit_reports WHERE factory_company_id = ?', factoryId);
  if (!row) throw new BusinessError('noInspectionReport');
  const sections = JSON.parse(pick(lang, row.sections, row.sections_en)) as Pick<
    CreditReport,
    'enterprise' | 'staff' | 'equipment' | 'capability' | 'licences' | 'certifications' | 'checks' | 'photos'
  >;
  return {
    reportNo: row.report_no,
    factory,
    verifiedAt: row.verified_at,
    validUntil: row.valid_until,
    agency: pick(lang, row.agency, row.agency_en),
    inspectors: namesIn(lang, JSON.parse(row.inspectors) as string[]),
    score: row.score,
    grade: row.grade,
    conclusion: pick(lang, row.conclusion, row.conclusion_en),
    ...sections,
  };
}
