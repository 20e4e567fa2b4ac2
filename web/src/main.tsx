// Entry of the web client: make the store (restoring the stored session and language), render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { makeStore } from './app/store.ts';
import { trackEarlyHomeData } from './features/home/early-home-data.ts';

const store = makeStore();
trackEarlyHomeData(store.dispatch);
const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
