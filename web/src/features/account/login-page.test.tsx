import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserInfo } from '@portal/contracts/entities/user';
import { ResultCode } from '@portal/contracts/envelope';
import { loginByAccount, loginByMobile, sendSmsCode } from '@portal/contracts/http/auth';
import LoginPage from './login-page.tsx';
import { businessFailure, errorBeside, fakeApi, fieldRejected, ok, renderPage } from '@/test/render.tsx';
import { accountControls, t } from './account-controls.ts';

/** The page's controls, by the names a user reads on them in the page's language. */
const form = {
  ...accountControls,
  tabMobile: () => screen.getByRole('tab', { name: t('login.tabMobile') }),
  password: () => accountControls.passwordBox('password'),
  /** The visible tab's submit button (the other tab's is hidden). */
  submit: () => screen.getByRole('button', { name: t('login.submit') }),
};

const buyer: UserInfo = {
  id: 1,
  account: 'buyer',
  nickname: '义乌采购张经理',
  mobile: '138****0001',
  role: 'buyer',
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('login by account', () => {
  it('requires account and password before sending anything', async () => {
    const api = fakeApi([[loginByAccount, () => ok({ token: 't', user: buyer })]]);
    const { user } = renderPage(<LoginPage />, { path: '/login' });

    await user.click(form.submit());

    expect(errorBeside(form.account())).toBe('账号不能为空');
    expect(errorBeside(form.password())).toBe('密码不能为空');
    expect(api.calls).toHaveLength(0);
    // The first field to correct has the focus.
    expect(document.activeElement).toBe(form.account());
  });

  it('shows the messages in English and clears one as soon as the field is filled', async () => {
    fakeApi([]);
    const { user } = renderPage(<LoginPage />, { path: '/login', lang: 'en' });

    await user.click(form.submit());
    expect(errorBeside(form.account())).toBe('Account is required');
    expect(errorBeside(form.password())).toBe('Password is required');

    await user.type(form.account(), 'buyer');
    expect(errorBeside(form.account())).toBeNull();
    expect(errorBeside(form.password())).toBe('Password is required');
  });

  it('logs in, dispatches loggedIn and goes back to ?redirect=', async () => {
    const api = fakeApi([[loginByAccount, () => ok({ token: 'token-1', user: buyer })]]);
    const { user, store } = renderPage(<LoginPage />, {
      path: '/login',
      url: '/login?redirect=%2Fhelp%3Fcategory%3Dpayment',
    });

    await user.type(form.account(), ' buyer ');
    await user.type(form.password(), 'demo1234');
    await user.click(form.submit());

    expect(await screen.findByTestId('probe-location')).toHaveProperty('textContent', '/help?category=payment');
    expect(store.getState().session.token).toBe('token-1');
    expect(store.getState().session.userInfo).toEqual(buyer);
    expect(api.callsTo(loginByAccount)[0]?.body).toEqual({ account: 'buyer', password: 'demo1234' });
  });

  it('goes to / when there is no redirect', async () => {
    fakeApi([[loginByAccount, () => ok({ token: 'token-2', user: buyer })]]);
    const { user, store } = renderPage(<LoginPage />, { path: '/login' });

    await user.type(form.account(), 'buyer');
    await user.type(form.password(), 'demo1234');
    await user.click(form.submit());

    expect(await screen.findByTestId('probe-location')).toHaveProperty('textContent', '/');
    expect(store.getState().session.token).toBe('token-2');
  });

  it('shows a server 400 beside its field and keeps what was typed', async () => {
    fakeApi([[loginByAccount, () => fieldRejected('account', '账号格式不正确')]]);
    const { user, store } = renderPage(<LoginPage />, { path: '/login' });

    await user.type(form.account(), 'buyer');
    await user.type(form.password(), 'demo1234');
    await user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.account())).toBe('账号格式不正确'));
    expect(form.account()).toHaveProperty('value', 'buyer');
    expect(form.password()).toHaveProperty('value', 'demo1234');
    expect(store.getState().session.token).toBeNull();
  });

  it('shows wrong credentials beside the password and stays on the page', async () => {
    fakeApi([[loginByAccount, () => businessFailure(ResultCode.wrongCredentials, '账号或密码错误')]]);
    const { user, store } = renderPage(<LoginPage />, { path: '/login' });

    await user.type(form.account(), 'buyer');
    await user.type(form.password(), 'wrong999');
    await user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.password())).toBe('账号或密码错误'));
    expect(screen.queryByTestId('probe-location')).toBeNull();
    expect(store.getState().session.token).toBeNull();
  });
});

