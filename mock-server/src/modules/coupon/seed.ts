// Seeds platform and shop coupons (valid, not yet valid, expired; one already gone) and what users received:
// the demo buyer holds unused, used and expired coupons, the others take from the same stock.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';

interface Plan {
  name: string;
  nameEn: string;
  companyId: number | null;
  categoryId: number | null;
  amountFen: number;
  thresholdFen: number;
  validFrom: number;
  validTo: number;
  total: number;
  perUserLimit: number;
}

const YUAN = 100;

export function seedCoupons(db: Db, ctx: SeedContext): void {
  const now = ctx.now;
  const shops = all<{
    id: number;
    shop_name: string | null;
    name: string;
    shop_name_en: string | null;
    name_en: string;
    industries: string;
  }>(
    db,
    `SELECT id, shop_name, name, shop_name_en, name_en, industries FROM companies
      WHERE kind IN ('shop', 'factory') ORDER BY id`,
  );
  const users = all<{ id: number; account: string }>(
    db,
    "SELECT id, account FROM users WHERE role IN ('buyer', 'shop', 'personal') ORDER BY id",
  );
  const valid = () => ({ validFrom: now - ctx.int(1, 20) * DAY, validTo: now + ctx.int(3, 40) * DAY });
  const coming = () => {
    const from = now + ctx.int(1, 15) * DAY;
    return { validFrom: from, validTo: from + ctx.int(7, 30) * DAY };
  };
  const expired = () => {
    const to = now - ctx.int(1, 30) * DAY;
    return { validFrom: to - ctx.int(7, 30) * DAY, validTo: to };
  };
  const plans: Plan[] = [
    {
      name: '平台新人专享券',
      nameEn: 'Newcomer coupon, platform-wide',
      companyId: null,
      categoryId: null,
      amountFen: 20 * YUAN,
      thresholdFen: 0,
      ...valid(),
      total: 5000,
      perUserLimit: 1,
    },
    {
      name: '全场满500减30',
      nameEn: '¥30 off orders over ¥500',
      companyId: null,
      categoryId: null,
      amountFen: 30 * YUAN,
      thresholdFen: 500 * YUAN,
      ...valid(),
      total: 2000,
      perUserLimit: 3,
    },
    {
      name: '批发采购满2000减150',
      nameEn: 'Wholesale: ¥150 off over ¥2,000',
      companyId: null,
      categoryId: null,
      amountFen: 150 * YUAN,
      thresholdFen: 2000 * YUAN,
      ...valid(),
      total: 800,
      perUserLimit: 2,
    },
    {
      name: '大额采购满5000减400',
      nameEn: 'Bulk buying: ¥400 off over ¥5,000',
      companyId: null,
      categoryId: null,
      amountFen: 400 * YUAN,
      thresholdFen: 5000 * YUAN,
      ...valid(),
      total: 300,
      perUserLimit: 1,
    },
    {
      name: '年中大促满3000减300',
      nameEn: 'Mid-year sale: ¥300 off over ¥3,000',
      companyId: null,
      categoryId: null,
      amountFen: 300 * YUAN,
      thresholdFen: 3000 * YUAN,
      ...coming(),
      total: 1000,
      perUserLimit: 1,
    },
    {
      name: '春季开市满1000减60',
      nameEn: 'Spring opening: ¥60 off over ¥1,000',
      companyId: null,
      categoryId: null,
      amountFen: 60 * YUAN,
      thresholdFen: 1000 * YUAN,
      ...expired(),
      total: 1000,
      perUserLimit: 2,
    },
  ];
  const shopPlans = shops.slice(0, 14);
  shopPlans.forEach((shop, index) => {
    const amount = ctx.pick([5, 10, 20, 50, 100]);
    const threshold = amount * ctx.pick([5, 10, 20]);
    const industry = Number(shop.industries.split(',')[0]) || null;
    const window = index % 5 === 3 ? coming() : index % 5 === 4 ? expired() : valid();
    plans.push({
      name: `${shop.shop_name ?? shop.name}满${threshold}减${amount}`,
      nameEn: `${shop.shop_name_en || shop.name_en || shop.shop_name || shop.name}: ¥${amount} off over ¥${threshold}`,
      companyId: shop.id,
      categoryId: index % 3 === 0 ? industry : null,
      amountFen: amount * YUAN,
      thresholdFen: threshold * YUAN,
      ...window,
      total: ctx.pick([100, 200, 500, 1000]),
      perUserLimit: ctx.int(1, 3),
    });
  });
  // One coupon already gone: five taken by five different users.
  const firstShop = shops[0];
  if (firstShop) {
    plans.push({
      name: `${firstShop.shop_name ?? firstShop.name}限量秒杀券`,
      nameEn: `${firstShop.shop_name_en || firstShop.name_en || firstShop.shop_name || firstShop.name}: flash coupon, limited`,
      companyId: firstShop.id,
      categoryId: null,
      amountFen: 50 * YUAN,
      thresholdFen: 200 * YUAN,
      ...valid(),
      total: 5,
      perUserLimit: 1,
    });
  }
  const ids = plans.map(
    (plan, index) =>
      run(
        db,
        `INSERT INTO coupons (code, name, name_en, company_id, category_id, amount_fen, threshold_fen, valid_from,
           valid_to, total, per_user_limit, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        `YHQ${chinaDate(plan.validFrom).replace(/-/g, '')}${String(index + 1).padStart(3, '0')}`,
        plan.name,
        plan.nameEn,
        plan.companyId,
        plan.categoryId,
        plan.amountFen,
        plan.thresholdFen,
        plan.validFrom,
        plan.validTo,
        plan.total,
        plan.perUserLimit,
        Math.min(plan.validFrom, now) - DAY,
      ).lastId,
  );

  const take = (couponIndex: number, userId: number, used: boolean) => {
    const couponId = ids[couponIndex];
    const plan = plans[couponIndex];
    if (couponId === undefined || !plan) return;
    const receivedAt = Math.min(now - HOUR, Math.max(plan.validFrom - 2 * DAY, now - 30 * DAY) + ctx.int(1, 48) * HOUR);
    const usedAt = used ? Math.min(now - 60_000, receivedAt + ctx.int(1, 72) * HOUR) : null;
    run(
      db,
      'INSERT INTO user_coupons (coupon_id, user_id, received_at, used_at, order_no) VALUES (?, ?, ?, ?, ?)',
      couponId,
      userId,
      receivedAt,
      usedAt,
      usedAt === null ? null : `DD${chinaDate(usedAt).replace(/-/g, '')}${ctx.faker.string.numeric(6)}`,
    );
  };
  const buyer = users.find((u) => u.account === 'buyer');
  const buyer2 = users.find((u) => u.account === 'buyer2');
  if (buyer) {
    take(0, buyer.id, true); // the newcomer coupon, used on a first order
    take(1, buyer.id, false);
    take(1, buyer.id, false);
    take(2, buyer.id, false);
    take(4, buyer.id, false); // not valid yet
    take(5, buyer.id, false); // expired unused
    take(6, buyer.id, false); // a shop coupon
  }
  if (buyer2) {
    take(0, buyer2.id, false);
    take(3, buyer2.id, true);
  }
  const others = users.filter((u) => u.account !== 'buyer' && u.account !== 'buyer2');
  const soldOut = plans.length - 1;
  others.slice(0, 5).forEach((u) => take(soldOut, u.id, false));
  for (let i = 0; i < 40 && others.length; i += 1) {
    const index = ctx.int(0, soldOut - 1);
    const plan = plans[index];
    if (!plan || plan.validFrom > now) continue;
    const user = ctx.pick(others);
    const held = all(
      db,
      'SELECT 1 FROM user_coupons WHERE coupon_id = ? AND user_id = ?',
      ids[index] ?? 0,
      user.id,
    ).length;
    if (held < plan.perUserLimit) take(index, user.id, ctx.int(1, 4) === 1);
  }
}
