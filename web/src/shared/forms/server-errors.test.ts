// Which field a failed call is about: a 400 naming a field of the form, or a business failure about one.
import { describe, expect, it } from 'vitest';
import { ResultCode } from '@portal/contracts/envelope';
import { fieldFailure, isBusinessFailure } from './server-errors.ts';

describe('fieldFailure', () => {
  const fields = ['account', 'mobile', 'smsCode'] as const;

  it('takes the field of a 400 when the form has it', () => {
    expect(fieldFailure({ status: 400, field: 'mobile', message: 'bad' }, fields)).toEqual({
      field: 'mobile',
      message: 'bad',
    });
    expect(fieldFailure({ status: 400, field: 'role', message: 'bad' }, fields)).toBeNull();
    expect(fieldFailure({ status: 400, message: 'bad' }, fields)).toBeNull();
  });

  it('maps the business failures about one field', () => {
    const business = (resultCode: string) => ({ status: 'BUSINESS', resultCode, message: 'm' });
    expect(fieldFailure(business(ResultCode.wrongSmsCode), fields)?.field).toBe('smsCode');
    expect(fieldFailure(business(ResultCode.accountExists), fields)?.field).toBe('account');
    expect(fieldFailure(business(ResultCode.mobileExists), fields)?.field).toBe('mobile');
    expect(fieldFailure(business(ResultCode.tooFrequent), fields)).toBeNull();
    expect(fieldFailure(business(ResultCode.notFound), fields)).toBeNull();
    expect(fieldFailure(business(ResultCode.notFound), fields, { [ResultCode.notFound]: 'mobile' })?.field).toBe(
      'mobile',
    );
  });

  it('ignores what is not an API error', () => {
    expect(fieldFailure(new Error('x'), fields)).toBeNull();
    expect(fieldFailure(undefined, fields)).toBeNull();
    expect(fieldFailure({ status: 500, message: 'm' }, fields)).toBeNull();
    expect(isBusinessFailure({ status: 'BUSINESS', resultCode: 'B001', message: 'm' })).toBe(true);
    expect(isBusinessFailure({ status: 400, message: 'm' })).toBe(false);
  });
});
