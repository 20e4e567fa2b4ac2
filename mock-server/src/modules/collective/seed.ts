// Seeds group-buy categories (mirroring the catalogue's industries), group buys around the seed clock (coming,
// open and closed; some already achieved) with registrations of the demo and seeded buyers in every deposit
// status, and agent purchasing goods with purchase requests. Reads the core rows; never hard-codes ids.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import { categoryImage, logoImage } from '../../lib/assets.ts';
import type { SeedContext } from '../../seed/context.ts';
import { UNIT_LABELS, type Unit } from '@portal/contracts/rules/constants';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import { bigUnitsToQuantity, fenTimes, quantityToBigUnits } from '../../lib/money.ts';
import { progressOf } from './progress.ts';

interface ProductPick {
  id: number;
  title: string;
  category_id: number;
  root_id: number;
  company_id: number;
  unit: Unit;
  price_fen: number;
  stock: string;
  min_order: string;
  image: string;
  specs: string;
  description: string;
}

interface UserRow {
  id: number;
  account: string;
  nickname: string;
  mobile: string;
}

type RegistrationStatus = 'unpaid' | 'pendingReview' | 'approved' | 'rejected';

const DELIVERY_TERMS = [
  '成团后 7 天内发货，义乌市区免费送货上门，外地物流到付。',
  '截止后统一排产，成团后 15 天内交货，支持到厂自提。',
  '现货拼团，成团后 48 小时内发货，全国包邮（偏远地区除外）。',
];

const DELIVERY_TERMS_EN = [
  'Ships within 7 days of success; free delivery in Yiwu city, freight collect elsewhere.',
  'Production starts after the deadline; delivered within 15 days of success, factory pickup possible.',
  'Goods in stock: ships within 48 hours of success, free shipping nationwide (remote areas excepted).',
];

const OPEN_DEADLINES = [3, 10, 24, 48, 72, 96, 120, 168, 216, 288, 360, 480, 720].map((h) => h * HOUR);
const COMING_STARTS = [2, 24, 72, 120, 192].map((h) => h * HOUR);
const CLOSED_DEADLINES = [1, 3, 6, 10, 15, 25].map((d) => -d * DAY);

/** "12.5000" units -> "12.5", "170.0000" -> "170". */
function whole(units: bigint): string {
  return bigUnitsToQuantity(units).replace(/\.?0+$/, '');
}

function loadProducts(db: Db): ProductPick[] {
  return all<ProductPick>(
    db,
    `SELECT p.id, p.title, p.category_id, COALESCE(c1.id, c2.id, c3.id) AS root_id, p.company_id, p.unit, p.price_fen,
            p.stock, p.min_order, p.image, p.specs, p.description
       FROM products p
       JOIN companies co ON co.id = p.company_id
       JOIN categories c3 ON c3.id = p.category_id
       LEFT JOIN categories c2 ON c2.id = c3.parent_id
       LEFT JOIN categories c1 ON c1.id = c2.parent_id
      WHERE p.off_shelf = 0 AND p.price_valid = 0 AND p.price_needs_apply = 0 AND p.discount = 0
        AND co.kind IN ('shop', 'factory')
      ORDER BY p.id`,
  );
}

