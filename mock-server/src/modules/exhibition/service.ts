// Exhibition reads: lists and details with their status from the server clock, booths left per area,
// booth applications, approved exhibitors, visitors (masked), services, materials and portal documents.
import type { PageOf } from '@portal/contracts/operation';
import type { CategoryRef } from '@portal/contracts/entities/catalogue';
import type {
  ExhibitProduct,
  Exhibitor,
  ShowFile,
  ShowLocation,
  ShowRoomCard,
  ShowRoomDetail,
  ShowRoomStatusValue,
  ShowService,
  ShowVisitor,
  SignUp,
} from '@portal/contracts/entities/exhibition';
import type { SignUpData } from '@portal/contracts/http/show-room';
import type { FileInfo, FileInfoCategoryValue } from '@portal/contracts/http/file-info';
import { fileUrl } from '@portal/contracts/http/file';
import { all, one, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { BusinessError } from '../../lib/errors.ts';
import { Where, parseJson } from '../../lib/sql.ts';
import { likeTerm } from '../../lib/like.ts';
import { maskMobile, maskPersonName } from '../../lib/mask.ts';
import { fenToMoney, normalizeQuantity } from '../../lib/money.ts';
import { pageQuery } from '../../lib/paging.ts';
import { CJK, personEn, pick, textAs, textSql } from '../../lib/text.ts';
import type { Lang } from '@portal/contracts/envelope';

/** Applications that hold a booth: pending, under review or approved. */
const HOLDING = "('waitAudit', 'auditing', 'auditPass')";

export function statusAt(startAt: number, endAt: number, now: number): ShowRoomStatusValue {
  if (now < startAt) return 'upcoming';
  return now < endAt ? 'ongoing' : 'ended';
}

/** SQL condition of a status at time ? (two placeholders for ongoing, one otherwise). */
function statusCondition(status: ShowRoomStatusValue, now: number): [string, number[]] {
  if (status === 'upcoming') return ['r.start_at > ?', [now]];
  if (status === 'ongoing') return ['r.start_at <= ? AND r.end_at > ?', [now, now]];
  return ['r.end_at <= ?', [now]];
}

function categoryRefs(db: Db, ids: string): CategoryRef[] {
  const list = ids.split(',').filter(Boolean).map(Number);
  if (list.length === 0) return [];
  const rows = all<{ id: number; name: string; name_en: string }>(
    db,
    `SELECT id, name, name_en FROM categories WHERE id IN (${list.map(() => '?').join(', ')})`,
    ...list,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, name: row.name, nameEn: row.name_en }] : [];
  });
}

// ---------------------------------------------------------------------------------------------------------
// Exhibitions and areas.

interface RoomRow {
  id: number;
  name: string;
  name_en: string;
  theme: string;
  theme_en: string;
  hall_id: number | null;
  hall_name: string;
  hall_name_en: string;
  address: string;
  address_en: string;
  organizer: string;
  organizer_en: string;
  cover: string;
  start_at: number;
  end_at: number;
  signup_deadline: number;
  is_main: number;
  intro: string;
  intro_en: string;
  category_ids: string;
  contact_name: string;
  contact_phone: string;
  booth_total: number;
  booth_remaining: number;
  exhibitor_count: number;
  visitor_count: number;
}

const ROOM_SELECT = `r.*,
  (SELECT COALESCE(SUM(l.booth_total), 0) FROM exhibition_locations l WHERE l.show_room_id = r.id) AS booth_total,
  (SELECT COALESCE(SUM(MAX(0, l.booth_total - (SELECT count(*) FROM exhibition_signups s
      WHERE s.location_id = l.id AND s.audit_status IN ${HOLDING}))), 0)
     FROM exhibition_locations l WHERE l.show_room_id = r.id) AS booth_remaining,
  (SELECT count(*) FROM exhibition_signups s WHERE s.show_room_id = r.id AND s.audit_status = 'auditPass') AS exhibitor_count,
  (SELECT count(*) FROM exhibition_visitors v WHERE v.show_room_id = r.id) AS visitor_count`;

