import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { SMS_TABLE_SQL, createSmsGateway, smsLogLine } from './sms.ts';

function gateway(print?: (line: string) => void) {
  const db = openDatabase(':memory:');
  db.exec(SMS_TABLE_SQL);
  return createSmsGateway(db, () => 1_000, print ? { print } : {});
}

describe('mock SMS gateway', () => {
  it('prints one readable line per code sent', () => {
    const lines: string[] = [];
    const sms = gateway((line) => lines.push(line));
    const first = sms.send('13800000001', 'login');
    const second = sms.send('13800000002', 'reset');
    expect(lines).toEqual([
      `[sms] 13800000001 code ${first.code} (login)`,
      `[sms] 13800000002 code ${second.code} (reset)`,
    ]);
    expect(first.code).toMatch(/^\d{6}$/);
  });

  it('prints nothing without a printer, and the code still verifies once', () => {
    const sms = gateway();
    const sent = sms.send('13800000003', 'register');
    expect(sms.verify('13800000003', 'register', sent.code)).toBe(true);
    expect(sms.verify('13800000003', 'register', sent.code)).toBe(false);
    expect(smsLogLine({ mobile: '1', code: '2', purpose: 'login' })).toBe('[sms] 1 code 2 (login)');
  });
});
