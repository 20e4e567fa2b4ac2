// Starts the mock server: PORT (3000), HOST (127.0.0.1), DB_FILE (.data/portal.db, or :memory:).
import { buildApp, DATA_DIR } from './app.ts';
import { join } from 'node:path';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.DB_FILE ?? join(DATA_DIR, 'portal.db');

const app = await buildApp({ dbFile, logger: process.env.LOG === '1' });
await app.listen({ port, host });
console.log(`mock server: http://${host === '0.0.0.0' ? 'localhost' : host}:${port}  (API /api, docs /api/docs)`);

const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
