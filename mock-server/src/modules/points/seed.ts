// Seeds the points mall: bilingual goods on four shelves (one sold out, one taken off the shelf) and the
// demo users' balances, with a few past exchanges of the demo buyer. No random draws: the module comes last
// and must not move anything another module seeds.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import { needsDeliveryAddress, type PointsCategoryValue } from '@portal/contracts/http/integral-product';
import { listReceiveInfos } from '../customer/public.ts';
import { addressColumns } from './delivery.ts';

interface GoodsPlan {
  title: string;
  titleEn: string;
  category: PointsCategoryValue;
  points: number;
  marketYuan: number;
  stock: number;
  perUserLimit: number;
  onShelf?: boolean;
}

export const POINTS_GOODS: readonly GoodsPlan[] = [
  {
    title: '得力A4复印纸 500张',
    titleEn: 'Deli A4 copy paper, 500 sheets',
    category: 'office',
    points: 300,
    marketYuan: 29,
    stock: 200,
    perUserLimit: 5,
  },
  {
    title: '晨光中性笔 12支装',
    titleEn: 'M&G gel pens, pack of 12',
    category: 'office',
    points: 120,
    marketYuan: 12,
    stock: 500,
    perUserLimit: 10,
  },
  {
    title: '商务笔记本 A5 皮面',
    titleEn: 'Business notebook, A5 leather cover',
    category: 'office',
    points: 260,
    marketYuan: 25,
    stock: 150,
    perUserLimit: 5,
  },
  {
    title: '桌面文件收纳架',
    titleEn: 'Desktop file organiser',
    category: 'office',
    points: 450,
    marketYuan: 45,
    stock: 80,
    perUserLimit: 2,
  },
  {
    title: '义乌小商品保温杯 500ml',
    titleEn: 'Insulated bottle, 500 ml',
    category: 'home',
    points: 680,
    marketYuan: 69,
    stock: 120,
    perUserLimit: 2,
  },
  {
    title: '竹纤维毛巾两条装',
    titleEn: 'Bamboo-fibre towels, set of two',
    category: 'home',
    points: 350,
    marketYuan: 35,
    stock: 160,
    perUserLimit: 3,
  },
  {
    title: '折叠购物袋 3只装',
    titleEn: 'Folding shopping bags, set of three',
    category: 'home',
    points: 150,
    marketYuan: 15,
    stock: 0,
    perUserLimit: 3,
  },
  {
    title: '陶瓷马克杯礼盒',
    titleEn: 'Ceramic mug gift box',
    category: 'home',
    points: 520,
    marketYuan: 52,
    stock: 60,
    perUserLimit: 2,
  },
  {
    title: '20W 快充充电器',
    titleEn: '20 W fast charger',
    category: 'digital',
    points: 990,
    marketYuan: 99,
    stock: 90,
    perUserLimit: 1,
  },
  {
    title: '无线蓝牙耳机',
    titleEn: 'Wireless Bluetooth earbuds',
    category: 'digital',
    points: 2990,
    marketYuan: 299,
    stock: 30,
    perUserLimit: 1,
  },
  {
    title: '10000mAh 移动电源',
    titleEn: '10,000 mAh power bank',
    category: 'digital',
    points: 1290,
    marketYuan: 129,
    stock: 3,
    perUserLimit: 1,
  },
  {
    title: '编织数据线 1.5米',
    titleEn: 'Braided charging cable, 1.5 m',
    category: 'digital',
    points: 200,
    marketYuan: 19,
    stock: 300,
    perUserLimit: 5,
  },
  {
    title: '物流运费抵扣券 50元',
    titleEn: 'Freight voucher, ¥50',
    category: 'voucher',
    points: 500,
    marketYuan: 50,
    stock: 1000,
    perUserLimit: 5,
  },
  {
    title: '验厂服务抵扣券 200元',
    titleEn: 'Factory inspection voucher, ¥200',
    category: 'voucher',
    points: 1800,
    marketYuan: 200,
    stock: 100,
    perUserLimit: 1,
  },
  {
    title: '展会展位抵扣券 500元',
    titleEn: 'Exhibition booth voucher, ¥500',
    category: 'voucher',
    points: 4500,
    marketYuan: 500,
    stock: 40,
    perUserLimit: 1,
  },
  {
    title: '旧款台历（已下架）',
    titleEn: 'Last year’s desk calendar (withdrawn)',
    category: 'office',
    points: 100,
    marketYuan: 10,
    stock: 50,
    perUserLimit: 2,
    onShelf: false,
  },
];

/** The seeded balances of the demo accounts; every other trading account starts from 200 points. */
export const SEEDED_BALANCES: Readonly<Record<string, number>> = {
  buyer: 5000,
  buyer2: 800,
  personal: 1200,
  seller: 2600,
  factory: 3000,
  provider: 600,
};
export const DEFAULT_BALANCE = 200;

export function seedPoints(db: Db, ctx: SeedContext): void {
  const ids = POINTS_GOODS.map(
    (goods, index) =>
      run(
        db,
        `INSERT INTO points_goods (title, title_en, category, points, market_price_fen, stock, per_user_limit, on_shelf, sort)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        goods.title,
        goods.titleEn,
        goods.category,
        goods.points,
        goods.marketYuan * 100,
        goods.stock,
        goods.perUserLimit,
        goods.onShelf === false ? 0 : 1,
        index,
      ).lastId,
  );
  const users = all<{ id: number; account: string }>(
    db,
    "SELECT id, account FROM users WHERE role <> 'operator' ORDER BY id",
  );
  for (const user of users) {
    run(
      db,
      'INSERT INTO points_accounts (user_id, balance, spent) VALUES (?, ?, 0)',
      user.id,
      SEEDED_BALANCES[user.account] ?? DEFAULT_BALANCE,
    );
  }
  // The demo buyer has exchanged twice before (their balance above is what is left).
  const buyer = users.find((u) => u.account === 'buyer');
  if (!buyer) return;
  const history: [goodsIndex: number, quantity: number, ageMs: number][] = [
    [1, 2, 20 * DAY],
    [12, 1, 3 * DAY + 5 * HOUR],
  ];
  history.forEach(([goodsIndex, quantity, age], n) => {
    const goods = POINTS_GOODS[goodsIndex];
    const goodsId = ids[goodsIndex];
    if (!goods || goodsId === undefined) return;
    const points = goods.points * quantity;
    // Posted goods went to the buyer's default address, copied as an exchange copies it.
    const address = needsDeliveryAddress(goods.category) ? (listReceiveInfos(db, buyer.id)[0] ?? null) : null;
    run(
      db,
      `INSERT INTO points_exchanges (exchange_no, user_id, goods_id, quantity, points, request_id, created_at,
         consignee_name, consignee_mobile, province_code, city_code, county_code, detail_address)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      exchangeNo(ctx.now - age, n + 1),
      buyer.id,
      goodsId,
      quantity,
      points,
      `seed-${n + 1}`,
      ctx.now - age,
      ...addressColumns(address),
    );
    run(db, 'UPDATE points_accounts SET spent = spent + ? WHERE user_id = ?', points, buyer.id);
  });
}

/** JF + the China date of the exchange + a six-digit sequence: readable and unique. */
export function exchangeNo(at: number, seq: number): string {
  return `JF${chinaDate(at).replace(/-/g, '')}${String(seq).padStart(6, '0')}`;
}
