// The mock SMS gateway: 6-digit codes per mobile and purpose, valid 5 minutes, single use. A real gateway
// would text them; this one prints them, one line each, to the server's output (while the test aids are
// on) and keeps them readable through /api/mock/sms/latest.
import { randomInt } from 'node:crypto';
import { SMS_CODE_LENGTH, SMS_CODE_TTL_MS, type SmsPurpose } from '@portal/contracts/rules/constants';
import { one, run, type Db } from '../db/database.ts';

/** The table the codes live in (a migration of the account module). */
export const SMS_TABLE_SQL = `
CREATE TABLE account_sms_codes (
  id INTEGER PRIMARY KEY,
  mobile TEXT NOT NULL,
  purpose TEXT NOT NULL,                -- register | login | reset
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,  -- wrong tries against this code
  used_at INTEGER
);
CREATE INDEX account_sms_codes_mobile ON account_sms_codes(mobile, purpose, sent_at);
`;

/** Wrong tries after which a code is dead and a new one must be asked for. */
export const SMS_MAX_ATTEMPTS = 5;

export interface SmsRecord {
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

interface SmsRow {
  id: number;
  mobile: string;
  purpose: SmsPurpose;
  code: string;
  sent_at: number;
  expires_at: number;
  attempts: number;
  used_at: number | null;
}

export interface SmsGateway {
  /** Makes, stores and "sends" a new code. */
  send(mobile: string, purpose: SmsPurpose): SmsRecord;
  /** True when `code` is the latest live code of the mobile for the purpose; it is then used up. */
  verify(mobile: string, purpose: SmsPurpose, code: string): boolean;
  /** The latest code sent to a mobile, whatever its purpose. */
  latest(mobile: string): SmsRecord | undefined;
}

/** The line printed for a code: `[sms] 13800000001 code 123456 (login)`. */
export function smsLogLine(record: Pick<SmsRecord, 'mobile' | 'code' | 'purpose'>): string {
  return `[sms] ${record.mobile} code ${record.code} (${record.purpose})`;
}

export interface SmsGatewayOptions {
  /** Where each code is "texted" to: the server's output under `npm start`; absent, nowhere. */
  print?: (line: string) => void;
}

const toRecord = (row: SmsRow): SmsRecord => ({
  mobile: row.mobile,
  purpose: row.purpose,
  code: row.code,
  sentAt: row.sent_at,
  expiresAt: row.expires_at,
  used: row.used_at !== null,
});

export function createSmsGateway(db: Db, now: () => number, options: SmsGatewayOptions = {}): SmsGateway {
  return {
    send(mobile, purpose) {
      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const sentAt = now();
      const expiresAt = sentAt + SMS_CODE_TTL_MS;
      run(
        db,
        'INSERT INTO account_sms_codes (mobile, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        mobile,
        purpose,
        code,
        sentAt,
        expiresAt,
      );
      options.print?.(smsLogLine({ mobile, code, purpose }));
      return { mobile, purpose, code, sentAt, expiresAt, used: false };
    },
    verify(mobile, purpose, code) {
      const row = one<SmsRow>(
        db,
        `SELECT * FROM account_sms_codes WHERE mobile = ? AND purpose = ? ORDER BY sent_at DESC, id DESC LIMIT 1`,
        mobile,
        purpose,
      );
      if (!row || row.used_at !== null || row.expires_at <= now() || row.attempts >= SMS_MAX_ATTEMPTS) return false;
      if (row.code !== code.trim()) {
        run(db, 'UPDATE account_sms_codes SET attempts = attempts + 1 WHERE id = ?', row.id);
        return false;
      }
      run(db, 'UPDATE account_sms_codes SET used_at = ? WHERE id = ?', now(), row.id);
      return true;
    },
    latest(mobile) {
      const row = one<SmsRow>(
        db,
        'SELECT * FROM account_sms_codes WHERE mobile = ? ORDER BY sent_at DESC, id DESC LIMIT 1',
        mobile,
      );
      return row ? toRecord(row) : undefined;
    },
  };
}
