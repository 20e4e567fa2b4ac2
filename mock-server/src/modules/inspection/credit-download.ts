// /creditDownload: which verification reports a user may download and why (own company, a factory it
// inspected or visited, any for the operator), and the PDF of one of them.
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { DownloadReason, DownloadableReport } from '@portal/contracts/http/factory-credit';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { one, type Db, type SqlValue } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { BusinessError } from '../../lib/errors.ts';
import { likeTerm } from '../../lib/like.ts';
import { pageRows } from '../../lib/paging.ts';
import { textAs } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { reportStatus } from './credit-lookup.ts';

/**
 * The reason of each factory the caller may download, strongest first, as one SQL expression over `r`
 * (factory_credit_reports) with its arguments: an inspection that reached its report, a confirmed visit whose
 * day has come. NULL when the caller may not.
 */
function reasonSql(user: AuthUser, today: string): { sql: string; args: SqlValue[] } {
  if (user.role === 'operator') return { sql: "'operator'", args: [] };
  return {
    sql: `CASE
      WHEN r.factory_company_id = ? THEN 'own'
      WHEN EXISTS (SELECT 1 FROM inspection_applications a JOIN inspection_reports ir ON ir.inspection_id = a.id
                    WHERE a.applicant_user_id = ? AND a.factory_company_id = r.factory_company_id) THEN 'inspected'
      WHEN EXISTS (SELECT 1 FROM factory_visits v WHERE v.user_id = ? AND v.factory_company_id = r.factory_company_id
                      AND v.status = 'confirmed' AND v.visit_date <= ?) THEN 'visited'
    END`,
    args: [user.companyId ?? -1, user.id, user.id, today],
  };
}

interface Row {
  factory_company_id: number;
  report_no: string;
  grade: string;
  score: number;
  verified_at: number;
  valid_until: string;
  reason: DownloadReason;
  name: string;
  shop_name: string | null;
  logo: string | null;
  county_code: string;
}

export function downloadableReports(
  db: Db,
  user: AuthUser,
  query: { pageNum?: number; pageSize?: number; keyword?: string },
  lang: Lang,
  now: number,
): PageOf<DownloadableReport> {
  const reason = reasonSql(user, chinaDate(now));
  const keyword = query.keyword?.trim();
  const filter = keyword ? "AND (c.name LIKE ? ESCAPE '\\' OR c.name_en LIKE ? ESCAPE '\\')" : '';
  const filterArgs = keyword ? [likeTerm(keyword), likeTerm(keyword)] : [];
  const from = `FROM (SELECT r.*, ${reason.sql} AS reason FROM factory_credit_reports r) r
      JOIN companies c ON c.id = r.factory_company_id
     WHERE r.reason IS NOT NULL ${filter}`;
  const page = pageRows<Row>(
    db,
    {
      select: `r.factory_company_id, r.report_no, r.grade, r.score, r.verified_at, r.valid_until, r.reason,
               ${textAs(lang, 'c.name', 'name')}, ${textAs(lang, 'c.shop_name', 'shop_name')}, c.logo, c.county_code`,
      from,
      order: 'r.verified_at DESC, r.id DESC',
      args: [...reason.args, ...filterArgs],
      defaultSize: TABLE_PAGE_SIZE,
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((row) => ({
      factory: {
        id: row.factory_company_id,
        name: row.name,
        shopName: row.shop_name ?? row.name,
        logo: row.logo ?? '',
        regionName: regionPathIn(lang, row.county_code),
      },
      reportNo: row.report_no,
      grade: row.grade,
      score: row.score,
      verifiedAt: row.verified_at,
      validUntil: row.valid_until,
      status: reportStatus(row.valid_until, now),
      reason: row.reason,
    })),
  };
}

/** Throws 'No Factory Inspection Report' without a report, 403 (B018) when the caller may not download it. */
export function assertMayDownload(db: Db, user: AuthUser, factoryId: number, now: number): void {
  const reason = reasonSql(user, chinaDate(now));
  const row = one<{ reason: string | null }>(
    db,
    `SELECT ${reason.sql} AS reason FROM factory_credit_reports r WHERE r.factory_company_id = ?`,
    ...reason.args,
    factoryId,
  );
  if (!row) throw new BusinessError('noInspectionReport');
  if (row.reason === null) throw new BusinessError('forbiddenRole');
}