export function seedCollective(db: Db, ctx: SeedContext): void {
  const now = ctx.now;
  const products = loadProducts(db);
  const sellers = all<{ id: number }>(db, "SELECT id FROM companies WHERE kind IN ('shop', 'factory') ORDER BY id");
  const buyers = all<UserRow>(db, "SELECT id, account, nickname, mobile FROM users WHERE role = 'buyer' ORDER BY id");
  if (sellers.length === 0) return;

  // Categories: the catalogue's industries.
  const roots = all<{ id: number; name: string; name_en: string }>(
    db,
    'SELECT id, name, name_en FROM categories WHERE level = 1 ORDER BY sort, id',
  );
  const categoryOfRoot = new Map<number, number>();
  const categoryIds: number[] = [];
  roots.forEach((root, index) => {
    const id = run(
      db,
      'INSERT INTO collective_categories (name, name_en, icon, catalogue_category_id, sort) VALUES (?, ?, ?, ?, ?)',
      root.name,
      root.name_en,
      categoryImage(root.id),
      root.id,
      index + 1,
    ).lastId;
    categoryOfRoot.set(root.id, id);
    categoryIds.push(id);
  });

  // Group buys.
  const slots = [
    ...OPEN_DEADLINES.map((deadline, index) => ({
      phase: 'open',
      index,
      startAt: now - ctx.int(1, 10) * DAY,
      deadline: now + deadline,
    })),
    ...COMING_STARTS.map((start, index) => ({
      phase: 'coming',
      index,
      startAt: now + start,
      deadline: now + start + ctx.int(7, 15) * DAY,
    })),
    ...CLOSED_DEADLINES.map((deadline, index) => ({
      phase: 'closed',
      index,
      startAt: now + deadline - ctx.int(7, 20) * DAY,
      deadline: now + deadline,
    })),
  ];
  const buyer = buyers.find((b) => b.account === 'buyer');
  const buyer2 = buyers.find((b) => b.account === 'buyer2');
  const others = buyers.filter((b) => !['buyer', 'buyer2', 'buyer3'].includes(b.account));
  const used = new Set<number>();
  let sequence = 0;
  for (const slot of slots) {
    sequence += 1;
    const pool = products.filter((p) => !used.has(p.id));
    if (pool.length === 0) throw new Error('collective seed: the catalogue has too few goods for the group buys');
    const product = ctx.pick(pool);
    used.add(product.id);
    const goods = {
      title: product.title,
      unit: product.unit,
      priceFen: product.price_fen,
      minOrder: product.min_order,
    };
    const organizer = product.company_id;
    const categoryId = categoryOfRoot.get(product.root_id) ?? ctx.pick(categoryIds);
    const minUnits = quantityToBigUnits(goods.minOrder) > 0n ? quantityToBigUnits(goods.minOrder) : 10000n;
    const target = minUnits * BigInt(ctx.int(10, 40));
    const stockUnits = product ? quantityToBigUnits(product.stock) : 0n;
    const stock = stockUnits >= target * 2n ? stockUnits : target * 3n;
    const priceFen = Math.max(10, Math.round((goods.priceFen * ctx.int(70, 90)) / 1000) * 10);
    const marginRatio = ctx.pick([5, 10, 15, 20, 30]);
    const createdAt = Math.min(slot.startAt - ctx.int(1, 5) * DAY, now - HOUR);
    const unitLabel = UNIT_LABELS[goods.unit].zh;
    const specs = product
      ? (JSON.parse(product.specs) as { name: string; value: string }[]).map((s) => ({ name: s.name, value: s.value }))
      : [];
    const description = [
      `“${goods.title}”限时拼团，团购价较日常批发价优惠 ${Math.round(100 - (priceFen * 100) / goods.priceFen)}%。`,
      `每人起订 ${whole(minUnits)}${unitLabel}，累计 ${whole(target)}${unitLabel}成团；报名需按订单金额的 ${marginRatio}% 缴纳保证金，保证金审核通过后计入成团数量。`,
      ...(product ? product.description.split('\n').filter(Boolean).slice(0, 2) : []),
      '未成团时保证金在截止后 5 个工作日内原路退回；成团后保证金抵扣货款。',
    ];
    const collectiveId = run(
      db,
      `INSERT INTO collective_purchases (code, title, product_id, category_id, company_id, image, unit, price_fen,
         original_price_fen, margin_ratio, stock, min_quantity, target_quantity, start_at, deadline, description, specs,
         delivery_terms, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `JC${chinaDate(createdAt).replace(/-/g, '')}${String(sequence).padStart(3, '0')}`,
      `【拼团】${goods.title}`,
      product?.id ?? null,
      categoryId,
      organizer,
      product?.image ?? logoImage(organizer),
      goods.unit,
      priceFen,
      goods.priceFen,
      marginRatio,
      bigUnitsToQuantity(stock),
      bigUnitsToQuantity(minUnits),
      bigUnitsToQuantity(target),
      slot.startAt,
      slot.deadline,
      JSON.stringify(description),
      JSON.stringify(specs),
      ctx.pick(DELIVERY_TERMS),
      createdAt,
    ).lastId;

    if (slot.phase === 'coming') continue;
    const registered = new Set<number>();
    let joined = 0n;
    const register = (user: UserRow | undefined, status: RegistrationStatus, multiple: bigint) => {
      if (!user || registered.has(user.id)) return;
      const units = minUnits * multiple;
      if (status === 'approved' && joined + units > stock) return;
      registered.add(user.id);
      if (status === 'approved') joined += units;
      const quantity = bigUnitsToQuantity(units);
      const joinedAt = Math.min(slot.startAt + ctx.int(1, 72) * HOUR, slot.deadline - HOUR, now - HOUR);
      const paid = status !== 'unpaid';
      run(
        db,
        `INSERT INTO collective_registrations (collective_id, user_id, quantity, deposit_fen, payment_time, attachments,
           contact_name, contact_phone, remark, status, reject_reason, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, '[]', ?, ?, '', ?, ?, ?, ?)`,
        collectiveId,
        user.id,
        quantity,
        paid ? fenTimes(priceFen, quantity, marginRatio) : null,
        paid ? joinedAt : null,
        user.nickname,
        user.mobile,
        status,
        status === 'rejected' ? '付款凭证不清晰，请重新上传' : null,
        joinedAt,
        joinedAt,
      );
    };
    // The demo buyer in every deposit status; buyer2 alongside on the first open group buy.
    if (slot.phase === 'open') {
      const demoStatus: Record<number, RegistrationStatus> = {
        0: 'approved',
        1: 'pendingReview',
        3: 'rejected',
        4: 'unpaid',
        6: 'approved',
      };
      const status = demoStatus[slot.index];
      if (status) register(buyer, status, BigInt(ctx.int(1, 3)));
      if (slot.index === 0) register(buyer2, 'approved', 2n);
    }
    if (slot.phase === 'closed' && slot.index === 0) register(buyer, 'approved', 2n);
    // Achieved groups: enough approved quantity to reach the target.
    const achieve = (slot.phase === 'closed' && slot.index <= 1) || (slot.phase === 'open' && slot.index === 2);
    if (achieve) {
      const share = target / minUnits / 4n + 1n;
      for (const user of others.slice(0, 5)) register(user, 'approved', share);
      continue;
    }
    const count = ctx.int(0, Math.min(6, others.length));
    for (let i = 0; i < count; i += 1) {
      const roll = ctx.int(1, 20);
      const status: RegistrationStatus =
        roll <= 14 ? 'approved' : roll <= 17 ? 'pendingReview' : roll <= 18 ? 'unpaid' : 'rejected';
      register(ctx.pick(others), status, BigInt(ctx.int(1, 4)));
    }
  }

  // The group buys that closed before the demo began: their outcome is history (no orders, deposits as they
  // were); settled_at stays null. Only those closing on the server clock from now on are settled.
  for (const g of all<{ id: number; target_quantity: string }>(
    db,
    'SELECT id, target_quantity FROM collective_purchases WHERE deadline <= ?',
    now,
  )) {
    const reached = quantityToBigUnits(progressOf(db, g.id).joinedQuantity) >= quantityToBigUnits(g.target_quantity);
    run(db, 'UPDATE collective_purchases SET outcome = ? WHERE id = ?', reached ? 'succeeded' : 'failed', g.id);
  }

  // Agent purchasing goods and requests.
  const agents = all<{ id: number }>(db, "SELECT id FROM companies WHERE kind = 'provider' ORDER BY id");
  const platform = all<{ id: number }>(db, "SELECT id FROM companies WHERE kind = 'platform' ORDER BY id");
  const agentPool = agents.length ? agents : platform.length ? platform : sellers;
  const marketPool = all<{ name: string }>(db, 'SELECT name FROM catalogue_halls ORDER BY sort, id').map((h) => h.name);
  const agentGoods = products.filter((p) => !used.has(p.id));
  const agentIds: number[] = [];
  for (let i = 0; i < 18; i += 1) {
    if (agentGoods.length === 0)
      throw new Error('collective seed: the catalogue has too few goods for agent purchasing');
    const product = ctx.pick(agentGoods);
    agentGoods.splice(agentGoods.indexOf(product), 1);
    const goods = {
      title: product.title,
      unit: product.unit,
      priceFen: product.price_fen,
      minOrder: product.min_order,
    };
    const market = ctx.pick(marketPool);
    const leadDays = ctx.int(3, 15);
    agentIds.push(
      run(
        db,
        `INSERT INTO agent_products (title, product_id, category_id, image, unit, reference_price_fen, service_fee_bp,
           min_quantity, lead_days, market, agent_company_id, description, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        `【代采】${goods.title}`,
        product?.id ?? null,
        product?.category_id ?? null,
        product?.image ?? '',
        goods.unit,
        goods.priceFen,
        ctx.pick([300, 350, 500, 800]),
        goods.minOrder,
        leadDays,
        market,
        ctx.pick(agentPool).id,
        `代采专员在${market}比价选款、验货打包，${leadDays} 天内发出；货款按实际采购价结算，另收代采服务费。`,
        now - ctx.int(1, 120) * DAY,
      ).lastId,
    );
  }
  const requesters = all<UserRow>(
    db,
    "SELECT id, account, nickname, mobile FROM users WHERE role IN ('buyer', 'shop') ORDER BY id",
  );
  if (requesters.length === 0) return;
  for (let i = 0; i < 36; i += 1) {
    const user = ctx.pick(requesters);
    const delivery = ctx.int(1, 4) <= 3;
    run(
      db,
      `INSERT INTO agent_purchase_records (agent_product_id, user_id, quantity, delivery_method, contact_name,
         contact_phone, province_code, city_code, county_code, detail_address, remark, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?)`,
      ctx.pick(agentIds),
      user.id,
      bigUnitsToQuantity(BigInt(ctx.int(1, 20)) * 1000000n),
      delivery ? 'delivery' : 'selfPickup',
      user.nickname,
      user.mobile,
      delivery ? '33' : null,
      delivery ? '3307' : null,
      delivery ? '330782' : null,
      delivery ? `稠城街道${ctx.faker.location.street()}${ctx.int(1, 300)}号` : null,
      ctx.pick(['submitted', 'purchasing', 'shipped', 'completed']),
      now - ctx.int(1, 60) * DAY,
    );
  }
  seedEnglish(db);
}