function toCard(db: Db, row: RoomRow, now: number, lang: Lang): ShowRoomCard {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    theme: pick(lang, row.theme, row.theme_en),
    hallId: row.hall_id,
    hallName: pick(lang, row.hall_name, row.hall_name_en),
    address: pick(lang, row.address, row.address_en),
    organizer: pick(lang, row.organizer, row.organizer_en),
    cover: row.cover,
    startTime: row.start_at,
    endTime: row.end_at,
    signupDeadline: row.signup_deadline,
    status: statusAt(row.start_at, row.end_at, now),
    signupOpen: now < row.end_at && now < row.signup_deadline,
    isMain: row.is_main === 1,
    categories: categoryRefs(db, row.category_ids),
    boothTotal: row.booth_total,
    boothRemaining: row.booth_remaining,
    exhibitorCount: row.exhibitor_count,
    visitorCount: row.visitor_count,
  };
}

export function locationsOf(db: Db, showRoomId: number, lang: Lang): ShowLocation[] {
  return all<{
    id: number;
    show_room_id: number;
    name: string;
    name_en: string;
    floor: string;
    floor_en: string;
    area_sqm: number;
    size: number;
    booth_total: number;
    taken: number;
    booth_price_fen: number;
    category_ids: string;
  }>(
    db,
    `SELECT l.*, (SELECT count(*) FROM exhibition_signups s WHERE s.location_id = l.id AND s.audit_status IN ${HOLDING}) AS taken
       FROM exhibition_locations l WHERE l.show_room_id = ? ORDER BY l.sort, l.id`,
    showRoomId,
  ).map((row) => ({
    id: row.id,
    showRoomId: row.show_room_id,
    name: row.name,
    nameEn: row.name_en,
    floor: pick(lang, row.floor, row.floor_en),
    areaSqm: row.area_sqm,
    size: row.size,
    boothTotal: row.booth_total,
    boothRemaining: Math.max(0, row.booth_total - row.taken),
    boothPrice: fenToMoney(row.booth_price_fen),
    categories: categoryRefs(db, row.category_ids),
  }));
}

function roomRow(db: Db, id: number): RoomRow | undefined {
  return one<RoomRow>(db, `SELECT ${ROOM_SELECT} FROM exhibition_show_rooms r WHERE r.id = ?`, id);
}

function toDetail(db: Db, row: RoomRow, now: number, lang: Lang): ShowRoomDetail {
  const card = toCard(db, row, now, lang);
  return {
    ...card,
    intro: parseJson<string[]>(pick(lang, row.intro, row.intro_en), []),
    // A person's name reads in pinyin in English.
    contactName: lang === 'en' ? personEn(row.contact_name) : row.contact_name,
    contactPhone: row.contact_phone,
    locations: locationsOf(db, row.id, lang),
  };
}

export interface ShowRoomFilters {
  pageNum?: number;
  pageSize?: number;
  status?: ShowRoomStatusValue;
  keyword?: string;
  categoryId?: number;
  from?: number;
  to?: number;
}

