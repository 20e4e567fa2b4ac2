import { describe, expect, it } from 'vitest';
import { checkIdNumber, checkIdentity, idCheckChar, maskIdNumber } from './identity.ts';

const TODAY = new Date(Date.UTC(2026, 11, 1));

describe('ID numbers', () => {
  it('computes the GB 11643 check character', () => {
    // The standard's own example.
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idCheckChar('44030819900307001')).toBe('3');
  });

  it('accepts a valid number, a lower-case x included', () => {
    expect(checkIdNumber('11010519491231002X', TODAY)).toBeNull();
    expect(checkIdNumber('11010519491231002x', TODAY)).toBeNull();
    expect(checkIdNumber('440308199003070013', TODAY)).toBeNull();
  });

  it('refuses a wrong check character, a wrong shape and a date of birth that does not exist', () => {
    expect(checkIdNumber('110105194912310021', TODAY)).toBe('idNumberChecksum');
    expect(checkIdNumber('11010519491231002', TODAY)).toBe('idNumberFormat');
    expect(checkIdNumber('1101051949123100AX', TODAY)).toBe('idNumberFormat');
    expect(checkIdNumber('110105194902300020', TODAY)).toBe('idNumberBirth');
    expect(checkIdNumber('110105203001010020', TODAY)).toBe('idNumberBirth');
    expect(checkIdNumber('  ', TODAY)).toBe('idNumberRequired');
  });

  it('checks the name, the number, then both scans', () => {
    const ok = { realName: '张三', idNumber: '11010519491231002X', idFrontFileId: 'a', idBackFileId: 'b' };
    expect(checkIdentity(ok, TODAY)).toBeNull();
    expect(checkIdentity({ ...ok, realName: ' ' }, TODAY)).toEqual({ field: 'realName', key: 'realNameRequired' });
    expect(checkIdentity({ ...ok, realName: '张3' }, TODAY)).toEqual({ field: 'realName', key: 'realNameInvalid' });
    expect(checkIdentity({ ...ok, realName: 'Li Lei' }, TODAY)).toBeNull();
    expect(checkIdentity({ ...ok, idFrontFileId: null }, TODAY)?.field).toBe('idFrontFileId');
    expect(checkIdentity({ ...ok, idBackFileId: '' }, TODAY)?.field).toBe('idBackFileId');
  });

  it('masks the middle of a number', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110105********002X');
  });
});