describe('login by mobile', () => {
  it('checks the mobile number and the SMS code on blur', async () => {
    fakeApi([]);
    const { user } = renderPage(<LoginPage />, { path: '/login', lang: 'en' });
    await user.click(form.tabMobile());

    await user.type(form.mobile(), '12345');
    await user.type(form.smsCode(), '12');
    expect(errorBeside(form.mobile())).toBe('Please enter a valid mobile number.');

    await user.tab();
    expect(errorBeside(form.smsCode())).toBe('Please enter the 6-digit SMS code.');
  });

  it('does not ask for a code for an invalid number', async () => {
    const api = fakeApi([[sendSmsCode, () => ok({ mobile: '138****0001', expiresAt: 1, resendAt: 1 })]]);
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(form.tabMobile());

    await user.click(form.sendSms());

    expect(errorBeside(form.mobile())).toBe('手机号码不能为空');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a login code and counts 60 s down before another', async () => {
    const api = fakeApi([[sendSmsCode, () => ok({ mobile: '138****0001', expiresAt: 1, resendAt: 1 })]]);
    const { user } = renderPage(<LoginPage />, { path: '/login', lang: 'en' });
    await user.click(form.tabMobile());
    await user.type(form.mobile(), '13800000001');

    const send = form.sendSms();
    await user.click(send);

    await waitFor(() => expect(send.textContent).toBe('60 s'));
    expect(send).toHaveProperty('disabled', true);
    expect(send.getAttribute('aria-label')).toBe('You can ask for another code in 60 seconds');
    expect(api.callsTo(sendSmsCode)[0]?.body).toEqual({ mobile: '13800000001', purpose: 'login' });
    expect(await screen.findByText('A code was sent to 138****0001; it is valid for 5 minutes.')).toBeTruthy();
  });

  it('keeps the button ready when the server refuses (too frequent)', async () => {
    fakeApi([
      [
        sendSmsCode,
        () => businessFailure(ResultCode.tooFrequent, 'Operation is too frequent. Please try again later!'),
      ],
    ]);
    const { user } = renderPage(<LoginPage />, { path: '/login', lang: 'en' });
    await user.click(form.tabMobile());
    await user.type(form.mobile(), '13800000001');

    await user.click(form.sendSms());

    // The baseQuery's toast says why; the button is not counting down.
    expect(await screen.findByText('Operation is too frequent. Please try again later!')).toBeTruthy();
    const send = form.sendSms();
    expect(send.textContent).toBe('Get code');
    expect(send).toHaveProperty('disabled', false);
  });

  it('shows an unregistered number beside the mobile field', async () => {
    fakeApi([[sendSmsCode, () => businessFailure(ResultCode.notFound, '该手机号码尚未注册')]]);
    const { user } = renderPage(<LoginPage />, { path: '/login' });
    await user.click(form.tabMobile());
    await user.type(form.mobile(), '13900000099');

    await user.click(form.sendSms());

    await waitFor(() => expect(errorBeside(form.mobile())).toBe('该手机号码尚未注册'));
  });

  it('logs in with the SMS code and dispatches loggedIn', async () => {
    const api = fakeApi([[loginByMobile, () => ok({ token: 'token-m', user: buyer })]]);
    const { user, store } = renderPage(<LoginPage />, { path: '/login', url: '/login?redirect=/favorites' });
    await user.click(form.tabMobile());

    await user.type(form.mobile(), '13800000001');
    await user.type(form.smsCode(), '123456');
    await user.click(form.submit());

    expect(await screen.findByTestId('probe-location')).toHaveProperty('textContent', '/favorites');
    expect(store.getState().session.token).toBe('token-m');
    expect(api.callsTo(loginByMobile)[0]?.body).toEqual({ mobile: '13800000001', smsCode: '123456' });
  });

  it('ends the countdown after 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi([[sendSmsCode, () => ok({ mobile: '138****0001', expiresAt: 1, resendAt: 1 })]]);
    const { user } = renderPage(<LoginPage />, { path: '/login', lang: 'en' });
    await user.click(form.tabMobile());
    await user.type(form.mobile(), '13800000001');
    const send = form.sendSms();
    await user.click(send);
    await waitFor(() => expect(send.textContent).toBe('60 s'));

    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(send.textContent).toMatch(/^(29|30) s$/);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(send.textContent).toBe('Resend');
    expect(send).toHaveProperty('disabled', false);
    expect(send.getAttribute('aria-label')).toBeNull();
  });
});
