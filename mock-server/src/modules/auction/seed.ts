// Seeds auctions around the seed clock: ended, in progress (ending within minutes to days) and not started,
// four themed special sessions, deposits of the demo and seeded buyers, bids in whole increments (with the
// anti-sniping extensions they cause) and the published notices. Reads the core rows; never hard-codes ids.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import { categoryImage, logoImage } from '../../lib/assets.ts';
import type { SeedContext } from '../../seed/context.ts';
import { UNIT_LABELS, type Unit } from '@portal/contracts/rules/constants';
import type { EndRule } from './rules.ts';
import { insertNotice } from './announcements.ts';
import { recordBid } from './bids.ts';
import { loadLot } from './lot.ts';
import { settle } from './lifecycle.ts';
import type { AuctionEnv } from './realtime.ts';
import { DAY, HOUR, MINUTE, chinaDate } from '../../lib/china-time.ts';
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
  title_en: string;
  description_en: string;
  address: string;
  address_en: string;
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
    themeEn: 'Jewellery',
    introEn:
      'Whole stock lots from the jewellery traders of District 1 of the International Trade City: earrings, bracelets and hair accessories by the lot, deposit required, highest bid wins.',
    intro: '汇集国际商贸城一区饰品商户的库存整批货品，耳饰、手链、发饰按批竞价，保证金制竞买，价高者得。',
    phase: 'inProgress' as Phase,
    slots: [1, 4, 6, 9, 11],
  },
  {
    title: '玩具尾货清仓专场',
    titleEn: 'Toy Clearance Session',
    theme: '玩具',
    themeEn: 'Toys',
    introEn:
      'End-of-season stock and leftover export orders from toy factories of Chenghai, Yunhe and Yiwu, sold by the whole lot: stock for wholesalers and cross-border sellers.',
    intro: '澄海、云和及义乌本地玩具工厂的换季尾货与外贸余单，整批起拍，适合批发商与跨境卖家备货。',
    phase: 'notStarted' as Phase,
    slots: [2, 4, 5, 8],
  },
  {
    title: '五金工具整批竞价专场',
    titleEn: 'Hardware Tools Lot Session',
    theme: '五金工具',
    themeEn: 'Hardware and tools',
    introEn:
      'Power tools, hand tools and parts straight from the factories of the Yongkang hardware belt, auctioned by the lot; factory inspection welcome.',
    intro: '永康五金产业带工厂直供的电动工具、手动工具及配件整批竞价，支持到厂验货。',
    phase: 'ended' as Phase,
    slots: [3, 4, 5, 6],
  },
  {
    title: '针织服饰换季专场',
    titleEn: 'Knitwear Season-End Session',
    theme: '针纺织品',
    themeEn: 'Knitwear and textiles',
    introEn:
      'End-of-season stock of Zhuji sock makers and Yiwu knitwear firms: socks, scarves and gloves by the lot, starting from half the factory price.',
    intro: '诸暨袜业、义乌针织企业的换季库存，袜子、围巾、手套整批出让，起拍价低至出厂价五折。',
    phase: 'inProgress' as Phase,
    slots: [3, 7, 12],
  },
] as const;

const DELIVERY_TERMS: readonly { zh: string; en: string }[] = [
  {
    zh: '成交后 3 个工作日内付清全款，买家自提，卖方协助装车。',
    en: 'Full payment within 3 working days of the sale; the buyer collects, the seller helps load.',
  },
  {
    zh: '成交后 5 个工作日内付款，卖方负责送货至义乌市区指定地点，外地运费买家承担。',
    en: 'Payment within 5 working days; the seller delivers to an address in Yiwu city, freight elsewhere is paid by the buyer.',
  },
  {
    zh: '全款到账后 48 小时内发货，支持物流托运，运费到付。',
    en: 'Shipped within 48 hours of full payment by freight carrier, freight collect.',
  },
  {
    zh: '成交后 7 日内提货，逾期仓储费由买家承担；可预约到仓验货。',
    en: 'Collection within 7 days of the sale; storage after that is charged to the buyer. Warehouse viewing by appointment.',
  },
];

