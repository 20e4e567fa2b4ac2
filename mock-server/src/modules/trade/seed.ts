// Seeds freight templates for every seller, the demo buyers' carts, orders in every state (general and
// financing, every payment and delivery method) and favourites. Reads the core and catalogue rows; copes with
// an empty catalogue. Deterministic: only ctx.faker / ctx.pick / ctx.int / ctx.now.
import { all, one, run, type Db } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { randomAddress, randomMobile } from '../customer/public.ts';
import { KG_PER_UNIT, calculateFreight } from './freight.ts';
import { specText } from './format.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import { TAX_RATES, amountFen, orderTotalsFen, quantityToUnits, unitsToQuantity } from '../../lib/money.ts';
import { loadTemplateRules } from './service.ts';

const UNIT = 10_000; // one kg or one piece in ten-thousandths

/** Province groups of the freight rules. */
const NEAR = ['31', '32', '33', '34']; // 上海 江苏 浙江 安徽
const REMOTE = ['15', '54', '62', '63', '64', '65']; // 内蒙古 西藏 甘肃 青海 宁夏 新疆

interface ProductRow {
  id: number;
  code: string;
  title: string;
  title_en: string;
  image: string;
  unit: string;
  specs: string;
  specs_en: string;
  category_id: number;
  source: string;
  price_fen: number;
  stock: string;
  min_order: string;
  company_id: number;
  off_shelf: number;
  price_valid: number;
  price_needs_apply: number;
  discount: number;
}

interface UserRow {
  id: number;
  account: string;
  company_id: number | null;
}

function insertTemplate(
  db: Db,
  ctx: SeedContext,
  companyId: number,
  spec: {
    name: string;
    chargeBy: 'weight' | 'piece';
    first: number;
    fees: [near: number, normal: number, remote: number];
    additional: number;
    addFees: [near: number, normal: number, remote: number];
    freeOverFen: number | null;
    isDefault: boolean;
    shipFrom: string;
  },
): number {
  const id = run(
    db,
    `INSERT INTO trade_freight_templates (company_id, name, charge_by, ship_from_code, first_units, first_fee_fen,
       additional_units, additional_fee_fen, free_over_fen, is_default, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    companyId,
    spec.name,
    spec.chargeBy,
    spec.shipFrom,
    spec.first * UNIT,
    spec.fees[1],
    spec.additional * UNIT,
    spec.addFees[1],
    spec.freeOverFen,
    spec.isDefault ? 1 : 0,
    ctx.now - ctx.int(10, 300) * DAY,
  ).lastId;
  const rules: [string[], 0 | 2][] = [
    [NEAR, 0],
    [REMOTE, 2],
  ];
  rules.forEach(([codes, tier], sort) => {
    run(
      db,
      `INSERT INTO trade_freight_rules (template_id, region_codes, first_units, first_fee_fen, additional_units,
         additional_fee_fen, sort) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      id,
      codes.join(','),
      spec.first * UNIT,
      spec.fees[tier],
      spec.additional * UNIT,
      spec.addFees[tier],
      sort,
    );
  });
  return id;
}

/** One or two templates per selling company; returns the default template of each. */
function seedFreightTemplates(db: Db, ctx: SeedContext): Map<number, number> {
  const sellers = all<{ id: number; county_code: string }>(
    db,
    `SELECT c.id, c.county_code FROM companies c
      WHERE c.kind IN ('shop', 'factory', 'platform') AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id)
      ORDER BY c.id`,
  );
  const defaults = new Map<number, number>();
  for (const seller of sellers) {
    const byPiece = insertTemplate(db, ctx, seller.id, {
      name: '义乌仓发货（按件计费）',
      chargeBy: 'piece',
      first: ctx.pick([10, 20, 50]),
      fees: [800, 1200, 2500],
      additional: ctx.pick([10, 20, 50]),
      addFees: [300, 500, 1200],
      freeOverFen: ctx.pick([50_000, 100_000, null]),
      isDefault: true,
      shipFrom: seller.county_code,
    });
    defaults.set(seller.id, byPiece);
    if (ctx.int(0, 2) > 0) {
      insertTemplate(db, ctx, seller.id, {
        name: '大件物流（按重量计费）',
        chargeBy: 'weight',
        first: 1,
        fees: [500, 800, 1800],
        additional: 1,
        addFees: [100, 200, 1000],
        freeOverFen: null,
        isDefault: false,
        shipFrom: seller.county_code,
      });
    }
  }
  return defaults;
}

