// What a bidder is told of their deposit on `user:<id>` (`user:auctionDeposit`), after the commit: each
// change of its review status and, once the lot is settled, whether it was applied to the order or released.
import type { DepositStatusValue } from '@portal/contracts/entities/auction';
import { roomName } from '@portal/contracts/events/common';
import { one } from '../../db/database.ts';
import type { AuctionEnv } from './realtime.ts';

interface MarginRow {
  id: number;
  auction_id: number;
  user_id: number;
  status: DepositStatusValue;
  reject_reason: string | null;
  updated_at: number;
}

/** Tells the bidder the deposit's new status (after the commit). */
export function publishDeposit(env: AuctionEnv, marginId: number): void {
  const row = one<MarginRow & { title: string; title_en: string }>(
    env.db,
    `SELECT m.id, m.auction_id, m.user_id, m.status, m.reject_reason, m.updated_at, a.title, a.title_en
       FROM auction_margins m JOIN auctions a ON a.id = m.auction_id WHERE m.id = ?`,
    marginId,
  );
  if (!row) return;
  env.publish(roomName('user', row.user_id), 'user:auctionDeposit', {
    auctionId: row.auction_id,
    title: row.title,
    titleEn: row.title_en || row.title,
    depositStatus: row.status,
    rejectReason: row.status === 'rejected' ? row.reject_reason : null,
    at: row.updated_at,
  });
}
