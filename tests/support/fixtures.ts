// The `test` of every e2e file: the project's language and screen as options, a fresh context with the guided
// tour dismissed (unless `tour`), console errors collected, the operator's test aids, and `loginAs`, which logs
// a demo account in through the API and hands the session to the page as the web stores it.
import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { LoginResult } from '@portal/contracts/entities/user';
import { SESSION_KEYS } from '../../web/src/shared/session/session-persistence.ts';
import { apiLogin, DEMO_PASSWORD } from './api.ts';
import { MockAids } from './mock.ts';

export type Lang = 'zh' | 'en';

/** Set per project (playwright.config.ts) or per file with `test.use`. */
export interface Options {
  lang: Lang;
  /** Show the guided tour (first visit); dismissed by default. */
  tour: boolean;
}

interface TestFixtures {
  /** What each tab of the test did (navigations, failed calls, errors), printed when the test fails. */
  pageJournal: PageJournal;
  /** Console errors and uncaught page errors seen so far in this test. */
  consoleErrors: string[];
  /** Logs `account` in through the API and stores its session for the next page load; answers the login. */
  loginAs: (account: string, password?: string) => Promise<LoginResult>;
  /** Another browser context (another browser or device) prepared like `context` (language, tour); closed after
   * the test. For realtime journeys: one context acts, the others must see it. `options` override the project's
   * (e.g. a phone's viewport for one of the browsers). */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  clearFaultsAfter: void;
}

interface WorkerFixtures {
  /** The mock stack's aids as the operator (SMS, graphic code, fault rules, clock). */
  mock: MockAids;
}

/** Per tab: the last few things that happened in it, so a failed test in CI says where each tab was. */
class PageJournal {
  readonly #tabs = new Map<Page, string[]>();

  watch(context: BrowserContext, name: string): void {
    context.on('page', (page) => {
      const lines: string[] = [];
      this.#tabs.set(page, lines);
      const note = (line: string) => {
        lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
        if (lines.length > 40) lines.shift();
      };
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
      });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          note(`console.${message.type()} ${message.text()}`);
      });
      page.on('pageerror', (error) => note(`pageerror ${error.message}`));
      page.on('requestfailed', (request) =>
        note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) note(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('close', () => note('closed'));
      note(`opened in ${name}`);
    });
  }

  print(title: string): void {
    const out = [`--- tabs of the failed test "${title}" ---`];
    for (const [page, lines] of this.#tabs) {
      out.push(`tab at ${page.isClosed() ? '(closed)' : page.url()}`, ...lines.map((line) => `  ${line}`));
    }
    console.log(out.join('\n'));
  }
}

/** Puts a login into the context's localStorage under the keys the web's session persistence reads, before any
 * page script runs. Only on the first load of each tab, so a logout in the test is not undone by a reload. */
export async function storeSession(context: BrowserContext, login: LoginResult): Promise<void> {
  await context.addInitScript(
    ({ keys, token, user }) => {
      // A new tab's first document (about:blank) has no storage of the site.
      if (!location.protocol.startsWith('http')) return;
      if (sessionStorage.getItem('__e2e_session')) return;
      sessionStorage.setItem('__e2e_session', '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.userInfo, JSON.stringify(user));
    },
    { keys: SESSION_KEYS, token: login.token, user: login.user },
  );
}

/** The language and the guided tour as the project asks, set before any page script runs on a tab's first load. */
async function prepareContext(context: BrowserContext, lang: Lang, tour: boolean): Promise<void> {
  await context.addInitScript(
    ({ lang, tour }) => {
      if (!location.protocol.startsWith('http')) return;
      if (sessionStorage.getItem('__e2e_init')) return;
      sessionStorage.setItem('__e2e_init', '1');
      if (!tour) localStorage.setItem('portal.tourDone', '1');
      localStorage.setItem('portal.language', lang);
    },
    { lang, tour },
  );
}

export const test = base.extend<Options & TestFixtures, WorkerFixtures>({
  lang: ['zh', { option: true }],
  tour: [false, { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring of the fixtures argument.
  pageJournal: async ({}, use, testInfo) => {
    const journal = new PageJournal();
    await use(journal);
    if (testInfo.status !== testInfo.expectedStatus) journal.print(testInfo.title);
  },

  context: async ({ context, lang, tour, pageJournal }, use) => {
    pageJournal.watch(context, 'the test context');
    await prepareContext(context, lang, tour);
    await use(context);
  },

  newContext: async ({ browser, lang, tour, pageJournal }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      // The project's options (viewport, locale, baseURL ...) reach browser.newContext through Playwright's
      // defaults for the test's browser; the page's own preparation is added here.
      const context = await browser.newContext(options);
      opened.push(context);
      pageJournal.watch(context, `another context (${opened.length})`);
      await prepareContext(context, lang, tour);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },

  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },

  loginAs: async ({ context }, use) => {
    await use(async (account, password = DEMO_PASSWORD) => {
      const login = await apiLogin(account, password);
      await storeSession(context, login);
      return login;
    });
  },

  mock: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring of the fixtures argument.
    async ({}, use) => {
      await use(new MockAids());
    },
    { scope: 'worker' },
  ],

  // Fault rules apply to every caller of the one stack: none outlives the test that set it.
  clearFaultsAfter: [
    async ({ mock }, use) => {
      await use();
      await mock.clearFaults();
    },
    { auto: true },
  ],
});

export { expect };
export { MATRIX, PAIR } from './env.ts';
