import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserInfo } from '@portal/contracts/entities/user';
import type { RegisterRole } from '@portal/contracts/rules/constants';
import { ResultCode } from '@portal/contracts/envelope';
import { graphicCode, register, sendSmsCode } from '@portal/contracts/http/auth';
import RegisterPage from './register-page.tsx';
import { accountTestIds } from './test-ids.ts';
import {
  businessFailure,
  errorBeside,
  fakeApi,
  fieldRejected,
  ok,
  renderPage,
  type FakeHandler,
} from '@/test/render.tsx';
import { accountControls, t } from './account-controls.ts';

const ids = accountTestIds.register;
/** The form's controls, by the names a user reads on them in the page's language. */
const form = {
  ...accountControls,
  role: (role: RegisterRole) => screen.getByRole('radio', { name: t(`roles.${role}.title`) }),
  captcha: () => screen.getByRole('textbox', { name: t('fields.captcha') }),
  captchaImage: () => screen.getByRole('button', { name: t('captcha.refresh') }),
  password: () => accountControls.passwordBox('password'),
  confirmPassword: () => accountControls.passwordBox('confirmPassword'),
  agreement: () => screen.getByRole('checkbox', { name: t('agreement.tick') }),
  submit: () => screen.getByRole('button', { name: t('register.submit') }),
};

const newUser: UserInfo = {
  id: 42,
  account: 'yiwu_toys',
  nickname: 'yiwu_toys',
  mobile: '139****8888',
  role: 'shop',
  platform: null,
  authenticated: false,
  company: null,
  avatar: null,
  email: null,
};

