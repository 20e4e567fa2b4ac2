// Direct calls from the tests to the mock server (not through a browser): a contract operation with its
// query, body and token, answered as the R8.3 envelope.
import type { OperationDef } from '@portal/contracts/operation';
import { buildPath } from '@portal/contracts/operation';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { loginByAccount } from '@portal/contracts/http/auth';
import type { LoginResult } from '@portal/contracts/entities/user';
import { API_URL } from './env.ts';

export interface Envelope<T> {
  resultCode: string;
  content: T;
  field?: string;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number>;
  params?: Record<string, string | number>;
  token?: string | undefined;
  lang?: 'zh' | 'en';
}

/** Calls an operation of the contracts; answers its envelope and HTTP status. */
export async function call<T>(op: OperationDef, options: CallOptions = {}): Promise<Envelope<T> & { status: number }> {
  const search = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const response = await fetch(`${API_URL}${buildPath(op.path, options.params)}${search ? `?${search}` : ''}`, {
    method: op.method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { [HEADER_TOKEN]: options.token } : {}),
      [HEADER_LANG]: options.lang ?? 'zh',
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, ...((await response.json()) as Envelope<T>) };
}

/** Calls an operation and insists on success (`000`); throws with the answer otherwise. */
export async function callOk<T>(op: OperationDef, options: CallOptions = {}): Promise<T> {
  const answer = await call<T>(op, options);
  if (answer.resultCode !== '000') throw new Error(`${op.id} answered ${answer.status} ${JSON.stringify(answer)}`);
  return answer.content;
}

export const DEMO_PASSWORD = 'demo1234';

/** Logs an account in through the API, as the login page does. */
export function apiLogin(account: string, password = DEMO_PASSWORD): Promise<LoginResult> {
  return callOk<LoginResult>(loginByAccount, { body: { account, password } });
}
