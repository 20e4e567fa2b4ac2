// The server's secrets (JWT signing, chat signatures): from the environment (JWT_SECRET, CHAT_SECRET) when
// set, else generated once per database and kept in its _meta table, so tokens survive a restart and no
// secret is written in the source.
import { randomBytes } from 'node:crypto';
import { getMeta, setMeta, type Db } from '../db/database.ts';

export interface Secrets {
  /** Signs and verifies login tokens. */
  jwt: string;
  /** Signs chat signatures (user-account/genSig). */
  chat: string;
}

/** The environment variable of each secret. */
export const SECRET_ENV: Record<keyof Secrets, string> = { jwt: 'JWT_SECRET', chat: 'CHAT_SECRET' };

/** A secret's value: the environment's, else the database's, else a new random one stored in the database. */
function secretOf(db: Db, name: keyof Secrets, env: Readonly<Record<string, string | undefined>>): string {
  const fromEnv = env[SECRET_ENV[name]]?.trim();
  if (fromEnv) return fromEnv;
  const key = `secret.${name}`;
  const stored = getMeta(db, key);
  if (stored) return stored;
  const generated = randomBytes(32).toString('base64url');
  setMeta(db, key, generated);
  return generated;
}

export function loadSecrets(db: Db, env: Readonly<Record<string, string | undefined>> = process.env): Secrets {
  return { jwt: secretOf(db, 'jwt', env), chat: secretOf(db, 'chat', env) };
}