/** Graphic codes key-1, key-2, ... one per call. */
function captchas(): FakeHandler {
  let issued = 0;
  return () => {
    issued += 1;
    return ok({
      captchaKey: `key-${issued}`,
      image: `data:image/svg+xml;base64,${btoa(`<svg>${issued}</svg>`)}`,
      expiresAt: 1,
    });
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

type Harness = ReturnType<typeof renderPage>;

async function fillValidForm({ user }: Harness) {
  await user.click(form.role('shop'));
  await user.type(form.account(), 'yiwu_toys');
  await user.type(form.mobile(), '13900008888');
  await user.type(form.smsCode(), '654321');
  await user.type(form.captcha(), 'aB3d');
  await user.type(form.password(), 'toys2024');
  await user.type(form.confirmPassword(), 'toys2024');
  await user.click(form.agreement());
}

function roleError(): string | null {
  return errorBeside(form.role('buyer'));
}

function agreementError(): string | null {
  return errorBeside(form.agreement());
}

describe('register: the rules of requirements section 5', () => {
  it('shows every required message on submit and sends nothing', async () => {
    const api = fakeApi([
      [graphicCode, captchas()],
      [register, () => ok({ token: 't', user: newUser })],
    ]);
    const view = renderPage(<RegisterPage />, { path: '/register', lang: 'en' });

    await view.user.click(form.submit());

    expect(roleError()).toBe('Please choose a role.');
    expect(errorBeside(form.account())).toBe('Account is required');
    expect(errorBeside(form.mobile())).toBe('Mobile number is required');
    expect(errorBeside(form.smsCode())).toBe('SMS code is required');
    expect(errorBeside(form.captcha())).toBe('Graphic code is required');
    expect(errorBeside(form.password())).toBe('Password is required');
    expect(errorBeside(form.confirmPassword())).toBe('Confirm password is required');
    expect(agreementError()).toBe('Please read and agree to the agreement.');
    expect(api.callsTo(register)).toHaveLength(0);
  });

  it('checks each field when it is left, with the rule messages', async () => {
    fakeApi([[graphicCode, captchas()]]);
    const { user } = renderPage(<RegisterPage />, { path: '/register', lang: 'en' });

    await user.type(form.account(), '9lives');
    await user.tab();
    expect(errorBeside(form.account())).toBe(
      'The account must be 4 to 20 letters, digits or underscores, starting with a letter.',
    );

    await user.type(form.mobile(), '2380000000');
    await user.tab();
    expect(errorBeside(form.mobile())).toBe('Please enter a valid mobile number.');

    await user.type(form.smsCode(), '12a');
    await user.tab();
    expect(errorBeside(form.smsCode())).toBe('Please enter the 6-digit SMS code.');

    await user.type(form.captcha(), 'ab');
    await user.tab();
    expect(errorBeside(form.captcha())).toBe('Please enter the 4-character graphic code.');

    await user.type(form.password(), 'abc1');
    await user.tab();
    expect(errorBeside(form.password())).toBe('The password must be 6 to 16 characters.');

    await user.clear(form.password());
    await user.type(form.password(), 'onlyletters');
    expect(errorBeside(form.password())).toBe('The password must contain both letters and digits, without spaces.');
  });

  it('says the passwords do not match, and clears it when they do', async () => {
    fakeApi([[graphicCode, captchas()]]);
    const { user } = renderPage(<RegisterPage />, { path: '/register', lang: 'en' });

    await user.type(form.password(), 'toys2024');
    await user.type(form.confirmPassword(), 'toys2025');
    await user.tab();
    expect(errorBeside(form.confirmPassword())).toBe('The passwords you entered do not match. Please re-enter.');

    // Correcting the first password re-checks the confirmation.
    await user.clear(form.password());
    await user.type(form.password(), 'toys2025');
    expect(errorBeside(form.confirmPassword())).toBeNull();
  });

  it('shows the mismatch message in Chinese too', async () => {
    fakeApi([[graphicCode, captchas()]]);
    const { user } = renderPage(<RegisterPage />, { path: '/register' });

    await user.type(form.password(), 'toys2024');
    await user.type(form.confirmPassword(), 'toys2042');
    await user.tab();

    expect(errorBeside(form.confirmPassword())).toBe('两次输入的密码不一致，请重新输入');
  });
});

describe('register: calls', () => {
  it('registers, dispatches loggedIn and goes to /', async () => {
    const api = fakeApi([
      [graphicCode, captchas()],
      [register, () => ok({ token: 'token-new', user: newUser })],
    ]);
    const view = renderPage(<RegisterPage />, { path: '/register' });
    await waitFor(() => expect(api.callsTo(graphicCode)).toHaveLength(1));

    await fillValidForm(view);
    await view.user.click(form.submit());

    expect(await screen.findByTestId('probe-location')).toHaveProperty('textContent', '/');
    expect(view.store.getState().session.token).toBe('token-new');
    expect(view.store.getState().session.userInfo).toEqual(newUser);
    expect(api.callsTo(register)[0]?.body).toEqual({
      role: 'shop',
      agreement: true,
      account: 'yiwu_toys',
      mobile: '13900008888',
      smsCode: '654321',
      captchaKey: 'key-1',
      captcha: 'aB3d',
      password: 'toys2024',
      confirmPassword: 'toys2024',
    });
  });

  it('shows a server 400 beside its field and loses nothing typed', async () => {
    fakeApi([
      [graphicCode, captchas()],
      [register, () => fieldRejected('mobile', '请输入正确的手机号码')],
    ]);
    const view = renderPage(<RegisterPage />, { path: '/register' });

    await fillValidForm(view);
    await view.user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.mobile())).toBe('请输入正确的手机号码'));
    expect(form.account()).toHaveProperty('value', 'yiwu_toys');
    expect(form.mobile()).toHaveProperty('value', '13900008888');
    expect(form.smsCode()).toHaveProperty('value', '654321');
    expect(form.captcha()).toHaveProperty('value', 'aB3d');
    expect(form.password()).toHaveProperty('value', 'toys2024');
    expect(form.confirmPassword()).toHaveProperty('value', 'toys2024');
    expect(view.store.getState().session.token).toBeNull();
    expect(screen.queryByTestId('probe-location')).toBeNull();

    // Editing the field takes the server's message away.
    await view.user.type(form.mobile(), '{Backspace}9');
    expect(errorBeside(form.mobile())).toBeNull();
  });

  it('gets a new graphic code after a business failure, keeping the rest', async () => {
    const api = fakeApi([
      [graphicCode, captchas()],
      [register, () => businessFailure(ResultCode.accountExists, '该账号已被注册')],
    ]);
    const view = renderPage(<RegisterPage />, { path: '/register' });
    await waitFor(() => expect(api.callsTo(graphicCode)).toHaveLength(1));

    await fillValidForm(view);
    await view.user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.account())).toBe('该账号已被注册'));
    await waitFor(() => expect(api.callsTo(graphicCode)).toHaveLength(2));
    expect(form.captcha()).toHaveProperty('value', '');
    expect(form.account()).toHaveProperty('value', 'yiwu_toys');
    expect(form.password()).toHaveProperty('value', 'toys2024');

    // The next try sends the new code's key.
    await view.user.type(form.captcha(), 'x7Kp');
    await view.user.clear(form.account());
    await view.user.type(form.account(), 'yiwu_toys2');
    await view.user.click(form.submit());
    await waitFor(() => expect(api.callsTo(register)).toHaveLength(2));
    expect(api.callsTo(register)[1]?.body).toMatchObject({
      account: 'yiwu_toys2',
      captchaKey: 'key-2',
      captcha: 'x7Kp',
    });
  });

  it('shows a wrong graphic code beside the graphic code', async () => {
    fakeApi([
      [graphicCode, captchas()],
      [register, () => businessFailure(ResultCode.wrongCaptcha, '图形验证码错误')],
    ]);
    const view = renderPage(<RegisterPage />, { path: '/register' });

    await fillValidForm(view);
    await view.user.click(form.submit());

    await waitFor(() => expect(errorBeside(form.captcha())).toBe('图形验证码错误'));
  });

  it('refreshes the graphic code when its image is clicked', async () => {
    const api = fakeApi([[graphicCode, captchas()]]);
    const { user } = renderPage(<RegisterPage />, { path: '/register' });
    await waitFor(() => expect(api.callsTo(graphicCode)).toHaveLength(1));
    const image = await within(form.captchaImage()).findByRole('img');
    expect(image.getAttribute('src')).toContain(btoa('<svg>1</svg>'));

    await user.click(form.captchaImage());

    await waitFor(() => expect(api.callsTo(graphicCode)).toHaveLength(2));
    await waitFor(() =>
      expect(within(form.captchaImage()).getByRole('img').getAttribute('src')).toContain(btoa('<svg>2</svg>')),
    );
  });

  it('asks for a registration SMS code for the typed number', async () => {
    const api = fakeApi([
      [graphicCode, captchas()],
      [sendSmsCode, () => ok({ mobile: '139****8888', expiresAt: 1, resendAt: 1 })],
    ]);
    const { user } = renderPage(<RegisterPage />, { path: '/register', lang: 'en' });

    await user.type(form.mobile(), '13900008888');
    const send = form.sendSms();
    await user.click(send);

    await waitFor(() => expect(send.textContent).toBe('60 s'));
    expect(api.callsTo(sendSmsCode)[0]?.body).toEqual({ mobile: '13900008888', purpose: 'register' });
  });

  it('shows an already registered number beside the mobile field', async () => {
    fakeApi([
      [graphicCode, captchas()],
      [sendSmsCode, () => businessFailure(ResultCode.mobileExists, 'This mobile number is already registered.')],
    ]);
    const { user } = renderPage(<RegisterPage />, { path: '/register', lang: 'en' });

    await user.type(form.mobile(), '13800000001');
    await user.click(form.sendSms());

    await waitFor(() => expect(errorBeside(form.mobile())).toBe('This mobile number is already registered.'));
    expect(form.sendSms().textContent).toBe('Get code');
  });
});

