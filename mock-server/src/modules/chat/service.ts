// Chat rules and SQL: who the parties of a conversation are, opening one with a seller's company, the list
// with unread counts, history paged backwards by message id, sending (checked, rate limited, idempotent by
// client key) and reading; every event is published after its transaction commits.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import {
  CHAT_PAGE_SIZE,
  CHAT_SEND_LIMITS,
  type ChatConversation,
  type ChatMessage,
  type ChatReceipts,
  type ChatSide,
  type HistoryQuery,
  type SendBody,
} from '@portal/contracts/http/chat';
import { fileUrl } from '@portal/contracts/http/file';
import type { ProductUnit } from '@portal/contracts/entities/catalogue';
import { all, one, run, transaction, type Db } from '../../db/database.ts';
import { goodsImage, logoImage } from '../../lib/assets.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pick } from '../../lib/text.ts';

/** Who acts: a user and the company it belongs to (the seller side answers for its company). */
export interface ChatUser {
  id: number;
  companyId: number | null;
}

interface ConversationRow {
  id: number;
  buyer_user_id: number;
  company_id: number;
  created_at: number;
  last_message_id: number | null;
  last_at: number;
  buyer_delivered_id: number;
  buyer_read_id: number;
  seller_delivered_id: number;
  seller_read_id: number;
}

interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  side: ChatSide;
  kind: ChatMessage['kind'];
  text: string;
  text_en: string;
  client_key: string | null;
  sent_at: number;
  file_public_id: string | null;
  file_name: string | null;
  goods_id: number | null;
  goods_title: string | null;
  goods_title_en: string | null;
  goods_price_fen: number | null;
  goods_needs_apply: number | null;
  goods_unit: ProductUnit | null;
}

const SELLER_KINDS = ['shop', 'factory', 'provider'];

const MESSAGES = {
  text: { zh: '请输入消息内容', en: 'Please enter a message.' },
  picture: {
    zh: '请选择一张您上传的图片（JPG、PNG 或 GIF）',
    en: 'Please choose a picture you uploaded (JPG, PNG or GIF).',
  },
  goods: { zh: '该商品不存在或已下架', en: 'The goods do not exist or have been taken off.' },
  ownCompany: { zh: '不能与自己的企业聊天', en: 'You cannot chat with your own company.' },
} satisfies Record<string, Record<Lang, string>>;

const MESSAGE_SELECT = `SELECT m.id, m.conversation_id, m.sender_id, m.side, m.kind, m.text, m.text_en, m.client_key,
    m.sent_at, f.public_id AS file_public_id, f.name AS file_name, m.goods_id, p.title AS goods_title,
    p.title_en AS goods_title_en, p.price_fen AS goods_price_fen, p.price_needs_apply AS goods_needs_apply,
    p.unit AS goods_unit
  FROM chat_messages m LEFT JOIN files f ON f.id = m.file_id LEFT JOIN products p ON p.id = m.goods_id`;

function toMessage(row: MessageRow, lang: Lang): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    side: row.side,
    kind: row.kind,
    text: pick(lang, row.text, row.text_en),
    picture:
      row.kind === 'picture' && row.file_public_id
        ? { fileId: row.file_public_id, name: row.file_name ?? '', url: fileUrl(row.file_public_id) }
        : null,
    goods:
      row.kind === 'goods' && row.goods_id !== null
        ? {
            id: row.goods_id,
            title: row.goods_title ?? '',
            titleEn: row.goods_title_en || (row.goods_title ?? ''),
            image: goodsImage(row.goods_id),
            price: row.goods_needs_apply === 0 && row.goods_price_fen !== null ? fenToMoney(row.goods_price_fen) : null,
            unit: row.goods_unit ?? 'piece',
          }
        : null,
    clientKey: row.client_key,
    sentAt: row.sent_at,
  };
}

const receiptsOf = (row: ConversationRow): ChatReceipts => ({
  buyerDeliveredId: row.buyer_delivered_id,
  buyerReadId: row.buyer_read_id,
  sellerDeliveredId: row.seller_delivered_id,
  sellerReadId: row.seller_read_id,
});

const otherSide = (side: ChatSide): ChatSide => (side === 'buyer' ? 'seller' : 'buyer');

/** The caller's side in a conversation, or null when the caller is not a party. */
export function sideOf(row: Pick<ConversationRow, 'buyer_user_id' | 'company_id'>, user: ChatUser): ChatSide | null {
  if (row.buyer_user_id === user.id) return 'buyer';
  if (user.companyId !== null && row.company_id === user.companyId) return 'seller';
  return null;
}

