// The form layer: the contract's rules checked on blur, on submit and live afterwards, in the user's
// language; a server 400 naming a field lands on that field and goes when the field changes.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { ResultCode } from '@portal/contracts/envelope';
import { checkConfirmPassword, checkMobile, checkPassword } from '@portal/contracts/rules/validation';
import { rootReducer } from '../store/root-reducer.ts';
import { initialUiState } from '../ui/ui-slice.ts';
import { initialSessionState } from '../session/session-slice.ts';
import { useFieldForm, type FormRules } from './use-field-form.ts';

type Values = { mobile: string; password: string; confirmPassword: string };
const RULES: FormRules<Values> = {
  mobile: (values) => checkMobile(values.mobile),
  password: (values) => checkPassword(values.password),
  confirmPassword: (values) => checkConfirmPassword(values.password, values.confirmPassword),
};

function setup(lang: 'zh' | 'en' = 'en') {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: initialSessionState, ui: { ...initialUiState, language: lang } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(
    () =>
      useFieldForm<Values>({ mobile: '', password: '', confirmPassword: '' }, RULES, {
        password: ['confirmPassword'],
      }),
    { wrapper },
  );
}

describe('useFieldForm', () => {
  it('checks nothing until a field is left, then checks it with the contract rule', () => {
    const { result } = setup();
    act(() => result.current.setValue('mobile', '123'));
    expect(result.current.errorOf('mobile')).toBeUndefined();
    act(() => result.current.blur('mobile'));
    expect(result.current.errorOf('mobile')).toBe('Please enter a valid mobile number.');
    act(() => result.current.setValue('mobile', '13800000001'));
    expect(result.current.errorOf('mobile')).toBeUndefined();
  });

  it('checks every field on submit and names the first to correct', () => {
    const { result } = setup();
    let valid = true;
    act(() => {
      valid = result.current.checkAll();
    });
    expect(valid).toBe(false);
    expect(result.current.firstInvalid()).toBe('mobile');
    expect(result.current.errorOf('password')).toBeTruthy();
  });

  it('rechecks a dependent field (confirmation) when its original changes', () => {
    const { result } = setup();
    act(() => {
      result.current.setValue('password', 'abc12345');
      result.current.setValue('confirmPassword', 'abc12345');
      result.current.blur('confirmPassword');
    });
    expect(result.current.errorOf('confirmPassword')).toBeUndefined();
    act(() => result.current.setValue('password', 'abc123456'));
    expect(result.current.errorOf('confirmPassword')).toBe('The passwords you entered do not match. Please re-enter.');
  });

  it('lands a 400 naming a field on that field, and drops it when the field changes', () => {
    const { result } = setup();
    let field: string | null = null;
    act(() => {
      field = result.current.showFailure({
        status: 400,
        field: 'mobile',
        message: '该手机号码已注册',
        resultCode: 'B025',
      });
    });
    expect(field).toBe('mobile');
    expect(result.current.errorOf('mobile')).toBe('该手机号码已注册');
    act(() => result.current.setValue('mobile', '13800000002'));
    expect(result.current.errorOf('mobile')).toBeUndefined();
  });

  it('maps business failures to fields, extra codes included, and ignores the rest', () => {
    const { result } = setup();
    const notFound = { status: 'BUSINESS', resultCode: ResultCode.notFound, message: 'Not registered' };
    act(() => {
      expect(result.current.showFailure(notFound)).toBeNull();
      expect(result.current.showFailure(notFound, { [ResultCode.notFound]: 'mobile' })).toBe('mobile');
      expect(result.current.showFailure({ status: 400, field: 'role', message: 'x' })).toBeNull();
      expect(result.current.showFailure(new Error('boom'))).toBeNull();
    });
    expect(result.current.errorOf('mobile')).toBe('Not registered');
  });
});