describe('register: role and agreement', () => {
  it('preselects the role of ?role= and clears the role message when one is chosen', async () => {
    fakeApi([[graphicCode, captchas()]]);
    const { user } = renderPage(<RegisterPage />, { path: '/register', url: '/register?role=factory', lang: 'en' });
    const factory = form.role('factory');
    expect(factory).toHaveProperty('checked', true);

    await user.click(form.role('buyer'));
    expect(form.role('buyer')).toHaveProperty('checked', true);
    expect(roleError()).toBeNull();
  });

  it('shows the chosen role’s agreement and ticks the box when accepted', async () => {
    fakeApi([[graphicCode, captchas()]]);
    const { user } = renderPage(<RegisterPage />, { path: '/register', lang: 'en' });
    await user.click(form.submit());
    expect(agreementError()).toBe('Please read and agree to the agreement.');

    await user.click(form.role('factory'));
    await user.click(screen.getByRole('button', { name: t('agreement.link', { role: t('roles.factory.title') }) }));

    const dialog = await screen.findByTestId(ids.agreementDialog);
    expect(within(dialog).getByText('Factory registration agreement')).toBeTruthy();
    expect(within(dialog).getByText('Terms for the Factory role')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t('agreement.accept') }));

    await waitFor(() =>
      expect(screen.queryByTestId(ids.agreementDialog)?.getAttribute('data-state') ?? 'closed').toBe('closed'),
    );
    expect(form.agreement()).toHaveProperty('checked', true);
    expect(agreementError()).toBeNull();
  });
});
