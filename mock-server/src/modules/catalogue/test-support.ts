// Test helpers of the catalogue-related modules: GET a contract operation through app.inject, log a demo
// account in by issuing its token directly.
import type { FastifyInstance } from 'fastify';
import type { OperationDef } from '@portal/contracts/operation';
import { buildPath } from '@portal/contracts/operation';
import { one } from '../../db/database.ts';

export interface Answer<T = unknown> {
  status: number;
  resultCode: string;
  content: T;
}

/** GETs an operation with its query and params; `token` is sent as X-Token. */
export async function get<T = unknown>(
  app: FastifyInstance,
  op: OperationDef,
  options: {
    query?: Record<string, string | number | boolean>;
    params?: Record<string, string | number>;
    token?: string;
    lang?: string;
  } = {},
): Promise<Answer<T>> {
  const search = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const res = await app.inject({
    method: 'GET',
    url: `${buildPath(op.path, options.params)}${search ? `?${search}` : ''}`,
    headers: {
      ...(options.token ? { 'x-token': options.token } : {}),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
  const body = res.json() as { resultCode: string; content: T };
  return { status: res.statusCode, resultCode: body.resultCode, content: body.content };
}

/** A token of a seeded account (demo1234 accounts and the catalogue's shop01, factory01 ...). */
export function tokenOf(app: FastifyInstance, account: string): string {
  const user = one<{ id: number }>(app.db, 'SELECT id FROM users WHERE account = ?', account);
  if (!user) throw new Error(`no account ${account}`);
  return app.issueToken(user.id);
}

export function companyIdOf(app: FastifyInstance, account: string): number {
  const row = one<{ company_id: number }>(app.db, 'SELECT company_id FROM users WHERE account = ?', account);
  if (!row) throw new Error(`no account ${account}`);
  return row.company_id;
}
