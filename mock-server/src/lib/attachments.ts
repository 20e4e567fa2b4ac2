// Attachments of business records (inquiries, auctions, offers): a JSON array of file ids resolved against the
// core `files` table into the `{ fileId, name, url }` references the contracts carry.
import { fileUrl } from '@portal/contracts/http/file';
import { all, type Db } from '../db/database.ts';

export interface AttachmentRef {
  fileId: number;
  name: string;
  url: string;
}

/** Attachments stored as a JSON array of file ids, in the stored order (unknown ids dropped). */
export function attachmentRefs(db: Db, json: string): AttachmentRef[] {
  const ids = (JSON.parse(json) as unknown[]).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const rows = all<{ id: number; name: string }>(
    db,
    `SELECT id, name FROM files WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [{ fileId: id, name, url: fileUrl(id) }];
  });
}
