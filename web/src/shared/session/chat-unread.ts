// The header's chat unread total: a small slice injected into the root reducer (not persisted: it is loaded
// at every start) and the chat/unread call that the saga loads it with.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { unread } from '@portal/contracts/http/chat';
import type { ContentOf } from '@portal/contracts/operation';
import { api } from '../api/api.ts';
import { opArgs } from '../api/operation.ts';
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

export const chatUnreadApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatUnread: build.query<ContentOf<typeof unread>, void>({
      query: () => opArgs(unread),
    }),
  }),
});
