// Chat between a buyer and a seller's company (shop, factory or service provider): the caller's conversations,
// opening one from a goods page or a shop, history paged backwards by cursor, sending and reading.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, defineOperation } from '../operation.ts';
import { ProductUnit } from '../entities/catalogue.ts';
import { FileId } from './file.ts';

/** The longest text message, in characters (what a chat bubble can reasonably hold). */
export const CHAT_TEXT_MAX = 2000;
/** Messages of one history page, by default and at most. */
export const CHAT_PAGE_SIZE = 20;
export const CHAT_PAGE_SIZE_MAX = 50;
/** Sending is limited per user: at most 5 messages a second and 60 a minute (then B001, 'too frequent'). */
export const CHAT_SEND_LIMITS = [
  { limit: 5, windowMs: 1_000 },
  { limit: 60, windowMs: 60_000 },
] as const;

export const CHAT_MESSAGE_KINDS = ['text', 'picture', 'goods'] as const;
export const ChatMessageKind = Type.Enum(CHAT_MESSAGE_KINDS);
export type ChatMessageKind = Static<typeof ChatMessageKind>;

/** Which party of a conversation: the buyer who started it, or the seller's company (any of its users). */
export const ChatSide = Type.Enum(['buyer', 'seller']);
export type ChatSide = Static<typeof ChatSide>;

/** A goods card: the goods as a chat shows it, both titles so every reader sees its own language. */
export const ChatGoods = Type.Object({
  id: Id,
  title: Type.String(),
  titleEn: Type.String(),
  image: Type.String(),
  /** Null when the goods' price is shown only after an application. */
  price: Type.Union([Money, Type.Null()]),
  unit: ProductUnit,
});
export type ChatGoods = Static<typeof ChatGoods>;

export const ChatPicture = Type.Object({ fileId: FileId, name: Type.String(), url: Type.String() });
export type ChatPicture = Static<typeof ChatPicture>;

export const ChatMessage = Type.Object({
  id: Id,
  conversationId: Id,
  senderId: Id,
  /** The sender's party: the reader's own messages are those of its side. */
  side: ChatSide,
  kind: ChatMessageKind,
  /** Plain text, shown as text (never HTML); '' for pictures and goods cards. */
  text: Type.String(),
  picture: Type.Union([ChatPicture, Type.Null()]),
  goods: Type.Union([ChatGoods, Type.Null()]),
  /** The sender's own key for the message (resending with the same key stores it once). */
  clientKey: Type.Union([Type.String(), Type.Null()]),
  sentAt: EpochMs,
});
export type ChatMessage = Static<typeof ChatMessage>;

/** How far each side has received and read: message ids (0: nothing yet). */
export const ChatReceipts = Type.Object({
  buyerDeliveredId: Type.Integer({ minimum: 0 }),
  buyerReadId: Type.Integer({ minimum: 0 }),
  sellerDeliveredId: Type.Integer({ minimum: 0 }),
  sellerReadId: Type.Integer({ minimum: 0 }),
});
export type ChatReceipts = Static<typeof ChatReceipts>;

export const ChatConversation = Type.Object({
  id: Id,
  /** The caller's side in this conversation. */
  side: ChatSide,
  /** The seller's company. */
  companyId: Id,
  /** The buyer who started it. */
  buyerId: Id,
  /** Who the caller talks to, in the caller's language: the seller's shop name, or the buyer's name. */
  peerName: Type.String(),
  /** The peer's company name (the buyer's company, or the seller's full name); '' when none. */
  peerCompany: Type.String(),
  peerAvatar: Type.String(),
  lastMessage: Type.Union([ChatMessage, Type.Null()]),
  /** Messages of the other side the caller's side has not read. */
  unread: Type.Integer({ minimum: 0 }),
  receipts: ChatReceipts,
  /** Time of the last message, else of the opening. */
  lastAt: EpochMs,
});
export type ChatConversation = Static<typeof ChatConversation>;