export function showRoomPage(db: Db, query: ShowRoomFilters, now: number, lang: Lang): PageOf<ShowRoomCard> {
  const where = new Where();
  if (query.status) {
    const [sql, args] = statusCondition(query.status, now);
    where.add(sql, ...args);
  }
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(r.name LIKE ? ESCAPE '\\' OR r.name_en LIKE ? ESCAPE '\\' OR r.theme LIKE ? ESCAPE '\\'
        OR r.theme_en LIKE ? ESCAPE '\\' OR r.hall_name LIKE ? ESCAPE '\\' OR r.hall_name_en LIKE ? ESCAPE '\\'
        OR r.organizer LIKE ? ESCAPE '\\' OR r.organizer_en LIKE ? ESCAPE '\\')`,
      ...Array<string>(8).fill(like),
    );
  }
  if (query.categoryId !== undefined) where.add(`(',' || r.category_ids || ',') LIKE ?`, `%,${query.categoryId},%`);
  if (query.to !== undefined) where.add('r.start_at <= ?', query.to);
  if (query.from !== undefined) where.add('r.end_at >= ?', query.from);
  // Running first, then upcoming soonest first, then ended latest first.
  const at = Math.trunc(now);
  const order = `CASE WHEN r.start_at <= ${at} AND r.end_at > ${at} THEN 0 WHEN r.start_at > ${at} THEN 1 ELSE 2 END,
    CASE WHEN r.end_at <= ${at} THEN -r.start_at ELSE r.start_at END, r.id`;
  return pageQuery<RoomRow, ShowRoomCard>(
    db,
    { select: ROOM_SELECT, from: `FROM exhibition_show_rooms r ${where}`, order, args: where.args },
    query,
    (row) => toCard(db, row, now, lang),
  );
}

/** The featured exhibition if it has not ended; else the running or next one; null when none is left. */
export function mainShowRoom(db: Db, now: number, lang: Lang): ShowRoomDetail | null {
  const row = one<RoomRow>(
    db,
    `SELECT ${ROOM_SELECT} FROM exhibition_show_rooms r WHERE r.end_at > ? ORDER BY r.is_main DESC, r.start_at, r.id LIMIT 1`,
    now,
  );
  return row ? toDetail(db, row, now, lang) : null;
}

export function runningShowRooms(db: Db, now: number, lang: Lang): ShowRoomCard[] {
  return all<RoomRow>(
    db,
    `SELECT ${ROOM_SELECT} FROM exhibition_show_rooms r WHERE r.start_at <= ? AND r.end_at > ? ORDER BY r.end_at, r.id`,
    now,
    now,
  ).map((row) => toCard(db, row, now, lang));
}

export function showRoomById(db: Db, id: number, now: number, lang: Lang): ShowRoomDetail {
  const row = roomRow(db, id);
  if (!row) throw new BusinessError('notFound');
  return toDetail(db, row, now, lang);
}

export function maxMinTime(db: Db): { minTime: number | null; maxTime: number | null } {
  const row = one<{ min_time: number | null; max_time: number | null }>(
    db,
    'SELECT MIN(start_at) AS min_time, MAX(end_at) AS max_time FROM exhibition_show_rooms',
  );
  return { minTime: row?.min_time ?? null, maxTime: row?.max_time ?? null };
}

export function locationList(db: Db, showRoomId: number, lang: Lang): ShowLocation[] {
  if (!one(db, 'SELECT id FROM exhibition_show_rooms WHERE id = ?', showRoomId)) throw new BusinessError('notFound');
  return locationsOf(db, showRoomId, lang);
}

// ---------------------------------------------------------------------------------------------------------
// Sign-ups and exhibitors.

interface ProductRow {
  id: number;
  code: string;
  title: string;
  image: string;
  unit: ExhibitProduct['unit'];
  price_fen: number;
  price_valid: number;
  price_needs_apply: number;
  stock: string;
  category_name: string;
}

/** The goods' columns, their texts in the caller's language. */
const productSelect = (
  lang: Lang,
) => `p.id, p.code, ${textAs(lang, 'p.title')}, p.image, p.unit, p.price_fen, p.price_valid,
  p.price_needs_apply, p.stock, COALESCE(${textSql(lang, 'cat.name')}, '') AS category_name`;

/** `own`: the exhibitor's own view shows every price; the public does not see prices needing permission. */
function toExhibit(row: ProductRow, own: boolean): ExhibitProduct {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    image: row.image,
    unit: row.unit,
    price: own || row.price_needs_apply === 0 ? fenToMoney(row.price_fen) : null,
    categoryName: row.category_name,
    stock: normalizeQuantity(row.stock),
  };
}

function exhibitsOf(db: Db, signupIds: readonly number[], own: boolean, lang: Lang): Map<number, ExhibitProduct[]> {
  const map = new Map<number, ExhibitProduct[]>();
  if (signupIds.length === 0) return map;
  const rows = all<ProductRow & { signup_id: number }>(
    db,
    `SELECT sp.signup_id, ${productSelect(lang)} FROM exhibition_signup_products sp
       JOIN products p ON p.id = sp.product_id LEFT JOIN categories cat ON cat.id = p.category_id
      WHERE sp.signup_id IN (${signupIds.map(() => '?').join(', ')}) ORDER BY sp.signup_id, sp.sort`,
    ...signupIds,
  );
  for (const row of rows) map.set(row.signup_id, [...(map.get(row.signup_id) ?? []), toExhibit(row, own)]);
  return map;
}

interface SignUpRow {
  id: number;
  show_room_id: number;
  show_room_name: string;
  start_at: number;
  end_at: number;
  location_id: number;
  location_name: string;
  company_id: number;
  company_name: string;
  shop_name: string;
  logo: string | null;
  company_kind: Exhibitor['companyKind'];
  main_products: string;
  booth_no: string | null;
  exhibit_count: number;
  entry_time: number;
  exhibition_start: number;
  exhibition_end: number;
  contact_name: string;
  contact_mobile: string;
  audit_status: SignUp['auditStatus'];
  audit_remark_text: string | null;
  created_at: number;
}

/** An application's columns, its texts in the caller's language. */
const signupSelect = (lang: Lang) => `s.*, ${textSql(lang, 'r.name')} AS show_room_name, r.start_at, r.end_at,
  ${textSql(lang, 'l.name')} AS location_name, ${textSql(lang, 'c.name')} AS company_name,
  COALESCE(${textSql(lang, 'c.shop_name')}, ${textSql(lang, 'c.name')}) AS shop_name, c.logo, c.kind AS company_kind,
  ${textSql(lang, 'c.main_products')} AS main_products, ${textSql(lang, 's.audit_remark')} AS audit_remark_text`;
const SIGNUP_FROM = `FROM exhibition_signups s
  JOIN exhibition_show_rooms r ON r.id = s.show_room_id
  JOIN exhibition_locations l ON l.id = s.location_id
  JOIN companies c ON c.id = s.company_id`;

function toSignUp(row: SignUpRow, products: ExhibitProduct[], now: number, lang: Lang): SignUp {
  return {
    id: row.id,
    showRoomId: row.show_room_id,
    showRoomName: row.show_room_name,
    showRoomStatus: statusAt(row.start_at, row.end_at, now),
    locationId: row.location_id,
    locationName: row.location_name,
    companyId: row.company_id,
    companyName: row.company_name,
    shopName: row.shop_name,
    boothNo: row.booth_no,
    exhibitCount: row.exhibit_count,
    products,
    entryTime: row.entry_time,
    exhibitionStartTime: row.exhibition_start,
    exhibitionEndTime: row.exhibition_end,
    // A Chinese contact name reads in pinyin in English (as on the public booth list).
    contactName: lang === 'en' && CJK.test(row.contact_name) ? personEn(row.contact_name) : row.contact_name,
    contactMobile: row.contact_mobile,
    auditStatus: row.audit_status,
    auditRemark: row.audit_remark_text,
    createdAt: row.created_at,
  };
}

/** Whose applications the caller sees: the company's, or the user's own without a company. */
function ownerCondition(auth: AuthUser): [string, number] {
  return auth.companyId !== null ? ['s.company_id = ?', auth.companyId] : ['s.user_id = ?', auth.id];
}

export function signupPage(
  db: Db,
  auth: AuthUser,
  query: { pageNum?: number; pageSize?: number; showRoomId?: number; auditStatus?: SignUp['auditStatus'] },
  now: number,
  lang: Lang,
): PageOf<SignUp> {
  const [owner, ownerId] = ownerCondition(auth);
  const where = new Where().add(owner, ownerId);
  if (query.showRoomId !== undefined) where.add('s.show_room_id = ?', query.showRoomId);
  if (query.auditStatus) where.add('s.audit_status = ?', query.auditStatus);
  const page = pageQuery<SignUpRow, SignUpRow>(
    db,
    {
      select: signupSelect(lang),
      from: `${SIGNUP_FROM} ${where}`,
      order: 's.created_at DESC, s.id DESC',
      args: where.args,
    },
    query,
    (row) => row,
  );
  const exhibits = exhibitsOf(
    db,
    page.records.map((r) => r.id),
    true,
    lang,
  );
  return { ...page, records: page.records.map((row) => toSignUp(row, exhibits.get(row.id) ?? [], now, lang)) };
}

export function signupPortalPage(
  db: Db,
  query: { pageNum?: number; pageSize?: number; showRoomId?: number; locationId?: number; keyword?: string },
  lang: Lang,
): PageOf<Exhibitor> {
  const where = new Where().add("s.audit_status = 'auditPass'");
  if (query.showRoomId !== undefined) where.add('s.show_room_id = ?', query.showRoomId);
  if (query.locationId !== undefined) where.add('s.location_id = ?', query.locationId);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(c.name LIKE ? ESCAPE '\\' OR c.name_en LIKE ? ESCAPE '\\' OR c.shop_name LIKE ? ESCAPE '\\'
        OR c.shop_name_en LIKE ? ESCAPE '\\' OR c.main_products LIKE ? ESCAPE '\\' OR c.main_products_en LIKE ? ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM exhibition_signup_products sp JOIN products p ON p.id = sp.product_id
                    WHERE sp.signup_id = s.id AND (p.title LIKE ? ESCAPE '\\' OR p.title_en LIKE ? ESCAPE '\\')))`,
      ...Array<string>(8).fill(like),
    );
  }
  const page = pageQuery<SignUpRow, SignUpRow>(
    db,
    {
      select: signupSelect(lang),
      from: `${SIGNUP_FROM} ${where}`,
      order: 'r.start_at DESC, l.sort, s.booth_no, s.id',
      args: where.args,
    },
    query,
    (row) => row,
  );
  const exhibits = exhibitsOf(
    db,
    page.records.map((r) => r.id),
    false,
    lang,
  );
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      showRoomId: row.show_room_id,
      companyId: row.company_id,
      companyName: row.company_name,
      shopName: row.shop_name,
      logo: row.logo ?? '',
      companyKind: row.company_kind,
      mainProducts: row.main_products,
      locationId: row.location_id,
      locationName: row.location_name,
      boothNo: row.booth_no ?? '',
      products: exhibits.get(row.id) ?? [],
    })),
  };
}

