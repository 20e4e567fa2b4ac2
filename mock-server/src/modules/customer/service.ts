// Customer data reads: shipping addresses, invoice information, credit facilities, and the bundle the cart
// and the order confirmation need (infoForCart).
import type { ReceiveInfo } from '@portal/contracts/entities/order';
import type { InvoiceInfo } from '@portal/contracts/http/customer-invoice-info';
import type { CreditFacility } from '@portal/contracts/http/customer-credit-facilities';
import type { CartCustomerInfo } from '@portal/contracts/http/customer-extra';
import { all, one, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Lang } from '@portal/contracts/envelope';
import { regionText } from '../region/public.ts';
import { textAs } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import { fenToMoney } from '../../lib/money.ts';

interface ReceiveInfoRow {
  id: number;
  consignee_name: string;
  mobile: string;
  province_code: string;
  city_code: string;
  county_code: string;
  detail_address: string;
  is_default: number;
  created_at: number;
}

const RECEIVE_COLUMNS =
  'id, consignee_name, mobile, province_code, city_code, county_code, detail_address, is_default, created_at';

export function toReceiveInfo(row: ReceiveInfoRow, lang?: Lang): ReceiveInfo {
  // The region (from the national code) in the reader's language; the consignee and street are as typed.
  const regionName = lang === 'en' ? regionPathIn(lang, row.county_code) : regionText(row.county_code);
  return {
    id: row.id,
    consigneeName: row.consignee_name,
    mobile: row.mobile,
    provinceCode: row.province_code,
    cityCode: row.city_code,
    countyCode: row.county_code,
    detailAddress: row.detail_address,
    regionName,
    fullAddress:
      lang === 'en' ? `${row.detail_address}, ${regionName}` : `${regionName.replace(/ /g, '')}${row.detail_address}`,
    isDefault: row.is_default === 1,
    createdAt: row.created_at,
  };
}

/** The user's addresses: the default first, then the newest. */
export function listReceiveInfos(db: Db, userId: number, lang?: Lang): ReceiveInfo[] {
  return all<ReceiveInfoRow>(
    db,
    `SELECT ${RECEIVE_COLUMNS} FROM customer_receive_infos WHERE user_id = ?
      ORDER BY is_default DESC, created_at DESC, id DESC`,
    userId,
  ).map((row) => toReceiveInfo(row, lang));
}

export function defaultReceiveInfo(db: Db, userId: number, lang?: Lang): ReceiveInfo | null {
  const row = one<ReceiveInfoRow>(
    db,
    `SELECT ${RECEIVE_COLUMNS} FROM customer_receive_infos WHERE user_id = ? AND is_default = 1`,
    userId,
  );
  return row ? toReceiveInfo(row, lang) : null;
}

interface InvoiceRow {
  id: number;
  invoice_type: 'normal' | 'special';
  title: string;
  tax_number: string;
  bank: string;
  account_number: string;
  address: string;
  phone: string;
  email: string | null;
  is_default: number;
  updated_at: number;
}

/** The user's default invoice information, else the latest one, else null. */
export function defaultInvoiceInfo(db: Db, userId: number): InvoiceInfo | null {
  const row = one<InvoiceRow>(
    db,
    `SELECT id, invoice_type, title, tax_number, bank, account_number, address, phone, email, is_default, updated_at
       FROM customer_invoice_infos WHERE user_id = ? ORDER BY is_default DESC, updated_at DESC, id DESC LIMIT 1`,
    userId,
  );
  if (!row) return null;
  return {
    id: row.id,
    invoiceType: row.invoice_type,
    title: row.title,
    taxNumber: row.tax_number,
    bank: row.bank,
    accountNumber: row.account_number,
    address: row.address,
    phone: row.phone,
    email: row.email,
    isDefault: row.is_default === 1,
    updatedAt: row.updated_at,
  };
}

/**
 * The credit facility of a company. A company without one, with a disabled one or one past its date is not
 * a credit user (zero limits).
 */
export function creditFacility(db: Db, companyId: number | null, today: string): CreditFacility {
  const company =
    companyId === null ? undefined : one<{ name: string }>(db, 'SELECT name FROM companies WHERE id = ?', companyId);
  const row =
    companyId === null
      ? undefined
      : one<{
          total_limit_fen: number;
          available_limit_fen: number;
          ratio: number;
          valid_until: string | null;
          enabled: number;
        }>(
          db,
          'SELECT total_limit_fen, available_limit_fen, ratio, valid_until, enabled FROM customer_credit_facilities WHERE company_id = ?',
          companyId,
        );
  const active = row !== undefined && row.enabled === 1 && (row.valid_until === null || row.valid_until >= today);
  if (!row || !active) {
    return {
      isCreditUser: false,
      companyName: company?.name ?? null,
      totalLimit: '0.00',
      availableLimit: '0.00',
      usedLimit: '0.00',
      ratio: 0,
      validUntil: row?.valid_until ?? null,
    };
  }
  return {
    isCreditUser: true,
    companyName: company?.name ?? null,
    totalLimit: fenToMoney(row.total_limit_fen),
    availableLimit: fenToMoney(row.available_limit_fen),
    usedLimit: fenToMoney(row.total_limit_fen - row.available_limit_fen),
    ratio: row.ratio,
    validUntil: row.valid_until,
  };
}

export function infoForCart(db: Db, auth: AuthUser, today: string, lang?: Lang): CartCustomerInfo {
  const company =
    auth.companyId === null
      ? undefined
      : one<{ id: number; name: string }>(
          db,
          `SELECT id, ${textAs(lang, 'name')} FROM companies WHERE id = ?`,
          auth.companyId,
        );
  const addressCount =
    one<{ n: number }>(db, 'SELECT count(*) AS n FROM customer_receive_infos WHERE user_id = ?', auth.id)?.n ?? 0;
  return {
    userId: auth.id,
    authenticated: auth.authenticated,
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    defaultAddress: defaultReceiveInfo(db, auth.id, lang),
    addressCount,
    invoice: defaultInvoiceInfo(db, auth.id),
    credit: creditFacility(db, auth.companyId, today),
    // The trade module's cart table, read while answering (customer `uses` trade): through trade's door this
    // would be an import loop, since trade's settlement orders read the customer's addresses.
    cartCount: one<{ n: number }>(db, 'SELECT count(*) AS n FROM trade_carts WHERE user_id = ?', auth.id)?.n ?? 0,
  };
}
