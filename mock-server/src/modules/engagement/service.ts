// Engagement: page stay times, the message board of factories, evaluations and footprints.
import type { FastifyRequest } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { AuthUser } from '../../plugins/auth.ts';
import type { PageOf } from '@portal/contracts/operation';
import type { EvaluateBody, EvaluateItem, EvaluateTarget } from '@portal/contracts/http/evaluate';
import type { MessageBoardBody, MessageBoardItem, MessageBox } from '@portal/contracts/http/message-board';
import type { FootprintItem } from '@portal/contracts/http/user-footprint';
import type { VisitorStayBody } from '@portal/contracts/http/visitor-stay';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { checkEmail, checkMessage, checkMobile, checkRequired, checkScore } from '@portal/contracts/rules/validation';
import { one, run, type Db } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import { maskNickname } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageRows } from '../../lib/paging.ts';
import { textAs, textSql } from '../../lib/text.ts';
import { assertFields } from '../account/public.ts';

export const engagementMigrations = [
  {
    name: 'engagement-001',
    sql: `
CREATE TABLE visitor_stays (
  id INTEGER PRIMARY KEY,
  page TEXT NOT NULL,
  stay_ms INTEGER NOT NULL,
  user_id INTEGER REFERENCES users(id),   -- null for anonymous visitors
  platform_code TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE message_boards (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id), -- the factory written to
  sender_id INTEGER NOT NULL REFERENCES users(id),
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile TEXT,
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX message_boards_company ON message_boards(company_id, created_at);
CREATE INDEX message_boards_sender ON message_boards(sender_id, created_at);
CREATE TABLE evaluations (
  id INTEGER PRIMARY KEY,
  target_type TEXT NOT NULL,              -- product | company
  target_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  score INTEGER NOT NULL,                 -- 1-5
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (target_type, target_id, user_id)
);
CREATE INDEX evaluations_target ON evaluations(target_type, target_id, updated_at);
CREATE TABLE user_footprints (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  viewed_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
);
CREATE INDEX user_footprints_user ON user_footprints(user_id, viewed_at);
`,
  },
] as const;

const LABELS = {
  contactName: { zh: '联系人', en: 'Contact name' },
  evaluation: { zh: '评价内容', en: 'Evaluation' },
};

export function saveVisitorStay(db: Db, request: FastifyRequest, body: VisitorStayBody, now: number) {
  const id = run(
    db,
    'INSERT INTO visitor_stays (page, stay_ms, user_id, platform_code, created_at) VALUES (?, ?, ?, ?, ?)',
    body.page,
    body.stayMs,
    request.auth?.id ?? null,
    request.platformCode,
    now,
  ).lastId;
  return { id };
}

// Message board.

