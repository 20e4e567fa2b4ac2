// Chat between buyers and sellers' companies: the chat/* operations, the members-only guard of the rooms
// `chat:<id>`, and the other-party rule that lets both parties see the pictures of their conversation.
import * as chat from '@portal/contracts/http/chat';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { one } from '../../db/database.ts';
import { rateLimitPlugin } from '../../plugins/rate-limit.ts';
import { registerFileParty, type FilePartyResolver } from '../file/public.ts';
import { chatMigrations } from './schema.ts';
import { seedChat } from './seed.ts';
import { createChatService, isParty, type ChatUser } from './service.ts';

/** A chat picture: readable by every user of both parties of the conversation it was sent in. */
export const chatPictureParty: FilePartyResolver = (db, file, user) =>
  one(
    db,
    `SELECT 1 AS x FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
      WHERE m.file_id = ? AND (c.buyer_user_id = ? OR c.company_id = ?) LIMIT 1`,
    file.id,
    user.id,
    user.companyId ?? -1,
  ) !== undefined;

export const module: DomainModule = {
  name: 'chat',
  dependsOn: ['catalogue', 'file'],
  migrations: chatMigrations,
  seed: seedChat,
  async routes(app) {
    // The limiter of the sends (app.rateLimit), unless an outer scope already has one.
    if (!app.hasDecorator('rateLimit')) await app.register(rateLimitPlugin);
    registerFileParty(chatPictureParty);
    const service = createChatService(app);
    const userOf = (caller: { id: number; companyId: number | null }): ChatUser => ({
      id: caller.id,
      companyId: caller.companyId,
    });
    bind(app, chat.conversations, ({ caller, request }) => service.conversations(userOf(caller), request.lang));
    bind(app, chat.open, ({ caller, body, request }) => service.open(userOf(caller), body.companyId, request.lang));
    bind(app, chat.history, ({ caller, query, request }) => service.history(userOf(caller), query, request.lang));
    bind(app, chat.send, ({ caller, body, request }) => service.send(userOf(caller), body, request.lang));
    bind(app, chat.read, ({ caller, body }) => service.read(userOf(caller), body.conversationId, body.upTo));
    bind(app, chat.unread, ({ caller }) => service.unread(userOf(caller)));
  },
  realtime(app) {
    // Only the two parties (the buyer, any user of the seller's company) hear a conversation.
    app.realtime.guardRoom('chat', (user, room) =>
      room.kind === 'chat' && user !== null && isParty(app.db, room.id, user.id) ? null : 403,
    );
  },
};
