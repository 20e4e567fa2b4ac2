// The set-up of a mock-server test file that talks to one app: `buildApp` on an in-memory database (seeded) in
// beforeAll, closed in afterAll, and a POST of a contract operation as a seeded account in a language, so each
// file says only what its own requests are.
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { OperationDef } from '@portal/contracts/operation';
import { buildApp } from '../app.ts';
import { type Answer, tokenOf } from './helpers.ts';

export interface TestApp {
  /** The app of the file (built before its first test). */
  readonly app: FastifyInstance;
  /** A token of a seeded account, issued at the call (on the clock of the moment, so a moved clock keeps it valid). */
  token(account: string): string;
  /** POSTs an operation as `account` (none: anonymous) in `lang` (zh unless given). */
  post<T = unknown>(op: OperationDef, body: unknown, account: string | null, lang?: string): Promise<Answer<T>>;
}

/** Builds the file's app before its tests (`now`: the server clock) and closes it after them. */
export function useTestApp(options: { now: () => number }): TestApp {
  let built: FastifyInstance | undefined;
  beforeAll(async () => {
    built = await buildApp({ dbFile: ':memory:', now: options.now });
  }, 60_000);
  afterAll(() => built?.close());
  const app = (): FastifyInstance => {
    if (!built) throw new Error('the test app is built in beforeAll: use it inside a test or a hook');
    return built;
  };
  const token = (account: string): string => tokenOf(app(), account);
  return {
    get app() {
      return app();
    },
    token,
    async post<T>(op: OperationDef, body: unknown, account: string | null, lang = 'zh'): Promise<Answer<T>> {
      const res = await app().inject({
        method: 'POST',
        url: op.path,
        payload: body as object,
        headers: { ...(account ? { [HEADER_TOKEN]: token(account) } : {}), [HEADER_LANG]: lang },
      });
      const answer = res.json() as { resultCode: string; content: T; field?: string };
      return {
        status: res.statusCode,
        resultCode: answer.resultCode,
        content: answer.content,
        ...(answer.field === undefined ? {} : { field: answer.field }),
      };
    },
  };
}