export function chatUserOf(db: Db, userId: number): ChatUser | null {
  const row = one<{ id: number; company_id: number | null }>(
    db,
    'SELECT id, company_id FROM users WHERE id = ?',
    userId,
  );
  return row ? { id: row.id, companyId: row.company_id } : null;
}

const conversationRow = (db: Db, id: number) =>
  one<ConversationRow>(db, 'SELECT * FROM chat_conversations WHERE id = ?', id);

/** The conversation and the caller's side; B017 when it does not exist or the caller is not a party (the
 * same answer, so nobody learns which conversations exist). */
export function partyOf(db: Db, id: number, user: ChatUser): { row: ConversationRow; side: ChatSide } {
  const row = conversationRow(db, id);
  const side = row ? sideOf(row, user) : null;
  if (!row || !side) throw new BusinessError('notFound');
  return { row, side };
}

/** Whether a user may be in the room `chat:<id>`: only the two parties. */
export function isParty(db: Db, conversationId: number, userId: number): boolean {
  const row = conversationRow(db, conversationId);
  const user = chatUserOf(db, userId);
  return row !== undefined && user !== null && sideOf(row, user) !== null;
}

function unreadOf(db: Db, row: ConversationRow, side: ChatSide): number {
  const readId = side === 'buyer' ? row.buyer_read_id : row.seller_read_id;
  return (
    one<{ n: number }>(
      db,
      'SELECT COUNT(*) AS n FROM chat_messages WHERE conversation_id = ? AND side = ? AND id > ?',
      row.id,
      otherSide(side),
      readId,
    )?.n ?? 0
  );
}

/** Unread messages of a user over every conversation (as the buyer, and for its company as the seller). */
export function unreadTotal(db: Db, user: ChatUser): number {
  return (
    one<{ n: number }>(
      db,
      `SELECT
         (SELECT COUNT(*) FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
           WHERE c.buyer_user_id = ? AND m.side = 'seller' AND m.id > c.buyer_read_id)
       + (SELECT COUNT(*) FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
           WHERE c.company_id = ? AND c.buyer_user_id <> ? AND m.side = 'buyer' AND m.id > c.seller_read_id) AS n`,
      user.id,
      user.companyId ?? -1,
      user.id,
    )?.n ?? 0
  );
}

function messageById(db: Db, id: number, lang: Lang): ChatMessage | null {
  const row = one<MessageRow>(db, `${MESSAGE_SELECT} WHERE m.id = ?`, id);
  return row ? toMessage(row, lang) : null;
}

interface PeerRow {
  company_name: string;
  company_name_en: string | null;
  shop_name: string | null;
  shop_name_en: string | null;
  buyer_nickname: string;
  buyer_account: string;
  buyer_company_name: string | null;
  buyer_company_name_en: string | null;
}

function toConversation(db: Db, row: ConversationRow, side: ChatSide, lang: Lang): ChatConversation {
  const peer = one<PeerRow>(
    db,
    `SELECT c.name AS company_name, c.name_en AS company_name_en, c.shop_name, c.shop_name_en,
            u.nickname AS buyer_nickname, u.account AS buyer_account,
            bc.name AS buyer_company_name, bc.name_en AS buyer_company_name_en
       FROM companies c, users u LEFT JOIN companies bc ON bc.id = u.company_id
      WHERE c.id = ? AND u.id = ?`,
    row.company_id,
    row.buyer_user_id,
  );
  if (!peer) throw new BusinessError('notFound');
  const companyName = pick(lang, peer.company_name, peer.company_name_en);
  const buyerCompany = peer.buyer_company_name ? pick(lang, peer.buyer_company_name, peer.buyer_company_name_en) : '';
  // Nicknames are typed by their users in Chinese: an English reader sees the account and the company instead.
  const buyerName = lang === 'en' ? peer.buyer_account : peer.buyer_nickname;
  return {
    id: row.id,
    side,
    companyId: row.company_id,
    buyerId: row.buyer_user_id,
    peerName:
      side === 'buyer'
        ? pick(lang, peer.shop_name ?? peer.company_name, peer.shop_name_en ?? peer.company_name_en ?? '') ||
          companyName
        : buyerName,
    peerCompany: side === 'buyer' ? companyName : buyerCompany,
    peerAvatar: side === 'buyer' ? logoImage(row.company_id) : '',
    lastMessage: row.last_message_id === null ? null : messageById(db, row.last_message_id, lang),
    unread: unreadOf(db, row, side),
    receipts: receiptsOf(row),
    lastAt: row.last_at,
  };
}

