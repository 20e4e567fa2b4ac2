// Page objects of the account pages: login (by account, by mobile + SMS code), registration, password reset.
// Sending an SMS code answers the code the phone received (read through the operator's test aids).
import type { Locator, Page, Response } from '@playwright/test';
import { graphicCode, type Captcha } from '@portal/contracts/http/auth';
import type { RegisterRole } from '@portal/contracts/rules/constants';
import type { MockAids } from '../support/mock.ts';
import { labelled, labelOf, named } from '../support/texts.ts';

/** The form's fields and buttons, by the names their labels give them (the pages' language, zh or en). */
const textbox = (page: Page, field: string) => page.getByRole('textbox', { name: named(`account:fields.${field}`) });
/** A password box (no role of its own): by its label. */
const passwordBox = (page: Page, field: string) => page.getByLabel(labelled(`account:fields.${field}`));
const button = (page: Page, key: string) => page.getByRole('button', { name: named(`account:${key}`) });

/** Clicks the send-SMS button and answers the code that reached `mobile`. */
async function sendSms(page: Page, mock: MockAids, mobile: string): Promise<string> {
  const since = await mock.now();
  await button(page, 'sms.send').click();
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
    this.account = textbox(page, 'account');
    this.password = passwordBox(page, 'password');
    this.mobile = textbox(page, 'mobile');
    this.smsCode = textbox(page, 'smsCode');
    this.sendSmsButton = button(page, 'sms.send');
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async byAccount(account: string, password: string): Promise<void> {
    await this.account.fill(account);
    await this.password.fill(password);
    await button(this.page, 'login.submit').click();
  }

  async mobileTab(mobile: string): Promise<void> {
    await this.page.getByRole('tab', { name: named('account:login.tabMobile') }).click();
    await this.mobile.fill(mobile);
  }

  /** Asks for a login code for the typed mobile; answers the code received. */
  sendSms(mobile: string): Promise<string> {
    return sendSms(this.page, this.#mock, mobile);
  }

  async byMobile(mobile: string): Promise<void> {
    await this.mobileTab(mobile);
    await this.smsCode.fill(await this.sendSms(mobile));
    await button(this.page, 'login.submit').click();
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
    this.password = passwordBox(page, 'password');
    this.confirmPassword = passwordBox(page, 'confirmPassword');
    this.submit = button(page, 'register.submit');
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
    await labelOf(page.getByRole('radio', { name: named(`account:roles.${user.role}.title`) })).click();
    await textbox(page, 'account').fill(user.account);
    await textbox(page, 'mobile').fill(user.mobile);
    const code = await sendSms(page, this.#mock, user.mobile);
    await textbox(page, 'smsCode').fill(code);
    if (!this.#captchaKey) throw new Error('open() the page first');
    await textbox(page, 'captcha').fill(await this.#mock.captchaText(await this.#captchaKey));
    await this.password.fill(user.password);
    await this.confirmPassword.fill(user.password);
    await labelOf(page.getByRole('checkbox', { name: named('account:agreement.tick') })).click();
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
    await textbox(page, 'mobile').fill(mobile);
    await textbox(page, 'smsCode').fill(await sendSms(page, this.#mock, mobile));
    await passwordBox(page, 'newPassword').fill(password);
    await passwordBox(page, 'confirmPassword').fill(password);
    await button(page, 'reset.submit').click();
  }
}
