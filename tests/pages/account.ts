// Page objects of the account pages: login (by account, by mobile + SMS code), registration, password reset.
// Sending an SMS code answers the code the phone received (read through the operator's test aids).
import type { Locator, Page, Response } from '@playwright/test';
import { graphicCode, type Captcha } from '@portal/contracts/http/auth';
import type { RegisterRole } from '@portal/contracts/rules/constants';
import { accountTestIds as ids } from '../../web/src/features/account/test-ids.ts';
import type { MockAids } from '../support/mock.ts';

/** Clicks a send-SMS button and answers the code that reached `mobile`. */
async function sendSms(page: Page, mock: MockAids, button: string, mobile: string): Promise<string> {
  const since = await mock.now();
  await page.getByTestId(button).click();
  return (await mock.waitForSms(mobile, since)).code;
}

export class LoginPage {
  readonly account: Locator;
  readonly password: Locator;
  readonly mobile: Locator;
  readonly smsCode: Locator;
  readonly sendSmsButton: Locator;

  readonly page: Page;
  readonly #mock: MockAids;

  constructor(page: Page, mock: MockAids) {
    this.page = page;
    this.#mock = mock;
    this.account = page.getByTestId(ids.login.account);
    this.password = page.getByTestId(ids.login.password);
    this.mobile = page.getByTestId(ids.login.mobile);
    this.smsCode = page.getByTestId(ids.login.smsCode);
    this.sendSmsButton = page.getByTestId(ids.login.sendSms);
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async byAccount(account: string, password: string): Promise<void> {
    await this.account.fill(account);
    await this.password.fill(password);
    await this.page.getByTestId(ids.login.submitAccount).click();
  }

  async mobileTab(mobile: string): Promise<void> {
    await this.page.getByTestId(ids.login.tabMobile).click();
    await this.mobile.fill(mobile);
  }

  /** Asks for a login code for the typed mobile; answers the code received. */
  sendSms(mobile: string): Promise<string> {
    return sendSms(this.page, this.#mock, ids.login.sendSms, mobile);
  }

  async byMobile(mobile: string): Promise<void> {
    await this.mobileTab(mobile);
    await this.smsCode.fill(await this.sendSms(mobile));
    await this.page.getByTestId(ids.login.submitMobile).click();
  }
}

async function keyOf(response: Response): Promise<string> {
  return ((await response.json()) as { content: Captcha }).content.captchaKey;
}

export interface NewUser {
  role: RegisterRole;
  account: string;
  mobile: string;
  password: string;
}

export class RegisterPage {
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  #captchaKey: Promise<string> | undefined;

  readonly page: Page;
  readonly #mock: MockAids;

  constructor(page: Page, mock: MockAids) {
    this.page = page;
    this.#mock = mock;
    this.password = page.getByTestId(ids.register.password);
    this.confirmPassword = page.getByTestId(ids.register.confirmPassword);
    this.submit = page.getByTestId(ids.register.submit);
  }

  /** Opens the page, noting each graphic code it loads: the last one is on screen, its text is read through the
   * test aids. */
  async open(): Promise<void> {
    this.#captchaKey = this.page.waitForResponse((response) => response.url().includes(graphicCode.path)).then(keyOf);
    this.page.on('response', (response) => {
      if (response.url().includes(graphicCode.path)) this.#captchaKey = keyOf(response);
    });
    await this.page.goto('/register');
  }

  async fill(user: NewUser): Promise<void> {
    const page = this.page;
    await page.getByTestId(ids.register.role(user.role)).click();
    await page.getByTestId(ids.register.account).fill(user.account);
    await page.getByTestId(ids.register.mobile).fill(user.mobile);
    const code = await sendSms(page, this.#mock, ids.register.sendSms, user.mobile);
    await page.getByTestId(ids.register.smsCode).fill(code);
    if (!this.#captchaKey) throw new Error('open() the page first');
    await page.getByTestId(ids.register.captcha).fill(await this.#mock.captchaText(await this.#captchaKey));
    await this.password.fill(user.password);
    await this.confirmPassword.fill(user.password);
    await page.getByTestId(ids.register.agreement).click();
  }
}

export class ResetPasswordPage {
  readonly page: Page;
  readonly #mock: MockAids;

  constructor(page: Page, mock: MockAids) {
    this.page = page;
    this.#mock = mock;
  }

  async open(): Promise<void> {
    await this.page.goto('/resetPassword');
  }

  async reset(mobile: string, password: string): Promise<void> {
    const page = this.page;
    await page.getByTestId(ids.reset.mobile).fill(mobile);
    await page.getByTestId(ids.reset.smsCode).fill(await sendSms(page, this.#mock, ids.reset.sendSms, mobile));
    await page.getByTestId(ids.reset.password).fill(password);
    await page.getByTestId(ids.reset.confirmPassword).fill(password);
    await page.getByTestId(ids.reset.submit).click();
  }
}
