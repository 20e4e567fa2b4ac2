// Booth applications (exhibitor sign-ups): saving one with the rules of docs/requirements.md section 5 and the platform's
// review of it. One application per company and exhibition; see the operations' descriptions.
import type { Lang } from '@portal/contracts/envelope';
import type { SignUpAuditInput, SignUpInput } from '@portal/contracts/http/show-room';
import {
  checkExhibits,
  checkSignUpTimes,
  exhibitionMessage,
  type ExhibitionFailure,
  type ExhibitionMessageKey,
} from '@portal/contracts/rules/exhibition';
import { all, one, run, transaction, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { blankCheck } from './visit.ts';

const MERCHANT_KINDS = new Set(['shop', 'factory', 'provider']);
/** Applications still waiting for the operator: the applicant may change them. */
const PENDING = new Set(['waitAudit', 'auditing']);

interface Existing {
  id: number;
  location_id: number;
  audit_status: string;
}

function fieldError(failure: ExhibitionFailure, lang: Lang): FieldError {
  return new FieldError(failure.field, exhibitionMessage(failure.key, lang, failure.params));
}

function refuse(field: string, key: ExhibitionMessageKey, lang: Lang): FieldError {
  return new FieldError(field, exhibitionMessage(key, lang));
}

/** The merchant company of the caller, or the section-8 refusal of who may not apply. */
function merchantCompany(db: Db, auth: AuthUser): number {
  if (!auth.authenticated || auth.role === 'personal') throw new BusinessError('individualCannotApply');
  const company =
    auth.companyId === null
      ? undefined
      : one<{ kind: string; audit_status: string }>(
          db,
          'SELECT kind, audit_status FROM companies WHERE id = ?',
          auth.companyId,
        );
  if (!company || !MERCHANT_KINDS.has(company.kind) || company.audit_status !== 'auditPass') {
    throw new BusinessError('notMerchant');
  }
  return auth.companyId!;
}

/** Saves (creates or changes) the caller's company's application; answers its id. */
export function saveSignUp(db: Db, auth: AuthUser, body: SignUpInput, now: number, lang: Lang): { id: number } {
  const companyId = merchantCompany(db, auth);
  blankCheck(body.contactName, { zh: '联系人', en: 'Contact' }, 'contactName', lang);
  return transaction(db, () => {
    const room = one<{ start_at: number; end_at: number; signup_deadline: number }>(
      db,
      'SELECT start_at, end_at, signup_deadline FROM exhibition_show_rooms WHERE id = ?',
      body.showRoomId,
    );
    if (!room) throw new BusinessError('notFound');
    if (now >= room.signup_deadline || now >= room.end_at) throw refuse('showRoomId', 'signupClosed', lang);

    // The application this one replaces: the named one, else the company's pending one for this exhibition.
    const mine = all<Existing>(
      db,
      `SELECT id, location_id, audit_status FROM exhibition_signups WHERE company_id = ? AND show_room_id = ?
        ORDER BY created_at DESC, id DESC`,
      companyId,
      body.showRoomId,
    );
    if (mine.some((s) => s.audit_status === 'auditPass')) throw refuse('showRoomId', 'alreadyApproved', lang);
    let existing: Existing | undefined;
    if (body.id !== undefined) {
      existing = mine.find((s) => s.id === body.id);
      if (!existing) throw new BusinessError('notFound');
      if (!PENDING.has(existing.audit_status)) throw refuse('id', 'notEditable', lang);
    } else {
      existing = mine.find((s) => PENDING.has(s.audit_status));
    }

    const location = one<{ show_room_id: number; size: number; booth_total: number; taken: number }>(
      db,
      `SELECT l.show_room_id, l.size, l.booth_total,
         (SELECT count(*) FROM exhibition_signups s WHERE s.location_id = l.id
             AND s.audit_status IN ('waitAudit', 'auditing', 'auditPass') AND s.id IS NOT ?) AS taken
         FROM exhibition_locations l WHERE l.id = ?`,
      existing?.id ?? null,
      body.locationId,
    );
    if (!location || location.show_room_id !== body.showRoomId) {
      throw refuse('locationId', 'areaNotInExhibition', lang);
    }
    if (location.taken >= location.booth_total) throw refuse('locationId', 'areaFull', lang);

    const owned = all<{ id: number }>(
      db,
      `SELECT id FROM products WHERE company_id = ? AND off_shelf = 0
          AND id IN (${body.productIds.map(() => '?').join(', ')})`,
      companyId,
      ...body.productIds,
    );
    if (owned.length !== body.productIds.length) throw refuse('productIds', 'productNotOwn', lang);
    const exhibits = checkExhibits(body.productIds.length, body.exhibitCount, location.size);
    if (exhibits) throw fieldError(exhibits, lang);
    const times = checkSignUpTimes(body, { startTime: room.start_at, endTime: room.end_at }, now);
    if (times) throw fieldError(times, lang);

    const values = [
      body.locationId,
      body.exhibitCount,
      body.entryTime,
      body.exhibitionStartTime,
      body.exhibitionEndTime,
      body.contactName.trim(),
      body.contactMobile,
      body.remarks?.trim() ?? '',
    ] as const;
    let id: number;
    if (existing) {
      id = existing.id;
      run(
        db,
        `UPDATE exhibition_signups SET location_id = ?, exhibit_count = ?, entry_time = ?, exhibition_start = ?,
           exhibition_end = ?, contact_name = ?, contact_mobile = ?, remarks = ?, user_id = ?,
           audit_status = 'waitAudit', audit_remark = NULL, audit_remark_en = NULL, updated_at = ? WHERE id = ?`,
        ...values,
        auth.id,
        now,
        id,
      );
      run(db, 'DELETE FROM exhibition_signup_products WHERE signup_id = ?', id);
    } else {
      id = run(
        db,
        `INSERT INTO exhibition_signups (show_room_id, location_id, company_id, user_id, booth_no, exhibit_count,
           entry_time, exhibition_start, exhibition_end, contact_name, contact_mobile, remarks, audit_status,
           audit_remark, created_at, updated_at)
         VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, 'waitAudit', NULL, ?, ?)`,
        body.showRoomId,
        body.locationId,
        companyId,
        auth.id,
        ...values.slice(1),
        now,
        now,
      ).lastId;
    }
    body.productIds.forEach((productId, sort) =>
      run(
        db,
        'INSERT INTO exhibition_signup_products (signup_id, product_id, sort) VALUES (?, ?, ?)',
        id,
        productId,
        sort,
      ),
    );
    return { id };
  });
}

/** The operator's review of an application waiting for it: one decision per application (a conditional update
 * in the transaction; one decided already is a 400 naming id). */
export function auditSignUp(db: Db, body: SignUpAuditInput, now: number, lang: Lang): { id: number } {
  return transaction(db, () => {
    const row = one<{ audit_status: string; location_id: number; letter: string }>(
      db,
      `SELECT s.audit_status, s.location_id, substr(l.name_en, 6, 1) AS letter
         FROM exhibition_signups s JOIN exhibition_locations l ON l.id = s.location_id WHERE s.id = ?`,
      body.id,
    );
    if (!row) throw new BusinessError('notFound');
    if (!PENDING.has(row.audit_status)) throw refuse('id', 'notEditable', lang);
    if (body.auditStatus === 'notPass') {
      if (!body.auditRemark?.trim()) throw refuse('auditRemark', 'remarkRequired', lang);
      const changed = run(
        db,
        `UPDATE exhibition_signups SET audit_status = 'notPass', audit_remark = ?, audit_remark_en = NULL, updated_at = ?
          WHERE id = ? AND audit_status IN ('waitAudit', 'auditing')`,
        body.auditRemark.trim(),
        now,
        body.id,
      ).changes;
      if (!changed) throw refuse('id', 'notEditable', lang);
      return { id: body.id };
    }
    const serial = one<{ n: number }>(
      db,
      "SELECT count(*) AS n FROM exhibition_signups WHERE location_id = ? AND audit_status = 'auditPass'",
      row.location_id,
    )!.n;
    const boothNo = body.boothNo?.trim() || `${row.letter || 'A'}-${String(serial + 1).padStart(3, '0')}`;
    const changed = run(
      db,
      `UPDATE exhibition_signups SET audit_status = 'auditPass', booth_no = ?, audit_remark = NULL, audit_remark_en = NULL,
         updated_at = ? WHERE id = ? AND audit_status IN ('waitAudit', 'auditing')`,
      boothNo,
      now,
      body.id,
    ).changes;
    if (!changed) throw refuse('id', 'notEditable', lang);
    return { id: body.id };
  });
}
