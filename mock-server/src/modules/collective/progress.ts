// A group buy's progress: the approved quantity (summed exactly) and the participants.
import { all, type Db } from '../../db/database.ts';
import { bigUnitsToQuantity, quantityToBigUnits } from '../../lib/money.ts';

/** Approved quantity and participants of one group buy. */
export function progressOf(db: Db, groupBuyId: number): { joinedQuantity: string; participants: number } {
  const rows = all<{ quantity: string }>(
    db,
    "SELECT quantity FROM collective_registrations WHERE collective_id = ? AND status = 'approved'",
    groupBuyId,
  );
  const joined = rows.reduce((sum, row) => sum + quantityToBigUnits(row.quantity), 0n);
  return { joinedQuantity: bigUnitsToQuantity(joined), participants: rows.length };
}
