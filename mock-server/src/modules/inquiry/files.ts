// The caller's uploaded files named by their public ids, as the rowids business records store (inquiries,
// offers, supply requests, group-buy vouchers); a foreign or unknown id refuses the whole list.
import type { Lang } from '@portal/contracts/envelope';
import { tradeMessage } from '@portal/contracts/rules/trade';
import { all, type Db } from '../../db/database.ts';
import { FieldError } from '../../lib/errors.ts';

export function ownAttachmentIds(
  db: Db,
  userId: number,
  publicIds: readonly string[] | undefined,
  field: string,
  lang: Lang,
): number[] {
  if (!publicIds || publicIds.length === 0) return [];
  const rows = all<{ id: number; public_id: string }>(
    db,
    `SELECT id, public_id FROM files WHERE owner_id = ? AND public_id IN (${publicIds.map(() => '?').join(',')})`,
    userId,
    ...publicIds,
  );
  const byPublic = new Map(rows.map((row) => [row.public_id, row.id]));
  return publicIds.map((publicId) => {
    const id = byPublic.get(publicId);
    if (id === undefined) throw new FieldError(field, tradeMessage('attachmentMissing', lang));
    return id;
  });
}
