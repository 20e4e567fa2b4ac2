// Starts and stops the pieces of the stack (mock server, web) for `npm start` and the end-to-end tests, builds
// the web when its bundle is older than its sources, and runs Playwright.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.ts';

export const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, quiet: boolean): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  if (quiet) {
    // Keep the last lines so a failure to start can be explained.
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail.push(chunk.toString());
      if (tail.length > 40) tail.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    (child as ChildProcess & { tail?: string[] }).tail = tail;
  }
  child.on('error', (error) => console.error(`${name}: ${error.message}`));
  return child;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        clearTimeout(timer);
        resolve();
      }
    });
}

/**
 * Resolves when `url` answers (any HTTP status; only 200 when `okOnly`), rejects after `timeoutMs` or when the
 * process exits.
 */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
  okOnly = false,
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      const tail = (child as ChildProcess & { tail?: string[] }).tail?.join('') ?? '';
      throw new Error(`process exited with ${child.exitCode} before ${url} answered\n${tail}`);
    }
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (!okOnly || answer.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startMockServer(options: { port: number; dbFile?: string; quiet?: boolean }): Promise<Service> {
  const env: NodeJS.ProcessEnv = { PORT: String(options.port), HOST: '127.0.0.1' };
  if (options.dbFile) env.DB_FILE = options.dbFile;
  const child = launch(
    'mock-server',
    process.execPath,
    [...SERVER_NODE_FLAGS, join(root, 'mock-server', 'src', 'server.ts')],
    env,
    options.quiet ?? false,
  );
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHealth(url, child);
  return { name: 'mock-server', url, child, stop: stopper(child) };
}

/** Resolves once the mock server at `url` says it is healthy (`GET /api/health`: its database answers). */
export function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  return waitForHttp(`${url}/api/health`, child, timeoutMs, true); // contracts/src/http/health.ts
}

const viteBin = join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js');

/** The web client: `dev` (Vite dev server) for `npm start`, `preview` (the built bundle) for tests. */
export async function startWeb(options: {
  port: number;
  apiUrl: string;
  mode: 'dev' | 'preview';
  quiet?: boolean;
}): Promise<Service> {
  const args =
    options.mode === 'dev'
      ? [viteBin, 'web', '--port', String(options.port), '--strictPort']
      : [viteBin, 'preview', 'web', '--port', String(options.port), '--strictPort'];
  const child = launch(
    'web',
    process.execPath,
    args,
    { API_URL: options.apiUrl, WEB_HOST: '127.0.0.1' },
    options.quiet ?? false,
  );
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(url, child);
  return { name: 'web', url, child, stop: stopper(child) };
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function runStep(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Runs a command to completion with its output kept (for commands that run side by side, each printed whole
 * when it ends); resolves with its exit code and output. */
export function runCaptured(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Newest modification time of the files under `paths` (node_modules and dist skipped); 0 when none exist. */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(path)) {
      if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    }
  };
  paths.forEach(visit);
  return newest;
}

/** Whether web/dist is missing or older than what it is built from (the web and the contracts). */
export function webBuildIsStale(): boolean {
  const built = join(root, 'web', 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'web/src',
    'web/public',
    'web/index.html',
    'web/vite.config.ts',
    'web/build',
    'web/package.json',
    'contracts/src',
  ];
  return newestMtime(sources.map((path) => join(root, path))) > statSync(built).mtimeMs;
}

/** `vite build` of the web into web/dist; resolves with its exit code. */
export function buildWeb(): Promise<number> {
  return runStep(process.execPath, [viteBin, 'build', 'web']);
}

/** The stack the end-to-end tests run against: a fresh database in a temporary folder, the mock server on it,
 * and the built web under `vite preview` proxying /api to the server. `stop()` ends both and removes the
 * database. */
export async function startTestStack(options: { apiPort: number; webPort: number }): Promise<{
  api: Service;
  web: Service;
  stop(): Promise<void>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const services: Service[] = [];
  const stop = async () => {
    await Promise.all(services.map((service) => service.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const api = await startMockServer({ port: options.apiPort, dbFile: join(dir, 'e2e.db'), quiet: true });
    services.push(api);
    const web = await startWeb({ port: options.webPort, apiUrl: api.url, mode: 'preview', quiet: true });
    services.push(web);
    return { api, web, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The Playwright test runner of the tests package (the config is tests/playwright.config.ts). */
export const playwrightCli = join(root, 'tests', 'node_modules', '@playwright', 'test', 'cli.js');

/** Runs `playwright test` with the repository's config and extra arguments; resolves with its exit code. */
export function runPlaywright(args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return runStep(
    process.execPath,
    [playwrightCli, 'test', '--config', join(root, 'tests', 'playwright.config.ts'), ...args],
    env,
  );
}
