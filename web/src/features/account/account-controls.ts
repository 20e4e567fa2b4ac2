// The account forms' shared controls as the account tests find them (tests only): by role and the name a user
// reads in the page's language. Each page's test adds its own (tabs, role cards, its submit button).
import { screen } from '@testing-library/react';
import { labelled, textsOf } from '@/test/render.tsx';

export const t = textsOf('account');

export const accountControls = {
  account: () => screen.getByRole('textbox', { name: t('fields.account') }),
  mobile: () => screen.getByRole('textbox', { name: t('fields.mobile') }),
  smsCode: () => screen.getByRole('textbox', { name: t('fields.smsCode') }),
  sendSms: () => screen.getByRole('button', { name: t('sms.send') }),
  /** A password box by its label key (a required field's label carries a hidden `*`: `labelled`). */
  passwordBox: (key: 'password' | 'newPassword' | 'confirmPassword') =>
    screen.getByLabelText(labelled(t(`fields.${key}`))),
};
