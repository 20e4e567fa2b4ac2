// Every route of the route table (docs/requirements.md section 2 + login, register, password reset) answers in
// each language and on each screen (@matrix: all four projects for the pages whose layout changes most; @pair:
// zh-desktop and en-phone for the others) with its page frame, its own title in the page's language, no Chinese
// on an English page, no serious or critical axe-core violation (R2.10), no console error, no sideways
// scrolling, and starts at the top.
import { readFileSync } from 'node:fs';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { expect, MATRIX, PAIR, test, type Lang } from '../support/fixtures.ts';
import { seriousViolations } from '../support/axe.ts';
import { Shell } from '../pages/shell.ts';

interface RouteCase {
  path: string;
  /** The test id that proves the content rendered. */
  ready: string;
  /** The page's title is its route's (routes:<key> in the page's language). */
  titleKey?: string;
  /** Titles of seeded content (a news headline, a question) are data, not interface strings. */
  contentTitle?: boolean;
  /** What the visitor typed (in the URL), which the page shows back as it is in any language. */
  typed?: string;
  /** Checked in all four projects (zh/en x desktop/phone): the pages whose layout changes most between the
   * screens and languages (the home page, the live pages, the catalogue, the dashboards). The others run in
   * zh-desktop and en-phone. */
  everyScreen?: boolean;
}

/** Every route, with the test id that proves its page rendered. */
const BUILT: RouteCase[] = [
  { path: '/', ready: testIds.home.root, everyScreen: true },
  { path: '/home', ready: testIds.home.root },
  { path: '/login', ready: testIds.pageFrame.title },
  { path: '/register', ready: testIds.pageFrame.title },
  { path: '/resetPassword', ready: testIds.pageFrame.title },
  { path: '/news', ready: testIds.pageFrame.title },
  { path: '/newsDetail?id=1', ready: testIds.pageFrame.title, contentTitle: true },
  { path: '/videoCenter', ready: testIds.pageFrame.title },
  { path: '/help', ready: testIds.pageFrame.title },
  { path: '/question?id=1', ready: testIds.pageFrame.title, contentTitle: true },
  { path: '/searchQuestion?keyword=%E8%AE%A2%E5%8D%95', ready: testIds.pageFrame.title, typed: '订单' },
  { path: '/auction', ready: testIds.pageFrame.title, everyScreen: true },
  { path: '/list', ready: testIds.pageFrame.title },
  { path: '/details?id=1', ready: testIds.pageFrame.title, contentTitle: true, everyScreen: true },
  { path: '/chat', ready: testIds.pageFrame.title },
  // Commerce (issue 7): a visitor sees the page frame and the login prompt.
  { path: '/Shopping', ready: testIds.pageFrame.title, everyScreen: true },
  { path: '/settle?cartIds=1', ready: testIds.pageFrame.title },
  { path: '/placeOrder?ids=1', ready: testIds.pageFrame.title },
  // The catalogue (issue 7).
  { path: '/market', ready: testIds.pageFrame.title, everyScreen: true },
  { path: '/typeDetail?id=1', ready: testIds.pageFrame.title, contentTitle: true },
  { path: '/storeDetail?id=21', ready: testIds.pageFrame.title, contentTitle: true, everyScreen: true },
  { path: '/company', ready: testIds.pageFrame.title },
  { path: '/supplierList', ready: testIds.pageFrame.title },
  { path: '/promotionalActivities', ready: testIds.pageFrame.title },
  { path: '/salesActivity', ready: testIds.pageFrame.title },
  { path: '/favorites', ready: testIds.pageFrame.title },
  { path: '/footprint', ready: testIds.pageFrame.title },
  { path: '/coupon', ready: testIds.pageFrame.title },
  { path: '/integralProduct', ready: testIds.pageFrame.title },
  // Trade requests (issue 8).
  { path: '/InquiryCounterofferList', ready: testIds.pageFrame.title },
  { path: '/inquiryCounterofferDetail/1', ready: testIds.pageFrame.title, contentTitle: true },
  { path: '/collectBidding', ready: testIds.pageFrame.title },
  { path: '/collectDetail?id=1', ready: testIds.pageFrame.title, contentTitle: true, everyScreen: true },
  // Exhibitions and industry information.
  { path: '/exhibitionDisplay', ready: testIds.pageFrame.title },
  { path: '/exhibitionApply?id=1', ready: testIds.pageFrame.title },
  { path: '/exhibitionExhibits', ready: testIds.pageFrame.title },
  { path: '/information', ready: testIds.pageFrame.title },
  { path: '/informationDetails?id=1', ready: testIds.pageFrame.title, contentTitle: true },
  // The operators' dashboards (issue 9).
  { path: '/trading', ready: testIds.pageFrame.title, everyScreen: true },
  { path: '/industrialBelt', ready: testIds.pageFrame.title },
  { path: '/vrList', ready: testIds.pageFrame.title, titleKey: 'vrList' },
  { path: '/industryDetail?id=330782', ready: testIds.pageFrame.title, contentTitle: true },
  // Factory inspection and visits (the inspect pass): a visitor sees the detail's login prompt.
  { path: '/inspection', ready: testIds.pageFrame.title },
  { path: '/inspectionDemo', ready: testIds.pageFrame.title },
  { path: '/inspectionDetail?id=1', ready: testIds.pageFrame.title },
  { path: '/deepauth', ready: testIds.pageFrame.title },
  // Merchant onboarding: a visitor is asked to log in.
  { path: '/certification', ready: testIds.pageFrame.title },
  { path: '/qualification', ready: testIds.pageFrame.title },
  // The service zone and the 1039 zone.
  { path: '/serviceSector', ready: testIds.pageFrame.title },
  { path: '/serviceProvider', ready: testIds.pageFrame.title },
  { path: '/serveDetail?id=1', ready: testIds.pageFrame.title },
  { path: '/serverTypeDetail?type=finance', ready: testIds.pageFrame.title },
  { path: '/serverEntranceDetail', ready: testIds.pageFrame.title },
  // Source factories: the zone, a factory's page (the demo factory), the credit-code lookup, report downloads.
  { path: '/factoryZone', ready: testIds.pageFrame.title },
  { path: '/factory?id=5', ready: testIds.pageFrame.title, contentTitle: true, everyScreen: true },
  { path: '/creditCode', ready: testIds.pageFrame.title },
  { path: '/creditDownload', ready: testIds.pageFrame.title },
];

