// Chat events: in a conversation's room (`chat:<conversationId>`, its two parties only) each message after it
// is stored and each change of the delivery and read state; in each party user's room (`user:<id>`) the
// unread counts, which the header's total and the conversation list follow in every tab.
import { Type, type Static } from 'typebox';
import { Id } from '../operation.ts';
import { ChatMessage, ChatReceipts } from '../http/chat.ts';

/** A stored message, exactly as chat/history returns it. */
export const ChatMessageEvent = ChatMessage;
export type ChatMessageEvent = Static<typeof ChatMessageEvent>;

/** How far each side of the conversation has received and read. */
export const ChatReceiptEvent = Type.Object({ conversationId: Id, ...ChatReceipts.properties });
export type ChatReceiptEvent = Static<typeof ChatReceiptEvent>;

/** To a user's own room: a conversation of theirs changed (a message, a read); its and the total unread. */
export const ChatInboxEvent = Type.Object({
  conversationId: Id,
  unread: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type ChatInboxEvent = Static<typeof ChatInboxEvent>;

export interface ChatEventPayloads {
  'chat:message': ChatMessageEvent;
  'chat:receipt': ChatReceiptEvent;
  'chat:inbox': ChatInboxEvent;
}
