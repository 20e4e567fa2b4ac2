// A conversation's messages kept by id, ids in ascending order (the order the server sends them): RTK's entity
// adapter's shape and its two writes the chat slice uses, written out here because the adapter's code would sit
// in the store's library chunk that every page's first screen loads (the home page's budget,
// docs/benchmarks.md "bench:web"). Writes mutate (an immer draft in the slice); reads keep their array.
import type { ChatMessage } from '@portal/contracts/http/chat';

export interface MessagesById {
  /** Ascending. */
  ids: number[];
  entities: Record<number, ChatMessage>;
}

export const noMessages = (): MessagesById => ({ ids: [], entities: {} });

/** The place of `id` in ascending `ids` (where it is, or where it goes). */
function placeOf(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ids[middle] ?? 0) < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sets one message by id (a later copy replaces the earlier), its id put in its place; the others untouched. */
export function setMessage(state: MessagesById, message: ChatMessage): MessagesById {
  if (!(message.id in state.entities)) {
    const last = state.ids[state.ids.length - 1];
    // A live message is almost always the newest.
    if (last === undefined || last < message.id) state.ids.push(message.id);
    else state.ids.splice(placeOf(state.ids, message.id), 0, message.id);
  }
  state.entities[message.id] = message;
  return state;
}

/** Sets each message in turn (for one id, the later copy wins). */
export function setMessages(state: MessagesById, messages: readonly ChatMessage[]): MessagesById {
  for (const message of messages) setMessage(state, message);
  return state;
}

const lists = new WeakMap<MessagesById, readonly ChatMessage[]>();

/** The messages in id order: the same array while `state` is the same (frozen store state changes by copy). */
export function allMessages(state: MessagesById): readonly ChatMessage[] {
  let list = lists.get(state);
  if (!list) {
    list = state.ids.flatMap((id) => state.entities[id] ?? []);
    lists.set(state, list);
  }
  return list;
}
