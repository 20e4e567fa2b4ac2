// Chat room events (`chat:<conversationId>`): messages after they are stored.
import { Type, type Static } from 'typebox';
import { EpochMs, Id } from '../operation.ts';

export const ChatMessageEvent = Type.Object({
  conversationId: Id,
  messageId: Id,
  fromUserId: Id,
  text: Type.String(),
  sentAt: EpochMs,
});
export type ChatMessageEvent = Static<typeof ChatMessageEvent>;

export interface ChatEventPayloads {
  'chat:message': ChatMessageEvent;
}
