// Messages by id: ids ascending whatever the order they come in, one entry per id (the later copy wins), and
// the same list while nothing changes.
import { describe, expect, it } from 'vitest';
import { message } from './chat-fixtures.ts';
import { allMessages, noMessages, setMessage, setMessages } from './messages-by-id.ts';

describe('messages by id', () => {
  it('keeps ids ascending and each id once, the later copy winning', () => {
    const state = setMessages(noMessages(), [message(5), message(1), message(9), message(3), message(7)]);
    setMessage(state, message(3, { text: 'again' }));
    setMessage(state, message(10));
    expect(state.ids).toEqual([1, 3, 5, 7, 9, 10]);
    expect(allMessages(state).map((m) => m.text)).toEqual([
      'message 1',
      'again',
      'message 5',
      'message 7',
      'message 9',
      'message 10',
    ]);
  });

  it('gives the same list for the same state', () => {
    const state = Object.freeze(setMessages(noMessages(), [message(2), message(1)]));
    expect(allMessages(state)).toBe(allMessages(state));
    expect(allMessages(noMessages())).toEqual([]);
  });
});
