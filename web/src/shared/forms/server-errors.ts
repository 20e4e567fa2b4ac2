// Which form field a failed call is about: a 400 names its field; some business failures (wrong SMS code,
// account taken...) are about one field too. Their toast is already shown by the baseQuery; the form also
// shows the text beside the field, and keeps everything the user typed.
import { ResultCode, type ResultCodeValue } from '@portal/contracts/envelope';
import { isApiError } from '../api/api-error.ts';

export interface FieldFailure<F extends string> {
  field: F;
  message: string;
}

/** The business failures of the account calls that concern one field. */
export const BUSINESS_FIELDS: Partial<Record<ResultCodeValue, string>> = {
  [ResultCode.wrongSmsCode]: 'smsCode',
  [ResultCode.wrongCaptcha]: 'captcha',
  [ResultCode.accountExists]: 'account',
  [ResultCode.mobileExists]: 'mobile',
  [ResultCode.wrongCredentials]: 'password',
};

export { isApiError };

/**
 * The field of `fields` a failed call is about, with its message; null when it is about none of them.
 * `extra` adds or overrides business codes (a 'not registered' answer is about the mobile number).
 */
export function fieldFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  extra: Partial<Record<ResultCodeValue, F>> = {},
): FieldFailure<F> | null {
  if (!isApiError(error)) return null;
  const known = (name: string | undefined): name is F =>
    name !== undefined && (fields as readonly string[]).includes(name);
  if (error.status === 400 && 'field' in error && known(error.field))
    return { field: error.field, message: error.message };
  if (error.status === 'BUSINESS') {
    const code = error.resultCode as ResultCodeValue;
    const field = extra[code] ?? BUSINESS_FIELDS[code];
    if (known(field)) return { field, message: error.message };
  }
  return null;
}

/** Whether a failed call was a business failure (HTTP 200 with a result code other than 000). */
export function isBusinessFailure(error: unknown): boolean {
  return isApiError(error) && error.status === 'BUSINESS';
}
