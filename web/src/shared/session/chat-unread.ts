// The header's chat unread total: a small slice injected into the root reducer (not persisted: it is loaded
// at every start by the saga, with chat/unread of chat-unread-api.ts, loaded only then).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../store/root-reducer.ts';
import { loggedOut } from './session-slice.ts';

export const chatUnreadSlice = createSlice({
  name: 'chatUnread',
  initialState: { total: 0 },
  reducers: {
    /** The server told (chat/unread, or `chat:inbox` on the user's room) how many messages wait unread. */
    chatUnreadChanged(state, action: PayloadAction<number>) {
      state.total = Math.max(0, Math.trunc(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, (state) => {
      state.total = 0;
    });
  },
  selectors: {
    selectChatUnread: (state) => state.total,
  },
});

export const injectedChatUnread = chatUnreadSlice.injectInto(rootReducer);
export const { chatUnreadChanged } = chatUnreadSlice.actions;
const { selectors } = injectedChatUnread;
/** The unread total from the root state (the slice is injected, so the root type does not list it). */
export const selectChatUnread = (state: object): number =>
  selectors.selectChatUnread(state as Parameters<typeof selectors.selectChatUnread>[0]);
