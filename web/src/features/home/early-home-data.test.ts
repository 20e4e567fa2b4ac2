// index.html's early homeData script, run as the browser would: it asks with the headers the baseQuery would
// send for the stored session and language, preloads the first banner, and the first query takes its answer.
import { describe, expect, it, vi } from 'vitest';
import { homeData } from '@portal/contracts/http/home';
import { readPersistedSession, SESSION_KEYS } from '@/shared/session/session-persistence.ts';
import { LANGUAGE_STORAGE_KEY, initialUiState, readStoredLanguage } from '@/shared/ui/ui-slice.ts';
import { callerHeaders, takeEarlyHomeData, trackEarlyHomeData, type EarlyHomeData } from './early-home-data.ts';
import { homeDataFixture } from './home-data.fixture.ts';
import html from '../../../index.html?raw';

const code = /<script id="early-home-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function runScript(
  path: string,
  stored: Record<string, string>,
  answer: unknown = { resultCode: '000', content: homeDataFixture },
) {
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
  };
  const fetchFn = vi.fn((url: string, init: { headers: Record<string, string> }) =>
    Promise.resolve({ ok: true, json: () => Promise.resolve(answer), url, init }),
  );
  const head: { rel: string; as: string; href: string; attrs: Record<string, string> }[] = [];
  const document = {
    head: { appendChild: (link: (typeof head)[number]) => head.push(link) },
    createElement: () => ({
      rel: '',
      as: '',
      href: '',
      attrs: {} as Record<string, string>,
      setAttribute(name: string, value: string) {
        this.attrs[name] = value;
      },
    }),
  };
  const win: { localStorage: typeof storage; __earlyHomeData?: EarlyHomeData } = { localStorage: storage };
  new Function('window', 'location', 'fetch', 'document', code)(win, { pathname: path }, fetchFn, document);
  const state = {
    session: readPersistedSession(storage as Storage),
    ui: { ...initialUiState, language: readStoredLanguage(storage) },
  };
  return { win, fetchFn, head, expected: callerHeaders(state) };
}

describe('the early homeData request of index.html', () => {
  it('asks as the baseQuery would for a visitor and for a logged-in English user, and preloads the banner', async () => {
    expect(code).toContain('fetch(');
    const visitor: Record<string, string> = {};
    for (const stored of [
      visitor,
      {
        [SESSION_KEYS.token]: 'tok-1',
        [SESSION_KEYS.platformInfo]: JSON.stringify({ code: 'P00009' }),
        [LANGUAGE_STORAGE_KEY]: 'en',
      },
    ]) {
      const { win, fetchFn, head, expected } = runScript('/', stored);
      // In flight (the loading overlay) from the start until it answers.
      const inFlight: string[] = [];
      trackEarlyHomeData((action) => inFlight.push(action.type), win);
      expect(inFlight).toEqual(['ui/requestStarted']);
      expect(fetchFn).toHaveBeenCalledTimes(1);
      expect(fetchFn.mock.calls[0]?.[0]).toBe(homeData.path);
      expect(fetchFn.mock.calls[0]?.[1].headers).toEqual(expected);
      expect(await takeEarlyHomeData(expected, win)).toEqual(homeDataFixture);
      expect(inFlight).toEqual(['ui/requestStarted', 'ui/requestSettled']);
      expect(head).toEqual([
        expect.objectContaining({ rel: 'preload', as: 'image', href: homeDataFixture.banners[0]?.image }),
      ]);
      // Taken once: a refetch goes to the server.
      expect(await takeEarlyHomeData(expected, win)).toBeNull();
    }
  });

  it('is not used when the caller changed since (login, language), failed, or the page is another one', async () => {
    const changed = runScript('/home', {});
    expect(await takeEarlyHomeData({ ...changed.expected, 'accept-language': 'en' }, changed.win)).toBeNull();

    const failed = runScript('/', {}, { resultCode: 'E500', content: 'boom' });
    expect(await takeEarlyHomeData(failed.expected, failed.win)).toBeNull();
    expect(failed.head).toEqual([]);

    const other = runScript('/news', {});
    expect(other.fetchFn).not.toHaveBeenCalled();
    expect(other.win.__earlyHomeData).toBeUndefined();
  });
});
