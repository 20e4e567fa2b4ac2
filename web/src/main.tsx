// Entry of the web client: make the store (restoring the stored session and language), render the app; the
// session flows and the socket start once the first screen is painted (their code is not in the entry).
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { makeStore } from './app/store.ts';
import { trackEarlyHomeData } from './features/home/early-home-data.ts';

/** Runs `task` once the browser has painted and has a moment (or within 2 s), so it does not delay the first screen. */
function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
  });
}

const store = makeStore(undefined, { startSagas: afterFirstPaint });
trackEarlyHomeData(store.dispatch);
const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

const root = createRoot(container);
// A transition: React renders the first screen in 5 ms slices (the browser can paint and answer input between
// them) instead of one long task of the layout's and the page's Chakra styles (Lighthouse's TBT).
startTransition(() => {
  root.render(
    <StrictMode>
      <App store={store} />
    </StrictMode>,
  );
});