/** Goods anyone may buy now: on shelf, price valid and visible, not a limited-time discount, enough stock. */
function buyable(products: readonly ProductRow[]): ProductRow[] {
  return products.filter(
    (p) =>
      p.off_shelf === 0 &&
      p.price_valid === 0 &&
      p.price_needs_apply === 0 &&
      p.discount === 0 &&
      (quantityToUnits(p.stock) ?? 0) >= (quantityToUnits(p.min_order) ?? 0),
  );
}

/** A quantity of min order x 1..3, not above the stock. */
function orderQuantity(ctx: SeedContext, product: ProductRow): number {
  const min = Math.max(quantityToUnits(product.min_order) ?? UNIT, UNIT);
  const stock = quantityToUnits(product.stock) ?? min;
  return Math.min(min * ctx.int(1, 3), Math.max(stock, min));
}

function pickDistinct<T>(ctx: SeedContext, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < count && pool.length > 0) {
    const index = ctx.int(0, pool.length - 1);
    picked.push(pool[index] as T);
    pool.splice(index, 1);
  }
  return picked;
}

function seedCarts(db: Db, ctx: SeedContext, buyers: readonly UserRow[], products: readonly ProductRow[]): void {
  const ok = buyable(products);
  for (const buyer of buyers) {
    const mine = ok.filter((p) => p.company_id !== buyer.company_id);
    const lines = pickDistinct(ctx, mine, buyer.account === 'buyer' ? 6 : ctx.int(2, 4));
    // The first demo buyer also keeps goods that went off shelf and goods whose price expired since.
    if (buyer.account === 'buyer') {
      const off = products.find((p) => p.off_shelf !== 0);
      const expired = products.find((p) => p.off_shelf === 0 && p.price_valid !== 0);
      if (off) lines.push(off);
      if (expired) lines.push(expired);
    }
    lines.forEach((product, index) => {
      const at = ctx.now - (index + 1) * ctx.int(2, 40) * HOUR;
      run(
        db,
        `INSERT INTO trade_carts (user_id, product_id, quantity, created_at, updated_at) VALUES (?, ?, ?, ?, ?)`,
        buyer.id,
        product.id,
        unitsToQuantity(orderQuantity(ctx, product)),
        at,
        at,
      );
    });
  }
}

const CARRIERS = ['通达国际物流', '顺捷快运', '安达供应链', '宏远物流', '中通快递', '韵达快递'];
const REMARKS = [
  '',
  '',
  '请用纸箱包装，外箱贴好唛头',
  '发货前请先电话联系',
  '需要随货附质检报告',
  '工作日送货，周末仓库不收货',
  '请按颜色分箱装',
];
const CANCEL_REASONS = ['超时未支付，系统自动取消', '买家取消：收货信息填写错误', '买家取消：与卖家协商一致'];
const COUPONS = [
  { id: 9001, name: '满500减30', minFen: 50_000, discountFen: 3_000 },
  { id: 9002, name: '满2000减150', minFen: 200_000, discountFen: 15_000 },
  { id: 9003, name: '新客专享满300减20', minFen: 30_000, discountFen: 2_000 },
];

/** Every state, both types and both payment methods for the first demo buyer; fewer for the others. */
const STATUS_PLANS: Record<string, readonly string[]> = {
  buyer: [
    'pendingPayment',
    'pendingPayment',
    'pendingShipment',
    'pendingShipment',
    'shipped',
    'shipped',
    'completed',
    'completed',
    'completed',
    'cancelled',
    'cancelled',
    'completed',
  ],
  buyer2: ['pendingPayment', 'pendingShipment', 'shipped', 'completed', 'completed', 'cancelled'],
  buyer3: ['pendingPayment', 'shipped', 'completed', 'cancelled', 'pendingShipment'],
};

