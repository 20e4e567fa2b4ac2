// The mock stack's test aids, always called as the operator (they answer only the operator once the aids are
// locked down, and the operator's token changes nothing while they are open): what the phone would receive,
// what the graphic code says, fault rules for the browser's calls, and the server clock.
import { expect } from '@playwright/test';
import { mockLatestCaptcha, mockLatestSms, type CaptchaRecord, type SmsRecord } from '@portal/contracts/http/auth';
import {
  advanceClock,
  clearFaults,
  getClock,
  setFault,
  type ClockState,
  type FaultRule,
  type FaultRuleInput,
} from '@portal/contracts/http/mock';
import { apiLogin, call, callOk } from './api.ts';

export const OPERATOR = 'operator';

export class MockAids {
  #token: Promise<string> | undefined;
  #faults = 0;

  /** The operator's token, logged in once through the API on first use. */
  operatorToken(): Promise<string> {
    this.#token ??= apiLogin(OPERATOR).then((login) => login.token);
    return this.#token;
  }

  async latestSms(mobile: string): Promise<SmsRecord | undefined> {
    const answer = await call<SmsRecord>(mockLatestSms, { query: { mobile }, token: await this.operatorToken() });
    return answer.resultCode === '000' ? answer.content : undefined;
  }

  /** The first SMS sent to `mobile` at or after `since` (server time), waiting for it to arrive. */
  async waitForSms(mobile: string, since: number): Promise<SmsRecord> {
    let found: SmsRecord | undefined;
    await expect
      .poll(
        async () => {
          found = await this.latestSms(mobile);
          return found?.sentAt ?? -1;
        },
        { message: `an SMS to ${mobile} sent after ${since}` },
      )
      .toBeGreaterThanOrEqual(since);
    return found!;
  }

  async latestCaptcha(): Promise<CaptchaRecord | undefined> {
    const answer = await call<CaptchaRecord>(mockLatestCaptcha, { token: await this.operatorToken() });
    return answer.resultCode === '000' ? answer.content : undefined;
  }

  /** The text of the graphic code with this key (the one the page shows). */
  async captchaText(captchaKey: string): Promise<string> {
    let text = '';
    await expect
      .poll(
        async () => {
          const latest = await this.latestCaptcha();
          text = latest?.text ?? '';
          return latest?.captchaKey;
        },
        { message: `the graphic code ${captchaKey}` },
      )
      .toBe(captchaKey);
    return text;
  }

  /** Adds an operator fault rule: calls matching `pattern` (operation id or path glob) fail, answer a result
   * code or wait. `clearFaults()` (run after every test by the fixture) removes them. */
  async fault(rule: FaultRuleInput): Promise<FaultRule> {
    this.#faults += 1;
    return callOk<FaultRule>(setFault, { body: rule, token: await this.operatorToken() });
  }

  async clearFaults(): Promise<void> {
    if (this.#faults === 0) return;
    await callOk(clearFaults, { body: {}, token: await this.operatorToken() });
    this.#faults = 0;
  }

  /** Moves the server clock forward (e.g. past the 60 s interval between SMS codes). */
  async advanceClock(ms: number): Promise<ClockState> {
    return callOk<ClockState>(advanceClock, { body: { ms }, token: await this.operatorToken() });
  }

  /** The server's clock (SMS records carry its times). */
  async now(): Promise<number> {
    return (await callOk<ClockState>(getClock, { token: await this.operatorToken() })).now;
  }
}
