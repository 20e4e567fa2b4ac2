#!/usr/bin/env node
// Entry of `npm start`, `npm test` and `npm run bench`. Runs on whatever Node the machine has (20 here):
// fetches Node 24 LTS and pnpm into .tools/ (git-ignored) when needed, installs the dependencies, for
// tests the browser, then hands over to scripts/<command>.ts under Node 24.
'use strict';
const { spawnSync, spawn } = require('node:child_process');
const { existsSync, readFileSync, writeFileSync, statSync, mkdirSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
const tools = join(root, '.tools');
const NODE_MAJOR = 24;
const PNPM_VERSION = '12.21.0';
const command = process.argv[2];
const commands = { start: 'start.ts', test: 'test.ts', bench: 'bench.ts' };
if (!commands[command]) {
  console.error(`usage: node scripts/bootstrap.cjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}

function say(line) {
  console.log(`[setup] ${line}`);
}

function runOrDie(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`[setup] failed: ${cmd} ${args.join(' ')} (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function versionOf(nodeBin) {
  const result = spawnSync(nodeBin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

function ensureNode() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= NODE_MAJOR) return process.execPath;
  const dir = join(tools, 'node');
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin) && versionOf(bin).startsWith(`v${NODE_MAJOR}.`)) return bin;
  say(
    `Node ${process.versions.node} is older than ${NODE_MAJOR}: installing Node ${NODE_MAJOR} LTS from the npm registry into .tools/node`,
  );
  mkdirSync(dir, { recursive: true });
  runOrDie('npm', [
    'install',
    '--global',
    '--prefix',
    dir,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node@${NODE_MAJOR}`,
  ]);
  if (!versionOf(bin).startsWith(`v${NODE_MAJOR}.`)) {
    console.error(
      `[setup] Node ${NODE_MAJOR} did not install into ${dir}; install Node ${NODE_MAJOR} LTS yourself and run again.`,
    );
    process.exit(1);
  }
  return bin;
}

function ensurePnpm(env) {
  const dir = join(tools, 'pnpm');
  const bin = join(dir, 'bin', 'pnpm');
  const probe = existsSync(bin) ? spawnSync(bin, ['--version'], { encoding: 'utf8', env }) : null;
  if (probe && probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return bin;
  say(`installing pnpm ${PNPM_VERSION} into .tools/pnpm`);
  runOrDie(
    'npm',
    ['install', '--global', '--prefix', dir, '--no-audit', '--no-fund', '--loglevel=error', `pnpm@${PNPM_VERSION}`],
    { env },
  );
  return bin;
}

function ensureDependencies(pnpm, env) {
  const marker = join(root, 'node_modules', '.install-stamp');
  const lock = join(root, 'pnpm-lock.yaml');
  const lockTime = existsSync(lock) ? String(statSync(lock).mtimeMs) + readFileSync(lock, 'utf8').length : 'none';
  if (existsSync(marker) && readFileSync(marker, 'utf8') === lockTime) return;
  say('installing dependencies (pnpm install --frozen-lockfile)');
  runOrDie(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only'], { env });
  writeFileSync(marker, lockTime);
}

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

function ensureBrowser() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  const haveChromium = existsSync('/usr/bin/chromium');
  if (haveChromium && hasCjkFont()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    say('installing the test browser and Chinese fonts: apt-get install chromium fonts-noto-cjk');
    runOrDie('apt-get', ['update', '-qq']);
    runOrDie(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-cjk', 'fontconfig'],
      {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    return;
  }
  console.error(
    '[setup] The end-to-end tests need Chromium at /usr/bin/chromium and a Chinese font (Noto Sans CJK).\n' +
      '        On Debian/Ubuntu: sudo apt-get install chromium fonts-noto-cjk\n' +
      '        Elsewhere: install Chromium and set CHROMIUM_PATH to its binary.',
  );
  process.exit(1);
}

const node = ensureNode();
const binDirs = [join(node, '..'), join(tools, 'pnpm', 'bin')];
const env = { ...process.env, PATH: `${binDirs.join(':')}:${process.env.PATH ?? ''}` };
const pnpm = ensurePnpm(env);
ensureDependencies(pnpm, env);
if (command === 'test') ensureBrowser();

const child = spawn(node, [join(root, 'scripts', commands[command]), ...process.argv.slice(3)], {
  stdio: 'inherit',
  cwd: root,
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