function seedOrders(
  db: Db,
  ctx: SeedContext,
  buyers: readonly UserRow[],
  products: readonly ProductRow[],
  templates: Map<number, number>,
): void {
  const ok = buyable(products);
  const bySeller = new Map<number, ProductRow[]>();
  for (const product of ok) bySeller.set(product.company_id, [...(bySeller.get(product.company_id) ?? []), product]);
  const sellers = [...bySeller.keys()];
  if (sellers.length === 0) return;
  // The demo seller and factory appear among the sellers so their centres show orders too.
  const featured = all<{ company_id: number }>(
    db,
    "SELECT company_id FROM users WHERE account IN ('seller', 'factory') AND company_id IS NOT NULL ORDER BY id",
  )
    .map((r) => r.company_id)
    .filter((id) => bySeller.has(id));
  let sequence = 0;

  for (const buyer of buyers) {
    const plan = STATUS_PLANS[buyer.account] ?? [];
    const address = one<{
      consignee_name: string;
      mobile: string;
      county_code: string;
      detail_address: string;
    }>(
      db,
      'SELECT consignee_name, mobile, county_code, detail_address FROM customer_receive_infos WHERE user_id = ? AND is_default = 1',
      buyer.id,
    );
    const invoice = one<{ invoice_type: 'normal' | 'special'; title: string; tax_number: string }>(
      db,
      'SELECT invoice_type, title, tax_number FROM customer_invoice_infos WHERE user_id = ? AND is_default = 1',
      buyer.id,
    );
    plan.forEach((status, index) => {
      const candidates = sellers.filter((id) => id !== buyer.company_id);
      if (candidates.length === 0) return;
      const sellerId =
        index < featured.length * 2 && featured.length > 0 ? featured[index % featured.length] : ctx.pick(candidates);
      if (sellerId === undefined || sellerId === buyer.company_id) return;
      const goods = pickDistinct(ctx, bySeller.get(sellerId) ?? [], ctx.int(1, 3));
      if (goods.length === 0) return;
      sequence += 1;
      const createdAt = ctx.now - (plan.length - index) * ctx.int(2, 6) * DAY - ctx.int(0, 23) * HOUR;
      const type = index % 4 === 3 ? 'financing' : 'general';
      const paymentMethod = index % 3 === 2 ? 'cashOnDelivery' : 'online';
      const deliveryMethod = index % 5 === 4 ? 'selfPickup' : 'delivery';
      const source = goods[0]?.source ?? 'sale';
      const channel =
        source === 'self' ? 'self' : source === 'supplier' ? (type === 'financing' ? 'supplier' : 'factory') : 'portal';
      const lines = goods.map((product) => {
        const units = orderQuantity(ctx, product);
        return { product, units, amount: amountFen(product.price_fen, units) };
      });
      const goodsFen = lines.reduce((sum, line) => sum + line.amount, 0);
      const place = address ?? {
        consignee_name: ctx.faker.person.fullName(),
        mobile: randomMobile(ctx),
        ...toAddressRow(randomAddress(ctx)),
      };

      const templateId = templates.get(sellerId) ?? null;
      const rules = templateId === null ? undefined : loadTemplateRules(db, templateId);
      let freightFen = 0;
      if (rules && deliveryMethod === 'delivery') {
        const units =
          rules.chargeBy === 'piece'
            ? lines.reduce((sum, line) => sum + line.units, 0)
            : Math.round(
                lines.reduce((sum, l) => sum + (l.units / UNIT) * (KG_PER_UNIT[l.product.unit] ?? 1), 0) * UNIT,
              );
        freightFen = calculateFreight(rules, { regionCode: place.county_code, units, goodsFen }).freightFen;
      }
      // The best coupon the goods amount reaches.
      const coupon =
        index % 3 === 1
          ? COUPONS.filter((c) => goodsFen >= c.minFen).sort((a, b) => b.discountFen - a.discountFen)[0]
          : undefined;
      const invoiceType: 'none' | 'normal' | 'special' = invoice && index % 2 === 0 ? invoice.invoice_type : 'none';
      const taxRate = TAX_RATES[invoiceType];
      const { taxFen, totalFen } = orderTotalsFen(
        { goodsFen, freightFen, discountFen: coupon?.discountFen ?? 0 },
        invoiceType,
      );

      const paidAt =
        status === 'cancelled' || status === 'pendingPayment'
          ? null
          : paymentMethod === 'online'
            ? createdAt + ctx.int(5, 120) * 60_000
            : status === 'completed'
              ? createdAt + ctx.int(4, 8) * DAY
              : null;
      const shippedAt = status === 'shipped' || status === 'completed' ? createdAt + ctx.int(1, 3) * DAY : null;
      const completedAt = status === 'completed' ? createdAt + ctx.int(4, 8) * DAY : null;
      const cancelledAt = status === 'cancelled' ? createdAt + ctx.int(1, 24) * HOUR : null;
      const orderNo = `MC${chinaDate(createdAt).replace(/-/g, '')}${String(100000 + sequence * 7919).slice(-6)}`;

      const orderId = run(
        db,
        `INSERT INTO trade_orders (order_no, channel, type, status, buyer_user_id, buyer_company_id, seller_company_id,
           payment_method, delivery_method, delivery_time, remarks, consignee_name, consignee_mobile, province_code,
           city_code, county_code, detail_address, freight_template_id, freight_fen, coupon_id, coupon_name,
           coupon_discount_fen, invoice_type, invoice_title, invoice_tax_number, tax_rate, tax_fen, goods_fen, total_fen,
           created_at, paid_at, shipped_at, completed_at, cancelled_at, cancel_reason, carrier, tracking_no)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderNo,
        channel,
        type,
        status,
        buyer.id,
        buyer.company_id,
        sellerId,
        paymentMethod,
        deliveryMethod,
        chinaDate(createdAt + ctx.int(3, 15) * DAY),
        ctx.pick(REMARKS),
        place.consignee_name,
        place.mobile,
        place.county_code.slice(0, 2),
        place.county_code.slice(0, 4),
        place.county_code,
        place.detail_address,
        templateId,
        freightFen,
        coupon?.id ?? null,
        coupon?.name ?? null,
        coupon?.discountFen ?? 0,
        invoiceType,
        invoiceType === 'none' ? null : (invoice?.title ?? null),
        invoiceType === 'none' ? null : (invoice?.tax_number ?? null),
        taxRate,
        taxFen,
        goodsFen,
        totalFen,
        createdAt,
        paidAt,
        shippedAt,
        completedAt,
        cancelledAt,
        status === 'cancelled' ? ctx.pick(CANCEL_REASONS) : null,
        shippedAt !== null && deliveryMethod === 'delivery' ? ctx.pick(CARRIERS) : null,
        shippedAt !== null && deliveryMethod === 'delivery' ? `YW${ctx.faker.string.numeric(12)}` : null,
      ).lastId;
      lines.forEach((line, sort) => {
        run(
          db,
          `INSERT INTO trade_order_lines (order_id, product_id, product_code, title, title_en, image, unit, spec_text,
             spec_text_en, category_id, price_fen, quantity, amount_fen, sort)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          orderId,
          line.product.id,
          line.product.code,
          line.product.title,
          line.product.title_en,
          line.product.image,
          line.product.unit,
          specText(line.product.specs),
          specText(line.product.specs_en || line.product.specs, 'en'),
          line.product.category_id,
          line.product.price_fen,
          unitsToQuantity(line.units),
          line.amount,
          sort,
        );
      });
    });
  }
}

