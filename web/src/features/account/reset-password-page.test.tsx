import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ResultCode } from '@portal/contracts/envelope';
import { resetPassword, sendSmsCode } from '@portal/contracts/http/auth';
import ResetPasswordPage from './reset-password-page.tsx';
import { businessFailure, errorBeside, fakeApi, fieldRejected, ok, renderPage } from '@/test/render.tsx';
import { accountControls, t } from './account-controls.ts';

/** The page's controls, by the names a user reads on them in the page's language. */
const form = {
  ...accountControls,
  password: () => accountControls.passwordBox('newPassword'),
  confirmPassword: () => accountControls.passwordBox('confirmPassword'),
  submit: () => screen.getByRole('button', { name: t('reset.submit') }),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

type Harness = ReturnType<typeof renderPage>;

async function fill({ user }: Harness, password = 'newpass88', confirm = password) {
  await user.type(form.mobile(), '13800000001');
  await user.type(form.smsCode(), '246810');
  await user.type(form.password(), password);
  await user.type(form.confirmPassword(), confirm);
}

describe('reset password', () => {
  it('checks every field before sending', async () => {
    const api = fakeApi([[resetPassword, () => ok({ ok: true })]]);
    const { user } = renderPage(<ResetPasswordPage />, { path: '/resetPassword' });

    await user.click(form.submit());

    expect(errorBeside(form.mobile())).toBe('手机号码不能为空');
    expect(errorBeside(form.smsCode())).toBe('短信验证码不能为空');
    expect(errorBeside(form.password())).toBe('密码不能为空');
    expect(errorBeside(form.confirmPassword())).toBe('确认密码不能为空');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses passwords that do not match', async () => {
    const api = fakeApi([[resetPassword, () => ok({ ok: true })]]);
    const view = renderPage(<ResetPasswordPage />, { path: '/resetPassword', lang: 'en' });

    await fill(view, 'newpass88', 'newpass89');
    await view.user.click(form.submit());

    expect(errorBeside(form.confirmPassword())).toBe('The passwords you entered do not match. Please re-enter.');
    expect(api.calls).toHaveLength(0);
  });

  it('asks for a reset code', async () => {
    const api = fakeApi([[sendSmsCode, () => ok({ mobile: '138****0001', expiresAt: 1, resendAt: 1 })]]);
    const { user } = renderPage(<ResetPasswordPage />, { path: '/resetPassword' });

    await user.type(form.mobile(), '13800000001');
    const send = form.sendSms();
    await user.click(send);

    await waitFor(() => expect(send.textContent).toBe('60 秒'));
    expect(api.callsTo(sendSmsCode)[0]?.body).toEqual({ mobile: '13800000001', purpose: 'reset' });
  });

  it('shows a server 400 beside its field and keeps the values', async () => {
    fakeApi([[resetPassword, () => fieldRejected('password', '密码须同时包含字母和数字，不能含空格')]]);
    const view = renderPage(<ResetPasswordPage />, { path: '/resetPassword' });

    await fill(view);
    await view.user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.password())).toBe('密码须同时包含字母和数字，不能含空格'));
    expect(form.mobile()).toHaveProperty('value', '13800000001');
    expect(form.password()).toHaveProperty('value', 'newpass88');
  });

  it('shows a wrong SMS code beside the code', async () => {
    fakeApi([[resetPassword, () => businessFailure(ResultCode.wrongSmsCode, '短信验证码错误或已过期')]]);
    const view = renderPage(<ResetPasswordPage />, { path: '/resetPassword' });

    await fill(view);
    await view.user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.smsCode())).toBe('短信验证码错误或已过期'));
    expect(screen.queryByTestId('probe-location')).toBeNull();
  });

  it('resets the password and goes to /login with a success toast', async () => {
    const api = fakeApi([[resetPassword, () => ok({ ok: true })]]);
    const view = renderPage(<ResetPasswordPage />, { path: '/resetPassword', lang: 'en' });

    await fill(view);
    await view.user.click(form.submit());

    expect(await screen.findByTestId('probe-location')).toHaveProperty('textContent', '/login');
    expect(await screen.findByText('Your password was reset. Please log in with the new password.')).toBeTruthy();
    expect(api.callsTo(resetPassword)[0]?.body).toEqual({
      mobile: '13800000001',
      smsCode: '246810',
      password: 'newpass88',
      confirmPassword: 'newpass88',
    });
  });
});
