// /creditCode: an enterprise by its unified social credit code with the status of its verification report;
// masked for anonymous callers (factoryCredit/byCreditCode's contract description).
import type { Lang } from '@portal/contracts/envelope';
import type { CreditLookup, CreditReportStatus } from '@portal/contracts/http/factory-credit';
import { checkCreditCode, creditCodeMessage, normalizeCreditCode } from '@portal/contracts/rules/credit-code';
import { one, type Db } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { FieldError } from '../../lib/errors.ts';
import { maskPersonName } from '../../lib/mask.ts';
import { personEn, textAs } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** valid until its validUntil day has passed on the server clock (China time), then expired. */
export function reportStatus(validUntil: string | null | undefined, now: number): CreditReportStatus {
  if (!validUntil) return 'none';
  return validUntil >= chinaDate(now) ? 'valid' : 'expired';
}

interface LookupRow {
  id: number;
  credit_code: string;
  name: string;
  kind: CreditLookup['kind'];
  county_code: string;
  legal_person: string;
  registered_capital: string;
  established_on: string;
  registration_place: string;
  address: string;
  audit_status: string;
  report_no: string | null;
  grade: string | null;
  score: number | null;
  verified_at: number | null;
  valid_until: string | null;
}

export function lookupByCreditCode(
  db: Db,
  caller: AuthUser | null | undefined,
  rawCode: string,
  lang: Lang,
  now: number,
): CreditLookup | null {
  const failure = checkCreditCode(rawCode);
  if (failure) throw new FieldError('code', creditCodeMessage(failure, lang));
  const row = one<LookupRow>(
    db,
    `SELECT c.id, c.credit_code, ${textAs(lang, 'c.name', 'name')}, c.kind, c.county_code, c.legal_person,
            c.registered_capital, c.established_on, ${textAs(lang, 'c.registration_place', 'registration_place')},
            ${textAs(lang, 'c.address', 'address')}, c.audit_status,
            r.report_no, r.grade, r.score, r.verified_at, r.valid_until
       FROM companies c LEFT JOIN factory_credit_reports r ON r.factory_company_id = c.id
      WHERE c.credit_code = ?`,
    normalizeCreditCode(rawCode),
  );
  if (!row) return null;
  const masked = !caller;
  const region = regionPathIn(lang, row.county_code);
  const legalPerson = lang === 'en' ? personEn(row.legal_person) : row.legal_person;
  return {
    creditCode: row.credit_code,
    companyId: row.id,
    name: row.name,
    kind: row.kind,
    regionName: region,
    legalPerson: masked ? maskLatinOrHan(legalPerson) : legalPerson,
    registeredCapital: row.registered_capital,
    establishedOn: row.established_on,
    registrationPlace: row.registration_place,
    address: masked ? region : row.address,
    auditStatus: row.audit_status,
    masked,
    report: {
      status: reportStatus(row.valid_until, now),
      reportNo: masked ? null : row.report_no,
      grade: row.grade,
      score: row.score,
      verifiedAt: row.verified_at,
      validUntil: row.valid_until,
    },
  };
}

/** 张伟 -> 张*; "Zhang Wei" -> "Zhang ***" (the surname stays, as on Chinese public records). */
function maskLatinOrHan(name: string): string {
  if (!/\s/.test(name)) return maskPersonName(name);
  const [surname] = name.split(/\s+/);
  return `${surname} ***`;
}
