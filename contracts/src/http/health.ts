// The server's own health: whether it answers, reaches its database and what its clock reads. `npm start`,
// the tests' stack and the benches wait on it before they go on. Not part of the product's API list.
import { Type, type Static } from 'typebox';
import { EpochMs, defineOperation } from '../operation.ts';

export const Health = Type.Object({
  /** `ok` when the database answered a query. A server that cannot reach it answers HTTP 503 instead. */
  status: Type.Literal('ok'),
  database: Type.Literal('ok'),
  /** The server clock (epoch ms): the only clock of the stack, which an operator may have moved forward. */
  now: EpochMs,
  /** How far the server clock is ahead of the machine's (ms), after `mock/clock/advance`. */
  clockOffsetMs: Type.Integer({ minimum: 0 }),
  /** The mock server's package version. */
  version: Type.String({ maxLength: 40 }),
  /** Seconds since the process started. */
  uptimeS: Type.Integer({ minimum: 0 }),
});
export type Health = Static<typeof Health>;

export const health = defineOperation({
  id: 'health',
  method: 'GET',
  path: '/api/health',
  summary: 'Whether the server answers and reaches its database, with its clock and version',
  access: 'public',
  content: Health,
});
