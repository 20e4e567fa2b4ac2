// A buyer's enterprise information and an individual's authentication: who may submit, the whole check (the
// onboarding rules for the Company fields, rules/identity.ts for the ID number), the caller's own private scans,
// and the operator's decision (called by the review queue): one per application by a conditional update in the
// caller's transaction; approval makes the buyer's company or authenticates the individual.
import type { Lang } from '@portal/contracts/envelope';
import { businessMessage } from '@portal/contracts/business-messages';
import { fileUrl, type FilePurpose } from '@portal/contracts/http/file';
import type {
  EnterpriseInfo,
  EnterpriseInfoFields,
  MyEnterpriseInfo,
  MyPersonalAuth,
  PersonalAuth,
  PersonalAuthFields,
} from '@portal/contracts/http/verification';
import type { VerificationStatusValue } from '@portal/contracts/http/verification';
import { checkEntryFields, entryFailureText, type EntryField } from '@portal/contracts/rules/onboarding';
import { IDENTITY_MESSAGES, checkIdentity, maskIdNumber } from '@portal/contracts/rules/identity';
import { one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export interface EnterpriseRow {
  id: number;
  user_id: number;
  status: VerificationStatusValue;
  company_name: string;
  credit_code: string;
  legal_person: string;
  contact: string;
  phone: string;
  registered_capital: string;
  registration_place: string;
  address: string;
  postal_code: string;
  established_on: string;
  tax_number: string;
  bank: string;
  account_number: string;
  account_name: string;
  licence_file_id: number;
  reject_reason: string | null;
  company_id: number | null;
  submitted_at: number;
  audited_at: number | null;
}

export interface PersonalRow {
  id: number;
  user_id: number;
  status: VerificationStatusValue;
  real_name: string;
  id_number: string;
  id_front_file_id: number;
  id_back_file_id: number;
  reject_reason: string | null;
  submitted_at: number;
  audited_at: number | null;
}

/** The text fields of the enterprise information and their columns, in the order they are checked. */
const ENTERPRISE_COLUMNS = {
  companyName: 'company_name',
  creditCode: 'credit_code',
  legalPerson: 'legal_person',
  contact: 'contact',
  phone: 'phone',
  registeredCapital: 'registered_capital',
  registrationPlace: 'registration_place',
  address: 'address',
  postalCode: 'postal_code',
  establishedOn: 'established_on',
  taxNumber: 'tax_number',
  bank: 'bank',
  accountNumber: 'account_number',
  accountName: 'account_name',
} as const satisfies Partial<Record<EntryField, keyof EnterpriseRow>>;

const ENTERPRISE_CHECKED: readonly EntryField[] = [...Object.keys(ENTERPRISE_COLUMNS), 'licenceFileId'] as EntryField[];

const waitingText = {
  zh: '申请正在审核中，审核期间不能修改',
  en: 'The application is waiting for review and cannot be changed meanwhile.',
};

export function fileRef(db: Db, id: number | null) {
  if (id === null) return null;
  const row = one<{ public_id: string; name: string }>(db, 'SELECT public_id, name FROM files WHERE id = ?', id);
  return row ? { fileId: row.public_id, name: row.name, url: fileUrl(row.public_id) } : null;
}

/** The caller's own upload of the purpose, by public id; a 400 naming the field otherwise. */
function ownFile(db: Db, auth: AuthUser, field: string, publicId: string, purpose: FilePurpose, lang: Lang): number {
  const row = one<{ id: number; owner_id: number | null; purpose: FilePurpose }>(
    db,
    'SELECT id, owner_id, purpose FROM files WHERE public_id = ?',
    publicId,
  );
  if (!row || row.owner_id !== auth.id) {
    throw new FieldError(
      field,
      pick(lang, '文件不存在或不是您上传的', 'The file does not exist or is not your upload.'),
    );
  }
  if (row.purpose !== purpose) {
    throw new FieldError(
      field,
      pick(lang, '文件用途不符，请重新上传', 'The file was uploaded for another purpose. Please upload it again.'),
    );
  }
  return row.id;
}

// ---------------------------------------------------------------------------------------------------------
// Enterprise information.

/** Who may submit: a buyer without an approved company. */
export function enterpriseGate(db: Db, auth: AuthUser): 'individualCannotApply' | 'forbiddenRole' | null {
  if (auth.role === 'personal') return 'individualCannotApply';
  if (auth.role !== 'buyer') return 'forbiddenRole';
  if (auth.companyId !== null) {
    const company = one<{ audit_status: string }>(
      db,
      'SELECT audit_status FROM companies WHERE id = ?',
      auth.companyId,
    );
    if (company?.audit_status === 'auditPass') return 'forbiddenRole';
  }
  return null;
}

export function toEnterprise(db: Db, row: EnterpriseRow): EnterpriseInfo {
  return {
    id: row.id,
    status: row.status,
    companyName: row.company_name,
    creditCode: row.credit_code,
    legalPerson: row.legal_person,
    contact: row.contact,
    phone: row.phone,
    registeredCapital: row.registered_capital,
    registrationPlace: row.registration_place,
    address: row.address,
    postalCode: row.postal_code,
    establishedOn: row.established_on,
    taxNumber: row.tax_number,
    bank: row.bank,
    accountNumber: row.account_number,
    accountName: row.account_name,
    licence: fileRef(db, row.licence_file_id),
    rejectReason: row.reject_reason,
    submittedAt: row.submitted_at,
    auditedAt: row.audited_at,
    companyId: row.company_id,
  };
}

const enterpriseOf = (db: Db, userId: number) =>
  one<EnterpriseRow>(db, 'SELECT * FROM enterprise_applications WHERE user_id = ?', userId);

export function myEnterprise(db: Db, auth: AuthUser, lang: Lang): MyEnterpriseInfo {
  const row = enterpriseOf(db, auth.id);
  const gate = row?.status === 'approved' ? null : enterpriseGate(db, auth);
  return {
    application: row ? toEnterprise(db, row) : null,
    applyable: gate === null && row?.status !== 'approved' && row?.status !== 'submitted',
    reason: gate,
    message: gate ? businessMessage(gate, lang) : null,
  };
}

export function submitEnterprise(
  db: Db,
  now: number,
  auth: AuthUser,
  body: EnterpriseInfoFields,
  lang: Lang,
): EnterpriseInfo {
  return transaction(db, () => {
    const row = enterpriseOf(db, auth.id);
    if (row?.status === 'approved') return toEnterprise(db, row);
    const gate = enterpriseGate(db, auth);
    if (gate) throw new BusinessError(gate);
    if (row?.status === 'submitted') throw new FieldError('status', waitingText[lang]);
    const failure = checkEntryFields(body, { complete: true, only: ENTERPRISE_CHECKED });
    if (failure) throw new FieldError(failure.field, entryFailureText(failure, lang));
    const licence = ownFile(db, auth, 'licenceFileId', body.licenceFileId ?? '', 'licence', lang);
    const columns = Object.values(ENTERPRISE_COLUMNS);
    const values = Object.keys(ENTERPRISE_COLUMNS).map((field) =>
      body[field as keyof typeof ENTERPRISE_COLUMNS].trim(),
    );
    if (row) {
      run(
        db,
        `UPDATE enterprise_applications SET ${columns.map((c) => `${c} = ?`).join(', ')}, licence_file_id = ?,
           status = 'submitted', reject_reason = NULL, submitted_at = ?, audited_at = NULL WHERE id = ?`,
        ...values,
        licence,
        now,
        row.id,
      );
    } else {
      run(
        db,
        `INSERT INTO enterprise_applications (user_id, status, ${columns.join(', ')}, licence_file_id, submitted_at)
         VALUES (?, 'submitted', ${columns.map(() => '?').join(', ')}, ?, ?)`,
        auth.id,
        ...values,
        licence,
        now,
      );
    }
    return toEnterprise(db, enterpriseOf(db, auth.id) as EnterpriseRow);
  });
}

/** The operator's decision, inside the caller's transaction: false when the application is not waiting (decided
 * already). Approval makes the buyer's company (kind buyer, audit passed) and authenticates the buyer. */
export function decideEnterprise(db: Db, now: number, id: number, approve: boolean, reason: string): boolean {
  const row = one<EnterpriseRow>(db, 'SELECT * FROM enterprise_applications WHERE id = ?', id);
  if (!row) throw new BusinessError('notFound');
  if (!approve) {
    return (
      run(
        db,
        `UPDATE enterprise_applications SET status = 'rejected', reject_reason = ?, audited_at = ?
          WHERE id = ? AND status = 'submitted'`,
        reason,
        now,
        id,
      ).changes > 0
    );
  }
  const claimed = run(
    db,
    "UPDATE enterprise_applications SET status = 'approved', reject_reason = NULL, audited_at = ? WHERE id = ? AND status = 'submitted'",
    now,
    id,
  ).changes;
  if (!claimed) return false;
  const companyId = run(
    db,
    `INSERT INTO companies (code, name, kind, platform, legal_person, contact, phone, credit_code, registered_capital,
       registration_place, address, postal_code, established_on, customer_class, applying_roles, licence_file_id,
       tax_number, bank, account_number, account_name, province_code, city_code, county_code, audit_status, created_at)
     VALUES (?, ?, 'buyer', 'org', ?, ?, ?, ?, ?, ?, ?, ?, ?, 'buyer', 'buyer', ?, ?, ?, ?, ?, '', '', '', 'auditPass', ?)`,
    `B${String(row.user_id).padStart(6, '0')}`,
    row.company_name,
    row.legal_person,
    row.contact,
    row.phone,
    row.credit_code,
    row.registered_capital,
    row.registration_place,
    row.address,
    row.postal_code,
    row.established_on,
    row.licence_file_id,
    row.tax_number,
    row.bank,
    row.account_number,
    row.account_name,
    now,
  ).lastId;
  run(db, 'UPDATE enterprise_applications SET company_id = ? WHERE id = ?', companyId, id);
  run(db, 'UPDATE users SET company_id = ?, authenticated = 1 WHERE id = ?', companyId, row.user_id);
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Individual authentication.

export function personalGate(auth: AuthUser): 'forbiddenRole' | null {
  return auth.role === 'personal' && !auth.authenticated ? null : 'forbiddenRole';
}

export function toPersonal(db: Db, row: PersonalRow): PersonalAuth {
  return {
    id: row.id,
    status: row.status,
    realName: row.real_name,
    idNumber: maskIdNumber(row.id_number),
    idFront: fileRef(db, row.id_front_file_id),
    idBack: fileRef(db, row.id_back_file_id),
    rejectReason: row.reject_reason,
    submittedAt: row.submitted_at,
    auditedAt: row.audited_at,
  };
}

const personalOf = (db: Db, userId: number) =>
  one<PersonalRow>(db, 'SELECT * FROM personal_authentications WHERE user_id = ?', userId);

export function myPersonal(db: Db, auth: AuthUser, lang: Lang): MyPersonalAuth {
  const row = personalOf(db, auth.id);
  const gate = row?.status === 'approved' ? null : personalGate(auth);
  return {
    application: row ? toPersonal(db, row) : null,
    applyable: gate === null && row?.status !== 'approved' && row?.status !== 'submitted',
    reason: gate,
    message: gate ? businessMessage(gate, lang) : null,
  };
}

export function submitPersonal(
  db: Db,
  now: number,
  auth: AuthUser,
  body: PersonalAuthFields,
  lang: Lang,
): PersonalAuth {
  return transaction(db, () => {
    const row = personalOf(db, auth.id);
    if (row?.status === 'approved') return toPersonal(db, row);
    const gate = personalGate(auth);
    if (gate) throw new BusinessError(gate);
    if (row?.status === 'submitted') throw new FieldError('status', waitingText[lang]);
    const failure = checkIdentity(body, new Date(now));
    if (failure) throw new FieldError(failure.field, IDENTITY_MESSAGES[failure.key][lang]);
    const front = ownFile(db, auth, 'idFrontFileId', body.idFrontFileId ?? '', 'idScan', lang);
    const back = ownFile(db, auth, 'idBackFileId', body.idBackFileId ?? '', 'idScan', lang);
    const values = [body.realName.trim(), body.idNumber.trim().toUpperCase(), front, back] as const;
    if (row) {
      run(
        db,
        `UPDATE personal_authentications SET real_name = ?, id_number = ?, id_front_file_id = ?, id_back_file_id = ?,
           status = 'submitted', reject_reason = NULL, submitted_at = ?, audited_at = NULL WHERE id = ?`,
        ...values,
        now,
        row.id,
      );
    } else {
      run(
        db,
        `INSERT INTO personal_authentications (user_id, status, real_name, id_number, id_front_file_id, id_back_file_id,
           submitted_at) VALUES (?, 'submitted', ?, ?, ?, ?, ?)`,
        auth.id,
        ...values,
        now,
      );
    }
    return toPersonal(db, personalOf(db, auth.id) as PersonalRow);
  });
}

/** The operator's decision, inside the caller's transaction: false when not waiting. Approval authenticates. */
export function decidePersonal(db: Db, now: number, id: number, approve: boolean, reason: string): boolean {
  const row = one<PersonalRow>(db, 'SELECT * FROM personal_authentications WHERE id = ?', id);
  if (!row) throw new BusinessError('notFound');
  const changed = run(
    db,
    `UPDATE personal_authentications SET status = ?, reject_reason = ?, audited_at = ? WHERE id = ? AND status = 'submitted'`,
    approve ? 'approved' : 'rejected',
    approve ? null : reason,
    now,
    id,
  ).changes;
  if (changed && approve) run(db, 'UPDATE users SET authenticated = 1 WHERE id = ?', row.user_id);
  return changed > 0;
}
