// Seeds a few conversations of the demo accounts, in Chinese with their English form: the buyer with the
// demo shop (about a goods card, one answer unread), with the demo factory (OEM) and with the service
// provider (freight); buyer2 with the demo shop (not yet read by the shop). No random draw: the seeds of
// the other modules stay as they are.
import { all, one, run, type Db } from '../../db/database.ts';
import { HOUR, MINUTE } from '../../lib/china-time.ts';
import type { SeedContext } from '../../seed/context.ts';

type Line = { from: 'buyer' | 'seller'; zh: string; en: string } | { from: 'buyer' | 'seller'; goods: true };

interface Script {
  buyer: string;
  seller: string;
  /** Hours before the seed's clock of the first message. */
  startHoursAgo: number;
  lines: readonly Line[];
  /** Messages each side has read, counted from the start (the rest are unread). */
  buyerRead: number;
  sellerRead: number;
}

const SCRIPTS: readonly Script[] = [
  {
    buyer: 'buyer',
    seller: 'seller',
    startHoursAgo: 5,
    lines: [
      { from: 'buyer', goods: true },
      {
        from: 'buyer',
        zh: '您好，这款还有现货吗？我们想订 500 件。',
        en: 'Hello, is this in stock? We would like 500 pieces.',
      },
      {
        from: 'seller',
        zh: '您好，现货充足，500 件付款后 3 天内发货。',
        en: 'Hello, plenty in stock: 500 pieces ship within 3 days of payment.',
      },
      { from: 'buyer', zh: '可以开增值税专用发票吗？', en: 'Can you issue a special VAT invoice?' },
      {
        from: 'seller',
        zh: '可以的，含税价格我稍后发您。',
        en: 'Yes, I will send you the tax-inclusive price shortly.',
      },
    ],
    buyerRead: 4,
    sellerRead: 5,
  },
  {
    buyer: 'buyer',
    seller: 'factory',
    startHoursAgo: 30,
    lines: [
      {
        from: 'buyer',
        zh: '请问工厂支持贴牌定制吗？起订量是多少？',
        en: 'Does the factory do OEM? What is the minimum order?',
      },
      {
        from: 'seller',
        zh: '支持贴牌，起订量 2000 件，打样 7 天。',
        en: 'Yes, OEM from 2,000 pieces; samples take 7 days.',
      },
      { from: 'seller', goods: true },
      { from: 'buyer', zh: '好的，我们先寄样品给您。', en: 'Good, we will send you our samples first.' },
    ],
    buyerRead: 4,
    sellerRead: 4,
  },
  {
    buyer: 'buyer',
    seller: 'provider',
    startHoursAgo: 52,
    lines: [
      {
        from: 'buyer',
        zh: '义乌到宁波港整柜运费大概多少？',
        en: 'Roughly what does a full container from Yiwu to Ningbo port cost?',
      },
      {
        from: 'seller',
        zh: '40 尺柜约 3200 元，含报关，两天可到港。',
        en: 'About 3,200 yuan for a 40 ft container, customs included, two days to port.',
      },
    ],
    buyerRead: 2,
    sellerRead: 2,
  },
  {
    buyer: 'buyer2',
    seller: 'seller',
    startHoursAgo: 2,
    lines: [
      { from: 'buyer', zh: '老板，这批发夹能混色发货吗？', en: 'Can this batch of hair clips ship in mixed colours?' },
    ],
    buyerRead: 1,
    sellerRead: 0,
  },
];

export function seedChat(db: Db, ctx: SeedContext): void {
  const userOf = (account: string) =>
    one<{ id: number; company_id: number | null }>(db, 'SELECT id, company_id FROM users WHERE account = ?', account);
  for (const script of SCRIPTS) {
    const buyer = userOf(script.buyer);
    const seller = userOf(script.seller);
    if (!buyer || !seller || seller.company_id === null) continue;
    const companyId = seller.company_id;
    const goods = all<{ id: number }>(
      db,
      'SELECT id FROM products WHERE company_id = ? AND off_shelf = 0 ORDER BY id LIMIT 1',
      companyId,
    )[0];
    const start = ctx.now - script.startHoursAgo * HOUR;
    const conversationId = run(
      db,
      'INSERT INTO chat_conversations (buyer_user_id, company_id, created_at, last_at) VALUES (?, ?, ?, ?)',
      buyer.id,
      companyId,
      start,
      start,
    ).lastId;
    const ids: number[] = [];
    script.lines.forEach((line, index) => {
      if ('goods' in line && !goods) return;
      const at = start + index * 7 * MINUTE;
      const senderId = line.from === 'buyer' ? buyer.id : seller.id;
      ids.push(
        'goods' in line
          ? run(
              db,
              `INSERT INTO chat_messages (conversation_id, sender_id, side, kind, goods_id, sent_at)
               VALUES (?, ?, ?, 'goods', ?, ?)`,
              conversationId,
              senderId,
              line.from,
              goods!.id,
              at,
            ).lastId
          : run(
              db,
              `INSERT INTO chat_messages (conversation_id, sender_id, side, kind, text, text_en, sent_at)
               VALUES (?, ?, ?, 'text', ?, ?, ?)`,
              conversationId,
              senderId,
              line.from,
              line.zh,
              line.en,
              at,
            ).lastId,
      );
    });
    const last = ids.at(-1) ?? null;
    const upTo = (count: number) => (count === 0 ? 0 : (ids[Math.min(count, ids.length) - 1] ?? 0));
    run(
      db,
      `UPDATE chat_conversations SET last_message_id = ?, last_at = ?, buyer_read_id = ?, buyer_delivered_id = ?,
         seller_read_id = ?, seller_delivered_id = ? WHERE id = ?`,
      last,
      start + (ids.length - 1) * 7 * MINUTE,
      upTo(script.buyerRead),
      last ?? 0,
      upTo(script.sellerRead),
      last ?? 0,
      conversationId,
    );
  }
}
