// Accounts as a user runs them: register, log in by account and by mobile + SMS code, log out; a wrong
// password, a too-frequent SMS request and mismatched passwords show the spec's messages; password reset.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { accountTestIds as ids } from '../../web/src/features/account/test-ids.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { advanceServerClock, latestCaptcha, serverNow, waitForSms } from '../support/mock.ts';

const byId = (id: string) => `[data-testid="${id}"]`;
const suffix = String(Date.now() % 1_000_000).padStart(6, '0');
const newUser = { account: `e2e${suffix}`, mobile: `139${suffix}00`.slice(0, 11), password: 'market2026' };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

async function logout(page: Page): Promise<void> {
  await page.locator(byId(testIds.header.userMenu)).click();
  await page.locator(byId(testIds.header.logout)).click();
  await page.locator(byId(testIds.header.loginLink)).waitFor();
}

async function sendSms(page: Page, button: string, mobile: string): Promise<string> {
  const since = await serverNow();
  await page.locator(byId(button)).click();
  return (await waitForSms(mobile, since)).code;
}

describe('registration and both logins', () => {
  it('registers a buyer, then logs in by account and by mobile + SMS code', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/register');
    await page.locator(byId(ids.register.role('buyer'))).click();
    await page.locator(byId(ids.register.account)).fill(newUser.account);
    await page.locator(byId(ids.register.mobile)).fill(newUser.mobile);
    await page.locator(byId(ids.register.smsCode)).fill(await sendSms(page, ids.register.sendSms, newUser.mobile));
    await page.locator(byId(ids.register.captchaImage)).waitFor();
    await page.waitForTimeout(300);
    await page.locator(byId(ids.register.captcha)).fill((await latestCaptcha()).text);
    await page.locator(byId(ids.register.password)).fill(newUser.password);
    await page.locator(byId(ids.register.confirmPassword)).fill(newUser.password);
    await page.locator(byId(ids.register.agreement)).click();
    await screenshot(page, 'register-filled-zh-desktop');
    await page.locator(byId(ids.register.submit)).click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.match(await page.locator(byId(testIds.header.userMenu)).innerText(), new RegExp(newUser.account));
    await logout(page);

    await page.goto('/login');
    await page.locator(byId(ids.login.account)).fill(newUser.account);
    await page.locator(byId(ids.login.password)).fill(newUser.password);
    await page.locator(byId(ids.login.submitAccount)).click();
    await page.locator(byId(testIds.header.userMenu)).waitFor();
    await logout(page);

    // One SMS code a minute per mobile: move the server clock past the interval instead of waiting.
    await advanceServerClock(61_000);
    await page.goto('/login');
    await page.locator(byId(ids.login.tabMobile)).click();
    await page.locator(byId(ids.login.mobile)).fill(newUser.mobile);
    await page.locator(byId(ids.login.smsCode)).fill(await sendSms(page, ids.login.sendSms, newUser.mobile));
    await page.locator(byId(ids.login.submitMobile)).click();
    await page.locator(byId(testIds.header.userMenu)).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the message of a wrong password and keeps what was typed', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.locator(byId(ids.login.account)).fill('buyer');
    await page.locator(byId(ids.login.password)).fill('wrong1234');
    await page.locator(byId(ids.login.submitAccount)).click();
    await page.getByText('账号或密码错误').first().waitFor();
    assert.equal(await page.locator(byId(ids.login.account)).inputValue(), 'buyer');
    assert.equal(await page.locator(byId(testIds.header.loginLink)).count(), 1);
    await context.close();
  });

  it('says "Operation is too frequent" when an SMS code is asked again at once', async () => {
    const { context, page } = await openPage(browser, { lang: 'en' });
    await page.goto('/login');
    await page.locator(byId(ids.login.tabMobile)).click();
    await page.locator(byId(ids.login.mobile)).fill('13800000003');
    await sendSms(page, ids.login.sendSms, '13800000003');
    await page.reload();
    await page.locator(byId(ids.login.tabMobile)).click();
    await page.locator(byId(ids.login.mobile)).fill('13800000003');
    await page.locator(byId(ids.login.sendSms)).click();
    const toast = page
      .locator(byId(testIds.toast))
      .filter({ hasText: 'Operation is too frequent. Please try again later!' });
    await toast.first().waitFor();
    await screenshot(page, 'sms-too-frequent-en-desktop');
    await context.close();
  });
});

describe('registration rules', () => {
  it('shows the section 5 messages on a phone in English, keeping the input', async () => {
    const { context, page } = await openPage(browser, { lang: 'en', viewport: 'phone' });
    await page.goto('/register');
    await page.locator(byId(ids.register.password)).fill('abc12345');
    await page.locator(byId(ids.register.confirmPassword)).fill('abc12346');
    await page.locator(byId(ids.register.submit)).click();
    await page.getByText('The passwords you entered do not match. Please re-enter.').first().waitFor();
    assert.equal(await page.locator(byId(ids.register.password)).inputValue(), 'abc12345');
    await screenshot(page, 'register-errors-en-phone');
    await context.close();
  });
});

describe('password reset', () => {
  it('resets the password with an SMS code, then logs in with the new one', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/resetPassword');
    await page.locator(byId(ids.reset.mobile)).fill('13800000006');
    await page.locator(byId(ids.reset.smsCode)).fill(await sendSms(page, ids.reset.sendSms, '13800000006'));
    await page.locator(byId(ids.reset.password)).fill('provider2026');
    await page.locator(byId(ids.reset.confirmPassword)).fill('provider2026');
    await page.locator(byId(ids.reset.submit)).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.locator(byId(ids.login.account)).fill('provider');
    await page.locator(byId(ids.login.password)).fill('provider2026');
    await page.locator(byId(ids.login.submitAccount)).click();
    await page.locator(byId(testIds.header.userMenu)).waitFor();
    await context.close();
  });
});
