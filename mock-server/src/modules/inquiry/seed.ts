// Seeds inquiries of the demo and seeded buyers (open ones and ones sent to a supplier, in every status, some
// past their due date), the sellers' offers with the buyers' counter-offers, and price-permission
// applications (the demo buyer approved, pending and rejected; buyer2 approved for a whole shop).
import type { Db } from '../../db/database.ts';
import { all, one, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { UNIT_LABELS, UNITS, type Unit } from '@portal/contracts/rules/constants';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import { bigUnitsToQuantity, quantityToBigUnits } from '../../lib/money.ts';

interface BuyerRow {
  id: number;
  account: string;
  mobile: string;
  company_id: number | null;
  province_code: string | null;
  city_code: string | null;
  county_code: string | null;
  address: string | null;
}

interface ProductPick {
  id: number;
  title: string;
  category_id: number;
  category_name: string;
  company_id: number;
  unit: Unit;
  price_fen: number;
  min_order: string;
}

type Stored = 'underReview' | 'inquiring' | 'ended';
type Plan = { stored: Stored; expired?: boolean; threads: number; product?: ProductPick; supplier?: number };

const REMARKS_SELLER = [
  '含税含运费到义乌，可提供样品确认。',
  '工厂直供，支持贴牌定制，交期可再协商。',
  '现货充足，付款后 3 天内发货。',
  '此价格为整单价，量大可再优惠。',
];
const REMARKS_BUYER = ['价格偏高，希望再让一点。', '如能提前交货，可接受此价格。', '我们长期采购，请给个实在价。'];
const DESCRIPTIONS = [
  '长期采购，要求品质稳定，需提供质检报告，包装按我方要求。',
  '外贸订单，需符合欧盟标准，可接受工厂验货。',
  '用于连锁门店铺货，分两批交货，首批需 15 天内到货。',
  '电商平台备货，要求独立包装并贴条码。',
];

const REMARKS_SELLER_EN = [
  'Tax and freight to Yiwu included; samples available for confirmation.',
  'Direct from the factory, OEM labels supported; lead time negotiable.',
  'Plenty in stock: ships within 3 days of payment.',
  'Price for the whole order; better prices for larger quantities.',
];
const REMARKS_BUYER_EN = [
  'The price is a bit high; we hope you can lower it.',
  'We accept this price if you can deliver earlier.',
  'We buy regularly: please give us a fair price.',
];
const DESCRIPTIONS_EN = [
  'Long-term purchase: stable quality required, inspection report needed, packing to our specification.',
  'Export order: must meet EU standards; factory inspection accepted.',
  'Stocking chain stores: delivered in two batches, the first within 15 days.',
  'E-commerce stock: individual packaging with barcodes required.',
];

/** The English forms of the seeded inquiries and rounds (titles from the catalogue's English names). */
function seedEnglish(db: Db): void {
  const rows = all<{
    id: number;
    title: string;
    description: string;
    product_title_en: string | null;
    category_en: string | null;
    quantity: string;
    unit: Unit;
  }>(
    db,
    `SELECT i.id, i.title, i.description, p.title_en AS product_title_en, c.name_en AS category_en, i.quantity, i.unit
       FROM inquiries i LEFT JOIN products p ON p.id = i.product_id LEFT JOIN categories c ON c.id = i.category_id`,
  );
  for (const row of rows) {
    const amount = row.quantity.replace(/\.?0+$/, '');
    const title = row.product_title_en
      ? `Buying ${row.product_title_en}`
      : `Purchase of ${row.category_en ?? 'small goods'}, ${amount} ${UNIT_LABELS[row.unit].en}s`;
    run(
      db,
      'UPDATE inquiries SET title_en = ?, description_en = ? WHERE id = ?',
      title,
      DESCRIPTIONS_EN[DESCRIPTIONS.indexOf(row.description)] ?? '',
      row.id,
    );
  }
  REMARKS_SELLER.forEach((zh, i) =>
    run(db, 'UPDATE inquiry_offers SET remark_en = ? WHERE remark = ?', REMARKS_SELLER_EN[i] ?? '', zh),
  );
  REMARKS_BUYER.forEach((zh, i) =>
    run(db, 'UPDATE inquiry_offers SET remark_en = ? WHERE remark = ?', REMARKS_BUYER_EN[i] ?? '', zh),
  );
}

export function seedInquiries(db: Db, ctx: SeedContext): void {
  const now = ctx.now;
  const buyers = all<BuyerRow>(
    db,
    `SELECT u.id, u.account, u.mobile, u.company_id, c.province_code, c.city_code, c.county_code, c.address
       FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.role = 'buyer' ORDER BY u.id`,
  );
  const sellers = all<{ id: number; user_id: number | null }>(
    db,
    `SELECT c.id, (SELECT u.id FROM users u WHERE u.company_id = c.id ORDER BY u.id LIMIT 1) AS user_id
       FROM companies c WHERE c.kind IN ('shop', 'factory') ORDER BY c.id`,
  ).filter((s): s is { id: number; user_id: number } => s.user_id !== null);
  const products = all<ProductPick>(
    db,
    `SELECT p.id, p.title, p.category_id, cat.name AS category_name, p.company_id, p.unit, p.price_fen, p.min_order
       FROM products p
       JOIN companies c ON c.id = p.company_id
       JOIN categories cat ON cat.id = p.category_id
      WHERE p.off_shelf = 0 AND c.kind IN ('shop', 'factory') ORDER BY p.id`,
  );
  const leaves = all<{ id: number; name: string }>(db, 'SELECT id, name FROM categories WHERE level = 3 ORDER BY id');
  if (buyers.length === 0 || sellers.length === 0) {
    seedPriceApplications(db, ctx);
    return;
  }
  const companyOf = (account: string) =>
    one<{ company_id: number | null }>(db, 'SELECT company_id FROM users WHERE account = ?', account)?.company_id ??
    null;
  const demoSeller = companyOf('seller');
  const demoFactory = companyOf('factory');
  const productOf = (companyId: number | null) => {
    const own = products.filter((p) => p.company_id === companyId);
    return own.length ? ctx.pick(own) : products.length ? ctx.pick(products) : undefined;
  };

  const plans: { buyer: BuyerRow; plan: Plan }[] = [];
  const demoBuyer = buyers.find((b) => b.account === 'buyer');
  if (demoBuyer) {
    const toSeller = productOf(demoSeller);
    const toFactory = productOf(demoFactory);
    const demoPlans: Plan[] = [
      { stored: 'inquiring', threads: 1, ...(toSeller ? { product: toSeller, supplier: toSeller.company_id } : {}) },
      { stored: 'inquiring', threads: 3 },
      { stored: 'underReview', threads: 0 },
      { stored: 'ended', threads: 2 },
      { stored: 'inquiring', expired: true, threads: 1 },
      { stored: 'inquiring', threads: 0, ...(toFactory ? { product: toFactory, supplier: toFactory.company_id } : {}) },
      { stored: 'inquiring', threads: 0 },
    ];
    for (const plan of demoPlans) plans.push({ buyer: demoBuyer, plan });
  }
  const others = buyers.filter((b) => b.account !== 'buyer');
  for (let i = 0; i < 24; i += 1) {
    const roll = ctx.int(1, 20);
    const stored: Stored = roll <= 13 ? 'inquiring' : roll <= 15 ? 'underReview' : 'ended';
    const expired = stored === 'inquiring' && ctx.int(1, 5) === 1;
    // The demo seller and factory receive a few inquiries addressed to them.
    const addressedTo = i < 2 ? demoSeller : i < 4 ? demoFactory : ctx.int(1, 5) <= 2 ? ctx.pick(sellers).id : null;
    const product = addressedTo === null ? undefined : productOf(addressedTo);
    const plan: Plan = {
      stored,
      expired,
      threads: stored === 'underReview' ? 0 : product ? ctx.int(0, 1) : ctx.int(0, 4),
      ...(product ? { product, supplier: product.company_id } : {}),
    };
    plans.push({ buyer: ctx.pick(others.length ? others : buyers), plan });
  }

  let sequence = 0;
  for (const { buyer, plan } of plans) {
    sequence += 1;
    const createdAt = now - (plan.expired ? ctx.int(20, 40) : ctx.int(1, 15)) * DAY - ctx.int(0, 23) * HOUR;
    const dueDate = plan.expired
      ? chinaDate(now - ctx.int(1, 10) * DAY)
      : chinaDate(plan.stored === 'ended' ? now + ctx.int(-5, 10) * DAY : now + ctx.int(3, 30) * DAY);
    const product = plan.product;
    // An open inquiry still asks for goods like the market's: a reference product gives category, unit and size.
    const reference = product ?? (products.length ? ctx.pick(products) : undefined);
    const leaf = reference
      ? { id: reference.category_id, name: reference.category_name }
      : leaves.length
        ? ctx.pick(leaves)
        : undefined;
    const unit: Unit = reference?.unit ?? ctx.pick(UNITS);
    const quantityUnitsValue = reference
      ? quantityToBigUnits(reference.min_order) * BigInt(ctx.int(2, 20))
      : BigInt(ctx.int(1, 500)) * 1000000n;
    const quantity = bigUnitsToQuantity(quantityUnitsValue > 0n ? quantityUnitsValue : 10000n);
    const wholeQuantity = quantity.replace(/\.?0+$/, '');
    const title = product
      ? `求购${product.title}`
      : `采购${leaf?.name ?? '小商品'} ${wholeQuantity}${UNIT_LABELS[unit].zh}`;
    const expectedFen =
      reference && (product || ctx.int(1, 3) > 1)
        ? Math.max(10, Math.round((reference.price_fen * ctx.int(80, 95)) / 1000) * 10)
        : null;
    const inquiryId = run(
      db,
      `INSERT INTO inquiries (inquiry_num, buyer_user_id, buyer_company_id, title, product_id, supplier_company_id,
         category_id, quantity, unit, price_fen, province_code, city_code, county_code, address, due_date,
         contact_phone, wechat, attachments, delivery_method, description, status, created_at, ended_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)`,
      `XJ${chinaDate(createdAt).replace(/-/g, '')}${String(sequence).padStart(4, '0')}`,
      buyer.id,
      buyer.company_id,
      title,
      product?.id ?? null,
      plan.supplier ?? null,
      leaf?.id ?? null,
      quantity,
      unit,
      expectedFen,
      buyer.province_code ?? '33',
      buyer.city_code ?? '3307',
      buyer.county_code ?? '330782',
      buyer.address ?? '浙江省金华市义乌市稠城街道',
      dueDate,
      buyer.mobile,
      `wx_${buyer.account}`,
      ctx.pick(['delivery', 'selfPickup'] as const),
      ctx.pick(DESCRIPTIONS),
      plan.stored,
      createdAt,
      plan.stored === 'ended' ? Math.min(now - HOUR, createdAt + ctx.int(3, 10) * DAY) : null,
    ).lastId;

    // Threads: the addressed supplier, or sellers of the market for an open inquiry.
    const quoting = plan.supplier !== undefined ? sellers.filter((s) => s.id === plan.supplier) : [...sellers];
    const threadSellers: { id: number; user_id: number }[] = [];
    while (threadSellers.length < plan.threads && quoting.length) {
      const seller = ctx.pick(quoting);
      quoting.splice(quoting.indexOf(seller), 1);
      if (seller.id !== buyer.company_id) threadSellers.push(seller);
    }
    const endedAt = plan.stored === 'ended' ? Math.min(now - HOUR, createdAt + 3 * DAY) : now - HOUR;
    threadSellers.forEach((seller, index) => {
      const status =
        plan.stored === 'ended' ? (index === 0 ? 'accepted' : 'declined') : plan.expired ? 'declined' : 'negotiating';
      const startedAt = createdAt + ctx.int(1, 24) * HOUR;
      const threadId = run(
        db,
        'INSERT INTO inquiry_threads (inquiry_id, seller_company_id, status, created_at) VALUES (?, ?, ?, ?)',
        inquiryId,
        seller.id,
        status,
        startedAt,
      ).lastId;
      const rounds = ctx.int(1, 4);
      const deliveryDate = chinaDate(startedAt + ctx.int(10, 40) * DAY);
      let priceFen = Math.max(
        10,
        Math.round(((expectedFen ?? product?.price_fen ?? 1000) * ctx.int(100, 120)) / 1000) * 10,
      );
      let at = startedAt;
      for (let round = 0; round < rounds; round += 1) {
        const side = round % 2 === 0 ? 'seller' : 'buyer';
        if (round > 0) {
          priceFen =
            side === 'buyer'
              ? Math.max(10, Math.round((priceFen * ctx.int(92, 97)) / 1000) * 10)
              : Math.max(10, Math.round((priceFen * ctx.int(98, 103)) / 1000) * 10);
        }
        at = Math.min(at + ctx.int(2, 30) * HOUR, endedAt - (rounds - round) * 60_000);
        run(
          db,
          `INSERT INTO inquiry_offers (thread_id, side, user_id, price_fen, quantity, delivery_date, valid_until, remark,
             attachments, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, '[]', ?)`,
          threadId,
          side,
          side === 'seller' ? seller.user_id : buyer.id,
          priceFen,
          quantity,
          deliveryDate,
          chinaDate(at + 15 * DAY),
          ctx.pick(side === 'seller' ? REMARKS_SELLER : REMARKS_BUYER),
          at,
        );
      }
    });
  }
  seedPriceApplications(db, ctx);
  seedEnglish(db);
  seedSupply(db, ctx);
  // The receiving address is the buyer company's: its English form too (the fallback's English below).
  db.exec(`UPDATE inquiries SET address_en = COALESCE(NULLIF((SELECT c.address_en FROM companies c
      WHERE c.id = inquiries.buyer_company_id AND c.address = inquiries.address), ''),
    CASE WHEN address = '浙江省金华市义乌市稠城街道' THEN 'Choucheng Street, Yiwu, Jinhua, Zhejiang' ELSE '' END)`);
}

const SUPPLY = [
  { zh: '304不锈钢保温杯 源头工厂长期供货', en: '304 stainless steel vacuum cups, long-term factory supply' },
  { zh: '毛绒玩具 支持来图定制', en: 'Plush toys, custom designs from your drawings' },
  { zh: '圣诞装饰品 旺季产能充足', en: 'Christmas decorations, ample peak-season capacity' },
  { zh: '针织围巾 多色现货', en: 'Knitted scarves in many colours, in stock' },
  { zh: '五金工具套装 出口品质', en: 'Hardware tool sets, export quality' },
  { zh: '文具礼盒 企业定制', en: 'Stationery gift boxes, corporate customisation' },
];

/** Supply requests of the demo factory and other factories, valid and expired. */
function seedSupply(db: Db, ctx: SeedContext): void {
  const factories = all<{
    company_id: number;
    user_id: number;
    province_code: string;
    city_code: string;
    county_code: string;
  }>(
    db,
    `SELECT c.id AS company_id, MIN(u.id) AS user_id, c.province_code, c.city_code, c.county_code
       FROM companies c JOIN users u ON u.company_id = c.id
      WHERE c.kind = 'factory' AND c.county_code IS NOT NULL GROUP BY c.id ORDER BY c.id`,
  );
  const leaves = all<{ id: number }>(db, 'SELECT id FROM categories WHERE level = 3 ORDER BY id');
  if (factories.length === 0 || leaves.length === 0) return;
  SUPPLY.forEach((text, i) => {
    const factory = factories[i % factories.length]!;
    const minFen = ctx.int(5, 80) * 100;
    run(
      db,
      `INSERT INTO supply_requests (company_id, user_id, title, title_en, category_id, capacity, unit, price_min_fen,
         price_max_fen, province_code, city_code, county_code, valid_until, description, description_en, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      factory.company_id,
      factory.user_id,
      text.zh,
      text.en,
      ctx.pick(leaves).id,
      String(ctx.int(5, 200) * 1000),
      ctx.pick(['piece', 'set', 'item'] as const),
      minFen,
      minFen + ctx.int(1, 20) * 100,
      factory.province_code,
      factory.city_code,
      factory.county_code,
      chinaDate(ctx.now + (i === SUPPLY.length - 1 ? -3 : ctx.int(10, 90)) * DAY),
      '工厂直供，可接受验厂，支持 OEM/ODM，样品 3 天内寄出。',
      'Direct from the factory: inspections welcome, OEM/ODM supported, samples sent within 3 days.',
      ctx.now - ctx.int(1, 30) * DAY,
    );
  });
}

/** Price permissions on goods that need one: demo buyer approved (2), pending (1), rejected (1); buyer2
 * approved for every goods of one seller; a few more for seeded buyers. */
function seedPriceApplications(db: Db, ctx: SeedContext): void {
  const gated = all<{ id: number; company_id: number }>(
    db,
    'SELECT id, company_id FROM products WHERE price_needs_apply = 1 AND off_shelf = 0 ORDER BY id',
  );
  const users = all<{ id: number; account: string; nickname: string; mobile: string }>(
    db,
    "SELECT id, account, nickname, mobile FROM users WHERE role IN ('buyer', 'shop') ORDER BY id",
  );
  if (gated.length === 0 || users.length === 0) return;
  const insert = (
    user: { id: number; nickname: string; mobile: string },
    product: { id: number; company_id: number },
    status: 'pending' | 'approved' | 'rejected',
    wholeShop = false,
  ) => {
    const createdAt = ctx.now - ctx.int(1, 30) * DAY;
    run(
      db,
      `INSERT INTO price_applications (user_id, product_id, company_id, status, contact_name, contact_phone, reason,
         reject_reason, created_at, reviewed_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      user.id,
      wholeShop ? null : product.id,
      product.company_id,
      status,
      user.nickname,
      user.mobile,
      ctx.pick(['长期采购，需要了解批发价格。', '门店补货，想比较几家报价。', '外贸客户询价，需要核算成本。']),
      status === 'rejected' ? '暂不对该地区开放批发价，请电话联系。' : null,
      createdAt,
      status === 'pending' ? null : createdAt + ctx.int(1, 48) * HOUR,
    );
  };
  const buyer = users.find((u) => u.account === 'buyer');
  const buyer2 = users.find((u) => u.account === 'buyer2');
  const [first, second, third, fourth] = gated;
  if (buyer) {
    if (first) insert(buyer, first, 'approved');
    if (second) insert(buyer, second, 'approved');
    if (third) insert(buyer, third, 'pending');
    if (fourth) insert(buyer, fourth, 'rejected');
  }
  const shopWithGated = gated[gated.length - 1];
  if (buyer2 && shopWithGated) insert(buyer2, shopWithGated, 'approved', true);
  const rest = users.filter((u) => u.account !== 'buyer' && u.account !== 'buyer2');
  for (let i = 0; i < Math.min(8, gated.length); i += 1) {
    if (rest.length === 0) break;
    insert(ctx.pick(rest), ctx.pick(gated), ctx.pick(['pending', 'approved', 'rejected'] as const));
  }
}
