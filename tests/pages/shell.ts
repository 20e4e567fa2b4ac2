// Page object of the shell every page sits in: header (language, login link, user menu), guided tour, toasts,
// loading overlay, the not-found page, the live cart count and the notice shown while live data is only polled.
import { expect, type Locator, type Page } from '@playwright/test';
import { testIds } from '../../web/src/shared/test-ids.ts';

/** REALTIME_STATUS_TEST_ID of web/src/shared/realtime/realtime-status.tsx, copied: importing that module would
 * load React and Chakra into the test runner. */
export const REALTIME_STATUS_TEST_ID = 'realtime-status';

/**
 * Resolves at the page's first cart/getCartNum answer: its user-room stream has joined `user:<id>` and loaded its
 * snapshot, so what the server pushes from now on is applied on top of it. Start it before the navigation. (The
 * server puts a logged-in socket in the room as it connects; a push before that snapshot is absorbed by it, and a
 * page can show its data before its socket connects at all: the session flows start after the first paint.)
 */
export function userRoomLoaded(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => response.url().includes('/cart/getCartNum') && response.ok());
}

export class Shell {
  readonly header: Locator;
  readonly loginLink: Locator;
  readonly userMenu: Locator;
  readonly languageSwitch: Locator;
  readonly toasts: Locator;
  readonly overlay: Locator;
  readonly notFound: Locator;
  readonly pageTitle: Locator;
  readonly tour: Tour;
  /** The header's cart count (cart/getCartNum, then the user's `user:<id>` room). */
  readonly cartCount: Locator;
  /** The header's notice that live data is polled because the socket is down. */
  readonly realtimeStatus: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.header = page.getByTestId(testIds.header.root);
    this.loginLink = page.getByTestId(testIds.header.loginLink);
    this.userMenu = page.getByTestId(testIds.header.userMenu);
    this.languageSwitch = page.getByTestId(testIds.header.languageSwitch);
    this.toasts = page.getByTestId(testIds.toast);
    this.overlay = page.getByTestId(testIds.overlay);
    this.notFound = page.getByTestId(testIds.notFound);
    this.pageTitle = page.getByTestId(testIds.pageFrame.title);
    this.tour = new Tour(page);
    this.cartCount = page.getByTestId(testIds.header.cartCount);
    this.realtimeStatus = this.header.getByTestId(REALTIME_STATUS_TEST_ID);
  }

  /** A toast carrying `text`. */
  toast(text: string | RegExp): Locator {
    return this.toasts.filter({ hasText: text }).first();
  }

  /** Opens the user menu and logs out. The menu is opened again if it closed before the click landed (on `/` the
   * header can re-render while the home page's data arrives, detaching the open menu). A click that landed just
   * as its timeout ran out has logged out all the same (the login link is back): then there is no menu to open. */
  async logout(): Promise<void> {
    const logout = this.page.getByTestId(testIds.header.logout);
    await expect(this.userMenu).toBeVisible();
    let clicked = false;
    await expect(async () => {
      if (clicked && (await this.loginLink.isVisible())) return;
      if (!(await logout.isVisible())) await this.userMenu.click({ timeout: 2000 });
      clicked = true;
      await logout.click({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await this.loginLink.waitFor();
  }

  /**
   * The visible texts (and placeholders, labels, titles, alternative texts) of the page holding Chinese characters,
   * outside elements marked as Chinese (`lang="zh…"`, e.g. the language switch's own name): an English page
   * should show none of its interface or of the seeded catalogue in Chinese.
   */
  chineseTexts(): Promise<string[]> {
    return this.page.evaluate(() => {
      const han = /\p{Script=Han}/u;
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const text = walker.currentNode.textContent?.trim() ?? '';
        const element = walker.currentNode.parentElement;
        if (!han.test(text) || !element?.checkVisibility() || element.closest('[lang^="zh"]')) continue;
        found.add(text);
      }
      for (const element of document.body.querySelectorAll('[placeholder],[aria-label],[title],img[alt]')) {
        if (element.closest('[lang^="zh"]')) continue;
        for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value && han.test(value)) found.add(`${name}="${value}"`);
        }
      }
      return [...found];
    });
  }

  /** What the page keeps in localStorage under `key`. */
  stored(key: string): Promise<string | null> {
    return this.page.evaluate((name) => localStorage.getItem(name), key);
  }
}

export class Tour {
  readonly root: Locator;
  /** The ring around the current step's section. */
  readonly spotlight: Locator;
  readonly title: Locator;
  readonly step: Locator;
  readonly next: Locator;
  readonly previous: Locator;
  readonly skip: Locator;
  readonly complete: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId(testIds.tour.root);
    this.spotlight = page.getByTestId(testIds.tour.spotlight);
    this.title = page.getByTestId(testIds.tour.title);
    this.step = page.getByTestId(testIds.tour.step);
    this.next = page.getByTestId(testIds.tour.next);
    this.previous = page.getByTestId(testIds.tour.previous);
    this.skip = page.getByTestId(testIds.tour.skip);
    this.complete = page.getByTestId(testIds.tour.complete);
  }
}
