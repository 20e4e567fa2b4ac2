// Who may read a file: anyone for the public purposes (goods pictures, exhibition materials); for the private
// ones (vouchers, licences, ID scans, attachments) the owner, the operator, and the other party of the deal
// that references the file. The domain that references a file decides its other party: it registers a
// resolver with registerFileParty; those of the deals that exist today (inquiries and offers, auction and
// group-buy deposits) are below.
import { PUBLIC_FILE_PURPOSES, type FilePurpose } from '@portal/contracts/http/file';
import { all, one, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/** A stored file as the access rules see it. */
export interface FileRecord {
  /** The rowid: what domain tables store in their attachment lists (JSON arrays of numbers). */
  id: number;
  publicId: string;
  ownerId: number | null;
  purpose: FilePurpose;
}

/** Whether `user` is the other party of a deal that references `file`. */
export type FilePartyResolver = (db: Db, file: FileRecord, user: AuthUser) => boolean;

const resolvers: FilePartyResolver[] = [];

/** Adds the other-party rule of a domain that references files (kept for the life of the process). */
export function registerFileParty(resolver: FilePartyResolver): void {
  if (!resolvers.includes(resolver)) resolvers.push(resolver);
}

export function isPublicPurpose(purpose: FilePurpose): boolean {
  return PUBLIC_FILE_PURPOSES.includes(purpose);
}

/** Who may read a file of each purpose, besides anyone for the public ones. */
const PRIVATE_READERS = (db: Db, file: FileRecord, user: AuthUser): boolean =>
  user.role === 'operator' || file.ownerId === user.id || resolvers.some((resolve) => resolve(db, file, user));

/** One access rule per purpose: public ones need nobody, private ones the owner, the operator or a party. */
export const FILE_ACCESS: Readonly<Record<FilePurpose, (db: Db, file: FileRecord, user: AuthUser | null) => boolean>> =
  {
    goods: () => true,
    exhibition: () => true,
    voucher: (db, file, user) => user !== null && PRIVATE_READERS(db, file, user),
    licence: (db, file, user) => user !== null && PRIVATE_READERS(db, file, user),
    idScan: (db, file, user) => user !== null && PRIVATE_READERS(db, file, user),
    attachment: (db, file, user) => user !== null && PRIVATE_READERS(db, file, user),
    chat: (db, file, user) => user !== null && PRIVATE_READERS(db, file, user),
  };

export function canReadFile(db: Db, file: FileRecord, user: AuthUser | null): boolean {
  return FILE_ACCESS[file.purpose](db, file, user);
}

/**
 * The rowids of files a user uploaded, by their public ids, in the order given; undefined when any id is
 * unknown or not the user's (a deal may only attach its author's own uploads). For the domains' writes.
 */
export function ownFileIds(db: Db, publicIds: readonly string[], userId: number): number[] | undefined {
  if (publicIds.length === 0) return [];
  const rows = all<{ id: number; public_id: string }>(
    db,
    `SELECT id, public_id FROM files WHERE owner_id = ? AND public_id IN (${publicIds.map(() => '?').join(',')})`,
    userId,
    ...publicIds,
  );
  const byPublic = new Map(rows.map((row) => [row.public_id, row.id]));
  const ids = publicIds.map((publicId) => byPublic.get(publicId));
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}

// The deals of today. Attachment lists are JSON arrays holding rowids (or public ids): json_each matches both.
const referenced = (column: string) => `EXISTS (SELECT 1 FROM json_each(${column}) a WHERE a.value IN (?, ?))`;
const userOfCompany = (companyColumn: string) =>
  `EXISTS (SELECT 1 FROM users u WHERE u.id = ? AND u.company_id = ${companyColumn})`;
const exists = (db: Db, sql: string, ...args: (number | string)[]) =>
  one(db, `SELECT 1 AS x WHERE ${sql}`, ...args) !== undefined;

/** An inquiry's attachments: the supplier it is addressed to, every seller quoting on it, and, while it is
 * open in the hall to every supplier, any shop or factory user. */
export const inquiryParty: FilePartyResolver = (db, file, user) =>
  exists(
    db,
    `EXISTS (SELECT 1 FROM inquiries i WHERE ${referenced('i.attachments')} AND (
        ${userOfCompany('i.supplier_company_id')}
        OR EXISTS (SELECT 1 FROM inquiry_threads t WHERE t.inquiry_id = i.id AND ${userOfCompany('t.seller_company_id')})
        OR (i.supplier_company_id IS NULL AND i.status = 'inquiring' AND ? IN ('shop', 'factory'))))`,
    file.id,
    file.publicId,
    user.id,
    user.id,
    user.role,
  );

/** An offer's attachments: the buyer of the inquiry and the seller of the thread. */
export const offerParty: FilePartyResolver = (db, file, user) =>
  exists(
    db,
    `EXISTS (SELECT 1 FROM inquiry_offers o JOIN inquiry_threads t ON t.id = o.thread_id
               JOIN inquiries i ON i.id = t.inquiry_id
              WHERE ${referenced('o.attachments')} AND (i.buyer_user_id = ? OR ${userOfCompany('t.seller_company_id')}))`,
    file.id,
    file.publicId,
    user.id,
    user.id,
  );

/** A deposit voucher of an auction: the selling company. */
export const auctionDepositParty: FilePartyResolver = (db, file, user) =>
  exists(
    db,
    `EXISTS (SELECT 1 FROM auction_margins m JOIN auctions a ON a.id = m.auction_id
              WHERE ${referenced('m.attachments')} AND ${userOfCompany('a.company_id')})`,
    file.id,
    file.publicId,
    user.id,
  );

/** A deposit voucher of a group buy: the organising company. */
export const groupBuyDepositParty: FilePartyResolver = (db, file, user) =>
  exists(
    db,
    `EXISTS (SELECT 1 FROM collective_registrations r JOIN collective_purchases c ON c.id = r.collective_id
              WHERE ${referenced('r.attachments')} AND ${userOfCompany('c.company_id')})`,
    file.id,
    file.publicId,
    user.id,
  );

for (const resolver of [inquiryParty, offerParty, auctionDepositParty, groupBuyDepositParty]) {
  registerFileParty(resolver);
}
