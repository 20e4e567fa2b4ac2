// The header bell's unread count: a small slice injected into the root reducer when the notification centre's
// code loads (after the first screen: the header reads `notificationUnread.total` with a selector of its own),
// set by the count call and by `user:notifications` on the user's room, which tells every tab of the user
// each new notice and each read.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/shared/store/root-reducer.ts';
import { isUserEvent } from '@/shared/realtime/user-events.ts';
import { loggedOut } from '@/shared/session/session-slice.ts';

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