const ORGANIZER = { zh: '义乌小商品城拍卖中心', en: 'Yiwu Small Commodity City Auction Centre' };

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
            p.min_order, p.image, p.description, p.title_en, p.description_en, co.address, co.address_en
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
      `INSERT INTO auction_specials (title, title_en, theme, theme_en, intro, intro_en, image, category_id, organizer,
         organizer_en, start_at, end_at, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      special.title,
      special.titleEn,
      special.theme,
      special.themeEn,
      special.intro,
      special.introEn,
      category ? categoryImage(category.id) : logoImage(sellers[0]?.id ?? 1),
      category?.id ?? null,
      ORGANIZER.zh,
      ORGANIZER.en,
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
    const lot = {
      title: product.title,
      titleEn: product.title_en || product.title,
      unit: product.unit,
      priceFen: product.price_fen,
      minOrder: product.min_order,
    };
    const seller = {
      id: product.company_id,
      address: product.address,
      addressEn: product.address_en || product.address,
    };
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
    const unitEn = UNIT_LABELS[lot.unit].en.toLowerCase();
    const titleEn = `${lot.titleEn} (whole lot of ${wholeQuantity} ${unitEn})`;
    const location = seller.address;
    const terms = ctx.pick(DELIVERY_TERMS);
    const descriptionEn = [
      `This auction sells "${lot.titleEn}" as one whole lot of ${wholeQuantity} ${unitEn}, as is, not split.`,
      ...(product.description_en ? product.description_en.split('\n').filter(Boolean).slice(0, 2) : []),
      `Starting price CNY ${fenToMoney(startFen)}, increment CNY ${fenToMoney(incrementFen)}, bidder deposit CNY ${fenToMoney(marginFen)}.`,
      `A bid in the last ${windowMs / MINUTE} minutes extends the end by ${windowMs / MINUTE} minutes, by ${rule.capMs / MINUTE} minutes at most in all.`,
    ];
    const description = [
      `本场竞价标的为“${lot.title}”整批 ${wholeQuantity}${unitLabel}，按现状整批出让，不拆分。`,
      ...(product ? product.description.split('\n').filter(Boolean).slice(0, 2) : []),
      `起拍价 ${fenToMoney(startFen)} 元，加价幅度 ${fenToMoney(incrementFen)} 元，竞买保证金 ${fenToMoney(marginFen)} 元。`,
      `竞价结束前 ${windowMs / MINUTE} 分钟内有人出价，结束时间自动延长 ${windowMs / MINUTE} 分钟，最多延长 ${rule.capMs / MINUTE} 分钟。`,
    ];
    const auctionId = run(
      db,
      `INSERT INTO auctions (code, title, title_en, product_id, category_id, company_id, special_id, image, unit, quantity,
         start_price_fen, increment_fen, margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms,
         extend_cap_ms, description, description_en, location, location_en, delivery_terms, delivery_terms_en, views,
         created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `PM${chinaDate(createdAt).replace(/-/g, '')}${String(sequence).padStart(3, '0')}`,
      title,
      titleEn,
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
      JSON.stringify(descriptionEn),
      location,
      seller.addressEn,
      terms.zh,
      terms.en,
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
           attachments, remark, reject_reason, reject_reason_en, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)`,
        auctionId,
        user.id,
        status,
        user.nickname,
        user.mobile,
        paid ? marginFen : null,
        paid ? paidAt : null,
        paid ? '已通过对公账户转账' : '',
        status === 'rejected' ? '转账凭证金额与保证金不符，请重新上传' : null,
        status === 'rejected' ? 'The amount on the voucher does not match the deposit; please upload it again.' : null,
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
    const state = loadLot(db, auctionId);
    order.forEach((bidder, i) => {
      const bidAt = Math.min(times[i] ?? lastMoment, lastMoment + i);
      if (i > 0) amount += incrementFen * ctx.int(1, 3);
      // The same recording as a live bid: kept totals, the bidder's row, anti-sniping extensions.
      recordBid(db, state, bidder.id, amount, bidAt, { proxy: false, key: null });
    });
  }

  // Notices: one per auction, published when the auction was; those ahead of the clock stay hidden.
  const auctions = all<{
    id: number;
    title: string;
    title_en: string;
    code: string;
    start_at: number;
    scheduled_end_at: number;
    end_at: number;
    start_price_fen: number;
    increment_fen: number;
    margin_fen: number;
    location: string;
    location_en: string;
    created_at: number;
  }>(
    db,
    `SELECT id, title, title_en, code, start_at, scheduled_end_at, end_at, start_price_fen, increment_fen, margin_fen,
            location, location_en, created_at FROM auctions ORDER BY id`,
  );
  for (const a of auctions) {
    insertNotice(
      db,
      {
        id: a.id,
        code: a.code,
        title: a.title,
        titleEn: a.title_en,
        startAt: a.start_at,
        scheduledEndAt: a.scheduled_end_at,
        endAt: a.end_at,
        startPriceFen: a.start_price_fen,
        incrementFen: a.increment_fen,
        marginFen: a.margin_fen,
        location: a.location,
        locationEn: a.location_en,
      },
      a.created_at,
    );
  }

  // The lots already running or ended at the seed clock: their start is past news, their end settled (winner,
  // result announcement) without publishing anything.
  run(db, "UPDATE auctions SET phase = 'inProgress' WHERE start_at <= ? AND end_at > ?", now, now);
  const quiet: AuctionEnv = {
    db,
    now: () => now,
    publish: () => undefined,
    emit: () => undefined,
    marginReviewMs: null,
    position: () => ({ seq: null, epoch: null }),
    rankingMoved: () => undefined,
    settlementOrder: () => {
      throw new Error('the seed settles no orders');
    },
    logError: (error) => {
      throw error;
    },
  };
  for (const a of auctions) if (a.end_at <= now) settle(quiet, a.id, now, { history: true });
}
