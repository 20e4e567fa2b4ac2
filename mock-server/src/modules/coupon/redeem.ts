// Coupons as the order placement uses them: which order of a submit a coupon the buyer holds applies to,
// marking it used in the order's transaction, and giving it back when the order is cancelled.
import type { Lang } from '@portal/contracts/envelope';
import { all, one, run, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { CATEGORY_SUBTREE_SQL } from '../catalogue/public.ts';
import { pick } from '../../lib/text.ts';

/** One order of a submit, as the coupon sees it. */
export interface CouponOrder {
  sellerCompanyId: number;
  lines: readonly { categoryId: number; amountFen: number }[];
}

export interface CouponUse {
  /** Index into the orders given. */
  orderIndex: number;
  userCouponId: number;
  couponId: number;
  /** In the caller's language. */
  name: string;
  /** Both, for the order to keep (it is read later in either language). */
  nameZh: string;
  nameEn: string;
  discountFen: number;
}

interface HeldRow {
  user_coupon_id: number;
  coupon_id: number;
  name: string;
  name_en: string;
  company_id: number | null;
  category_id: number | null;
  amount_fen: number;
  threshold_fen: number;
  valid_from: number;
  valid_to: number;
}

/**
 * Which order the coupon (`couponId` of coupon/page) applies to. The buyer must hold an unused one, valid at
 * `now`. A shop coupon applies to that shop's order, a platform coupon to the order with the largest eligible
 * goods amount; a category coupon counts only the goods of its category (and below). The eligible goods must
 * reach the threshold; the discount never exceeds them. Otherwise a 400 naming couponId.
 */
export function couponForOrders(
  db: Db,
  userId: number,
  couponId: number,
  now: number,
  orders: readonly CouponOrder[],
  lang: Lang,
): CouponUse {
  const held = one<HeldRow>(
    db,
    `SELECT u.id AS user_coupon_id, c.id AS coupon_id, c.name, c.name_en, c.company_id, c.category_id, c.amount_fen,
            c.threshold_fen, c.valid_from, c.valid_to
       FROM user_coupons u JOIN coupons c ON c.id = u.coupon_id
      WHERE u.user_id = ? AND u.coupon_id = ? AND u.used_at IS NULL
      ORDER BY u.received_at, u.id LIMIT 1`,
    userId,
    couponId,
  );
  if (!held) throw new BusinessError('notFound');
  if (now < held.valid_from || now >= held.valid_to) {
    throw new FieldError('couponId', pick(lang, '该优惠券不在有效期内', 'The coupon is not valid at this time.'));
  }
  const categories =
    held.category_id === null
      ? null
      : new Set(
          all<{ id: number }>(db, CATEGORY_SUBTREE_SQL, held.category_id, held.category_id, held.category_id).map(
            (r) => r.id,
          ),
        );
  let best: { index: number; eligibleFen: number } | undefined;
  orders.forEach((order, index) => {
    if (held.company_id !== null && order.sellerCompanyId !== held.company_id) return;
    const eligibleFen = order.lines
      .filter((line) => categories === null || categories.has(line.categoryId))
      .reduce((sum, line) => sum + line.amountFen, 0);
    if (eligibleFen <= 0 || eligibleFen < held.threshold_fen) return;
    if (!best || eligibleFen > best.eligibleFen) best = { index, eligibleFen };
  });
  if (!best) {
    throw new FieldError(
      'couponId',
      pick(lang, '订单金额未达到该优惠券的使用条件', 'The order does not meet the conditions of this coupon.'),
    );
  }
  return {
    orderIndex: best.index,
    userCouponId: held.user_coupon_id,
    couponId: held.coupon_id,
    name: pick(lang, held.name, held.name_en),
    nameZh: held.name,
    nameEn: held.name_en,
    discountFen: Math.min(held.amount_fen, best.eligibleFen),
  };
}

/** Marks the held coupon used by the order (inside the order's transaction). */
export function markCouponUsed(db: Db, userCouponId: number, orderNo: string, now: number): void {
  run(
    db,
    'UPDATE user_coupons SET used_at = ?, order_no = ? WHERE id = ? AND used_at IS NULL',
    now,
    orderNo,
    userCouponId,
  );
}

/** A cancelled order gives its coupon back (usable again while it is valid). */
export function releaseCoupon(db: Db, orderNo: string): void {
  run(db, 'UPDATE user_coupons SET used_at = NULL, order_no = NULL WHERE order_no = ?', orderNo);
}

/**
 * The caller receives one of a coupon: it must be valid now, some must be left and the caller under the
 * per-user limit (the count of everyone's and the caller's holdings is read in the same transaction).
 */
export function receiveCoupon(db: Db, userId: number, couponId: number, now: number, lang: Lang): { id: number } {
  const coupon = one<{ total: number; per_user_limit: number; valid_from: number; valid_to: number }>(
    db,
    'SELECT total, per_user_limit, valid_from, valid_to FROM coupons WHERE id = ?',
    couponId,
  );
  if (!coupon) throw new BusinessError('notFound');
  if (now < coupon.valid_from || now >= coupon.valid_to) {
    throw new FieldError('couponId', pick(lang, '该优惠券不在有效期内', 'The coupon is not valid at this time.'));
  }
  const counts = one<{ taken: number; mine: number }>(
    db,
    `SELECT COUNT(*) AS taken, COALESCE(SUM(user_id = ?), 0) AS mine FROM user_coupons WHERE coupon_id = ?`,
    userId,
    couponId,
  ) ?? { taken: 0, mine: 0 };
  if (counts.taken >= coupon.total) {
    throw new FieldError('couponId', pick(lang, '该优惠券已领完', 'This coupon has all been taken.'));
  }
  if (counts.mine >= coupon.per_user_limit) {
    throw new FieldError(
      'couponId',
      pick(lang, '已达到该优惠券的领取上限', 'You already hold as many of this coupon as one user may.'),
    );
  }
  const id = run(
    db,
    'INSERT INTO user_coupons (coupon_id, user_id, received_at, used_at, order_no) VALUES (?, ?, ?, NULL, NULL)',
    couponId,
    userId,
    now,
  ).lastId;
  return { id };
}