const MERCHANT_KINDS = new Set(['shop', 'factory', 'provider']);

/** What the booth application form needs, and whether (or why not) the caller may apply. */
export function signUpData(db: Db, auth: AuthUser, showRoomId: number, now: number, lang: Lang): SignUpData {
  const row = roomRow(db, showRoomId);
  if (!row) throw new BusinessError('notFound');
  const showRoom = toCard(db, row, now, lang);
  const locations = locationsOf(db, showRoomId, lang);
  const company =
    auth.companyId === null
      ? undefined
      : one<{ kind: string; audit_status: string }>(
          db,
          'SELECT kind, audit_status FROM companies WHERE id = ?',
          auth.companyId,
        );
  const products =
    auth.companyId === null
      ? []
      : all<ProductRow>(
          db,
          `SELECT ${productSelect(lang)} FROM products p LEFT JOIN categories cat ON cat.id = p.category_id
            WHERE p.company_id = ? AND p.off_shelf = 0 ORDER BY p.sales DESC, p.id LIMIT 200`,
          auth.companyId,
        ).map((p) => toExhibit(p, true));
  const [owner, ownerId] = ownerCondition(auth);
  const latest = one<SignUpRow>(
    db,
    `SELECT ${signupSelect(lang)} ${SIGNUP_FROM} WHERE ${owner} AND s.show_room_id = ? ORDER BY s.created_at DESC, s.id DESC LIMIT 1`,
    ownerId,
    showRoomId,
  );
  const signup = latest
    ? toSignUp(latest, exhibitsOf(db, [latest.id], true, lang).get(latest.id) ?? [], now, lang)
    : null;

  let blockedBy: SignUpData['blockedBy'] = null;
  if (!auth.authenticated || auth.role === 'personal') blockedBy = 'individual';
  else if (!company || !MERCHANT_KINDS.has(company.kind) || company.audit_status !== 'auditPass')
    blockedBy = 'notMerchant';
  else if (signup?.auditStatus === 'auditPass') blockedBy = 'applied';
  else if (showRoom.status === 'ended' || now >= row.signup_deadline) blockedBy = 'closed';
  else if (
    !(signup && (signup.auditStatus === 'waitAudit' || signup.auditStatus === 'auditing')) &&
    locations.every((l) => l.boothRemaining === 0)
  ) {
    blockedBy = 'full';
  }
  return { showRoom, locations, products, signup, canApply: blockedBy === null, blockedBy };
}

