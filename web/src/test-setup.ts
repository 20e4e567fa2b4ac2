// jsdom set-up for web unit tests: the browser APIs jsdom lacks (matchMedia, ResizeObserver, scrollTo,
// scrollIntoView), React Testing Library clean-up, and a fresh localStorage and toaster for every test (the
// toaster is a module singleton: toasts of one test must not fill the next one's).
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { toaster } from '@/shared/ui/toast-store.ts';
import { DEFAULT_LANG } from '@portal/contracts/envelope';
import { i18n, loadAllNamespaces } from '@/shared/i18n/i18n.ts';
import { loadAllRecipes } from '@/app/theme.ts';

// Pages read their locale namespaces as the router loads them; a test renders them directly, so all are loaded.
await loadAllNamespaces();
// Likewise the Chakra recipes of components off the first screen (theme.ts).
await loadAllRecipes();
// The app loads the toaster's code at the first toast; loaded here up front, a test's first toast is as quick
// as the others.
await import('@/shared/ui/toaster.tsx');

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

// jsdom does not lay out or scroll: record the calls instead of logging "not implemented".
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};

// The machine running the tests is shared and slow at times: give the UI up to 5 s to settle, everywhere.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share one environment (vite.config.ts: isolate false), so what a file changes of the
// document, the language or the clock is put back when it ends. A file that empties document.head (to count its
// own elements) would take emotion's style elements with it, and the next file's styles would be missing.
let headNodes: Node[] = [];
beforeAll(() => {
  headNodes = [...document.head.childNodes];
});
afterAll(async () => {
  for (const node of headNodes) if (!node.isConnected) document.head.append(node);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage(DEFAULT_LANG);
});

afterEach(() => {
  act(() => {
    toaster.remove();
  });
  cleanup();
  localStorage.clear();
});
