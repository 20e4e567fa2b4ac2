// Seeds auctions around the seed clock: ended, in progress (ending within minutes to days) and not started,
// four themed special sessions, deposits of the demo and seeded buyers, bids in whole increments (with the
// anti-sniping extensions they cause) and the published notices. Reads the core rows; never hard-codes ids.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import { categoryImage, logoImage } from '../../lib/assets.ts';
import type { SeedContext } from '../../seed/context.ts';
import { UNIT_LABELS, type Unit } from '@portal/contracts/rules/constants';
import { endAfterBid, type EndRule } from './service.ts';
import { DAY, HOUR, MINUTE, chinaDate, chinaTime } from '../../lib/china-time.ts';
import { bigUnitsToQuantity, fenTimes, fenToMoney, quantityToBigUnits } from '../../lib/money.ts';

interface ProductPick {
  id: number;
  title: string;
  category_id: number;
  root_id: number | null;
  company_id: number;
  unit: Unit;
  price_fen: number;
  min_order: string;
  image: string;
  description: string;
  address: string;
}

interface BuyerRow {
  id: number;
  account: string;
  nickname: string;
  mobile: string;
}

type Phase = 'ended' | 'inProgress' | 'notStarted';

interface Slot {
  phase: Phase;
  index: number;
  startAt: number;
  endAt: number;
  special: number | null;
}

const SPECIALS = [
  {
    title: '义乌饰品库存整批专场',
    titleEn: 'Yiwu Jewellery Stock Lots',
    theme: '饰品',
    intro: '汇集国际商贸城一区饰品商户的库存整批货品，耳饰、手链、发饰按批竞价，保证金制竞买，价高者得。',
    phase: 'inProgress' as Phase,
    slots: [1, 4, 6, 9, 11],
  },
  {
    title: '玩具尾货清仓专场',
    titleEn: 'Toy Clearance Session',
    theme: '玩具',
    intro: '澄海、云和及义乌本地玩具工厂的换季尾货与外贸余单，整批起拍，适合批发商与跨境卖家备货。',
    phase: 'notStarted' as Phase,
    slots: [2, 4, 5, 8],
  },
  {
    title: '五金工具整批竞价专场',
    titleEn: 'Hardware Tools Lot Session',
    theme: '五金工具',
    intro: '永康五金产业带工厂直供的电动工具、手动工具及配件整批竞价，支持到厂验货。',
    phase: 'ended' as Phase,
    slots: [3, 4, 5, 6],
  },
  {
    title: '针织服饰换季专场',
    titleEn: 'Knitwear Season-End Session',
    theme: '针纺织品',
    intro: '诸暨袜业、义乌针织企业的换季库存，袜子、围巾、手套整批出让，起拍价低至出厂价五折。',
    phase: 'inProgress' as Phase,
    slots: [3, 7, 12],
  },
] as const;

const DELIVERY_TERMS = [
  '成交后 3 个工作日内付清全款，买家自提，卖方协助装车。',
  '成交后 5 个工作日内付款，卖方负责送货至义乌市区指定地点，外地运费买家承担。',
  '全款到账后 48 小时内发货，支持物流托运，运费到付。',
  '成交后 7 日内提货，逾期仓储费由买家承担；可预约到仓验货。',
];

const IN_PROGRESS_ENDS = [2, 4, 8, 15, 30, 60, 120, 300, 720, 1440, 2880, 4320, 7200, 10080].map((m) => m * MINUTE);
const NOT_STARTED_STARTS = [10, 30, 60, 180, 480, 1440, 2880, 4320, 7200, 10080, 14400, 20160].map((m) => m * MINUTE);
const ENDED_ENDS = [20, 120, 360, 1440, 2880, 4320, 7200, 10080, 17280, 28800].map((m) => -m * MINUTE);

/** Rounds fen to a whole number of `step` fen, at least one step. */
function roundTo(fen: number, step: number): number {
  return Math.max(step, Math.round(fen / step) * step);
}

