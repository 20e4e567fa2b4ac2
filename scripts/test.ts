// `npm test`: type-check, lint, unit tests, build, then the end-to-end suite in Chromium against a freshly
// started stack (new database, mock server and the built portal on their own ports).
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runStep, startMockServer, startWeb, type Service } from './lib/stack.ts';

const only = process.argv.slice(2);
const want = (step: string) => only.length === 0 || only.includes(step);
const tmp = mkdtempSync(join(tmpdir(), 'portal-test-'));
const bin = (pkg: string, file: string) => join(root, 'node_modules', pkg, file);
const node = process.execPath;
const counts = { passed: 0, failed: 0 };
const failures: string[] = [];

async function step(name: string, run: () => Promise<number>): Promise<void> {
  if (!want(name)) return;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await run();
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failures.push(name);
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

await step('typecheck', async () => {
  for (const project of ['contracts', 'mock-server', 'web', 'tests', 'scripts']) {
    const code = await runStep(node, [bin('typescript', 'bin/tsc'), '-p', project]);
    if (code !== 0) return code;
  }
  return 0;
});

await step('lint', async () => {
  const code = await runStep(node, [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.']);
  return code !== 0 ? code : runStep(node, [bin('prettier', 'bin/prettier.cjs'), '--check', '.']);
});

await step('unit', async () => {
  const report = join(tmp, 'vitest.json');
  const code = await runStep(node, [
    bin('vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const result = readJson<{ numPassedTests: number; numFailedTests: number }>(report);
  if (result) {
    counts.passed += result.numPassedTests;
    counts.failed += result.numFailedTests;
  }
  return code;
});

await step('build', () => runStep(node, [join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js'), 'build', 'web']));

await step('e2e', async () => {
  const services: Service[] = [];
  try {
    const apiPort = Number(process.env.E2E_API_PORT ?? 3210);
    const webPort = Number(process.env.E2E_WEB_PORT ?? 5273);
    const api = await startMockServer({ port: apiPort, dbFile: join(tmp, 'e2e.db'), quiet: true });
    services.push(api);
    const web = await startWeb({ port: webPort, apiUrl: api.url, mode: 'preview', quiet: true });
    services.push(web);
    const tap = join(tmp, 'e2e.tap');
    const code = await runStep(
      node,
      [
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tap}`,
        ...(process.env.E2E_FILES ?? 'tests/e2e/*.test.ts').split(' '),
      ],
      { BASE_URL: web.url, API_URL: api.url, ARTIFACTS: join(root, 'tests', '.artifacts') },
    );
    if (existsSync(tap)) {
      const text = readFileSync(tap, 'utf8');
      counts.passed += Number(/^# pass (\d+)/m.exec(text)?.[1] ?? 0);
      counts.failed += Number(/^# fail (\d+)/m.exec(text)?.[1] ?? 0);
    }
    return code;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await Promise.all(services.map((service) => service.stop()));
  }
});

rmSync(tmp, { recursive: true, force: true });
console.log(failures.length === 0 ? '\nall steps passed' : `\nfailed steps: ${failures.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length === 0 ? 0 : 1);
