// Attachments of business records (inquiries, auctions, offers): a JSON array of file ids resolved against the
// core `files` table into the `{ fileId, name, url }` references the contracts carry.
import { fileUrl } from '@portal/contracts/http/file';
import { all, type Db } from '../db/database.ts';

export interface AttachmentRef {
  /** The file's public id (never the rowid). */
  fileId: string;
  name: string;
  url: string;
}

/** Attachments stored as a JSON array of file rowids, resolved to their public ids in the stored order
 * (unknown ids dropped). A write turns the caller's public ids into rowids with file/access.ts ownFileIds. */
export function attachmentRefs(db: Db, json: string): AttachmentRef[] {
  const ids = (JSON.parse(json) as unknown[]).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const rows = all<{ id: number; public_id: string; name: string }>(
    db,
    `SELECT id, public_id, name FROM files WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [{ fileId: row.public_id, name: row.name, url: fileUrl(row.public_id) }];
  });
}
