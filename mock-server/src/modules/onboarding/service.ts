// Store applications: who may apply, the caller's draft saved step by step, submit (idempotent), the operator's
// list and decision. Approval opens the store (company row, role, authentication) in one transaction and tells
// the applicant's room after commit. Refusals are 400s naming the field, in the caller's language.
import type { FastifyInstance } from 'fastify';
import { type Lang } from '@portal/contracts/envelope';
import { businessMessage } from '@portal/contracts/business-messages';
import { fileUrl, type FilePurpose } from '@portal/contracts/http/file';
import type {
  MerchantEntry,
  MerchantEntryFields,
  MerchantEntryRow,
  MyMerchantEntry,
  StoreTypeValue,
} from '@portal/contracts/http/merchant-entry';
import { checkEntryFields, entryFailureText, type EntryField } from '@portal/contracts/rules/onboarding';
import type { PageOf } from '@portal/contracts/operation';
import { afterCommit, all, one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { pageQuery } from '../../lib/paging.ts';
import { pick, textSql } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';

export interface EntryRow {
  id: number;
  user_id: number;
  status: MerchantEntry['status'];
  store_type: StoreTypeValue | null;
  company_name: string;
  company_name_en: string;
  legal_person: string;
  contact: string;
  phone: string;
  credit_code: string;
  registered_capital: string;
  registration_place: string;
  registration_place_en: string;
  address: string;
  address_en: string;
  postal_code: string;
  established_on: string;
  tax_number: string;
  bank: string;
  bank_en: string;
  account_number: string;
  account_name: string;
  licence_file_id: number | null;
  id_front_file_id: number | null;
  id_back_file_id: number | null;
  shop_name: string;
  shop_name_en: string;
  logo_wide_file_id: number | null;
  logo_square_file_id: number | null;
  industry_ids: string;
  attachment_ids: string;
  reject_reason: string | null;
  reject_reason_en: string | null;
  company_id: number | null;
  submitted_at: number | null;
  audited_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The text columns of a field (the file and list fields are mapped apart). */
const TEXT_COLUMNS = {
  companyName: 'company_name',
  legalPerson: 'legal_person',
  contact: 'contact',
  phone: 'phone',
  creditCode: 'credit_code',
  registeredCapital: 'registered_capital',
  registrationPlace: 'registration_place',
  address: 'address',
  postalCode: 'postal_code',
  establishedOn: 'established_on',
  taxNumber: 'tax_number',
  bank: 'bank',
  accountNumber: 'account_number',
  accountName: 'account_name',
  shopName: 'shop_name',
} as const satisfies Partial<Record<EntryField, keyof EntryRow>>;

/** The file fields: their column and the upload purpose they must have (who may read them follows from it). */
const FILE_FIELDS = {
  licenceFileId: { column: 'licence_file_id', purpose: 'licence' },
  idFrontFileId: { column: 'id_front_file_id', purpose: 'idScan' },
  idBackFileId: { column: 'id_back_file_id', purpose: 'idScan' },
  // Uploaded private (an applicant may not publish pictures); made public (goods) when the store goes online.
  logoWideFileId: { column: 'logo_wide_file_id', purpose: 'attachment' },
  logoSquareFileId: { column: 'logo_square_file_id', purpose: 'attachment' },
} as const satisfies Partial<Record<EntryField, { column: keyof EntryRow; purpose: FilePurpose }>>;

/** The purposes a certificate (attachment) may have been uploaded with. */
const ATTACHMENT_PURPOSES: readonly FilePurpose[] = ['licence', 'attachment'];

interface FileRow {
  id: number;
  public_id: string;
  name: string;
  owner_id: number | null;
  purpose: FilePurpose;
}

const fileRef = (row: FileRow | undefined) =>
  row ? { fileId: row.public_id, name: row.name, url: fileUrl(row.public_id) } : null;

function filesById(db: Db, ids: readonly number[]): Map<number, FileRow> {
  if (ids.length === 0) return new Map();
  const rows = all<FileRow>(
    db,
    `SELECT id, public_id, name, owner_id, purpose FROM files WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

const parseIds = (json: string): number[] => JSON.parse(json) as number[];

/** The application as its applicant (or the operator) reads it, in the reader's language. */
export function toEntry(db: Db, row: EntryRow, lang: Lang): MerchantEntry {
  const attachmentIds = parseIds(row.attachment_ids);
  const fileIds = [
    row.licence_file_id,
    row.id_front_file_id,
    row.id_back_file_id,
    row.logo_wide_file_id,
    row.logo_square_file_id,
    ...attachmentIds,
  ].filter((id): id is number => id !== null);
  const files = filesById(db, fileIds);
  const file = (id: number | null) => (id === null ? null : fileRef(files.get(id)));
  const industryIds = parseIds(row.industry_ids);
  const names = industryIds.length
    ? all<{ id: number; name: string }>(
        db,
        `SELECT id, ${textSql(lang, 'name')} AS name FROM categories WHERE id IN (${industryIds.map(() => '?').join(',')})`,
        ...industryIds,
      )
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return {
    id: row.id,
    status: row.status,
    storeType: row.store_type,
    companyName: pick(lang, row.company_name, row.company_name_en),
    legalPerson: row.legal_person,
    contact: row.contact,
    phone: row.phone,
    creditCode: row.credit_code,
    registeredCapital: row.registered_capital,
    registrationPlace: pick(lang, row.registration_place, row.registration_place_en),
    address: pick(lang, row.address, row.address_en),
    postalCode: row.postal_code,
    establishedOn: row.established_on,
    taxNumber: row.tax_number,
    bank: pick(lang, row.bank, row.bank_en),
    accountNumber: row.account_number,
    accountName: row.account_name,
    licence: file(row.licence_file_id),
    idFront: file(row.id_front_file_id),
    idBack: file(row.id_back_file_id),
    shopName: pick(lang, row.shop_name, row.shop_name_en),
    logoWide: file(row.logo_wide_file_id),
    logoSquare: file(row.logo_square_file_id),
    industries: industryIds.map((id) => ({ id, name: nameOf.get(id) ?? String(id) })),
    attachments: attachmentIds.map((id) => fileRef(files.get(id))).filter((f) => f !== null),
    rejectReason: row.reject_reason === null ? null : pick(lang, row.reject_reason, row.reject_reason_en),
    submittedAt: row.submitted_at,
    auditedAt: row.audited_at,
    companyId: row.company_id,
    updatedAt: row.updated_at,
  };
}

const entryOfUser = (db: Db, userId: number) =>
  one<EntryRow>(db, 'SELECT * FROM merchant_entries WHERE user_id = ?', userId);

/** Whether the caller may start or edit an application: not the operator, not an unauthenticated individual,
 * not a user whose company is approved already (unless through this very application). */
export function applyGate(db: Db, auth: AuthUser): { reason: 'individualCannotApply' | 'forbiddenRole' } | null {
  if (auth.role === 'operator') return { reason: 'forbiddenRole' };
  if (auth.role === 'personal' && !auth.authenticated) return { reason: 'individualCannotApply' };
  if (auth.companyId !== null && auth.role !== 'buyer') {
    const company = one<{ audit_status: string }>(
      db,
      'SELECT audit_status FROM companies WHERE id = ?',
      auth.companyId,
    );
    if (company?.audit_status === 'auditPass') return { reason: 'forbiddenRole' };
  }
  return null;
}

export function myEntry(db: Db, auth: AuthUser, lang: Lang): MyMerchantEntry {
  const row = entryOfUser(db, auth.id);
  // An approved applicant is a merchant: the gate's "already a merchant" is not a refusal to show then.
  const gate = row?.status === 'approved' ? null : applyGate(db, auth);
  return {
    entry: row ? toEntry(db, row, lang) : null,
    applyable: gate === null && row?.status !== 'approved',
    reason: gate?.reason ?? null,
    message: gate ? businessMessage(gate.reason, lang) : null,
  };
}

const fieldError = (field: EntryField, lang: Lang, zh: string, en: string) => new FieldError(field, pick(lang, zh, en));

/** The caller's own upload of one of the purposes given, by public id; a 400 naming the field otherwise. */
function ownFile(
  db: Db,
  auth: AuthUser,
  field: EntryField,
  publicId: string,
  purposes: readonly FilePurpose[],
  lang: Lang,
) {
  const row = one<FileRow>(
    db,
    'SELECT id, public_id, name, owner_id, purpose FROM files WHERE public_id = ?',
    publicId,
  );
  if (!row || row.owner_id !== auth.id) {
    throw fieldError(field, lang, '文件不存在或不是您上传的', 'The file does not exist or is not your upload.');
  }
  if (!purposes.includes(row.purpose)) {
    throw fieldError(
      field,
      lang,
      '文件用途不符，请重新上传',
      'The file was uploaded for another purpose. Please upload it again.',
    );
  }
  return row.id;
}

/** The registered store type of a shop, factory or provider user (they keep it); null for buyers and individuals. */
function fixedStoreType(auth: AuthUser): StoreTypeValue | null {
  return auth.role === 'shop' || auth.role === 'factory' || auth.role === 'provider' ? auth.role : null;
}

/** Saves the fields given into the caller's draft (created on first save; a rejected application reopens). */
export function saveEntry(db: Db, now: number, auth: AuthUser, body: MerchantEntryFields, lang: Lang): MerchantEntry {
  return transaction(db, () => {
    const gate = applyGate(db, auth);
    if (gate) throw new BusinessError(gate.reason);
    const failure = checkEntryFields(body, { complete: false });
    if (failure) throw new FieldError(failure.field, entryFailureText(failure, lang));
    const fixed = fixedStoreType(auth);
    if (body.storeType !== undefined && fixed !== null && body.storeType !== fixed) {
      throw fieldError(
        'storeType',
        lang,
        '店铺类型须与注册角色一致',
        'The store type must match the role you registered with.',
      );
    }
    let row = entryOfUser(db, auth.id);
    if (row && (row.status === 'submitted' || row.status === 'approved')) {
      throw new FieldError(
        'status',
        pick(
          lang,
          '申请已提交，审核期间不能修改',
          'The application has been submitted and cannot be edited during review.',
        ),
      );
    }
    if (!row) {
      const id = run(
        db,
        "INSERT INTO merchant_entries (user_id, status, store_type, created_at, updated_at) VALUES (?, 'draft', ?, ?, ?)",
        auth.id,
        fixed,
        now,
        now,
      ).lastId;
      row = one<EntryRow>(db, 'SELECT * FROM merchant_entries WHERE id = ?', id) as EntryRow;
    }
    const sets: string[] = ["status = 'draft'", 'updated_at = ?'];
    const args: (string | number | null)[] = [now];
    if (body.storeType !== undefined) {
      sets.push('store_type = ?');
      args.push(body.storeType);
    }
    for (const [field, column] of Object.entries(TEXT_COLUMNS) as [keyof typeof TEXT_COLUMNS, string][]) {
      const value = body[field];
      if (value === undefined) continue;
      sets.push(`${column} = ?`);
      args.push(value.trim());
      // What the applicant typed is the text in both languages until the operator's records say otherwise.
      if (['company_name', 'registration_place', 'address', 'bank', 'shop_name'].includes(column)) {
        sets.push(`${column}_en = ''`);
      }
    }
    for (const [field, spec] of Object.entries(FILE_FIELDS) as [
      keyof typeof FILE_FIELDS,
      (typeof FILE_FIELDS)[keyof typeof FILE_FIELDS],
    ][]) {
      const value = body[field];
      if (value === undefined) continue;
      sets.push(`${spec.column} = ?`);
      args.push(
        value === null
          ? null
          : ownFile(
              db,
              auth,
              field,
              value,
              [spec.purpose, ...(spec.purpose === 'attachment' ? (['goods'] as const) : [])],
              lang,
            ),
      );
    }
    if (body.industryIds !== undefined) {
      const unique = [...new Set(body.industryIds)];
      if (unique.length > 0) {
        const found = all<{ id: number }>(
          db,
          `SELECT id FROM categories WHERE level = 1 AND id IN (${unique.map(() => '?').join(',')})`,
          ...unique,
        );
        if (found.length !== unique.length) {
          throw fieldError('industryIds', lang, '请选择平台的行业分类', 'Choose industries from the category list.');
        }
      }
      sets.push('industry_ids = ?');
      args.push(JSON.stringify(unique));
    }
    if (body.attachmentIds !== undefined) {
      const unique = [...new Set(body.attachmentIds)];
      const ids = unique.map((publicId) => ownFile(db, auth, 'attachmentIds', publicId, ATTACHMENT_PURPOSES, lang));
      sets.push('attachment_ids = ?');
      args.push(JSON.stringify(ids));
    }
    run(db, `UPDATE merchant_entries SET ${sets.join(', ')} WHERE id = ?`, ...args, row.id);
    return toEntry(db, entryOfUser(db, auth.id) as EntryRow, lang);
  });
}

/** The stored draft as the contract's fields, for the whole check of submit. */
function fieldsOf(db: Db, row: EntryRow): MerchantEntryFields {
  const files = filesById(
    db,
    [
      row.licence_file_id,
      row.id_front_file_id,
      row.id_back_file_id,
      row.logo_wide_file_id,
      row.logo_square_file_id,
    ].filter((id): id is number => id !== null),
  );
  const publicId = (id: number | null) => (id === null ? null : (files.get(id)?.public_id ?? null));
  const fields: MerchantEntryFields = {
    licenceFileId: publicId(row.licence_file_id),
    idFrontFileId: publicId(row.id_front_file_id),
    idBackFileId: publicId(row.id_back_file_id),
    logoWideFileId: publicId(row.logo_wide_file_id),
    logoSquareFileId: publicId(row.logo_square_file_id),
    industryIds: parseIds(row.industry_ids),
    attachmentIds: parseIds(row.attachment_ids).map(String),
  };
  if (row.store_type) fields.storeType = row.store_type;
  for (const [field, column] of Object.entries(TEXT_COLUMNS) as [keyof typeof TEXT_COLUMNS, keyof EntryRow][]) {
    fields[field] = String(row[column] ?? '');
  }
  return fields;
}

/** Submits the caller's draft after the whole check; an application already submitted or approved is answered
 * as it is (a double click, a retry). */
export function submitEntry(db: Db, now: number, auth: AuthUser, lang: Lang): MerchantEntry {
  return transaction(db, () => {
    const row = entryOfUser(db, auth.id);
    if (row && (row.status === 'submitted' || row.status === 'approved')) return toEntry(db, row, lang);
    const gate = applyGate(db, auth);
    if (gate) throw new BusinessError(gate.reason);
    if (!row) {
      throw fieldError(
        'storeType',
        lang,
        '请先选择店铺类型并填写入驻资料',
        'Choose the store type and fill in the application first.',
      );
    }
    const failure = checkEntryFields(fieldsOf(db, row), { complete: true });
    if (failure) throw new FieldError(failure.field, entryFailureText(failure, lang));
    run(
      db,
      "UPDATE merchant_entries SET status = 'submitted', submitted_at = ?, updated_at = ?, reject_reason = NULL, reject_reason_en = NULL WHERE id = ?",
      now,
      now,
      row.id,
    );
    return toEntry(db, entryOfUser(db, auth.id) as EntryRow, lang);
  });
}

export function entryPage(
  db: Db,
  query: { pageNum?: number; pageSize?: number; status?: MerchantEntry['status'] },
  lang: Lang,
): PageOf<MerchantEntryRow> {
  const status = query.status ?? 'submitted';
  return pageQuery(
    db,
    {
      select: 'e.*, u.account, u.nickname',
      from: 'FROM merchant_entries e JOIN users u ON u.id = e.user_id WHERE e.status = ?',
      order: 'COALESCE(e.submitted_at, e.updated_at), e.id',
      args: [status],
      countFrom: 'FROM merchant_entries WHERE status = ?',
    },
    query,
    (row: EntryRow & { account: string; nickname: string }) => ({
      ...toEntry(db, row, lang),
      applicant: { id: row.user_id, account: row.account, nickname: row.nickname },
    }),
  );
}

/** The platform of each store type's company. */
const PLATFORM_OF: Record<StoreTypeValue, string> = { shop: 'dealer', factory: 'supplier', provider: 'institution' };

const notWaiting = (lang: Lang) =>
  new FieldError('id', pick(lang, '该申请不在待审核状态', 'This application is not waiting for review.'));

/** The operator's decision (one per application: the status moves from submitted by a conditional update in
 * the transaction). Approval opens the store in the same transaction; the applicant hears of it after commit. */
export function auditEntry(
  app: FastifyInstance,
  body: { id: number; pass: boolean; reason?: string },
  lang: Lang,
): MerchantEntry {
  const db = app.db;
  const now = app.now();
  return transaction(db, () => {
    const row = one<EntryRow>(db, 'SELECT * FROM merchant_entries WHERE id = ?', body.id);
    if (!row || row.status !== 'submitted') throw notWaiting(lang);
    if (!body.pass) {
      const reason = body.reason?.trim() ?? '';
      if (!reason)
        throw new FieldError('reason', pick(lang, '请填写驳回原因', 'Please give the reason for rejecting.'));
      const changed = run(
        db,
        `UPDATE merchant_entries SET status = 'rejected', reject_reason = ?, reject_reason_en = '', audited_at = ?, updated_at = ?
          WHERE id = ? AND status = 'submitted'`,
        reason,
        now,
        now,
        row.id,
      ).changes;
      if (!changed) throw notWaiting(lang);
    } else if (!openStore(db, now, row)) {
      throw notWaiting(lang);
    }
    const title = body.pass
      ? { zh: '您的入驻申请已通过审核，店铺已上线', en: 'Your store application is approved; your store is online.' }
      : { zh: '您的入驻申请未通过审核', en: 'Your store application was rejected.' };
    const userLang = lang; // The notice is a prompt to refetch; the page shows the application in its own language.
    afterCommit(db, () =>
      app.realtime.publish(`user:${row.user_id}`, 'user:notification', {
        id: row.id,
        kind: 'merchantEntry',
        title: pick(userLang, title.zh, title.en),
        at: now,
      }),
    );
    return toEntry(db, one<EntryRow>(db, 'SELECT * FROM merchant_entries WHERE id = ?', row.id) as EntryRow, lang);
  });
}

/** Creates (or updates) the applicant's company from the application, approved and listed, and makes the
 * applicant its authenticated user with the store type as role. Runs inside the audit's transaction; false when
 * the application was decided already. */
function openStore(db: Db, now: number, row: EntryRow): boolean {
  const storeType = row.store_type as StoreTypeValue;
  const user = one<{ company_id: number | null }>(db, 'SELECT company_id FROM users WHERE id = ?', row.user_id);
  const logo = (id: number | null) =>
    id === null
      ? null
      : fileUrl(one<{ public_id: string }>(db, 'SELECT public_id FROM files WHERE id = ?', id)?.public_id ?? '');
  const industries = parseIds(row.industry_ids).join(',');
  const values = [
    row.company_name,
    row.company_name_en,
    storeType,
    PLATFORM_OF[storeType],
    row.legal_person,
    row.contact,
    row.phone,
    row.credit_code,
    row.registered_capital,
    row.registration_place,
    row.registration_place_en,
    row.address,
    row.address_en,
    row.postal_code,
    row.established_on,
    storeType,
    row.licence_file_id,
    row.tax_number,
    row.bank,
    row.account_number,
    row.account_name,
    row.shop_name,
    row.shop_name_en || null,
    logo(row.logo_square_file_id ?? row.logo_wide_file_id),
    industries,
  ];
  let companyId = user?.company_id ?? null;
  if (companyId === null) {
    const code = `M${String(row.user_id).padStart(6, '0')}`;
    companyId = run(
      db,
      `INSERT INTO companies (name, name_en, kind, platform, legal_person, contact, phone, credit_code, registered_capital,
         registration_place, registration_place_en, address, address_en, postal_code, established_on, customer_class,
         applying_roles, licence_file_id, tax_number, bank, account_number, account_name, shop_name, shop_name_en,
         logo, industries, code, province_code, city_code, county_code, audit_status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'merchant', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', '', 'auditPass', ?)`,
      ...values,
      code,
      now,
    ).lastId;
  } else {
    run(
      db,
      `UPDATE companies SET name = ?, name_en = ?, kind = ?, platform = ?, legal_person = ?, contact = ?, phone = ?,
         credit_code = ?, registered_capital = ?, registration_place = ?, registration_place_en = ?, address = ?,
         address_en = ?, postal_code = ?, established_on = ?, applying_roles = ?, licence_file_id = ?, tax_number = ?,
         bank = ?, account_number = ?, account_name = ?, shop_name = ?, shop_name_en = ?, logo = ?, industries = ?,
         audit_status = 'auditPass'
       WHERE id = ?`,
      ...values,
      companyId,
    );
  }
  run(
    db,
    'UPDATE users SET company_id = ?, role = ?, authenticated = 1 WHERE id = ?',
    companyId,
    storeType,
    row.user_id,
  );
  // The store is online: its logos are shown to everyone now.
  run(
    db,
    "UPDATE files SET purpose = 'goods' WHERE id IN (?, ?)",
    row.logo_wide_file_id ?? 0,
    row.logo_square_file_id ?? 0,
  );
  // Last, and conditional: an application decided meanwhile rolls the whole approval back (the caller throws).
  return (
    run(
      db,
      `UPDATE merchant_entries SET status = 'approved', company_id = ?, audited_at = ?, updated_at = ?, reject_reason = NULL,
         reject_reason_en = NULL WHERE id = ? AND status = 'submitted'`,
      companyId,
      now,
      now,
      row.id,
    ).changes > 0
  );
}
