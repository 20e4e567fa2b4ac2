// Accounts as a user runs them: register, log in by account and by mobile + SMS code, log out; a wrong
// password, a too-frequent SMS request and mismatched passwords show the product's messages; password reset.
// SMS codes and the graphic code are read through the operator's test aids.
import { resetPassword, sendSmsCode } from '@portal/contracts/http/auth';
import { apiLogin, callOk, DEMO_PASSWORD } from '../support/api.ts';
import { VIEWPORTS } from '../support/env.ts';
import type { MockAids } from '../support/mock.ts';
import { expect, test } from '../support/fixtures.ts';
import { LoginPage, RegisterPage, ResetPasswordPage, type NewUser } from '../pages/account.ts';
import { Shell } from '../pages/shell.ts';

const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
const newUser: NewUser = {
  role: 'buyer',
  account: `e2e${suffix}`,
  mobile: `139${suffix}00`.slice(0, 11),
  password: 'market2026',
};

test.describe('registration and both logins', () => {
  test('registers a buyer, then logs in by account and by mobile + SMS code', async ({ page, mock, consoleErrors }) => {
    const shell = new Shell(page);
    const register = new RegisterPage(page, mock);
    await register.open();
    await register.fill(newUser);
    await register.submit.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell.userMenu).toContainText(newUser.account);
    await shell.logout();

    const login = new LoginPage(page, mock);
    await login.open();
    await login.byAccount(newUser.account, newUser.password);
    await expect(shell.userMenu).toBeVisible();
    await shell.logout();

    // One SMS code a minute per mobile: move the server clock past the interval instead of waiting.
    await mock.advanceClock(61_000);
    await login.open();
    await login.byMobile(newUser.mobile);
    await expect(shell.userMenu).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows the message of a wrong password and keeps what was typed', async ({ page, mock }) => {
    const login = new LoginPage(page, mock);
    await login.open();
    await login.byAccount('buyer', 'wrong1234');
    await expect(page.getByText('账号或密码错误').first()).toBeVisible();
    await expect(login.account).toHaveValue('buyer');
    await expect(new Shell(page).loginLink).toHaveCount(1);
  });

  test.describe('in English', () => {
    test.use({ lang: 'en' });
    test('says "Operation is too frequent" when an SMS code is asked again at once', async ({ page, mock }) => {
      const login = new LoginPage(page, mock);
      await login.open();
      await login.mobileTab('13800000003');
      await login.sendSms('13800000003');
      await page.reload();
      await login.mobileTab('13800000003');
      await login.sendSmsButton.click();
      await expect(new Shell(page).toast('Operation is too frequent. Please try again later!')).toBeVisible();
    });
  });
});

test.describe('registration rules on a phone in English', () => {
  test.use({ lang: 'en', viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
  test('shows the requirements section 5 messages, keeping the input', async ({ page, mock }) => {
    const register = new RegisterPage(page, mock);
    await register.open();
    await register.password.fill('abc12345');
    await register.confirmPassword.fill('abc12346');
    await register.submit.click();
    await expect(page.getByText('The passwords you entered do not match. Please re-enter.').first()).toBeVisible();
    await expect(register.password).toHaveValue('abc12345');
  });
});

/** Gives a demo account its demo password back through the API (the next SMS code is a minute later). */
async function restoreDemoPassword(mock: MockAids, mobile: string): Promise<void> {
  await mock.advanceClock(61_000);
  const since = await mock.now();
  await callOk(sendSmsCode, { body: { mobile, purpose: 'reset' } });
  const { code } = await mock.waitForSms(mobile, since);
  await callOk(resetPassword, {
    body: { mobile, smsCode: code, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
}

test.describe('password reset', () => {
  test('resets the password with an SMS code, then logs in with the new one', async ({ page, mock }) => {
    const reset = new ResetPasswordPage(page, mock);
    await reset.open();
    await reset.reset('13800000006', 'provider2026');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await new LoginPage(page, mock).byAccount('provider', 'provider2026');
    await expect(new Shell(page).userMenu).toBeVisible();
    // Other tests log the provider in with the demo password.
    await restoreDemoPassword(mock, '13800000006');
    await apiLogin('provider');
  });
});
