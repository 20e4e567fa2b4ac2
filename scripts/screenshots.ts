// `node scripts/screenshots.ts [out-dir]`: starts the stack on its own ports (built web) and takes
// screenshots of the main pages in zh and en on a desktop and a phone, to look at them as a user would.
// With `--readme` it also refreshes docs/screenshot-home.png.
import { mkdtempSync, mkdirSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startMockServer, startWeb, type Service } from './lib/stack.ts';

const args = process.argv.slice(2);
const readme = args.includes('--readme');
const out = args.find((arg) => !arg.startsWith('--')) ?? join(root, 'tests', '.artifacts', 'screens');
const PAGES = ['/', '/login', '/register', '/news', '/newsDetail?id=1', '/help', '/question?id=1', '/auction'];

const tmp = mkdtempSync(join(tmpdir(), 'portal-shots-'));
const services: Service[] = [];
try {
  const api = await startMockServer({ port: 3390, dbFile: join(tmp, 'shots.db'), quiet: true });
  services.push(api);
  const web = await startWeb({ port: 5390, apiUrl: api.url, mode: 'preview', quiet: true });
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
        const name = `${path.replace(/[/?=]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${lang}-${viewport}.png`;
        await page.screenshot({ path: join(out, name) });
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
