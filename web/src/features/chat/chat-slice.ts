// The open conversations' messages on the client: kept by id (messages-by-id.ts, sorted by id, the order
// the server gives them) from the room's snapshots (chat/history), its live events and older pages, so order
// holds and nothing shows twice; a live message is put in its place, not the whole list sorted again. Plus
// each side's receipts.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatConversation, ChatMessage, ChatReceipts } from '@portal/contracts/http/chat';
import type { ContentOf } from '@portal/contracts/operation';
import type { history } from '@portal/contracts/http/chat';
import { rootReducer } from '@/shared/store/root-reducer.ts';
import { allMessages, noMessages, setMessage, setMessages, type MessagesById } from './messages-by-id.ts';

export interface ConversationState {
  conversation: ChatConversation | null;
  /** By id, ids in id order (the server's order of sending): read them with `messagesOf`. */
  messages: MessagesById;
  /** Older messages remain on the server. */
  hasMore: boolean;
  receipts: ChatReceipts;
  /** Why the room refused this user, in the user's language. */
  refusal: string | null;
}

export interface ChatState {
  byId: Record<number, ConversationState>;
}

const NO_RECEIPTS: ChatReceipts = { buyerDeliveredId: 0, buyerReadId: 0, sellerDeliveredId: 0, sellerReadId: 0 };

const NO_MESSAGES: readonly ChatMessage[] = [];

/** A conversation's messages, oldest first (the same array while they do not change). */
export const messagesOf = (entry: ConversationState | undefined): readonly ChatMessage[] =>
  entry ? allMessages(entry.messages) : NO_MESSAGES;

const emptyConversation = (): ConversationState => ({
  conversation: null,
  messages: noMessages(),
  hasMore: false,
  receipts: NO_RECEIPTS,
  refusal: null,
});

/** Receipts only move forward: an older snapshot never takes back a read. */
function laterReceipts(a: ChatReceipts, b: ChatReceipts): ChatReceipts {
  return {
    buyerDeliveredId: Math.max(a.buyerDeliveredId, b.buyerDeliveredId),
    buyerReadId: Math.max(a.buyerReadId, b.buyerReadId),
    sellerDeliveredId: Math.max(a.sellerDeliveredId, b.sellerDeliveredId),
    sellerReadId: Math.max(a.sellerReadId, b.sellerReadId),
  };
}

type History = ContentOf<typeof history>;

export const chatSlice = createSlice({
  name: 'chat',
  initialState: { byId: {} } as ChatState,
  reducers: {
    /** The latest page of a conversation (the room's snapshot: first join, after a gap or a restart). */
    roomSynced(state, action: PayloadAction<History>) {
      const { conversation, messages, hasMore } = action.payload;
      const known = state.byId[conversation.id];
      const current = known ?? emptyConversation();
      const firstKnown = known?.messages.ids[0];
      state.byId[conversation.id] = {
        conversation,
        // Each id once, the later copy winning.
        messages: setMessages(current.messages, messages),
        // With older pages already loaded the snapshot says nothing about what lies before them.
        hasMore: known && firstKnown !== undefined && firstKnown < (messages[0]?.id ?? 0) ? known.hasMore : hasMore,
        receipts: laterReceipts(current.receipts, conversation.receipts),
        refusal: null,
      };
    },
    /** An older page, asked for with before = the first message's id. */
    olderLoaded(state, action: PayloadAction<{ conversationId: number; messages: ChatMessage[]; hasMore: boolean }>) {
      const entry = (state.byId[action.payload.conversationId] ??= emptyConversation());
      setMessages(entry.messages, action.payload.messages);
      entry.hasMore = action.payload.hasMore;
    },
    /** A message arrived on the room, or the server answered the one this tab sent. */
    messageReceived(state, action: PayloadAction<ChatMessage>) {
      const entry = (state.byId[action.payload.conversationId] ??= emptyConversation());
      setMessage(entry.messages, action.payload);
    },
    receiptsChanged(state, action: PayloadAction<{ conversationId: number } & ChatReceipts>) {
      const { conversationId, ...receipts } = action.payload;
      const entry = (state.byId[conversationId] ??= emptyConversation());
      entry.receipts = laterReceipts(entry.receipts, receipts);
    },
    roomRefused(state, action: PayloadAction<{ conversationId: number; message: string }>) {
      const entry = (state.byId[action.payload.conversationId] ??= emptyConversation());
      entry.refusal = action.payload.message;
    },
  },
  selectors: {
    selectConversationState: (state, id: number | null): ConversationState | undefined =>
      id === null ? undefined : state.byId[id],
  },
});

export const injectedChat = chatSlice.injectInto(rootReducer);
export const { roomSynced, olderLoaded, messageReceived, receiptsChanged, roomRefused } = chatSlice.actions;
const { selectors } = injectedChat;
/** One conversation's state from the root state (the slice is injected, so the root type does not list it). */
export const selectConversationState = (state: object, id: number | null): ConversationState | undefined =>
  selectors.selectConversationState(state as Parameters<typeof selectors.selectConversationState>[0], id);

/** A message's delivery state as its sender sees it, from the other side's receipts. */
export type DeliveryState = 'sent' | 'delivered' | 'read';
export function deliveryOf(message: ChatMessage, receipts: ChatReceipts): DeliveryState {
  const read = message.side === 'buyer' ? receipts.sellerReadId : receipts.buyerReadId;
  const delivered = message.side === 'buyer' ? receipts.sellerDeliveredId : receipts.buyerDeliveredId;
  if (read >= message.id) return 'read';
  if (delivered >= message.id) return 'delivered';
  return 'sent';
}
