// Password hashing with scrypt (node:crypto): `salt:hash`, both hex.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// A low cost keeps seeding and tests quick; this backend only ever holds demo data.
const COST = { N: 1024, r: 8, p: 1 };

export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, KEY_LENGTH, COST).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const candidate = scryptSync(password, salt, KEY_LENGTH, COST);
  const expected = Buffer.from(hash, 'hex');
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

/** A hash of nothing anyone types: checked against when an account is unknown, so both take as long. */
export const DECOY_HASH = hashPassword(randomBytes(16).toString('hex'));
