// Messages and conversations for the chat feature's tests (tests only).
import type { ChatConversation, ChatMessage } from '@portal/contracts/http/chat';

export const NOW = 1_780_000_000_000;

export function message(id: number, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    conversationId: 5,
    senderId: 7,
    side: 'buyer',
    kind: 'text',
    text: `message ${id}`,
    picture: null,
    goods: null,
    clientKey: null,
    sentAt: NOW + id * 1000,
    ...extra,
  };
}

export function conversation(extra: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: 5,
    side: 'buyer',
    companyId: 31,
    buyerId: 7,
    peerName: 'Yiwu Hardware Store',
    peerCompany: 'Yiwu Hardware Trading Co., Ltd.',
    peerAvatar: '',
    lastMessage: null,
    unread: 0,
    receipts: { buyerDeliveredId: 0, buyerReadId: 0, sellerDeliveredId: 0, sellerReadId: 0 },
    lastAt: NOW,
    ...extra,
  };
}
