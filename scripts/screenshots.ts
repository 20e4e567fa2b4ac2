// `node scripts/screenshots.ts [out-dir]`: starts the stack on its own ports (built web) and takes
// screenshots of the main pages in zh and en on a desktop and a phone, to look at them as a user would.
// With `--readme` it also refreshes docs/screenshot-home.png; `--page=/news` (repeatable) takes only those pages;
// the home page is taken whole (full page). Ports: E2E_API_PORT / E2E_WEB_PORT, else 3390 / 5390.
import { mkdtempSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startMockServer, startWeb, type Service } from './lib/stack.ts';

const args = process.argv.slice(2);
const readme = args.includes('--readme');
const out = args.find((arg) => !arg.startsWith('--')) ?? join(root, 'tests', '.artifacts', 'screens');
const ALL_PAGES = ['/', '/login', '/register', '/news', '/newsDetail?id=1', '/help', '/question?id=1', '/auction'];
const chosen = args.filter((arg) => arg.startsWith('--page=')).map((arg) => arg.slice('--page='.length));
const PAGES = chosen.length > 0 ? chosen : ALL_PAGES;
const API_PORT = Number(process.env.E2E_API_PORT ?? 3390);
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5390);

const tmp = mkdtempSync(join(tmpdir(), 'portal-shots-'));
const services: Service[] = [];
try {
  const api = await startMockServer({ port: API_PORT, dbFile: join(tmp, 'shots.db'), quiet: true });
  services.push(api);
  const web = await startWeb({ port: WEB_PORT, apiUrl: api.url, mode: 'preview', quiet: true });
  services.push(web);
  process.env.BASE_URL = web.url;
  const { launchBrowser, openPage } = await import('../tests/support/browser.ts');
  const browser = await launchBrowser();
  mkdirSync(out, { recursive: true });
  for (const lang of ['zh', 'en'] as const) {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page } = await openPage(browser, { lang, viewport });
      for (const path of PAGES) {
        await page.goto(`${web.url}${path}`);
        await page.waitForLoadState('networkidle');
        await page.locator('[data-testid="loading-overlay"]').waitFor({ state: 'detached', timeout: 15000 });
        if (path === '/') {
          // The first call of a fresh server can outlast the network-idle wait: wait for the data's bands.
          await page.locator('[data-testid="home-products"]').waitFor({ timeout: 30000 });
          // Pictures below the fold load lazily: scroll through once so the whole-page picture has them.
          await page.evaluate(`(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 150));
            }
            window.scrollTo(0, 0);
          })()`);
          await page.waitForLoadState('networkidle');
        }
        const name = `${path.replace(/[/?=]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${lang}-${viewport}.png`;
        await page.screenshot({ path: join(out, name), fullPage: path === '/' });
        console.log(join(out, name));
      }
      await context.close();
    }
  }
  await browser.close();
  if (readme) {
    mkdirSync(join(root, 'docs'), { recursive: true });
    copyFileSync(join(out, 'home-zh-desktop.png'), join(root, 'docs', 'screenshot-home.png'));
  }
} finally {
  await Promise.all(services.map((service) => service.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