function toAddressRow(address: { county: string; detail: string }) {
  return { county_code: address.county, detail_address: address.detail };
}

function seedFavourites(db: Db, ctx: SeedContext, buyers: readonly UserRow[], products: readonly ProductRow[]): void {
  const companies = all<{ id: number }>(db, "SELECT id FROM companies WHERE kind IN ('shop', 'factory') ORDER BY id");
  const onShelf = products.filter((p) => p.off_shelf === 0);
  const offShelf = products.filter((p) => p.off_shelf !== 0);
  for (const buyer of buyers) {
    const goods = pickDistinct(ctx, onShelf, buyer.account === 'buyer' ? 8 : ctx.int(3, 5));
    // One kept goods item has gone off shelf since: the list marks it.
    if (buyer.account === 'buyer' && offShelf[0]) goods.push(offShelf[0]);
    const shops = pickDistinct(ctx, companies, buyer.account === 'buyer' ? 3 : ctx.int(1, 2));
    const entries: ['product' | 'company', number][] = [
      ...goods.map((p): ['product', number] => ['product', p.id]),
      ...shops.map((c): ['company', number] => ['company', c.id]),
    ];
    entries.forEach(([type, targetId], index) => {
      run(
        db,
        'INSERT OR IGNORE INTO trade_favourites (user_id, type, target_id, created_at) VALUES (?, ?, ?, ?)',
        buyer.id,
        type,
        targetId,
        ctx.now - (index + 1) * ctx.int(1, 5) * DAY,
      );
    });
  }
}

