// index.html's first-screen script, run in a document made from index.html as the browser would: it asks for
// homeData with the headers the baseQuery would send for the stored session and language, paints the first
// banner in the first screen, starts the app's JS only once the banner is in (at once on other pages), and the
// first query takes its answer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeData } from '@portal/contracts/http/home';
import { getPortalAuctionInfo } from '@portal/contracts/http/auction';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { centralizedListByKeyword } from '@portal/contracts/http/centralized';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { HALL_LIVE_COUNT } from '@/features/auction/hall-page.tsx';
import { readPersistedSession, SESSION_KEYS } from '@/shared/session/session-persistence.ts';
import { LANGUAGE_STORAGE_KEY, initialUiState, readStoredLanguage } from '@/shared/ui/ui-slice.ts';
import { releaseFirstScreen } from '@/shared/first-screen.ts';
import { callerHeaders, takeEarlyHomeData, trackEarlyHomeData, type EarlyHomeData } from './early-home-data.ts';
import { homeDataFixture } from './home-data.fixture.ts';
import html from '../../../index.html?raw';
import zhCommon from '@/locales/zh/common.json';
import enCommon from '@/locales/en/common.json';
import zhAuction from '@/locales/zh/auction.json';
import enAuction from '@/locales/en/auction.json';

const code = /<script id="first-screen-script">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const body = /<body>([\s\S]*?)<\/body>/.exec(html)?.[1] ?? '';
const BOOT = {
  src: '/assets/index-abc.js',
  preload: ['/assets/react-1.js', '/assets/state-2.js'],
  pages: '/assets/page-routes-3.js',
  home: ['/assets/home-page-4.js', '/assets/grid-5.js'],
  live: {
    '/auction': ['/assets/hall-page-6.js'],
    '/details': ['/assets/detail-page-7.js', '/assets/table-8.js'],
    '/collectBidding': ['/assets/collect-bidding-page-9.js'],
  } as Record<string, string[]>,
};

interface Win {
  localStorage: Pick<Storage, 'getItem'>;
  __earlyHomeData?: EarlyHomeData;
  __bootEntry?: typeof BOOT;
}

