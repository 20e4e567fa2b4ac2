// Who is using the portal: token, user info, cart count, platform and the header's search text.
// token, userInfo, cartCount and platformInfo are persisted (docs/requirements.md sections 3 and 9); searchText is not.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@portal/contracts/entities/user';
import { DEFAULT_PLATFORM_CODE } from '@portal/contracts/envelope';

export interface PlatformInfo {
  code: string;
}

export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  cartCount: number;
  platformInfo: PlatformInfo;
  searchText: string;
}

export const initialSessionState: SessionState = {
  token: null,
  userInfo: null,
  cartCount: 0,
  platformInfo: { code: DEFAULT_PLATFORM_CODE },
  searchText: '',
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    loggedIn(state, action: PayloadAction<{ token: string; userInfo: UserInfo }>) {
      state.token = action.payload.token;
      state.userInfo = action.payload.userInfo;
    },
    /** The user asked to log out: the session saga tells the server, then `loggedOut` follows. */
    logoutRequested() {},
    /** Logout clears token, cart, search text and user info (docs/requirements.md section 4); the platform stays. */
    loggedOut(state) {
      state.token = null;
      state.userInfo = null;
      state.cartCount = 0;
      state.searchText = '';
    },
    userInfoLoaded(state, action: PayloadAction<UserInfo>) {
      state.userInfo = action.payload;
    },
    /** Another tab stored a different token: adopt it (its user info is reloaded by the session saga). */
    tokenSynced(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    cartCountChanged(state, action: PayloadAction<number>) {
      state.cartCount = Math.max(0, Math.trunc(action.payload));
    },
    searchTextChanged(state, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    platformCodeChanged(state, action: PayloadAction<string>) {
      state.platformInfo = { code: action.payload || DEFAULT_PLATFORM_CODE };
    },
  },
  selectors: {
    selectToken: (state) => state.token,
    selectUserInfo: (state) => state.userInfo,
    selectIsLoggedIn: (state) => state.token !== null,
    selectCartCount: (state) => state.cartCount,
    selectPlatformCode: (state) => state.platformInfo.code || DEFAULT_PLATFORM_CODE,
    selectSearchText: (state) => state.searchText,
  },
});

export const {
  loggedIn,
  loggedOut,
  logoutRequested,
  userInfoLoaded,
  tokenSynced,
  cartCountChanged,
  searchTextChanged,
  platformCodeChanged,
} = sessionSlice.actions;
export const { selectToken, selectUserInfo, selectIsLoggedIn, selectCartCount, selectPlatformCode, selectSearchText } =
  sessionSlice.selectors;