export function seedTrade(db: Db, ctx: SeedContext): void {
  const templates = seedFreightTemplates(db, ctx);
  const products = all<ProductRow>(
    db,
    `SELECT id, code, title, title_en, image, unit, specs, specs_en, category_id, source, price_fen, stock, min_order,
            company_id, off_shelf, price_valid,
            price_needs_apply, discount FROM products ORDER BY id`,
  );
  const buyers = all<UserRow>(
    db,
    "SELECT id, account, company_id FROM users WHERE account IN ('buyer', 'buyer2', 'buyer3') ORDER BY id",
  );
  if (products.length === 0) return;
  seedCarts(db, ctx, buyers, products);
  seedOrders(db, ctx, buyers, products, templates);
  seedFavourites(db, ctx, buyers, products);
  seedEnglish(db);
}

/** The English of the seeded template names, coupon names and cancel reasons. */
const ENGLISH: readonly [table: string, column: string, zh: string, en: string][] = [
  ['trade_freight_templates', 'name', '义乌仓发货（按件计费）', 'Ships from the Yiwu warehouse (by piece)'],
  ['trade_freight_templates', 'name', '大件物流（按重量计费）', 'Bulky freight (by weight)'],
  ['trade_orders', 'coupon_name', '满500减30', '¥30 off orders over ¥500'],
  ['trade_orders', 'coupon_name', '满2000减150', '¥150 off orders over ¥2,000'],
  ['trade_orders', 'coupon_name', '新客专享满300减20', 'New customers: ¥20 off over ¥300'],
  ['trade_orders', 'cancel_reason', '超时未支付，系统自动取消', 'Not paid in time: cancelled by the system'],
  ['trade_orders', 'cancel_reason', '买家取消：收货信息填写错误', 'Cancelled by the buyer: wrong delivery details'],
  ['trade_orders', 'cancel_reason', '买家取消：与卖家协商一致', 'Cancelled by the buyer: agreed with the seller'],
  ['trade_orders', 'carrier', '通达国际物流', 'Tongda International Logistics'],
  ['trade_orders', 'carrier', '顺捷快运', 'Shunjie Express'],
  ['trade_orders', 'carrier', '安达供应链', 'Anda Supply Chain'],
  ['trade_orders', 'carrier', '宏远物流', 'Hongyuan Logistics'],
  ['trade_orders', 'carrier', '中通快递', 'ZTO Express'],
  ['trade_orders', 'carrier', '韵达快递', 'Yunda Express'],
];

/**
 * Writes the English beside the Chinese after the rows are made, so the seed's random draws (and with them
 * every seeded row) stay what they were before the English columns existed.
 */
function seedEnglish(db: Db): void {
  for (const [table, column, zh, en] of ENGLISH) {
    run(db, `UPDATE ${table} SET ${column}_en = ? WHERE ${column} = ?`, en, zh);
  }
}
