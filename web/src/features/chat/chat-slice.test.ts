// The client's message state: kept by id (messages-by-id.ts) in id order whatever the order of snapshots,
// live events and older pages; a live message leaves the others untouched; receipts never go back; the
// sender's delivery state from the other side's receipts.
import { describe, expect, it } from 'vitest';
import {
  chatSlice,
  deliveryOf,
  messageReceived,
  messagesOf,
  olderLoaded,
  receiptsChanged,
  roomSynced,
} from './chat-slice.ts';
import { conversation, message } from './chat-fixtures.ts';

const reduce = (actions: Parameters<typeof chatSlice.reducer>[1][]) =>
  actions.reduce((state, action) => chatSlice.reducer(state, action), chatSlice.getInitialState());

describe('chat slice', () => {
  it('keeps each message once by id, in id order, the later copy winning', () => {
    const state = reduce([
      messageReceived(message(3)),
      messageReceived(message(1)),
      olderLoaded({ conversationId: 5, messages: [message(2), message(3, { text: 'again' })], hasMore: false }),
    ]);
    expect(messagesOf(state.byId[5]).map((m) => [m.id, m.text])).toEqual([
      [1, 'message 1'],
      [2, 'message 2'],
      [3, 'again'],
    ]);
  });

  it('puts a live message in its place and leaves the others as they were', () => {
    const before = reduce([
      roomSynced({
        conversation: conversation(),
        messages: [message(1), message(2)],
        hasMore: false,
        seq: 1,
        epoch: 'e',
      }),
    ]);
    const after = chatSlice.reducer(before, messageReceived(message(3)));
    expect(after.byId[5]!.messages.ids).toEqual([1, 2, 3]);
    // Kept by id: the messages already there are the same objects (nothing rebuilt for one event).
    expect(after.byId[5]!.messages.entities[1]).toBe(before.byId[5]!.messages.entities[1]);
    expect(messagesOf(after.byId[5])[0]).toBe(messagesOf(before.byId[5])[0]);
  });

  it('keeps live messages and older pages across a re-sync, and what lies before them', () => {
    const state = reduce([
      roomSynced({
        conversation: conversation(),
        messages: [message(21), message(22)],
        hasMore: true,
        seq: 2,
        epoch: 'e',
      }),
      olderLoaded({ conversationId: 5, messages: [message(1), message(20)], hasMore: false }),
      messageReceived(message(23)),
      // a gap: the snapshot is the latest page again
      roomSynced({
        conversation: conversation(),
        messages: [message(22), message(23), message(24)],
        hasMore: true,
        seq: 5,
        epoch: 'e',
      }),
    ]);
    const entry = state.byId[5]!;
    expect(messagesOf(entry).map((m) => m.id)).toEqual([1, 20, 21, 22, 23, 24]);
    expect(entry.hasMore).toBe(false);
  });

  it('never takes a receipt back, and tells the sender sent, delivered or read', () => {
    const state = reduce([
      receiptsChanged({
        conversationId: 5,
        buyerDeliveredId: 0,
        buyerReadId: 0,
        sellerDeliveredId: 9,
        sellerReadId: 7,
      }),
      receiptsChanged({
        conversationId: 5,
        buyerDeliveredId: 0,
        buyerReadId: 0,
        sellerDeliveredId: 8,
        sellerReadId: 6,
      }),
    ]);
    const receipts = state.byId[5]!.receipts;
    expect(receipts).toMatchObject({ sellerDeliveredId: 9, sellerReadId: 7 });
    expect(deliveryOf(message(7), receipts)).toBe('read');
    expect(deliveryOf(message(9), receipts)).toBe('delivered');
    expect(deliveryOf(message(10), receipts)).toBe('sent');
    // the seller's own messages are judged by the buyer's receipts
    expect(deliveryOf(message(7, { side: 'seller' }), receipts)).toBe('sent');
  });
});