/** A goods item's English specifications ({ name, nameEn, value } with English values) as a group buy's. */
function englishSpecs(specs: string | null): { name: string; value: string }[] {
  if (!specs) return [];
  return (JSON.parse(specs) as { name: string; nameEn?: string; value: string }[]).map((s) => ({
    name: s.nameEn || s.name,
    value: s.value,
  }));
}

/** The English forms of the seeded group buys and agent goods, from the catalogue's English titles. */
function seedEnglish(db: Db): void {
  const rows = all<{
    id: number;
    title: string;
    title_en: string | null;
    specs_en: string | null;
    unit: Unit;
    price_fen: number;
    original_price_fen: number;
    margin_ratio: number;
    min_quantity: string;
    target_quantity: string;
    delivery_terms: string;
  }>(
    db,
    `SELECT g.id, g.title, p.title_en, p.specs_en, g.unit, g.price_fen, g.original_price_fen, g.margin_ratio, g.min_quantity,
            g.target_quantity, g.delivery_terms
       FROM collective_purchases g LEFT JOIN products p ON p.id = g.product_id`,
  );
  for (const row of rows) {
    const title = row.title_en || row.title.replace('【拼团】', '');
    const unit = UNIT_LABELS[row.unit].en.toLowerCase();
    const off = Math.round(100 - (row.price_fen * 100) / row.original_price_fen);
    const minimum = whole(quantityToBigUnits(row.min_quantity));
    const target = whole(quantityToBigUnits(row.target_quantity));
    const description = [
      `Limited-time group buy of "${title}": ${off}% below the usual wholesale price.`,
      `Each participant joins with at least ${minimum} ${unit}; the group succeeds at ${target} ${unit}. A deposit of ${row.margin_ratio}% of the order amount is paid on registration and counts once the platform approves it.`,
      'If the group fails, deposits are refunded within 5 working days of the deadline; if it succeeds, they count towards payment.',
    ];
    const terms = DELIVERY_TERMS_EN[DELIVERY_TERMS.indexOf(row.delivery_terms)] ?? DELIVERY_TERMS_EN[0] ?? '';
    run(
      db,
      'UPDATE collective_purchases SET title_en = ?, description_en = ?, delivery_terms_en = ?, specs_en = ? WHERE id = ?',
      `[Group buy] ${title}`,
      JSON.stringify(description),
      terms,
      JSON.stringify(englishSpecs(row.specs_en)),
      row.id,
    );
  }
  const agents = all<{
    id: number;
    title: string;
    title_en: string | null;
    market: string;
    market_en: string | null;
    lead_days: number;
  }>(
    db,
    `SELECT ap.id, ap.title, p.title_en, ap.market, h.name_en AS market_en, ap.lead_days
       FROM agent_products ap LEFT JOIN products p ON p.id = ap.product_id
       LEFT JOIN catalogue_halls h ON h.name = ap.market`,
  );
  for (const row of agents) {
    const market = row.market_en || row.market;
    run(
      db,
      'UPDATE agent_products SET title_en = ?, market_en = ?, description_en = ? WHERE id = ?',
      `[Agent buy] ${row.title_en || row.title.replace('【代采】', '')}`,
      market,
      `Our agent compares prices and styles in ${market}, inspects and packs the goods, and ships within ${row.lead_days} days; goods are charged at the actual purchase price plus the agent's service fee.`,
      row.id,
    );
  }
}