export function saveMessage(db: Db, user: AuthUser, lang: Lang, body: MessageBoardBody, now: number) {
  const mobile = body.mobile?.trim() ? body.mobile.trim() : null;
  assertFields(lang, {
    contactName: checkRequired(body.contactName, LABELS.contactName),
    email: checkEmail(body.email),
    ...(mobile ? { mobile: checkMobile(mobile) } : {}),
    content: checkMessage(body.content),
  });
  const factory = one(db, "SELECT id FROM companies WHERE id = ? AND kind = 'factory'", body.companyId);
  if (!factory) throw new BusinessError('notFound');
  const id = run(
    db,
    `INSERT INTO message_boards (company_id, sender_id, contact_name, email, mobile, content, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    body.companyId,
    user.id,
    body.contactName.trim(),
    body.email.trim(),
    mobile,
    body.content.trim(),
    now,
  ).lastId;
  return { id };
}

interface MessageRow {
  id: number;
  company_id: number;
  company_name: string;
  sender_id: number;
  sender_nickname: string;
  contact_name: string;
  email: string;
  mobile: string | null;
  content: string;
  created_at: number;
}

export function pageMessages(
  db: Db,
  user: AuthUser,
  query: { pageNum?: number; pageSize?: number; box?: MessageBox },
): PageOf<MessageBoardItem> {
  const company = user.companyId
    ? one<{ kind: string }>(db, 'SELECT kind FROM companies WHERE id = ?', user.companyId)
    : undefined;
  const box: MessageBox = query.box ?? (company?.kind === 'factory' ? 'received' : 'sent');
  // The received box is the caller's company's (any staff of the factory sees it); none without a company.
  const where = box === 'sent' ? 'm.sender_id = ?' : 'm.company_id = ?';
  const key = box === 'sent' ? user.id : (user.companyId ?? -1);
  const page = pageRows<MessageRow>(
    db,
    {
      select: 'm.*, c.name AS company_name, u.nickname AS sender_nickname',
      from: `FROM message_boards m JOIN companies c ON c.id = m.company_id JOIN users u ON u.id = m.sender_id
      WHERE ${where}`,
      order: 'm.created_at DESC, m.id DESC',
      args: [key],
      countFrom: `FROM message_boards m WHERE ${where}`,
      defaultSize: TABLE_PAGE_SIZE,
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      companyName: row.company_name,
      senderId: row.sender_id,
      senderNickname: row.sender_nickname,
      contactName: row.contact_name,
      email: row.email,
      mobile: row.mobile,
      content: row.content,
      createdAt: row.created_at,
    })),
  };
}

/** The sender deletes what it sent; any staff of the factory deletes what the factory received. */
export function deleteMessage(db: Db, user: AuthUser, id: number) {
  const { changes } = run(
    db,
    'DELETE FROM message_boards WHERE id = ? AND (sender_id = ? OR company_id = ?)',
    id,
    user.id,
    user.companyId ?? -1,
  );
  if (changes === 0) throw new BusinessError('notFound');
  return { ok: true };
}

// Evaluations.

function targetExists(db: Db, type: EvaluateTarget, id: number): boolean {
  const table = type === 'product' ? 'products' : 'companies';
  return one(db, `SELECT 1 AS x FROM ${table} WHERE id = ?`, id) !== undefined;
}

export function saveEvaluate(db: Db, user: AuthUser, lang: Lang, body: EvaluateBody, now: number) {
  assertFields(lang, {
    score: checkScore(body.score),
    content: checkRequired(body.content, LABELS.evaluation),
  });
  if (!targetExists(db, body.targetType, body.targetId)) throw new BusinessError('notFound');
  run(
    db,
    `INSERT INTO evaluations (target_type, target_id, user_id, score, content, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (target_type, target_id, user_id)
     DO UPDATE SET score = excluded.score, content = excluded.content, updated_at = excluded.updated_at`,
    body.targetType,
    body.targetId,
    user.id,
    body.score,
    body.content.trim(),
    now,
    now,
  );
  const row = one<{ id: number }>(
    db,
    'SELECT id FROM evaluations WHERE target_type = ? AND target_id = ? AND user_id = ?',
    body.targetType,
    body.targetId,
    user.id,
  );
  return { id: row!.id };
}

export function pageEvaluate(
  db: Db,
  viewerId: number | null,
  query: { pageNum?: number; pageSize?: number; targetType: EvaluateTarget; targetId: number },
): PageOf<EvaluateItem> {
  const page = pageRows<{
    id: number;
    target_type: EvaluateTarget;
    target_id: number;
    score: number;
    content: string;
    user_id: number;
    nickname: string;
    updated_at: number;
  }>(
    db,
    {
      select: 'e.id, e.target_type, e.target_id, e.score, e.content, e.user_id, u.nickname, e.updated_at',
      from: 'FROM evaluations e JOIN users u ON u.id = e.user_id WHERE e.target_type = ? AND e.target_id = ?',
      order: 'e.updated_at DESC, e.id DESC',
      args: [query.targetType, query.targetId],
      countFrom: 'FROM evaluations WHERE target_type = ? AND target_id = ?',
      defaultSize: TABLE_PAGE_SIZE,
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      score: row.score,
      content: row.content,
      nickname: maskNickname(row.nickname),
      mine: viewerId === row.user_id,
      createdAt: row.updated_at,
    })),
  };
}

// Footprints.

export function saveFootprint(db: Db, user: AuthUser, productId: number, now: number) {
  if (!one(db, 'SELECT 1 AS x FROM products WHERE id = ?', productId)) throw new BusinessError('notFound');
  run(
    db,
    `INSERT INTO user_footprints (user_id, product_id, viewed_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = excluded.viewed_at`,
    user.id,
    productId,
    now,
  );
  const row = one<{ id: number }>(
    db,
    'SELECT id FROM user_footprints WHERE user_id = ? AND product_id = ?',
    user.id,
    productId,
  );
  return { id: row!.id };
}

export function pageFootprints(
  db: Db,
  user: AuthUser,
  query: { pageNum?: number; pageSize?: number },
  lang?: Lang,
): PageOf<FootprintItem> {
  const page = pageRows<{
    id: number;
    product_id: number;
    title: string;
    image: string;
    price_fen: number;
    price_needs_apply: number;
    price_valid: number;
    unit: string;
    off_shelf: number;
    company_id: number;
    company_name: string;
    viewed_at: number;
  }>(
    db,
    {
      select: `f.id, f.product_id, ${textAs(lang, 'p.title')}, p.image, p.price_fen, p.price_needs_apply, p.price_valid,
            p.unit, p.off_shelf, p.company_id,
            COALESCE(${textSql(lang, 'c.shop_name')}, ${textSql(lang, 'c.name')}) AS company_name, f.viewed_at`,
      from: `FROM user_footprints f JOIN products p ON p.id = f.product_id JOIN companies c ON c.id = p.company_id
      WHERE f.user_id = ?`,
      order: 'f.viewed_at DESC, f.id DESC',
      args: [user.id],
      countFrom: 'FROM user_footprints WHERE user_id = ?',
      defaultSize: TABLE_PAGE_SIZE,
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      productId: row.product_id,
      title: row.title,
      image: row.image,
      // A price that needs an applied-for permission stays hidden here, except to its own seller.
      price: row.price_needs_apply === 1 && row.company_id !== user.companyId ? null : fenToMoney(row.price_fen),
      unit: row.unit,
      priceValid: row.price_valid,
      offShelf: row.off_shelf === 1,
      companyId: row.company_id,
      companyName: row.company_name,
      viewedAt: row.viewed_at,
    })),
  };
}

/**
 * A review of goods bought, as the buyer's evaluation of the goods (one per user and goods: a later review of
 * the same goods from another order replaces it). Checked by the caller (stars 1-5, a text).
 */
export function recordProductReview(
  db: Db,
  userId: number,
  productId: number,
  stars: number,
  content: string,
  now: number,
): void {
  run(
    db,
    `INSERT INTO evaluations (target_type, target_id, user_id, score, content, created_at, updated_at)
     VALUES ('product', ?, ?, ?, ?, ?, ?)
     ON CONFLICT (target_type, target_id, user_id)
     DO UPDATE SET score = excluded.score, content = excluded.content, updated_at = excluded.updated_at`,
    productId,
    userId,
    stars,
    content,
    now,
    now,
  );
}
