// The `webServer` of playwright.config.ts: builds the web if its bundle is stale, starts the test stack (fresh
// database, mock server, `vite preview` with the API proxy) on the E2E ports and keeps it up until Playwright
// sends SIGTERM at the end of the run, then stops both servers and removes the database.
import { buildWeb, startTestStack, webBuildIsStale } from '../../scripts/lib/stack.ts';
import { API_PORT, WEB_PORT } from './env.ts';

if (webBuildIsStale()) {
  console.log('[e2e] the web bundle is older than its sources: building it');
  const code = await buildWeb();
  if (code !== 0) process.exit(code);
}

const stack = await startTestStack({ apiPort: API_PORT, webPort: WEB_PORT });
console.log(`[e2e] mock server ${stack.api.url}, web ${stack.web.url}`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// Should the runner go away without a signal, do not leave the servers behind.
process.on('disconnect', () => void shutdown());
setInterval(() => {
  if (process.ppid === 1) void shutdown();
}, 2000);