export const conversations = defineOperation({
  id: 'chat/conversations',
  method: 'GET',
  path: `${API.portal}/chat/conversations`,
  summary: "The caller's conversations, latest first, with the last message, unread counts and the unread total",
  description:
    'A conversation is between the buyer who opened it and the seller company: every user of that company ' +
    'sees it and reads for it. Reading this list marks the messages of the other side as delivered.',
  access: 'user',
  content: Type.Object({
    records: Type.Array(ChatConversation),
    /** Unread messages over every conversation (the header's count). */
    totalUnread: Type.Integer({ minimum: 0 }),
  }),
});

export const open = defineOperation({
  id: 'chat/open',
  method: 'POST',
  path: `${API.portal}/chat/open`,
  summary:
    "Opens the caller's conversation with a seller's company (shop, factory or service provider), creating it " +
    'the first time',
  description:
    "The 'contact the seller' call of goods pages and shops (`/chat?companyId=&goodsId=`). A company that is " +
    "not a shop, factory or service provider, or the caller's own company, answers B017 / B018. The goods " +
    "card itself is sent with chat/send (kind 'goods') when the user chooses to.",
  access: 'user',
  body: Type.Object({ companyId: Id }),
  content: ChatConversation,
});

export const HistoryQuery = Type.Object({
  conversationId: Id,
  /** Cursor: only messages older than this id (absent: the latest). */
  before: Type.Optional(Id),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_PAGE_SIZE_MAX, default: CHAT_PAGE_SIZE })),
});
export type HistoryQuery = Static<typeof HistoryQuery>;

export const history = defineOperation({
  id: 'chat/history',
  method: 'GET',
  path: `${API.portal}/chat/history`,
  summary: 'Messages of a conversation, paged backwards by cursor (before = an id), oldest first within a page',
  description:
    'Only the two parties may read it (else B017). The answer carries the room `chat:<id>` sequence and epoch, ' +
    'so it is the room snapshot of the realtime client; reading it marks the messages as delivered.',
  access: 'user',
  query: HistoryQuery,
  content: Type.Object({
    conversation: ChatConversation,
    messages: Type.Array(ChatMessage),
    /** Older messages exist: ask again with before = messages[0].id. */
    hasMore: Type.Boolean(),
    seq: Type.Integer({ minimum: 0 }),
    epoch: Type.String(),
  }),
});

export const SendBody = Type.Object({
  conversationId: Id,
  kind: ChatMessageKind,
  /** Required for text: 1 to 2000 characters, not only spaces. */
  text: Type.Optional(Type.String({ maxLength: CHAT_TEXT_MAX })),
  /** Required for a picture: a JPG, PNG or GIF the caller uploaded with file/upload?purpose=chat. */
  fileId: Type.Optional(FileId),
  /** Required for a goods card. */
  goodsId: Type.Optional(Id),
  /** The client's key of this message: a resend with the same key answers the stored message. */
  clientKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })),
});
export type SendBody = Static<typeof SendBody>;

export const send = defineOperation({
  id: 'chat/send',
  method: 'POST',
  path: `${API.portal}/chat/send`,
  summary: 'Sends a text, a picture or a goods card; at most 5 a second and 60 a minute per user (else B001)',
  description:
    'Stored, then published after commit: `chat:message` to the room `chat:<id>`, `chat:inbox` (unread ' +
    'counts) to the `user:<id>` room of every user of both parties, `chat:receipt` when the other side is ' +
    'online (delivered). A missing or empty part answers 400 naming the field.',
  access: 'user',
  body: SendBody,
  content: ChatMessage,
});

export const read = defineOperation({
  id: 'chat/read',
  method: 'POST',
  path: `${API.portal}/chat/read`,
  summary: "Marks the conversation read up to a message (absent: its last) for the caller's side",
  access: 'user',
  body: Type.Object({ conversationId: Id, upTo: Type.Optional(Id) }),
  content: Type.Object({ unread: Type.Integer({ minimum: 0 }), totalUnread: Type.Integer({ minimum: 0 }) }),
});

export const unread = defineOperation({
  id: 'chat/unread',
  method: 'GET',
  path: `${API.portal}/chat/unread`,
  summary: "The caller's unread chat messages over every conversation (the header's count)",
  access: 'user',
  content: Type.Object({ total: Type.Integer({ minimum: 0 }) }),
});
