// Secrets: the environment's when set, else one random value per database that survives a restart.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database.ts';
import { buildApp } from '../app.ts';
import { tokenOf } from '../test/helpers.ts';
import { loadSecrets } from './secrets.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadSecrets', () => {
  it('takes JWT_SECRET and CHAT_SECRET from the environment', () => {
    const db = openDatabase(':memory:');
    expect(loadSecrets(db, { JWT_SECRET: 'j'.repeat(40), CHAT_SECRET: 'c'.repeat(40) })).toEqual({
      jwt: 'j'.repeat(40),
      chat: 'c'.repeat(40),
    });
    db.close();
  });

  it('generates distinct random secrets once per database and keeps them', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    const first = loadSecrets(a, {});
    expect(first.jwt).toMatch(/^[\w-]{43}$/);
    expect(first.chat).not.toBe(first.jwt);
    expect(loadSecrets(a, {})).toEqual(first);
    expect(loadSecrets(b, {}).jwt).not.toBe(first.jwt);
    // An empty variable counts as unset.
    expect(loadSecrets(a, { JWT_SECRET: '  ' })).toEqual(first);
    a.close();
    b.close();
  });
});

describe('app.secrets', () => {
  it('has no secret from the source: a token of one database is refused by another', async () => {
    const one = await buildApp({ dbFile: ':memory:', env: {} });
    const other = await buildApp({ dbFile: ':memory:', env: {} });
    expect(one.secrets.jwt).not.toBe('market-city-mock-secret');
    const token = tokenOf(one, 'buyer');
    expect(one.resolveToken(token)?.account).toBe('buyer');
    expect(other.resolveToken(token)).toBeNull();
    await one.close();
    await other.close();
  });

  it('keeps tokens valid across a restart on the same database, and follows JWT_SECRET', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    dirs.push(dir);
    const dbFile = join(dir, 'portal.db');
    const first = await buildApp({ dbFile, env: {} });
    const token = tokenOf(first, 'buyer');
    const secrets = first.secrets;
    await first.close();
    const again = await buildApp({ dbFile, env: {} });
    expect(again.secrets).toEqual(secrets);
    expect(again.resolveToken(token)?.account).toBe('buyer');
    await again.close();
    const fromEnv = await buildApp({ dbFile, env: { JWT_SECRET: 'from-the-environment-0123456789' } });
    expect(fromEnv.secrets.jwt).toBe('from-the-environment-0123456789');
    expect(fromEnv.secrets.chat).toBe(secrets.chat);
    expect(fromEnv.resolveToken(token)).toBeNull();
    await fromEnv.close();
  });
});
