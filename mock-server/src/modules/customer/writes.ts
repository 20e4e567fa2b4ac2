// Customer writes: the address manager (add, edit, set default, delete) and invoice information. A user
// changes only their own rows: another user's id is not found, and nothing of it is answered.
import type { Lang } from '@portal/contracts/envelope';
import { checkAddress, ruleMessage } from '@portal/contracts/rules/validation';
import { one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { pick } from '../../lib/text.ts';
import { regionName } from '../region/public.ts';

export interface AddressInput {
  id?: number | undefined;
  consigneeName: string;
  mobile: string;
  provinceCode: string;
  cityCode: string;
  countyCode: string;
  detailAddress: string;
  isDefault?: boolean | undefined;
}

/**
 * The requirements section 5 address rules on the server: province, city and county chosen, real and nested (a county of
 * that city of that province), and a detailed address that is not blank. 400 naming the field.
 */
export function checkConsignee(input: Omit<AddressInput, 'id' | 'isDefault'>, lang: Lang): void {
  const nested =
    input.cityCode.startsWith(input.provinceCode) &&
    input.countyCode.startsWith(input.cityCode) &&
    regionName(input.provinceCode) !== undefined &&
    regionName(input.cityCode) !== undefined &&
    regionName(input.countyCode) !== undefined;
  const failure = checkAddress({
    regionCodes: nested ? [input.provinceCode, input.cityCode, input.countyCode] : [],
    detail: input.detailAddress,
  });
  if (failure) {
    throw new FieldError(
      failure.rule === 'regionRequired' ? 'countyCode' : 'detailAddress',
      ruleMessage(failure, lang),
    );
  }
  if (input.consigneeName.trim() === '') {
    throw new FieldError('consigneeName', pick(lang, '请输入收货人', 'Please enter the consignee.'));
  }
}

function ownAddress(db: Db, userId: number, id: number): { is_default: number } {
  const row = one<{ is_default: number }>(
    db,
    'SELECT is_default FROM customer_receive_infos WHERE id = ? AND user_id = ?',
    id,
    userId,
  );
  if (!row) throw new BusinessError('notFound');
  return row;
}

/** Adds or edits an address; the first address, or one saved with isDefault, becomes the only default. */
export function saveReceiveInfo(db: Db, userId: number, input: AddressInput, now: number, lang: Lang): { id: number } {
  checkConsignee(input, lang);
  return transaction(db, () => {
    const count =
      one<{ n: number }>(db, 'SELECT count(*) AS n FROM customer_receive_infos WHERE user_id = ?', userId)?.n ?? 0;
    const existing = input.id === undefined ? undefined : ownAddress(db, userId, input.id);
    const makeDefault = input.isDefault === true || count === 0 || (existing !== undefined && count === 1);
    if (makeDefault) run(db, 'UPDATE customer_receive_infos SET is_default = 0 WHERE user_id = ?', userId);
    const fields = [
      input.consigneeName.trim(),
      input.mobile,
      input.provinceCode,
      input.cityCode,
      input.countyCode,
      input.detailAddress.trim(),
    ];
    if (input.id !== undefined && existing) {
      run(
        db,
        `UPDATE customer_receive_infos SET consignee_name = ?, mobile = ?, province_code = ?, city_code = ?,
           county_code = ?, detail_address = ?, is_default = ?, updated_at = ? WHERE id = ?`,
        ...fields,
        makeDefault ? 1 : existing.is_default,
        now,
        input.id,
      );
      return { id: input.id };
    }
    const id = run(
      db,
      `INSERT INTO customer_receive_infos (user_id, consignee_name, mobile, province_code, city_code, county_code,
         detail_address, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      userId,
      ...fields,
      makeDefault ? 1 : 0,
      now,
      now,
    ).lastId;
    return { id };
  });
}

export function setDefaultReceiveInfo(db: Db, userId: number, id: number): { ok: true } {
  return transaction(db, () => {
    ownAddress(db, userId, id);
    run(db, 'UPDATE customer_receive_infos SET is_default = 0 WHERE user_id = ?', userId);
    run(db, 'UPDATE customer_receive_infos SET is_default = 1 WHERE id = ?', id);
    return { ok: true as const };
  });
}

/** Deletes an address; when it was the default, the newest remaining one becomes the default. */
export function deleteReceiveInfo(db: Db, userId: number, id: number): { ok: true } {
  return transaction(db, () => {
    const row = ownAddress(db, userId, id);
    run(db, 'DELETE FROM customer_receive_infos WHERE id = ?', id);
    if (row.is_default === 1) {
      run(
        db,
        `UPDATE customer_receive_infos SET is_default = 1 WHERE id = (SELECT id FROM customer_receive_infos
           WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 1)`,
        userId,
      );
    }
    return { ok: true as const };
  });
}

export interface InvoiceInput {
  id?: number | undefined;
  invoiceType: 'normal' | 'special';
  title: string;
  taxNumber: string;
  bank?: string | undefined;
  accountNumber?: string | undefined;
  address?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  isDefault?: boolean | undefined;
}

const SPECIAL_FIELDS = [
  ['bank', '开户银行', 'The bank'],
  ['accountNumber', '银行账号', 'The bank account'],
  ['address', '注册地址', 'The registered address'],
  ['phone', '注册电话', 'The registered phone'],
] as const;

/** Adds or edits invoice information; a special VAT invoice needs bank, account, address and phone. */
export function saveInvoiceInfo(db: Db, userId: number, input: InvoiceInput, now: number, lang: Lang): { id: number } {
  if (input.title.trim() === '') {
    throw new FieldError('title', pick(lang, '发票抬头不能为空', 'The invoice title is required.'));
  }
  if (input.invoiceType === 'special') {
    for (const [field, zh, en] of SPECIAL_FIELDS) {
      if (!input[field]?.trim()) throw new FieldError(field, pick(lang, `${zh}不能为空`, `${en} is required.`));
    }
  }
  return transaction(db, () => {
    const count =
      one<{ n: number }>(db, 'SELECT count(*) AS n FROM customer_invoice_infos WHERE user_id = ?', userId)?.n ?? 0;
    if (input.id !== undefined) {
      const own = one(db, 'SELECT 1 FROM customer_invoice_infos WHERE id = ? AND user_id = ?', input.id, userId);
      if (!own) throw new BusinessError('notFound');
    }
    const makeDefault = input.isDefault === true || count === 0;
    if (makeDefault) run(db, 'UPDATE customer_invoice_infos SET is_default = 0 WHERE user_id = ?', userId);
    const fields = [
      input.invoiceType,
      input.title.trim(),
      input.taxNumber,
      input.bank?.trim() ?? '',
      input.accountNumber ?? '',
      input.address?.trim() ?? '',
      input.phone ?? '',
      input.email ?? null,
    ];
    if (input.id !== undefined) {
      run(
        db,
        `UPDATE customer_invoice_infos SET invoice_type = ?, title = ?, tax_number = ?, bank = ?, account_number = ?,
           address = ?, phone = ?, email = ?, is_default = CASE WHEN ? THEN 1 ELSE is_default END, updated_at = ?
         WHERE id = ?`,
        ...fields,
        makeDefault ? 1 : 0,
        now,
        input.id,
      );
      return { id: input.id };
    }
    const id = run(
      db,
      `INSERT INTO customer_invoice_infos (user_id, invoice_type, title, tax_number, bank, account_number, address,
         phone, email, is_default, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      userId,
      ...fields,
      makeDefault ? 1 : 0,
      now,
    ).lastId;
    return { id };
  });
}

/** One of the user's invoice infos, for an order (another user's is not found). */
export function invoiceInfoOf(
  db: Db,
  userId: number,
  id: number,
): { invoice_type: 'normal' | 'special'; title: string; tax_number: string } {
  const row = one<{ invoice_type: 'normal' | 'special'; title: string; tax_number: string }>(
    db,
    'SELECT invoice_type, title, tax_number FROM customer_invoice_infos WHERE id = ? AND user_id = ?',
    id,
    userId,
  );
  if (!row) throw new BusinessError('notFound');
  return row;
}

/** Whether the saved address is the user's (an order may name the address it took the consignee from). */
export function assertOwnReceiveInfo(db: Db, userId: number, id: number): void {
  ownAddress(db, userId, id);
}

/**
 * A financing order's payment draws its financed part on the buyer company's credit facility: false (and
 * nothing drawn) when the available limit does not cover it. Run inside the order's transaction.
 */
export function drawCredit(db: Db, companyId: number, fen: number): boolean {
  if (fen <= 0) return true;
  return (
    run(
      db,
      `UPDATE customer_credit_facilities SET available_limit_fen = available_limit_fen - ?
        WHERE company_id = ? AND available_limit_fen >= ?`,
      fen,
      companyId,
      fen,
    ).changes === 1
  );
}

/** Gives a cancelled financing order's drawn credit back (never above the total limit). */
export function restoreCredit(db: Db, companyId: number, fen: number): void {
  if (fen <= 0) return;
  run(
    db,
    `UPDATE customer_credit_facilities SET available_limit_fen = min(total_limit_fen, available_limit_fen + ?)
      WHERE company_id = ?`,
    fen,
    companyId,
  );
}
