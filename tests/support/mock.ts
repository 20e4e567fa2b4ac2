// The mock stack's test aids: what the phone would receive, what the graphic code says.
import { mockLatestCaptcha, mockLatestSms, type CaptchaRecord, type SmsRecord } from '@portal/contracts/http/auth';
import { advanceClock, getClock, type ClockState } from '@portal/contracts/http/mock';
import { call } from './api.ts';
import { apiLogin } from './session.ts';

export async function latestSms(mobile: string): Promise<SmsRecord> {
  const result = await call<SmsRecord>(mockLatestSms.method, `${mockLatestSms.path}?mobile=${mobile}`);
  if (result.resultCode !== '000') throw new Error(`no SMS for ${mobile}: ${JSON.stringify(result)}`);
  return result.content;
}

export async function latestCaptcha(): Promise<CaptchaRecord> {
  const result = await call<CaptchaRecord>(mockLatestCaptcha.method, mockLatestCaptcha.path);
  if (result.resultCode !== '000') throw new Error(`no captcha: ${JSON.stringify(result)}`);
  return result.content;
}

/** Waits until an SMS newer than `since` reached the mobile. */
export async function waitForSms(mobile: string, since: number): Promise<SmsRecord> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      const sms = await latestSms(mobile);
      if (sms.sentAt >= since) return sms;
    } catch {
      /* not sent yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no new SMS for ${mobile}`);
}

/** Moves the mock server's clock forward as the operator (e.g. past the 60 s SMS interval). */
export async function advanceServerClock(ms: number): Promise<ClockState> {
  const { token } = await apiLogin('operator');
  const result = await call<ClockState>(advanceClock.method, advanceClock.path, { body: { ms }, token });
  if (result.resultCode !== '000') throw new Error(`clock not moved: ${JSON.stringify(result)}`);
  return result.content;
}

/** The mock server's clock (SMS records carry its times). */
export async function serverNow(): Promise<number> {
  return (await call<ClockState>(getClock.method, getClock.path)).content.now;
}
