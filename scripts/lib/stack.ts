// Starts and stops the pieces of the stack (mock server, web) for `npm start` and the end-to-end tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** Resolves when `url` answers (any HTTP status), rejects after `timeoutMs` or when the process exits. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) {
      const tail = (child as ChildProcess & { tail?: string[] }).tail?.join('') ?? '';
      throw new Error(`process exited with ${child.exitCode} before ${url} answered\n${tail}`);
    }
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
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
    [join(root, 'mock-server', 'src', 'server.ts')],
    env,
    options.quiet ?? false,
  );
  const url = `http://127.0.0.1:${options.port}`;
  await waitForHttp(`${url}/api/docs/json`, child);
  return { name: 'mock-server', url, child, stop: stopper(child) };
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
