// Logs a demo account in through the API and hands its session to a browser context, as the web stores it.
import type { BrowserContext } from 'playwright-core';
import { loginByAccount } from '@portal/contracts/http/auth';
import type { LoginResult } from '@portal/contracts/entities/user';
import { SESSION_KEYS } from '../../web/src/shared/session/session-persistence.ts';
import { call } from './api.ts';

export const DEMO_PASSWORD = 'demo1234';

export async function apiLogin(account: string, password = DEMO_PASSWORD): Promise<LoginResult> {
  const result = await call<LoginResult>(loginByAccount.method, loginByAccount.path, { body: { account, password } });
  if (result.resultCode !== '000') throw new Error(`login of ${account} failed: ${JSON.stringify(result)}`);
  return result.content;
}

/** Stores the session in the context's localStorage before any page script runs (first load only). */
export async function useSession(context: BrowserContext, login: LoginResult): Promise<void> {
  await context.addInitScript(
    ({ keys, token, user }) => {
      if (sessionStorage.getItem('__e2e_session')) return;
      sessionStorage.setItem('__e2e_session', '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.userInfo, JSON.stringify(user));
    },
    { keys: SESSION_KEYS, token: login.token, user: login.user },
  );
}
