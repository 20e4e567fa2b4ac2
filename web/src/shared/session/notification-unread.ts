// The header bell's unread count: a small slice injected into the root reducer, set by the count call (loaded
// with the notification centre's code after the first screen) and by `user:notifications` on the user's room,
// which tells every tab of the user each new notice and each read.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../store/root-reducer.ts';
import { isUserEvent } from '../realtime/user-events.ts';
import { loggedOut } from './session-slice.ts';

export const notificationUnreadSlice = createSlice({
  name: 'notificationUnread',
  initialState: { total: 0 },
  reducers: {
    /** The server told (notification/unreadCount or notification/read) how many notices are unread. */
    notificationUnreadChanged(state, action: PayloadAction<number>) {
      state.total = Math.max(0, Math.trunc(action.payload));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loggedOut, (state) => {
        state.total = 0;
      })
      .addMatcher(isUserEvent('user:notifications'), (state, action) => {
        state.total = action.payload.data.unread;
      });
  },
  selectors: {
    selectNotificationUnread: (state) => state.total,
  },
});

const injected = notificationUnreadSlice.injectInto(rootReducer);
export const { notificationUnreadChanged } = notificationUnreadSlice.actions;
const { selectors } = injected;
/** The unread count from the root state (the slice is injected, so the root type does not list it). */
export const selectNotificationUnread = (state: object): number =>
  selectors.selectNotificationUnread(state as Parameters<typeof selectors.selectNotificationUnread>[0]);