const ROUTES = BUILT;

const routeTitles = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${lang}/routes.json`, import.meta.url), 'utf8')) as Record<
    string,
    string
  >;
const TITLES = { zh: routeTitles('zh'), en: routeTitles('en') };
const CJK = /[\u4e00-\u9fff]/;

test('the route table has the 54 routes of docs/requirements.md section 2 plus login, register and reset', () => {
  expect(ROUTES).toHaveLength(54 + 3);
  expect(new Set(ROUTES.map((route) => route.path.split('?')[0])).size).toBe(ROUTES.length);
});

test.describe('every route', () => {
  // A visitor's pages change nothing: the routes are shared out among the workers one by one, not kept in one
  // worker as a file's tests are (the sweep is the suite's longest file).
  test.describe.configure({ mode: 'parallel' });
  for (const route of ROUTES) {
    test(`renders ${route.path}`, { tag: route.everyScreen ? MATRIX : PAIR }, async ({ page, lang, consoleErrors }) => {
      const shell = new Shell(page);
      const response = await page.goto(route.path);
      expect(response?.status(), `${route.path} answers 200`).toBe(200);
      await expect(page.getByTestId(route.ready).first()).toBeVisible({ timeout: 15_000 });
      await expect(shell.header).toBeVisible();

      if (route.titleKey) {
        await expect(shell.pageTitle.first()).toHaveText(TITLES[lang][route.titleKey]!);
      } else if (route.ready !== testIds.home.root) {
        const title = shell.pageTitle.first();
        await expect(title).not.toBeEmpty();
        if (lang === 'en' && !route.contentTitle) await expect(title).not.toHaveText(CJK);
        if (lang === 'zh') await expect(title).toHaveText(CJK);
      }

      if (lang === 'en') {
        // Once its data is there: nothing of the interface or of the seeded content in Chinese (a visitor's pages
        // hold no user-written texts).
        await page.waitForLoadState('networkidle');
        const chinese = (await shell.chineseTexts()).filter(
          (text) => !route.typed || CJK.test(text.replaceAll(route.typed, '')),
        );
        expect(chinese, 'no Chinese on the English page').toEqual([]);
      }
      if (lang === 'zh') await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), 'axe: no serious or critical violation').toEqual([]);
      expect(await page.evaluate(() => window.scrollY), 'starts at the top').toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      expect(consoleErrors, 'no console error').toEqual([]);
    });
  }
});

test.describe('unknown paths', () => {
  test('show the not-found page inside the layout', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/no-such-page');
    await expect(shell.notFound).toBeVisible();
    await expect(shell.header).toBeVisible();
  });
});
