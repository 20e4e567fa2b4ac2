// Bid announcements: the notice of each lot (published with it) and the result announcement written when a
// lot ends (settlement), both stored in zh and en; listed newest first in the caller's language.
import type { BidAnnouncement } from '@portal/contracts/http/bid-announcement';
import type { PageOf } from '@portal/contracts/operation';
import type { Db } from '../../db/database.ts';
import { run } from '../../db/database.ts';
import { chinaTime } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageRows } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import type { ReadScope } from './queries.ts';

/** The facts an announcement is written from. */
export interface LotFacts {
  id: number;
  code: string;
  title: string;
  titleEn: string;
  startAt: number;
  scheduledEndAt: number;
  endAt: number;
  startPriceFen: number;
  incrementFen: number;
  marginFen: number;
  location: string;
  locationEn: string;
}

interface Text {
  title: string;
  body: string[];
}

/** The notice published with a lot, in zh and en. Times are China time (the portal's clock face). */
export function noticeText(lot: LotFacts): { zh: Text; en: Text } {
  const yuan = (fen: number) => fenToMoney(fen);
  return {
    zh: {
      title: `【竞价公告】${lot.title}`,
      body: [
        `义乌小商品城拍卖中心定于 ${chinaTime(lot.startAt)} 至 ${chinaTime(lot.scheduledEndAt)} 对“${lot.title}”（编号 ${lot.code}）进行网络竞价。`,
        `起拍价 ${yuan(lot.startPriceFen)} 元，加价幅度 ${yuan(lot.incrementFen)} 元，竞买保证金 ${yuan(lot.marginFen)} 元，保证金审核通过后方可出价。`,
        `标的存放地点：${lot.location}。竞买人可于竞价开始前预约看样。`,
      ],
    },
    en: {
      title: `[Auction notice] ${lot.titleEn}`,
      body: [
        `The Yiwu Small Commodity City Auction Centre will auction "${lot.titleEn}" (lot ${lot.code}) online from ${chinaTime(lot.startAt)} to ${chinaTime(lot.scheduledEndAt)} (China time).`,
        `Starting price CNY ${yuan(lot.startPriceFen)}, increment CNY ${yuan(lot.incrementFen)}, bidder deposit CNY ${yuan(lot.marginFen)}; bids are accepted once the deposit is approved.`,
        `The lot is kept at ${lot.locationEn || lot.location}. Bidders may book a viewing before the auction starts.`,
      ],
    },
  };
}

export interface ResultFacts {
  bidCount: number;
  bidderCount: number;
  winnerAlias: string | null;
  amountFen: number | null;
}

/** The result announcement written when a lot ends, in zh and en. */
export function resultText(lot: LotFacts, result: ResultFacts): { zh: Text; en: Text } {
  const sold = result.winnerAlias !== null && result.amountFen !== null;
  const amount = result.amountFen === null ? '' : fenToMoney(result.amountFen);
  return {
    zh: {
      title: `【结果公告】${lot.title}`,
      body: sold
        ? [
            `竞价项目“${lot.title}”（编号 ${lot.code}）已于 ${chinaTime(lot.endAt)} 结束。`,
            `本场共收到 ${result.bidCount} 次出价，${result.bidderCount} 位竞买人参与，最高出价 ${amount} 元，竞得人 ${result.winnerAlias}。`,
            '请竞得人于 3 个工作日内与卖方联系办理成交手续，未竞得人的保证金将在 5 个工作日内原路退回。',
          ]
        : [
            `竞价项目“${lot.title}”（编号 ${lot.code}）已于 ${chinaTime(lot.endAt)} 结束，本场无人出价，竞价流拍。`,
            '已缴纳的保证金将在 5 个工作日内原路退回。',
          ],
    },
    en: {
      title: `[Result] ${lot.titleEn}`,
      body: sold
        ? [
            `The auction of "${lot.titleEn}" (lot ${lot.code}) ended at ${chinaTime(lot.endAt)} (China time).`,
            `It received ${result.bidCount} bids from ${result.bidderCount} bidders; the highest bid, CNY ${amount}, was made by ${result.winnerAlias}, who wins the lot.`,
            'The winner is asked to contact the seller within 3 working days to complete the deal; the other bidders’ deposits are refunded within 5 working days.',
          ]
        : [
            `The auction of "${lot.titleEn}" (lot ${lot.code}) ended at ${chinaTime(lot.endAt)} (China time) without any bid; the lot is unsold.`,
            'Deposits paid are refunded within 5 working days.',
          ],
    },
  };
}

export function insertNotice(db: Db, lot: LotFacts, publishedAt: number): void {
  const text = noticeText(lot);
  run(
    db,
    `INSERT INTO auction_notices (auction_id, kind, title, title_en, body, body_en, published_at)
     VALUES (?, 'notice', ?, ?, ?, ?, ?)`,
    lot.id,
    text.zh.title,
    text.en.title,
    JSON.stringify(text.zh.body),
    JSON.stringify(text.en.body),
    publishedAt,
  );
}

/** Writes the result announcement of an ended lot once (a second call changes nothing); answers its key. */
export function insertResult(db: Db, lot: LotFacts, result: ResultFacts & { winnerId: number | null }): string {
  const text = resultText(lot, result);
  run(
    db,
    `INSERT INTO auction_notices (auction_id, kind, title, title_en, body, body_en, published_at, winner_id, amount_fen)
     VALUES (?, 'result', ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    lot.id,
    text.zh.title,
    text.en.title,
    JSON.stringify(text.zh.body),
    JSON.stringify(text.en.body),
    lot.endAt,
    result.winnerId,
    result.amountFen,
  );
  return `result-${lot.id}`;
}

interface NoticeRow {
  id: number;
  auction_id: number;
  kind: 'notice' | 'result';
  code: string;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  published_at: number;
  winner_account: string | null;
  amount_fen: number | null;
}

export function announcements(
  scope: ReadScope,
  query: { pageNum?: number; pageSize?: number; keyword?: string; kind?: 'notice' | 'result' },
): PageOf<BidAnnouncement> {
  const { db, now, lang } = scope;
  const where = ['n.published_at <= ?'];
  const args: (string | number)[] = [now];
  if (query.kind) {
    where.push('n.kind = ?');
    args.push(query.kind);
  }
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    where.push(`(n.title LIKE ? ESCAPE '\\' OR n.title_en LIKE ? ESCAPE '\\' OR a.code LIKE ? ESCAPE '\\')`);
    args.push(term, term, term);
  }
  const page = pageRows<NoticeRow>(
    db,
    {
      select: `n.id, n.auction_id, n.kind, a.code, n.title, n.title_en, n.body, n.body_en, n.published_at,
               u.account AS winner_account, n.amount_fen`,
      from: `FROM auction_notices n JOIN auctions a ON a.id = n.auction_id LEFT JOIN users u ON u.id = n.winner_id
             WHERE ${where.join(' AND ')}`,
      order: 'n.published_at DESC, n.id DESC',
      args,
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((n) => ({
      key: n.kind === 'notice' ? `notice-${n.id}` : `result-${n.auction_id}`,
      kind: n.kind,
      auctionId: n.auction_id,
      auctionCode: n.code,
      title: pick(lang, n.title, n.title_en),
      body: JSON.parse(pick(lang, n.body, n.body_en === '[]' ? '' : n.body_en)) as string[],
      publishedAt: n.published_at,
      winnerAlias: n.winner_account === null ? null : maskAccount(n.winner_account),
      amount: n.amount_fen === null ? null : fenToMoney(n.amount_fen),
    })),
  };
}
