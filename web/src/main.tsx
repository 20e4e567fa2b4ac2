// Entry of the web client: make the store (restoring the stored session and language), render the app; the
// session flows and the socket start once the first screen is painted (their code is not in the entry).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { onFirstLinkIntent, prefetchPageRoutes, preloadPage } from './app/router.tsx';
import { makeStore } from './app/store.ts';
import { getSystem, getSystemConfig, prebuildSystemTokens } from './app/theme.ts';
import { trackEarlyHomeData } from './features/home/early-home-data.ts';
import { FIRST_SCREEN_MAX_MS, releaseFirstScreen } from './shared/first-screen.ts';
import { startI18n } from './shared/i18n/i18n.ts';

const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs `task` once the browser has painted and has a moment (within 1 s), or at the first input if that is
 * sooner (a logout click then finds the session flows running), so it does not delay the first screen. */
function afterFirstPaint(task: () => void): void {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, run);
    task();
  };
  for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, run, { passive: true });
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 0);
  });
}

/** A task boundary: what follows runs in a task of its own, after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
// The home page removes index.html's first screen once its hero is drawn; this is the backstop.
setTimeout(releaseFirstScreen, FIRST_SCREEN_MAX_MS);

/**
 * The start, one step per task (each ~5-35 ms of a phone's main thread), not one long task after the modules'
 * load (Lighthouse's TBT counts every task's time past 50 ms): i18next, the store, then the Chakra system's
 * config, its token dictionary (in five steps) and the rest of it, then a transition that renders the first
 * screen in 5 ms slices (the browser can paint and answer input between them). The render waits for the layout's
 * texts in the page's language (bundled in Chinese; English loads them first).
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  const i18nReady = startI18n();
  // The page's own code and texts load while the store, the style system and the layout get ready.
  preloadPage(window.location.pathname);
  await nextTask();
  const store = makeStore(undefined, { startSagas: afterFirstPaint });
  // The other pages' route table, so that the first navigation from the home page waits for no more than its
  // page: fetched as the user heads for a link.
  onFirstLinkIntent(prefetchPageRoutes);
  trackEarlyHomeData(store.dispatch);
  await i18nReady;
  await nextTask();
  getSystemConfig();
  await nextTask();
  await prebuildSystemTokens(nextTask);
  await nextTask();
  getSystem();
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App store={store} />
      </StrictMode>,
    );
  });
}

void start(container);
