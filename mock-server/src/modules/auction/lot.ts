// A lot as the writes hold it, and the checks every write of the module shares: loading a lot (or the
// 'record does not exist' refusal), the caller's deposit status on it, a bid block as the refusal it answers
// with, and money strings as fen. Bids, deposits, proxies and the lifecycle all start here, so none of them
// needs another's file for these.
import type { Lang } from '@portal/contracts/envelope';
import { BID_BLOCK_CODES, BID_BLOCK_MESSAGES, type BidBlockValue } from '@portal/contracts/entities/auction';
import type { DepositStatusValue } from '@portal/contracts/entities/auction';
import type { Db } from '../../db/database.ts';
import { one } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import { moneyToFen } from '../../lib/money.ts';
import type { LotState } from './realtime.ts';

interface LotRow {
  id: number;
  company_id: number;
  title: string;
  title_en: string;
  start_price_fen: number;
  increment_fen: number;
  start_at: number;
  end_at: number;
  scheduled_end_at: number;
  extend_window_ms: number;
  extend_ms: number;
  extend_cap_ms: number;
  current_fen: number | null;
  leader_id: number | null;
  bid_count: number;
  bidder_count: number;
}

/** The lot as a write holds it; the section-8 'record does not exist' when there is none. */
export function loadLot(db: Db, id: number): LotState {
  const row = one<LotRow>(
    db,
    `SELECT id, company_id, title, title_en, start_price_fen, increment_fen, start_at, end_at, scheduled_end_at,
            extend_window_ms, extend_ms, extend_cap_ms, current_fen, leader_id, bid_count, bidder_count
       FROM auctions WHERE id = ?`,
    id,
  );
  if (!row) throw new BusinessError('notFound');
  return {
    id: row.id,
    companyId: row.company_id,
    title: row.title,
    titleEn: row.title_en || row.title,
    startPriceFen: row.start_price_fen,
    incrementFen: row.increment_fen,
    startAt: row.start_at,
    endAt: row.end_at,
    scheduledEndAt: row.scheduled_end_at,
    windowMs: row.extend_window_ms,
    extendMs: row.extend_ms,
    capMs: row.extend_cap_ms,
    currentFen: row.current_fen,
    leaderId: row.leader_id,
    bidCount: row.bid_count,
    bidderCount: row.bidder_count,
  };
}

export function depositStatusOf(db: Db, auctionId: number, userId: number): DepositStatusValue {
  return (
    one<{ status: DepositStatusValue }>(
      db,
      'SELECT status FROM auction_margins WHERE auction_id = ? AND user_id = ?',
      auctionId,
      userId,
    )?.status ?? 'unregistered'
  );
}

export function blockError(block: BidBlockValue, lang: Lang): BusinessError {
  return new BusinessError(BID_BLOCK_CODES[block], BID_BLOCK_MESSAGES[block][lang]);
}

export function fenOf(money: string): number {
  const fen = moneyToFen(money);
  if (fen === undefined) throw new Error(`not money: ${money}`);
  return fen;
}
