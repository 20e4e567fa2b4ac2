// The session's persisted part (token, userInfo, cartCount, platformInfo) in localStorage: read when the
// store is made, written whenever it changes. The keys are what other tabs watch (cross-tab sync).
import type { UserInfo } from '@portal/contracts/entities/user';
import { DEFAULT_PLATFORM_CODE } from '@portal/contracts/envelope';
import { initialSessionState, type SessionState } from './session-slice.ts';

export const SESSION_KEYS = {
  token: 'portal.token',
  userInfo: 'portal.userInfo',
  cartCount: 'portal.cartCount',
  platformInfo: 'portal.platformInfo',
} as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson(storage: StorageLike, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isUserInfo(value: unknown): value is UserInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UserInfo).id === 'number' &&
    typeof (value as UserInfo).nickname === 'string'
  );
}

/** The stored session; what is missing or unreadable falls back to the initial values. */
export function readPersistedSession(storage: StorageLike | undefined = globalThis.localStorage): SessionState {
  if (!storage) return initialSessionState;
  const token = storage.getItem(SESSION_KEYS.token);
  const userInfo = readJson(storage, SESSION_KEYS.userInfo);
  const cartCount = Number(storage.getItem(SESSION_KEYS.cartCount) ?? 0);
  const platform = readJson(storage, SESSION_KEYS.platformInfo) as { code?: unknown } | null;
  const code = typeof platform?.code === 'string' && platform.code !== '' ? platform.code : DEFAULT_PLATFORM_CODE;
  return {
    ...initialSessionState,
    token: token || null,
    // User info without a token means nothing: the user is not logged in.
    userInfo: token && isUserInfo(userInfo) ? userInfo : null,
    cartCount: Number.isFinite(cartCount) && cartCount > 0 ? Math.trunc(cartCount) : 0,
    platformInfo: { code },
  };
}

function writeOrRemove(storage: StorageLike, key: string, value: string | null): void {
  if (value === null) {
    if (storage.getItem(key) !== null) storage.removeItem(key);
  } else if (storage.getItem(key) !== value) {
    // Unchanged values are not written again, so other tabs only hear about real changes.
    storage.setItem(key, value);
  }
}

/** Writes the persisted part of the session (an absent token removes the keys). */
export function persistSession(
  session: SessionState,
  storage: StorageLike | undefined = globalThis.localStorage,
): void {
  if (!storage) return;
  writeOrRemove(storage, SESSION_KEYS.token, session.token);
  writeOrRemove(storage, SESSION_KEYS.userInfo, session.userInfo ? JSON.stringify(session.userInfo) : null);
  writeOrRemove(storage, SESSION_KEYS.cartCount, session.cartCount > 0 ? String(session.cartCount) : null);
  writeOrRemove(storage, SESSION_KEYS.platformInfo, JSON.stringify(session.platformInfo));
}
