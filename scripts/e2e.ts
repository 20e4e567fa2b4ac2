// `pnpm test:e2e [playwright arguments]`: builds the web when its bundle is older than its sources, then runs the
// Playwright suite (tests/playwright.config.ts starts its own stack on E2E_API_PORT / E2E_WEB_PORT).
// Examples: `pnpm test:e2e --project journeys`, `pnpm test:e2e --grep @matrix`, `pnpm test:e2e e2e/shell.test.ts`.
import { buildWeb, runPlaywright, webBuildIsStale } from './lib/stack.ts';

if (webBuildIsStale()) {
  console.log('[e2e] the web bundle is older than its sources: building it');
  const code = await buildWeb();
  if (code !== 0) process.exit(code);
}
process.exit(await runPlaywright(process.argv.slice(2).filter((arg) => arg !== '--')));