beforeEach(() => {
  // The script's one-second backstop must not fire into a later test.
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = body;
  document.documentElement.className = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Runs the script for `path` with this storage and homeData answer; the build's entry list is set. */
function runScript(
  path: string,
  stored: Record<string, string>,
  answer: unknown = { resultCode: '000', content: homeDataFixture },
  search = '',
) {
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const fetchFn = vi.fn((url: string, init: { headers: Record<string, string> }) =>
    Promise.resolve({ ok: true, json: () => Promise.resolve(answer), url, init }),
  );
  const win: Win = {
    localStorage: storage,
    __bootEntry: { ...BOOT, preload: [...BOOT.preload], home: [...BOOT.home], live: { ...BOOT.live } },
  };
  new Function('window', 'location', 'fetch', code)(win, { pathname: path, search }, fetchFn);
  const state = {
    session: readPersistedSession(storage as Storage),
    ui: { ...initialUiState, language: readStoredLanguage(storage) },
  };
  return { win, fetchFn, expected: callerHeaders(state) };
}

const banner = () => document.getElementById('first-screen-home') as HTMLImageElement;
const entryScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const shown = () => document.documentElement.classList.contains('first-screen');

describe('the first-screen script of index.html', () => {
  it('asks as the baseQuery would, paints the banner, and starts the JS once the banner is in', async () => {
    const visitor: Record<string, string> = {};
    const english = {
      [SESSION_KEYS.token]: 'tok-1',
      [SESSION_KEYS.platformInfo]: JSON.stringify({ code: 'P00009' }),
      [LANGUAGE_STORAGE_KEY]: 'en',
    };
    for (const stored of [visitor, english]) {
      document.head.innerHTML = '';
      document.body.innerHTML = body;
      const { win, fetchFn, expected } = runScript('/', stored);
      expect(shown()).toBe(true);
      // In flight (the loading overlay) from the start until it answers.
      const inFlight: string[] = [];
      trackEarlyHomeData((action) => inFlight.push(action.type), win);
      expect(inFlight).toEqual(['ui/requestStarted']);
      expect(fetchFn).toHaveBeenCalledTimes(1);
      expect(fetchFn.mock.calls[0]?.[0]).toBe(homeData.path);
      expect(fetchFn.mock.calls[0]?.[1].headers).toEqual(expected);
      expect(await takeEarlyHomeData(expected, win)).toEqual(homeDataFixture);
      expect(inFlight).toEqual(['ui/requestStarted', 'ui/requestSettled']);
      const first = homeDataFixture.banners[0];
      expect(banner().getAttribute('src')).toBe(first?.image);
      expect(banner().alt).toBe(stored === english ? first?.titleEn : first?.title);
      expect(banner().hidden).toBe(false);
      // The app's JS waits for the picture (it does not share the line with it) and the frame that paints it,
      // then starts once.
      expect(entryScripts()).toEqual([]);
      banner().dispatchEvent(new Event('load'));
      banner().dispatchEvent(new Event('load'));
      expect(entryScripts()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(entryScripts()).toEqual([BOOT.src]);
      // The home page's own modules come with the entry's.
      expect(preloads()).toEqual([...BOOT.preload, ...BOOT.home]);
      // Taken once: a refetch goes to the server.
      expect(await takeEarlyHomeData(expected, win)).toBeNull();
    }
  });

  it('adds the preload links five at a time at the most, a task each, the entry after the first task', () => {
    // A main thread that takes no time: five links a task.
    vi.spyOn(performance, 'now').mockReturnValue(1000);
    const many = Array.from({ length: 12 }, (_, i) => `/assets/chunk-${i}.js`);
    const storage = { getItem: () => null };
    new Function('window', 'location', 'fetch', code)(
      { localStorage: storage, __bootEntry: { ...BOOT, preload: [...many] } },
      { pathname: '/news', search: '' },
      vi.fn(),
    );
    // Another page: its route table comes last.
    const all = [...many, BOOT.pages];
    expect(entryScripts()).toEqual([BOOT.src]);
    expect(preloads()).toEqual(all.slice(0, 5));
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(all.slice(0, 10));
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(all);
  });

  it('evaluates the libraries the entry imports one a task, each once the one before has run, the entry last', () => {
    const stages = ['/assets/rolldown-runtime-0.js', '/assets/react-1.js', '/assets/state-2.js'];
    new Function('window', 'location', 'fetch', code)(
      { localStorage: { getItem: () => null }, __bootEntry: { ...BOOT, preload: [...stages], stages } },
      { pathname: '/news', search: '' },
      vi.fn(),
    );
    // The entry is fetched with them from the start.
    expect(preloads()[0]).toBe(BOOT.src);
    expect(preloads()).toEqual(expect.arrayContaining(stages));
    const ran = (index: number) => {
      const script = document.head.querySelectorAll('script[type="module"]')[index];
      script?.dispatchEvent(new Event(index === 1 ? 'error' : 'load'));
    };
    expect(entryScripts()).toEqual(stages.slice(0, 1));
    ran(0);
    // The next one goes in a task later, not in the one that ran the first.
    expect(entryScripts()).toEqual(stages.slice(0, 1));
    vi.runOnlyPendingTimers();
    expect(entryScripts()).toEqual(stages.slice(0, 2));
    // One that fails to load does not hold the others back (the entry then says what is wrong).
    ran(1);
    vi.runOnlyPendingTimers();
    expect(entryScripts()).toEqual(stages);
    ran(2);
    expect(entryScripts()).toEqual(stages);
    vi.runOnlyPendingTimers();
    expect(entryScripts()).toEqual([...stages, BOOT.src]);
  });

  it('ends a task of preload links once 4 ms have passed, after one link at the least', () => {
    // Each link takes 3 ms: two fit in a task.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 3) - 3);
    const many = Array.from({ length: 5 }, (_, i) => `/assets/chunk-${i}.js`);
    new Function('window', 'location', 'fetch', code)(
      { localStorage: { getItem: () => null }, __bootEntry: { ...BOOT, preload: [...many] } },
      { pathname: '/news', search: '' },
      vi.fn(),
    );
    expect(preloads()).toEqual(many.slice(0, 2));
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(many.slice(0, 4));
    // A link slower than the budget still goes in, one a task.
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 10) - 10);
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(many);
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual([...many, BOOT.pages]);
  });

  it('starts the JS at once on other pages, after a failed answer, and within a second whatever happens', async () => {
    const other = runScript('/news', {});
    expect(other.fetchFn).not.toHaveBeenCalled();
    expect(other.win.__earlyHomeData).toBeUndefined();
    expect(shown()).toBe(false);
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    expect(entryScripts()).toEqual([BOOT.src]);
    // The other pages' route table comes with the entry there (on the home page, as the user heads for a link);
    // the home page's modules do not.
    expect(preloads()).toEqual([...BOOT.preload, BOOT.pages]);

    document.head.innerHTML = '';
    const failed = runScript('/', {}, { resultCode: 'E500', content: 'boom' });
    expect(await takeEarlyHomeData(failed.expected, failed.win)).toBeNull();
    expect(banner().hidden).toBe(true);
    expect(entryScripts()).toEqual([BOOT.src]);

    document.head.innerHTML = '';
    const slow = runScript('/home', {}, new Promise(() => undefined));
    expect(entryScripts()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(entryScripts()).toEqual([BOOT.src]);
    expect(slow.fetchFn).toHaveBeenCalledTimes(1);
  });

  it('is not used when the caller changed since (login, language)', async () => {
    const changed = runScript('/home', {});
    expect(await takeEarlyHomeData({ ...changed.expected, 'accept-language': 'en' }, changed.win)).toBeNull();
  });

  it('keeps the focus off the app under it, and goes when the home page releases it', () => {
    runScript('/', {});
    expect(document.getElementById('first-screen')).not.toBeNull();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(true);
    releaseFirstScreen();
    expect(shown()).toBe(false);
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')?.hasAttribute('inert')).toBe(false);
    releaseFirstScreen();
  });

  it("draws a live page's first picture from the page's first request, and starts the JS once it is in", async () => {
    const pages = [
      {
        path: '/auction',
        search: '',
        url: `${pageAuctionPortal.path}?pageNum=1&pageSize=${HALL_LIVE_COUNT}&status=inProgress&sort=endingSoon`,
        content: { records: [{ image: '/lot-1.svg' }, { image: '/lot-2.svg' }], total: 2 },
        view: 'hall',
      },
      {
        path: '/details',
        search: '?id=12',
        url: `${getPortalAuctionInfo.path}?id=12`,
        content: { id: 12, image: '/lot-1.svg' },
        view: 'lot',
      },
      {
        path: '/collectBidding',
        search: '',
        url: `${centralizedListByKeyword.path}?pageNum=1&pageSize=${TABLE_PAGE_SIZE}`,
        content: { records: [{ image: '/lot-1.svg' }], total: 1 },
        view: 'groups',
      },
    ];
    for (const page of pages) {
      document.head.innerHTML = '';
      document.body.innerHTML = body;
      const english = { [LANGUAGE_STORAGE_KEY]: 'en' };
      const { win, fetchFn, expected } = runScript(
        page.path,
        english,
        { resultCode: '000', content: page.content },
        page.search,
      );
      expect(shown()).toBe(true);
      expect(document.documentElement.getAttribute('data-first-screen')).toBe(page.view);
      expect(fetchFn.mock.calls[0]?.[0]).toBe(page.url);
      expect(fetchFn.mock.calls[0]?.[1].headers).toEqual(expected);
      // Only the home page's answer is handed to the app.
      expect(win.__earlyHomeData).toBeUndefined();
      await vi.waitFor(() => expect(document.getElementById(`first-screen-${page.view}`)?.hidden).toBe(false));
      const picture = document.getElementById(`first-screen-${page.view}`) as HTMLImageElement;
      expect(picture.getAttribute('src')).toBe('/lot-1.svg');
      expect(entryScripts()).toEqual([]);
      picture.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(1);
      expect(entryScripts()).toEqual([BOOT.src]);
      // The other pages' route table and the page's own modules come with the entry, not the home page's.
      vi.runOnlyPendingTimers();
      expect(preloads()).toEqual([...BOOT.preload, BOOT.pages, ...(BOOT.live[page.path] ?? [])]);
      releaseFirstScreen();
      expect(document.documentElement.hasAttribute('data-first-screen')).toBe(false);
    }
  });

  it("draws a lot's breadcrumb and title in words, as the page frame does, in the stored language", async () => {
    const title = { zh: '小众设计锆石发箍 跨境爆款（220件整批）', en: 'Designer Zircon Headbands (whole lot)' };
    for (const [lang, common, auction] of [
      ['zh', zhCommon, zhAuction],
      ['en', enCommon, enAuction],
    ] as const) {
      document.head.innerHTML = '';
      document.body.innerHTML = body;
      document.documentElement.lang = 'zh-CN';
      const lot = { id: 12, image: '/lot-1.svg', title: title[lang] };
      runScript('/details', { [LANGUAGE_STORAGE_KEY]: lang }, { resultCode: '000', content: lot }, '?id=12');
      const words = document.getElementById('first-screen-lot-body')!;
      // Hidden until the answer names the lot (the picture's place then follows the title's lines).
      expect(words.classList.contains('fs-pending')).toBe(true);
      await vi.waitFor(() => expect(words.classList.contains('fs-pending')).toBe(false));
      const crumbs = [...words.querySelectorAll('.fs-crumbs span')].map((span) => span.textContent);
      expect(crumbs).toEqual([common.home, auction.hall.title, auction.list.title, title[lang]]);
      expect(words.querySelector('h1')?.textContent).toBe(title[lang]);
      // English text takes the English font stack (html[lang='en']), as the app sets the language.
      expect(document.documentElement.lang).toBe(lang === 'en' ? 'en' : 'zh-CN');
      releaseFirstScreen();
    }
  });

  it('draws no first screen on a lot page without an id or on filtered group buys, and starts the JS at once', () => {
    for (const [path, search] of [
      ['/details', ''],
      ['/details', '?id=abc'],
      ['/collectBidding', '?tab=agent'],
      ['/collectBidding', '?status=open'],
    ] as const) {
      document.head.innerHTML = '';
      const { fetchFn } = runScript(path, {}, undefined, search);
      expect(fetchFn).not.toHaveBeenCalled();
      expect(shown()).toBe(false);
      expect(entryScripts()).toEqual([BOOT.src]);
    }
  });

  it('starts the JS when a live page has no picture to draw (an empty hall, a failed answer)', async () => {
    const empty = runScript('/auction', {}, { resultCode: '000', content: { records: [], total: 0 } });
    await vi.waitFor(() => expect(entryScripts()).toEqual([BOOT.src]));
    expect(empty.fetchFn).toHaveBeenCalledTimes(1);
    // The first screen stays until the page draws its empty state (QueryState's firstScreen).
    expect(shown()).toBe(true);
    document.head.innerHTML = '';
    runScript('/details', {}, { resultCode: '404', content: 'missing' }, '?id=9');
    await vi.waitFor(() => expect(entryScripts()).toEqual([BOOT.src]));
  });
});
