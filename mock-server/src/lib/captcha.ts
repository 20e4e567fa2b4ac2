// Graphic codes: 4 characters drawn into an SVG with noise, single use, valid 5 minutes.
import { randomInt, randomUUID } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS } from '@portal/contracts/rules/constants';
import { one, run, type Db } from '../db/database.ts';

/** The table the codes live in (a migration of the account module). */
export const CAPTCHA_TABLE_SQL = `
CREATE TABLE account_captchas (
  captcha_key TEXT PRIMARY KEY,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX account_captchas_created ON account_captchas(created_at);
`;

/** No 0/O, 1/I/l: characters a person can tell apart. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const WIDTH = 120;
const HEIGHT = 40;
const COLORS = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#be185d'];

export interface IssuedCaptcha {
  captchaKey: string;
  text: string;
  /** data:image/svg+xml;base64,... */
  image: string;
  expiresAt: number;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The SVG of a code: each character turned and shifted, crossed by lines and dots. */
export function drawCaptcha(text: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f6fa"/>`];
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${randomInt(1, 3)}" fill="${pick(COLORS)}" opacity="0.35"/>`,
    );
  }
  const step = WIDTH / (text.length + 1);
  [...text].forEach((char, index) => {
    const x = Math.round(step * (index + 1) + randomInt(-5, 6));
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-30, 31);
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana, sans-serif" font-size="${randomInt(22, 28)}" font-weight="bold" ` +
        `fill="${pick(COLORS)}" text-anchor="middle" transform="rotate(${angle} ${x} ${y})">${escapeXml(char)}</text>`,
    );
  });
  for (let i = 0; i < 4; i += 1) {
    const [x1, y1, x2, y2] = [randomInt(0, 30), randomInt(HEIGHT), randomInt(90, WIDTH), randomInt(HEIGHT)];
    const [cx, cy] = [randomInt(30, 90), randomInt(HEIGHT)];
    parts.push(
      `<path d="M${x1} ${y1} Q${cx} ${cy} ${x2} ${y2}" stroke="${pick(COLORS)}" stroke-width="${randomInt(1, 3)}" fill="none" opacity="0.7"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export interface CaptchaStore {
  issue(): IssuedCaptcha;
  /** True when the code of the key is live and matches (case ignored); the key is used up either way. */
  verify(captchaKey: string, text: string): boolean;
  latest(): { captchaKey: string; text: string; expiresAt: number } | undefined;
}

export function createCaptchaStore(db: Db, now: () => number): CaptchaStore {
  return {
    issue() {
      const text = Array.from({ length: CAPTCHA_LENGTH }, () => pick([...ALPHABET])).join('');
      const captchaKey = randomUUID();
      const createdAt = now();
      const expiresAt = createdAt + CAPTCHA_TTL_MS;
      run(
        db,
        'INSERT INTO account_captchas (captcha_key, text, created_at, expires_at) VALUES (?, ?, ?, ?)',
        captchaKey,
        text,
        createdAt,
        expiresAt,
      );
      const image = `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(text)).toString('base64')}`;
      return { captchaKey, text, image, expiresAt };
    },
    verify(captchaKey, text) {
      const row = one<{ text: string; expires_at: number; used_at: number | null }>(
        db,
        'SELECT text, expires_at, used_at FROM account_captchas WHERE captcha_key = ?',
        captchaKey,
      );
      if (!row || row.used_at !== null) return false;
      run(db, 'UPDATE account_captchas SET used_at = ? WHERE captcha_key = ?', now(), captchaKey);
      return row.expires_at > now() && row.text.toLowerCase() === text.trim().toLowerCase();
    },
    latest() {
      const row = one<{ captcha_key: string; text: string; expires_at: number }>(
        db,
        'SELECT captcha_key, text, expires_at FROM account_captchas ORDER BY created_at DESC, rowid DESC LIMIT 1',
      );
      return row ? { captchaKey: row.captcha_key, text: row.text, expiresAt: row.expires_at } : undefined;
    },
  };
}