/** The users of each side of a conversation: the buyer, and every user of the seller's company. */
function partyUsers(db: Db, row: ConversationRow): { user: ChatUser; side: ChatSide }[] {
  const sellers = all<{ id: number }>(db, 'SELECT id FROM users WHERE company_id = ? AND enable = 1', row.company_id);
  const buyer = chatUserOf(db, row.buyer_user_id);
  return [
    ...(buyer ? [{ user: buyer, side: 'buyer' as const }] : []),
    ...sellers.map((s) => ({ user: { id: s.id, companyId: row.company_id }, side: 'seller' as const })),
  ];
}

export function createChatService(app: FastifyInstance) {
  const db = app.db;

  const online = (userId: number) => (app.realtime.io.sockets.adapter.rooms.get(`user:${userId}`)?.size ?? 0) > 0;

  const publishReceipt = (row: ConversationRow) =>
    app.realtime.publish(`chat:${row.id}`, 'chat:receipt', { conversationId: row.id, ...receiptsOf(row) });

  /** Tells every user of both sides their unread counts for this conversation and in total. */
  const publishInbox = (row: ConversationRow, parties = partyUsers(db, row)) => {
    for (const { user, side } of parties) {
      app.realtime.publish(`user:${user.id}`, 'chat:inbox', {
        conversationId: row.id,
        unread: unreadOf(db, row, side),
        total: unreadTotal(db, user),
      });
    }
  };

  /** Marks the other side's messages delivered to `side` (the caller loaded them); publishes what changed. */
  const markDelivered = (rows: readonly ConversationRow[], side: ChatSide) => {
    transaction(db, () => {
      for (const row of rows) {
        const column = side === 'buyer' ? 'buyer_delivered_id' : 'seller_delivered_id';
        const latest =
          one<{ id: number | null }>(
            db,
            'SELECT MAX(id) AS id FROM chat_messages WHERE conversation_id = ? AND side = ?',
            row.id,
            otherSide(side),
          )?.id ?? 0;
        if (latest > row[column]) {
          run(db, `UPDATE chat_conversations SET ${column} = ? WHERE id = ?`, latest, row.id);
          row[column] = latest;
          publishReceipt(row);
        }
      }
    });
  };

  return {
    conversations(user: ChatUser, lang: Lang) {
      const rows = all<ConversationRow>(
        db,
        `SELECT * FROM chat_conversations WHERE buyer_user_id = ? OR company_id = ?
          ORDER BY last_at DESC, id DESC LIMIT 200`,
        user.id,
        user.companyId ?? -1,
      );
      for (const side of ['buyer', 'seller'] as const) {
        markDelivered(
          rows.filter((row) => sideOf(row, user) === side),
          side,
        );
      }
      return {
        records: rows.map((row) => toConversation(db, row, sideOf(row, user)!, lang)),
        totalUnread: unreadTotal(db, user),
      };
    },

    open(user: ChatUser, companyId: number, lang: Lang): ChatConversation {
      const company = one<{ kind: string }>(db, 'SELECT kind FROM companies WHERE id = ?', companyId);
      if (!company || !SELLER_KINDS.includes(company.kind)) throw new BusinessError('notFound');
      if (user.companyId === companyId) throw new BusinessError('forbiddenRole', MESSAGES.ownCompany[lang]);
      const now = app.now();
      run(
        db,
        `INSERT INTO chat_conversations (buyer_user_id, company_id, created_at, last_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (buyer_user_id, company_id) DO NOTHING`,
        user.id,
        companyId,
        now,
        now,
      );
      const row = one<ConversationRow>(
        db,
        'SELECT * FROM chat_conversations WHERE buyer_user_id = ? AND company_id = ?',
        user.id,
        companyId,
      )!;
      return toConversation(db, row, 'buyer', lang);
    },

    history(user: ChatUser, query: HistoryQuery, lang: Lang) {
      const { row, side } = partyOf(db, query.conversationId, user);
      const size = query.size ?? CHAT_PAGE_SIZE;
      // One more than asked tells whether older messages remain.
      const rows = all<MessageRow>(
        db,
        `${MESSAGE_SELECT} WHERE m.conversation_id = ? AND m.id < ? ORDER BY m.id DESC LIMIT ?`,
        row.id,
        query.before ?? Number.MAX_SAFE_INTEGER,
        size + 1,
      );
      if (query.before === undefined) markDelivered([row], side);
      const room = `chat:${row.id}` as const;
      return {
        conversation: toConversation(db, row, side, lang),
        messages: rows
          .slice(0, size)
          .reverse()
          .map((message) => toMessage(message, lang)),
        hasMore: rows.length > size,
        seq: app.realtime.seq(room),
        epoch: app.realtime.epoch,
      };
    },

    send(user: ChatUser, body: SendBody, lang: Lang): ChatMessage {
      const { row, side } = partyOf(db, body.conversationId, user);
      if (body.clientKey !== undefined) {
        const stored = one<{ id: number }>(
          db,
          'SELECT id FROM chat_messages WHERE sender_id = ? AND client_key = ?',
          user.id,
          body.clientKey,
        );
        // A resend of a message whose answer was lost: the stored one, sent to nobody again.
        if (stored) return messageById(db, stored.id, lang)!;
      }
      const content = checkContent(db, user, body, lang);
      app.rateLimit.assertAllowed(`chat:send:${user.id}`, CHAT_SEND_LIMITS);
      const now = app.now();
      const message = transaction(db, () => {
        const id = run(
          db,
          `INSERT INTO chat_messages (conversation_id, sender_id, side, kind, text, file_id, goods_id, client_key, sent_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          row.id,
          user.id,
          side,
          body.kind,
          content.text,
          content.fileId,
          content.goodsId,
          body.clientKey ?? null,
          now,
        ).lastId;
        // The sender has read everything up to its own message; the other side has it if it is online.
        const other = otherSide(side);
        const parties = partyUsers(db, row);
        const otherOnline = parties.some((party) => party.side === other && online(party.user.id));
        run(
          db,
          `UPDATE chat_conversations SET last_message_id = ?, last_at = ?,
             ${side}_read_id = ?, ${side}_delivered_id = ?
             ${otherOnline ? `, ${other}_delivered_id = ?` : ''} WHERE id = ?`,
          ...(otherOnline ? [id, now, id, id, id, row.id] : [id, now, id, id, row.id]),
        );
        const updated: ConversationRow = {
          ...row,
          last_message_id: id,
          last_at: now,
          [`${side}_read_id`]: id,
          [`${side}_delivered_id`]: id,
          ...(otherOnline ? { [`${other}_delivered_id`]: id } : {}),
        };
        const stored = messageById(db, id, lang)!;
        app.realtime.publish(`chat:${row.id}`, 'chat:message', stored);
        if (otherOnline) publishReceipt(updated);
        publishInbox(updated, parties);
        return stored;
      });
      app.rateLimit.hit(`chat:send:${user.id}`);
      return message;
    },

    read(user: ChatUser, conversationId: number, upTo: number | undefined) {
      const { row, side } = partyOf(db, conversationId, user);
      const last = row.last_message_id ?? 0;
      const target = Math.min(upTo ?? last, last);
      const readColumn = side === 'buyer' ? 'buyer_read_id' : 'seller_read_id';
      const deliveredColumn = side === 'buyer' ? 'buyer_delivered_id' : 'seller_delivered_id';
      transaction(db, () => {
        if (target > row[readColumn]) {
          run(
            db,
            `UPDATE chat_conversations SET ${readColumn} = ?, ${deliveredColumn} = MAX(${deliveredColumn}, ?)
              WHERE id = ?`,
            target,
            target,
            row.id,
          );
          const updated = conversationRow(db, row.id)!;
          publishReceipt(updated);
          publishInbox(updated);
        }
      });
      const updated = conversationRow(db, row.id)!;
      return { unread: unreadOf(db, updated, side), totalUnread: unreadTotal(db, user) };
    },

    unread(user: ChatUser) {
      return { total: unreadTotal(db, user) };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;

const PICTURE_MIMES = ['image/jpeg', 'image/png', 'image/gif'];

/** The stored parts of a message: text for text, the caller's own chat picture, or goods on the shelf. */
function checkContent(
  db: Db,
  user: ChatUser,
  body: SendBody,
  lang: Lang,
): { text: string; fileId: number | null; goodsId: number | null } {
  if (body.kind === 'text') {
    const text = body.text ?? '';
    if (text.trim() === '') throw new FieldError('text', MESSAGES.text[lang]);
    return { text, fileId: null, goodsId: null };
  }
  if (body.kind === 'picture') {
    const file =
      body.fileId === undefined
        ? undefined
        : one<{ id: number; mime: string }>(
            db,
            "SELECT id, mime FROM files WHERE public_id = ? AND owner_id = ? AND purpose = 'chat'",
            body.fileId,
            user.id,
          );
    if (!file || !PICTURE_MIMES.includes(file.mime)) throw new FieldError('fileId', MESSAGES.picture[lang]);
    return { text: '', fileId: file.id, goodsId: null };
  }
  const goods =
    body.goodsId === undefined
      ? undefined
      : one<{ id: number }>(db, 'SELECT id FROM products WHERE id = ? AND off_shelf = 0', body.goodsId);
  if (!goods) throw new FieldError('goodsId', MESSAGES.goods[lang]);
  return { text: '', fileId: null, goodsId: goods.id };
}