function loadProducts(db: Db): ProductPick[] {
  return all<ProductPick>(
    db,
    `SELECT p.id, p.title, p.category_id, COALESCE(c1.id, c2.id, c3.id) AS root_id, p.company_id, p.unit, p.price_fen,
            p.min_order, p.image, p.description, co.address
       FROM products p
       JOIN companies co ON co.id = p.company_id
       JOIN categories c3 ON c3.id = p.category_id
       LEFT JOIN categories c2 ON c2.id = c3.parent_id
       LEFT JOIN categories c1 ON c1.id = c2.parent_id
      WHERE p.off_shelf = 0 AND p.price_valid = 0 AND co.kind IN ('shop', 'factory')
      ORDER BY p.id`,
  );
}

export function seedAuctions(db: Db, ctx: SeedContext): void {
  const now = ctx.now;
  const products = loadProducts(db);
  const sellers = all<{ id: number; address: string }>(
    db,
    "SELECT id, address FROM companies WHERE kind IN ('shop', 'factory') ORDER BY id",
  );
  const buyers = all<BuyerRow>(db, "SELECT id, account, nickname, mobile FROM users WHERE role = 'buyer' ORDER BY id");
  if (sellers.length === 0 || buyers.length === 0) return;
  const roots = all<{ id: number; name: string }>(db, 'SELECT id, name FROM categories WHERE level = 1 ORDER BY id');
  const demo = (account: string) => buyers.find((b) => b.account === account);
  const buyer = demo('buyer');
  const buyer2 = demo('buyer2');
  const buyer3 = demo('buyer3');
  const others = buyers.filter((b) => !['buyer', 'buyer2', 'buyer3'].includes(b.account));

  // Special sessions.
  const specialIds = SPECIALS.map((special, index) => {
    const category = roots.find((r) => r.name === special.theme);
    return run(
      db,
      `INSERT INTO auction_specials (title, title_en, theme, intro, image, category_id, organizer, start_at, end_at, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      special.title,
      special.titleEn,
      special.theme,
      special.intro,
      category ? categoryImage(category.id) : logoImage(sellers[0]?.id ?? 1),
      category?.id ?? null,
      '义乌小商品城拍卖中心',
      now,
      now,
      index + 1,
    ).lastId;
  });
  const specialOf = (phase: Phase, index: number): number | null => {
    const found = SPECIALS.findIndex((s) => s.phase === phase && (s.slots as readonly number[]).includes(index));
    return found >= 0 ? (specialIds[found] ?? null) : null;
  };

  // The schedule: every state relative to the seed clock.
  const slots: Slot[] = [
    ...ENDED_ENDS.map((end, index) => ({
      phase: 'ended' as Phase,
      index,
      startAt: now + end - ctx.int(1, 3) * DAY,
      endAt: now + end,
      special: specialOf('ended', index),
    })),
    ...IN_PROGRESS_ENDS.map((end, index) => ({
      phase: 'inProgress' as Phase,
      index,
      startAt: now - ctx.int(2, 48) * HOUR,
      endAt: now + end,
      special: specialOf('inProgress', index),
    })),
    ...NOT_STARTED_STARTS.map((start, index) => ({
      phase: 'notStarted' as Phase,
      index,
      startAt: now + start,
      endAt: now + start + ctx.int(1, 3) * DAY,
      special: specialOf('notStarted', index),
    })),
  ];

  const used = new Set<number>();
  const pickProduct = (special: number | null): ProductPick | undefined => {
    const themeRoot =
      special === null ? undefined : roots.find((r) => r.name === SPECIALS[specialIds.indexOf(special)]?.theme);
    const pool = products.filter((p) => !used.has(p.id) && (!themeRoot || p.root_id === themeRoot.id));
    const fallbackPool = products.filter((p) => !used.has(p.id));
    const list = pool.length ? pool : fallbackPool.length ? fallbackPool : products;
    if (list.length === 0) return undefined;
    const picked = ctx.pick(list);
    used.add(picked.id);
    return picked;
  };

  // Deposits: who may bid where. The demo buyer and buyer2 are approved on the same auctions.
  const demoApproved: Record<Phase, number[]> = { inProgress: [0, 1, 3, 5, 8], notStarted: [0, 2], ended: [0, 1, 4] };
  let sequence = 0;
  for (const slot of slots) {
    sequence += 1;
    const product = pickProduct(slot.special);
    if (!product) throw new Error('auction seed: the catalogue has no goods for the lots');
    const lot = { title: product.title, unit: product.unit, priceFen: product.price_fen, minOrder: product.min_order };
    const seller = { id: product.company_id, address: product.address };
    const lotUnits = quantityToBigUnits(lot.minOrder) * BigInt(ctx.int(5, 40));
    const lotQuantity = bigUnitsToQuantity(lotUnits > 0n ? lotUnits : 10000n);
    const value = fenTimes(lot.priceFen, lotQuantity);
    const startFen = roundTo((value * ctx.int(40, 70)) / 100, 10_000);
    // About 1% of the starting price, in a round step (50 yuan to 10,000 yuan).
    const incrementFen =
      [5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000].find((step) => step * 100 >= startFen) ?? 1_000_000;
    const marginFen = roundTo((startFen * ctx.pick([10, 15, 20])) / 100, 10_000);
    const windowMs = ctx.pick([3, 5]) * MINUTE;
    const rule: EndRule = {
      endAt: slot.endAt,
      scheduledEndAt: slot.endAt,
      windowMs,
      extendMs: windowMs,
      capMs: ctx.pick([15, 30, 60]) * MINUTE,
    };
    // Published a few days before the start, and always before the seed clock.
    const createdAt = Math.min(slot.startAt - ctx.int(1, 7) * DAY, now - ctx.int(1, 72) * HOUR);
    const unitLabel = UNIT_LABELS[lot.unit].zh;
    const wholeQuantity = lotQuantity.replace(/\.?0+$/, '');
    const title = `${lot.title}（${wholeQuantity}${unitLabel}整批）`;
    const location = seller.address;
    const description = [
      `本场竞价标的为“${lot.title}”整批 ${wholeQuantity}${unitLabel}，按现状整批出让，不拆分。`,
      ...(product ? product.description.split('\n').filter(Boolean).slice(0, 2) : []),
      `起拍价 ${fenToMoney(startFen)} 元，加价幅度 ${fenToMoney(incrementFen)} 元，竞买保证金 ${fenToMoney(marginFen)} 元。`,
      `竞价结束前 ${windowMs / MINUTE} 分钟内有人出价，结束时间自动延长 ${windowMs / MINUTE} 分钟，最多延长 ${rule.capMs / MINUTE} 分钟。`,
    ];
    const auctionId = run(
      db,
      `INSERT INTO auctions (code, title, product_id, category_id, company_id, special_id, image, unit, quantity,
         start_price_fen, increment_fen, margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms,
         extend_cap_ms, description, location, delivery_terms, views, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `PM${chinaDate(createdAt).replace(/-/g, '')}${String(sequence).padStart(3, '0')}`,
      title,
      product?.id ?? null,
      product?.category_id ?? null,
      seller.id,
      slot.special,
      product?.image ?? logoImage(seller.id),
      lot.unit,
      lotQuantity,
      startFen,
      incrementFen,
      marginFen,
      slot.startAt,
      slot.endAt,
      slot.endAt,
      rule.windowMs,
      rule.extendMs,
      rule.capMs,
      JSON.stringify(description),
      location,
      ctx.pick(DELIVERY_TERMS),
      ctx.int(50, 5000),
      createdAt,
    ).lastId;

    // Deposits.
    const margins = new Map<number, string>();
    const addMargin = (user: BuyerRow | undefined, status: 'unpaid' | 'pendingReview' | 'approved' | 'rejected') => {
      if (!user || margins.has(user.id)) return;
      margins.set(user.id, status);
      const signedAt = Math.min(createdAt + ctx.int(1, 24) * HOUR, now - HOUR);
      const paidAt = Math.min(signedAt + ctx.int(1, 12) * HOUR, now - MINUTE);
      const paid = status !== 'unpaid';
      run(
        db,
        `INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, amount_fen, payment_time,
           attachments, remark, reject_reason, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?)`,
        auctionId,
        user.id,
        status,
        user.nickname,
        user.mobile,
        paid ? marginFen : null,
        paid ? paidAt : null,
        paid ? '已通过对公账户转账' : '',
        status === 'rejected' ? '转账凭证金额与保证金不符，请重新上传' : null,
        signedAt,
        paid ? paidAt : signedAt,
      );
    };
    if (demoApproved[slot.phase].includes(slot.index)) {
      addMargin(buyer, 'approved');
      addMargin(buyer2, 'approved');
    }
    if (slot.phase === 'inProgress' && slot.index === 10) addMargin(buyer, 'pendingReview');
    if (slot.phase === 'inProgress' && slot.index === 1) addMargin(buyer3, 'unpaid');
    if (slot.phase === 'inProgress' && slot.index === 3) addMargin(buyer3, 'rejected');
    if (slot.phase === 'inProgress' && slot.index === 5) addMargin(buyer3, 'approved');
    const extra = ctx.int(1, Math.min(4, others.length));
    for (let i = 0; i < extra; i += 1) addMargin(ctx.pick(others), 'approved');
    if (others.length && ctx.int(1, 10) <= 3)
      addMargin(ctx.pick(others), ctx.pick(['pendingReview', 'unpaid', 'rejected'] as const));

    // Bids: only approved bidders, only once the auction started, in whole increments.
    const noBids =
      slot.phase === 'notStarted' ||
      (slot.phase === 'inProgress' && (slot.index === 2 || slot.index === 13)) ||
      (slot.phase === 'ended' && slot.index === 9);
    if (noBids) continue;
    const approved = buyers.filter((b) => margins.get(b.id) === 'approved');
    if (approved.length === 0) continue;
    const order: BuyerRow[] = [];
    const count = ctx.int(2, 10);
    for (let i = 0; i < count; i += 1) {
      const candidates = approved.filter((b) => b.id !== order[order.length - 1]?.id);
      order.push(ctx.pick(candidates.length ? candidates : approved));
    }
    // Two demo users close in the last auctions to end, so they can bid against each other at once.
    if (slot.phase === 'inProgress' && slot.index === 0 && buyer && buyer2) order.push(buyer, buyer2);
    if (slot.phase === 'inProgress' && slot.index === 1 && buyer && buyer2) order.push(buyer2, buyer);
    const lastMoment = Math.min(now, slot.endAt) - 1000;
    const times = order
      .map(() => slot.startAt + ctx.int(0, Math.max(0, lastMoment - slot.startAt)))
      .sort((a, b) => a - b)
      .map((t, i) => t + i);
    let amount = startFen + incrementFen * ctx.int(0, 2);
    order.forEach((bidder, i) => {
      const bidAt = Math.min(times[i] ?? lastMoment, lastMoment + i);
      if (i > 0) amount += incrementFen * ctx.int(1, 3);
      run(
        db,
        'INSERT INTO auction_bids (auction_id, user_id, amount_fen, created_at) VALUES (?, ?, ?, ?)',
        auctionId,
        bidder.id,
        amount,
        bidAt,
      );
      rule.endAt = endAfterBid(rule, bidAt);
    });
    if (rule.endAt !== slot.endAt) run(db, 'UPDATE auctions SET end_at = ? WHERE id = ?', rule.endAt, auctionId);
  }

  // Notices: one per auction, published when the auction was; those ahead of the clock stay hidden.
  const auctions = all<{
    id: number;
    title: string;
    code: string;
    start_at: number;
    scheduled_end_at: number;
    start_price_fen: number;
    increment_fen: number;
    margin_fen: number;
    location: string;
    created_at: number;
  }>(
    db,
    'SELECT id, title, code, start_at, scheduled_end_at, start_price_fen, increment_fen, margin_fen, location, created_at FROM auctions ORDER BY id',
  );
  for (const a of auctions) {
    run(
      db,
      'INSERT INTO auction_notices (auction_id, title, body, published_at) VALUES (?, ?, ?, ?)',
      a.id,
      `【竞价公告】${a.title}`,
      JSON.stringify([
        `义乌小商品城拍卖中心定于 ${chinaTime(a.start_at)} 至 ${chinaTime(a.scheduled_end_at)} 对“${a.title}”（编号 ${a.code}）进行网络竞价。`,
        `起拍价 ${fenToMoney(a.start_price_fen)} 元，加价幅度 ${fenToMoney(a.increment_fen)} 元，竞买保证金 ${fenToMoney(a.margin_fen)} 元，保证金审核通过后方可出价。`,
        `标的存放地点：${a.location}。竞买人可于竞价开始前预约看样。`,
      ]),
      a.created_at,
    );
  }
}
