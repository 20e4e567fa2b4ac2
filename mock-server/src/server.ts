// Starts the mock server: PORT (3000), HOST (127.0.0.1), DB_FILE (.data/portal.db, or :memory:); LOG_LEVEL
// (warn), LOG=1 (info, with a line per request) and TRUST_PROXY (the client's address behind a proxy), read by
// lib/server-env.ts;
// JWT_SECRET and CHAT_SECRET (else generated once per database, lib/secrets.ts); MEMORY_TRACE_FILE: a file to
// append the process's memory to every 100 ms (lib/memory-trace.ts, for the benches).
// One port serves the API, its OpenAPI page and socket.io.
import { buildApp, DATA_DIR } from './app.ts';
import { join } from 'node:path';
import { SOCKET_PATH } from '@portal/contracts/events/common';
import { DOCS_PREFIX } from './plugins/openapi.ts';
import { startMemoryTrace } from './lib/memory-trace.ts';
import { logSettings, trustProxySetting } from './lib/server-env.ts';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dbFile = process.env.DB_FILE ?? join(DATA_DIR, 'portal.db');

const memoryTrace = process.env.MEMORY_TRACE_FILE ? startMemoryTrace(process.env.MEMORY_TRACE_FILE) : null;
const app = await buildApp({ dbFile, logger: logSettings(process.env), trustProxy: trustProxySetting(process.env) });
await app.listen({ port, host });
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`mock server listening
  API         http://${shownHost}:${port}/api
  API docs    http://${shownHost}:${port}${DOCS_PREFIX}  (OpenAPI document ${DOCS_PREFIX}/json)
  Websockets  ws://${shownHost}:${port}${SOCKET_PATH}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  memoryTrace?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
