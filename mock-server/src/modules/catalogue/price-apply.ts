// Price permissions (productPriceApply): the price of goods as the caller may see it with the caller's
// application status, and applying to see it. Applications live in price_applications (the inquiry module's
// table, which the catalogue's price rules read as well); they stay pending until the seller decides.
import type { Lang } from '@portal/contracts/envelope';
import type { PriceApplyBody, PriceApplyStatusValue, SalePrice } from '@portal/contracts/http/product-price-apply';
import type { PriceState } from '@portal/contracts/entities/catalogue';
import { one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney, normalizeQuantity } from '../../lib/money.ts';
import { pick, textAs } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { priceStateOf } from './viewer.ts';

interface GoodsRow {
  id: number;
  title: string;
  unit: SalePrice['unit'];
  company_id: number;
  price_fen: number;
  market_price_fen: number;
  price_valid: number;
  price_needs_apply: number;
  min_order: string;
  off_shelf: number;
}

function goods(db: Db, id: number, lang: Lang | undefined): GoodsRow {
  const row = one<GoodsRow>(
    db,
    `SELECT id, ${textAs(lang, 'title')}, unit, company_id, price_fen, market_price_fen, price_valid, price_needs_apply,
            min_order, off_shelf FROM products WHERE id = ?`,
    id,
  );
  if (!row) throw new BusinessError('notFound');
  return row;
}

export interface PriceAccess {
  status: PriceApplyStatusValue;
  visible: boolean;
  appliedAt: number | null;
  rejectReason: string | null;
}

/**
 * May the caller see the price of goods: goods without the permission rule, the caller's own goods and the
 * platform see it; a visitor does not; otherwise an approved application for the goods or for every goods of
 * the seller, else the newest application decides. The one rule of the catalogue and the inquiry module.
 */
export function priceAccess(
  db: Db,
  auth: AuthUser | null,
  product: Pick<GoodsRow, 'id' | 'company_id' | 'price_needs_apply'>,
): PriceAccess {
  if (product.price_needs_apply === 0 || auth?.role === 'operator' || (auth && auth.companyId === product.company_id)) {
    return { status: 'notRequired', visible: true, appliedAt: null, rejectReason: null };
  }
  if (!auth) return { status: 'none', visible: false, appliedAt: null, rejectReason: null };
  const application = one<{
    status: 'pending' | 'approved' | 'rejected';
    created_at: number;
    reject_reason: string | null;
  }>(
    db,
    `SELECT status, created_at, reject_reason FROM price_applications
      WHERE user_id = ? AND (product_id = ? OR (product_id IS NULL AND company_id = ?))
      ORDER BY CASE status WHEN 'approved' THEN 0 ELSE 1 END, created_at DESC, id DESC LIMIT 1`,
    auth.id,
    product.id,
    product.company_id,
  );
  if (!application) return { status: 'none', visible: false, appliedAt: null, rejectReason: null };
  return {
    status: application.status,
    visible: application.status === 'approved',
    appliedAt: application.created_at,
    rejectReason: application.reject_reason,
  };
}

export function salePrice(db: Db, auth: AuthUser, productId: number, lang?: Lang): SalePrice {
  const row = goods(db, productId, lang);
  const seen = priceAccess(db, auth, row);
  const priceState: PriceState = priceStateOf(seen.visible, row.price_needs_apply, row.price_valid);
  return {
    productId: row.id,
    title: row.title,
    unit: row.unit,
    needApply: row.price_needs_apply === 1,
    applyStatus: seen.status,
    priceState,
    price: seen.visible ? fenToMoney(row.price_fen) : null,
    marketPrice: seen.visible ? fenToMoney(row.market_price_fen) : null,
    minOrder: normalizeQuantity(row.min_order),
    appliedAt: seen.appliedAt,
    rejectReason: seen.rejectReason,
  };
}

/**
 * Applies to see the price of goods (or, with wholeShop, of every goods of their seller). Individuals must
 * authenticate first ('Individual users cannot apply. Please authenticate!'), an enterprise user needs its
 * company; goods that show their price, and the caller's own goods, need no application (400 productId). A
 * pending or approved application covering the goods is answered again instead of a second one.
 */
export function applyForPrice(db: Db, auth: AuthUser, body: PriceApplyBody, now: number, lang: Lang): { id: number } {
  if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
  if (auth.role === 'operator') throw new BusinessError('forbiddenRole');
  if (auth.companyId === null && auth.role !== 'personal') throw new BusinessError('improveEnterprise');
  return transaction(db, () => {
    const row = goods(db, body.productId, lang);
    if (row.off_shelf !== 0) throw new BusinessError('productOff');
    if (row.company_id === auth.companyId) throw new BusinessError('ownProduct');
    if (row.price_needs_apply === 2) {
      throw new FieldError(
        'productId',
        pick(lang, '该商品价格面议，请直接询价', 'These goods have a negotiable price: send an inquiry instead.'),
      );
    }
    if (row.price_needs_apply === 0) {
      throw new FieldError(
        'productId',
        pick(lang, '该商品价格公开，无需申请', 'These goods show their price to everyone; no application is needed.'),
      );
    }
    const wholeShop = body.wholeShop === true;
    const open = one<{ id: number }>(
      db,
      `SELECT id FROM price_applications WHERE user_id = ? AND status IN ('pending', 'approved')
         AND ${wholeShop ? 'product_id IS NULL AND company_id = ?' : '(product_id = ? OR (product_id IS NULL AND company_id = ?))'}
       ORDER BY id DESC LIMIT 1`,
      auth.id,
      ...(wholeShop ? [row.company_id] : [row.id, row.company_id]),
    );
    if (open) return { id: open.id };
    const id = run(
      db,
      `INSERT INTO price_applications (user_id, product_id, company_id, status, contact_name, contact_phone, reason,
         created_at) VALUES (?, ?, ?, 'pending', ?, ?, ?, ?)`,
      auth.id,
      wholeShop ? null : row.id,
      row.company_id,
      body.contactName.trim(),
      body.contactPhone,
      body.reason.trim(),
      now,
    ).lastId;
    return { id };
  });
}