// ---------------------------------------------------------------------------------------------------------
// Visitors, services, documents.

export function visitorPage(
  db: Db,
  query: { pageNum?: number; pageSize?: number; showRoomId?: number; keyword?: string },
  viewerId: number | null,
): PageOf<ShowVisitor> {
  const where = new Where();
  if (query.showRoomId !== undefined) where.add('v.show_room_id = ?', query.showRoomId);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(`(v.enterprise_name LIKE ? ESCAPE '\\' OR v.demand LIKE ? ESCAPE '\\')`, like, like);
  }
  return pageQuery<
    {
      id: number;
      show_room_id: number;
      user_id: number | null;
      name: string;
      mobile: string;
      enterprise_name: string;
      demand: string;
      visit_time: number | null;
      created_at: number;
    },
    ShowVisitor
  >(
    db,
    {
      select: 'v.*',
      from: `FROM exhibition_visitors v ${where}`,
      order: 'v.created_at DESC, v.id DESC',
      args: where.args,
    },
    query,
    (row) => {
      const own = viewerId !== null && row.user_id === viewerId;
      return {
        id: row.id,
        showRoomId: row.show_room_id,
        name: own ? row.name : maskPersonName(row.name),
        mobile: own ? row.mobile : maskMobile(row.mobile),
        enterpriseName: row.enterprise_name,
        demand: row.demand,
        visitTime: row.visit_time,
        createdAt: row.created_at,
      };
    },
  );
}

