// Helpers of the mock-server tests: a token of a seeded account issued straight from the db (no login call),
// the ids of an account, and a GET of a contract operation (or of a path) through app.inject with a token and
// a language.
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { buildPath, type OperationDef } from '@portal/contracts/operation';
import { one, run } from '../db/database.ts';

/** The HTTP status and the envelope of an answer (`field` only when the answer names one). */
export interface Answer<T = unknown> {
  status: number;
  resultCode: string;
  content: T;
  field?: string;
}

export interface GetOptions {
  query?: Record<string, string | number | boolean>;
  params?: Record<string, string | number>;
  /** Sent as X-Token when set. */
  token?: string | undefined;
  /** Sent as Accept-Language when set (the server answers in zh without it). */
  lang?: string | undefined;
}

/**
 * GETs an operation, or a path (which may carry its own query string), with the query and params given.
 */
export async function get<T = unknown>(
  app: FastifyInstance,
  target: OperationDef | string,
  options: GetOptions = {},
): Promise<Answer<T>> {
  const path = buildPath(typeof target === 'string' ? target : target.path, options.params);
  const search = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const res = await app.inject({
    method: 'GET',
    url: search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path,
    headers: {
      ...(options.token ? { [HEADER_TOKEN]: options.token } : {}),
      ...(options.lang ? { [HEADER_LANG]: options.lang } : {}),
    },
  });
  const body = res.json() as { resultCode: string; content: T; field?: string };
  return {
    status: res.statusCode,
    resultCode: body.resultCode,
    content: body.content,
    ...(body.field === undefined ? {} : { field: body.field }),
  };
}

/** The user id of a seeded account (the demo accounts, the catalogue's shop01, factory01 ...). */
export function userIdOf(app: FastifyInstance, account: string): number {
  const user = one<{ id: number }>(app.db, 'SELECT id FROM users WHERE account = ?', account);
  if (!user) throw new Error(`no account ${account}`);
  return user.id;
}

/** A token of a seeded account, issued directly (no login call). */
export function tokenOf(app: FastifyInstance, account: string): string {
  return app.issueToken(userIdOf(app, account));
}

/** The company of a seeded account. */
export function companyIdOf(app: FastifyInstance, account: string): number {
  const row = one<{ company_id: number }>(app.db, 'SELECT company_id FROM users WHERE account = ?', account);
  if (!row) throw new Error(`no account ${account}`);
  return row.company_id;
}

/** The id and company of a seeded account (no company for a personal user). */
export function userOf(app: FastifyInstance, account: string): { id: number; company_id: number | null } {
  const row = one<{ id: number; company_id: number | null }>(
    app.db,
    'SELECT id, company_id FROM users WHERE account = ?',
    account,
  );
  if (!row) throw new Error(`no account ${account}`);
  return row;
}

/** Tokens of seeded accounts, by account name. */
export function tokensOf(app: FastifyInstance, accounts: readonly string[]): Record<string, string> {
  return Object.fromEntries(accounts.map((account) => [account, tokenOf(app, account)]));
}

/**
 * Adds the account 'newbuyer': a buyer who registered but has not completed the enterprise information (no
 * company), and answers its token. `mobile` keeps it apart from the seeded numbers.
 */
export function unfinishedBuyerToken(app: FastifyInstance, mobile: string, createdAt: number): string {
  const id = run(
    app.db,
    `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, created_at)
     VALUES ('newbuyer', ?, 'x:y', '新采购商', 'buyer', NULL, 1, ?)`,
    mobile,
    createdAt,
  ).lastId;
  return app.issueToken(id);
}
