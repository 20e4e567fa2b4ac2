// The coupon centre: every coupon with its validity (server clock), what is left, and the caller's
// possession (not received, received, used); the caller's own coupons.
import type { PageOf } from '@portal/contracts/operation';
import type { Coupon, CouponValidityValue, PossessStatusValue } from '@portal/contracts/http/coupon';
import type { Db } from '../../db/database.ts';
import { all } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageOf } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import type { Lang } from '@portal/contracts/envelope';

export function couponValidity(now: number, validFrom: number, validTo: number): CouponValidityValue {
  if (now < validFrom) return 'notStarted';
  if (now < validTo) return 'valid';
  return 'expired';
}

interface CouponRow {
  id: number;
  code: string;
  name: string;
  name_en: string;
  shop_name_en: string | null;
  company_name_en: string | null;
  company_id: number | null;
  category_id: number | null;
  amount_fen: number;
  threshold_fen: number;
  valid_from: number;
  valid_to: number;
  total: number;
  per_user_limit: number;
  shop_name: string | null;
  company_name: string | null;
  logo: string | null;
  category_name: string | null;
  category_name_en: string | null;
  taken: number;
  mine: number;
  mine_used: number;
  mine_last: number | null;
}

export interface CouponQuery {
  pageNum?: number;
  pageSize?: number;
  mine?: boolean;
  possessStatus?: PossessStatusValue;
  validity?: CouponValidityValue;
  shopId?: number;
}

const VALIDITY_RANK: Record<CouponValidityValue, number> = { valid: 0, notStarted: 1, expired: 2 };

export function couponPage(
  db: Db,
  now: number,
  auth: AuthUser | null,
  query: CouponQuery,
  lang?: Lang,
): PageOf<Coupon> {
  if (query.mine && !auth) throw new BusinessError('notLoggedIn');
  const rows = all<CouponRow>(
    db,
    `SELECT c.*, co.shop_name, co.name AS company_name, co.shop_name_en, co.name_en AS company_name_en, co.logo, cat.name AS category_name, cat.name_en AS category_name_en,
            (SELECT COUNT(*) FROM user_coupons t WHERE t.coupon_id = c.id) AS taken,
            (SELECT COUNT(*) FROM user_coupons m WHERE m.coupon_id = c.id AND m.user_id = ?) AS mine,
            (SELECT COUNT(*) FROM user_coupons m WHERE m.coupon_id = c.id AND m.user_id = ? AND m.used_at IS NOT NULL) AS mine_used,
            (SELECT MAX(m.received_at) FROM user_coupons m WHERE m.coupon_id = c.id AND m.user_id = ?) AS mine_last
       FROM coupons c
       LEFT JOIN companies co ON co.id = c.company_id
       LEFT JOIN categories cat ON cat.id = c.category_id
      ${query.shopId !== undefined ? 'WHERE c.company_id = ?' : ''}`,
    auth?.id ?? -1,
    auth?.id ?? -1,
    auth?.id ?? -1,
    ...(query.shopId !== undefined ? [query.shopId] : []),
  );
  const list = rows
    .map((row) => {
      const validity = couponValidity(now, row.valid_from, row.valid_to);
      const remaining = Math.max(0, row.total - row.taken);
      const possessStatus: PossessStatusValue =
        row.mine === 0 ? 'notReceived' : row.mine_used === row.mine ? 'used' : 'received';
      const coupon: Coupon = {
        id: row.id,
        code: row.code,
        name: pick(lang, row.name, row.name_en),
        amount: fenToMoney(row.amount_fen),
        threshold: fenToMoney(row.threshold_fen),
        shop:
          row.company_id === null
            ? null
            : {
                id: row.company_id,
                name: pick(lang, row.shop_name ?? row.company_name ?? '', row.shop_name_en || row.company_name_en),
                logo: row.logo ?? '',
              },
        category:
          row.category_id === null
            ? null
            : { id: row.category_id, name: row.category_name ?? '', nameEn: row.category_name_en ?? '' },
        validFrom: row.valid_from,
        validTo: row.valid_to,
        validity,
        total: row.total,
        remaining,
        perUserLimit: row.per_user_limit,
        possessStatus,
        received: row.mine,
        canReceive: validity === 'valid' && remaining > 0 && row.mine < row.per_user_limit,
      };
      return { coupon, amountFen: row.amount_fen, lastReceived: row.mine_last ?? 0 };
    })
    .filter(({ coupon }) => !query.mine || coupon.received > 0)
    .filter(({ coupon }) => !query.possessStatus || coupon.possessStatus === query.possessStatus)
    .filter(({ coupon }) => !query.validity || coupon.validity === query.validity)
    .sort((a, b) =>
      query.mine
        ? b.lastReceived - a.lastReceived || a.coupon.id - b.coupon.id
        : VALIDITY_RANK[a.coupon.validity] - VALIDITY_RANK[b.coupon.validity] ||
          b.amountFen - a.amountFen ||
          a.coupon.id - b.coupon.id,
    )
    .map(({ coupon }) => coupon);
  return pageOf(list, query);
}
