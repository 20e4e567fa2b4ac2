// `npm test`: type-check and lint (side by side), unit tests, build, then the end-to-end suite (@playwright/test in
// the system Chromium; each worker against a freshly started stack: new database, mock server and the built portal
// on their own ports).
import { mkdtempSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, root, runCaptured, runPlaywright, runStep } from './lib/stack.ts';

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

// Type-check and lint side by side, two commands at a time (a core each; each is single-threaded), the longest
// first; each command's output is printed whole when it ends. The steps keep their names and results.
interface Check {
  step: 'typecheck' | 'lint';
  label: string;
  run: () => Promise<{ code: number; output: string }>;
}
const tsc = (project: string): Check => ({
  step: 'typecheck',
  label: `tsc -p ${project}`,
  run: () => runCaptured(node, [bin('typescript', 'bin/tsc'), '-p', project]),
});
const lint: Check = {
  step: 'lint',
  label: 'import cycles, ESLint, Prettier',
  // No import cycle in contracts, mock-server or web (scripts/check-cycles.ts), then ESLint and Prettier.
  run: async () => {
    let output = '';
    for (const args of [
      [join(root, 'scripts', 'check-cycles.ts')],
      [bin('eslint', 'bin/eslint.js'), '--max-warnings', '0', '.'],
      [bin('prettier', 'bin/prettier.cjs'), '--check', '.'],
    ]) {
      const result = await runCaptured(node, args);
      output += result.output;
      if (result.code !== 0) return { code: result.code, output };
    }
    return { code: 0, output };
  },
};
const checks = [tsc('web'), lint, tsc('mock-server'), tsc('scripts'), tsc('tests'), tsc('contracts')].filter((check) =>
  want(check.step),
);
if (checks.length > 0) {
  const started = Date.now();
  const names = [...new Set(checks.map((check) => check.step))];
  console.log(`\n=== ${names.join(' + ')} ===`);
  const failed = new Map<string, number>();
  const queue = [...checks];
  const worker = async (): Promise<void> => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const begun = Date.now();
      const { code, output } = await check.run();
      console.log(
        `--- ${check.label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - begun) / 1000).toFixed(1)} s`,
      );
      if (output.trim()) console.log(output.trimEnd());
      if (code !== 0 && !failed.has(check.step)) failed.set(check.step, code);
    }
  };
  await Promise.all([worker(), worker()]);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  for (const name of names) {
    const code = failed.get(name);
    console.log(`=== ${name}: ${code === undefined ? 'ok' : `FAILED (exit ${code})`} in ${took} s`);
    if (code !== undefined) failures.push(name);
  }
}

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

await step('build', buildWeb);

// Playwright starts its own stack (tests/playwright.config.ts `webServer`) on E2E_API_PORT / E2E_WEB_PORT;
// E2E_ARGS passes arguments on (`E2E_ARGS='--project journeys'`). Counts come from its JSON report.
await step('e2e', async () => {
  const report = join(tmp, 'e2e.json');
  const args = (process.env.E2E_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const code = await runPlaywright(args, { E2E_REPORT: report });
  const result = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(report);
  if (result) {
    counts.passed += result.stats.expected + result.stats.flaky;
    counts.failed += result.stats.unexpected;
  } else if (code !== 0) {
    counts.failed += 1;
  }
  if (result && result.stats.flaky > 0) console.log(`e2e: ${result.stats.flaky} flaky (failed once, passed on retry)`);
  printPageSnapshots();
  return code;
});

/** What the page showed where an e2e attempt failed (Playwright's error context): CI keeps no artifacts, only the log. */
function printPageSnapshots(): void {
  const results = join(root, 'tests', '.artifacts', 'results');
  if (!existsSync(results)) return;
  for (const dir of readdirSync(results)) {
    const file = join(results, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    console.log(`\n--- ${dir}/error-context.md ---\n${text.length > 6000 ? `${text.slice(0, 6000)}\n[...]` : text}`);
  }
}

rmSync(tmp, { recursive: true, force: true });
console.log(failures.length === 0 ? '\nall steps passed' : `\nfailed steps: ${failures.join(', ')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed} failed`);
process.exit(failures.length === 0 ? 0 : 1);
