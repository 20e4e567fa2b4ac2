// The server's health (`GET /api/health`): the database answers a query, the server clock, the version.
// What `npm start`, the end-to-end stack and the benches wait on before they go on.
import { readFileSync } from 'node:fs';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { HttpError } from '../../lib/errors.ts';
import { one } from '../../db/database.ts';
import { health } from '@portal/contracts/http/health';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export const module: DomainModule = {
  name: 'health',
  dependsOn: [],
  routes(app) {
    bind(app, health, ({ request }) => {
      try {
        one(app.db, 'SELECT 1 AS ok');
      } catch (error) {
        request.log.error({ err: error }, 'health: the database did not answer');
        throw new HttpError(503);
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        now: app.now(),
        clockOffsetMs: app.clock.offset(),
        version: VERSION,
        uptimeS: Math.floor(process.uptime()),
      };
    });
  },
};
