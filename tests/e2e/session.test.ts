// The `loginAs` fixture: any demo account logged in through the API lands in the page as the web's session
// persistence stores it (the header shows the user, a reload keeps the session), and the token is the
// server's (jwt/user answers the same user).
import { jwtUser } from '@portal/contracts/http/auth';
import type { UserInfo } from '@portal/contracts/entities/user';
import { SESSION_KEYS } from '../../web/src/shared/session/session-persistence.ts';
import { callOk } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { Shell } from '../pages/shell.ts';

/** The demo accounts of the README (mock-server/src/seed/demo-accounts.ts), one of each role. */
const DEMO_ACCOUNTS = ['buyer', 'buyer2', 'buyer3', 'seller', 'factory', 'provider', 'operator', 'personal'];

test.describe('loginAs', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`logs in ${account} through the API`, async ({ page, loginAs }) => {
      const login = await loginAs(account);
      expect(login.user.account).toBe(account);
      const nickname = login.user.nickname;
      const server = await callOk<UserInfo>(jwtUser, { query: { token: login.token } });
      expect(server.id).toBe(login.user.id);

      const shell = new Shell(page);
      await page.goto('/news');
      await expect(shell.userMenu).toContainText(nickname);
      expect(await shell.stored(SESSION_KEYS.token)).toBe(login.token);
      await page.reload();
      await expect(shell.userMenu).toContainText(nickname);
    });
  }

  test('leaves a logout alone on the next load', async ({ page, loginAs }) => {
    await loginAs('buyer3');
    const shell = new Shell(page);
    await page.goto('/');
    await shell.logout();
    await page.reload();
    await expect(shell.loginLink).toBeVisible();
    expect(await shell.stored(SESSION_KEYS.token)).toBeNull();
  });
});