export function showService(db: Db, showRoomId: number, lang: Lang): ShowService {
  const row = one<{ hotline: string; contact_name: string; contact_phone: string; items: string; notices: string }>(
    db,
    `SELECT hotline, contact_name, contact_phone, ${textAs(lang, 'items')}, ${textAs(lang, 'notices')}
       FROM exhibition_services WHERE show_room_id = ?`,
    showRoomId,
  );
  if (!row) throw new BusinessError('notFound');
  return {
    showRoomId,
    hotline: row.hotline,
    // A person's name reads in pinyin in English.
    contactName: lang === 'en' ? personEn(row.contact_name) : row.contact_name,
    contactPhone: row.contact_phone,
    items: parseJson<ShowService['items']>(row.items, []),
    notices: parseJson<string[]>(row.notices, []),
  };
}

interface DocumentRow {
  id: number;
  show_room_id: number | null;
  show_room_name: string | null;
  category: FileInfoCategoryValue;
  title: string;
  description: string;
  file_id: number;
  file_public_id: string;
  file_name: string;
  mime: string;
  size: number;
  downloads: number;
  created_at: number;
}

/** A document's columns, its texts in the caller's language. */
const documentSelect = (lang: Lang) => `d.id, d.show_room_id, ${textSql(lang, 'r.name')} AS show_room_name, d.category,
  ${textAs(lang, 'd.title')}, ${textAs(lang, 'd.description')}, d.file_id, f.public_id AS file_public_id,
  f.name AS file_name, f.mime, f.size, d.downloads, d.created_at`;
const DOCUMENT_FROM = `FROM exhibition_documents d JOIN files f ON f.id = d.file_id
  LEFT JOIN exhibition_show_rooms r ON r.id = d.show_room_id`;

/** The name a download is saved under: the stored one, or in English the (English) title with its extension. */
function downloadName(row: DocumentRow, lang: Lang): string {
  if (lang !== 'en' || !CJK.test(row.file_name)) return row.file_name;
  const dot = row.file_name.lastIndexOf('.');
  return `${row.title}${dot >= 0 ? row.file_name.slice(dot) : ''}`;
}

const toDownload = (row: DocumentRow, lang: Lang) => ({
  id: row.id,
  title: row.title,
  fileId: row.file_public_id,
  fileName: downloadName(row, lang),
  mime: row.mime,
  size: row.size,
  url: fileUrl(row.file_public_id),
  downloads: row.downloads,
  createdAt: row.created_at,
});

export function showFilePage(
  db: Db,
  query: { pageNum?: number; pageSize?: number; showRoomId?: number },
  lang: Lang,
): PageOf<ShowFile> {
  const where = new Where().add('d.show_room_id IS NOT NULL');
  if (query.showRoomId !== undefined) where.add('d.show_room_id = ?', query.showRoomId);
  return pageQuery<DocumentRow, ShowFile>(
    db,
    {
      select: documentSelect(lang),
      from: `${DOCUMENT_FROM} ${where}`,
      order: 'r.start_at DESC, d.id',
      args: where.args,
    },
    query,
    (row) => ({ ...toDownload(row, lang), showRoomId: row.show_room_id ?? 0, showRoomName: row.show_room_name ?? '' }),
  );
}

export function fileInfoPage(
  db: Db,
  query: { pageNum?: number; pageSize?: number; category?: FileInfoCategoryValue; keyword?: string },
  lang: Lang,
): PageOf<FileInfo> {
  const where = new Where();
  if (query.category) where.add('d.category = ?', query.category);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(d.title LIKE ? ESCAPE '\\' OR d.title_en LIKE ? ESCAPE '\\' OR d.description LIKE ? ESCAPE '\\'
        OR d.description_en LIKE ? ESCAPE '\\')`,
      ...Array<string>(4).fill(like),
    );
  }
  return pageQuery<DocumentRow, FileInfo>(
    db,
    {
      select: documentSelect(lang),
      from: `${DOCUMENT_FROM} ${where}`,
      order: 'd.created_at DESC, d.id DESC',
      args: where.args,
    },
    query,
    (row) => ({ ...toDownload(row, lang), category: row.category, description: row.description }),
  );
}
