import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { gzipApiAnswers } from './build/preview-gzip.ts';
import { bootEntry } from './build/boot-entry.ts';
import { chakraGlobalStyles, chakraLazyGlobal } from './build/chakra-global-css.ts';
import { contractRoutes } from './build/contract-routes.ts';
import { pureAnatomy } from './build/pure-anatomy.ts';

// The web client: dev server on 5173 proxying /api and /socket.io to the mock server on 3000; the build
// splits the libraries every page needs into chunks named by what they hold (pages stay lazy chunks).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** Test files that replace a module with vi.mock: they run in a project of their own with a fresh module graph
 * per file (`web-mocks` in the root vitest.config.ts). In the shared environment of the `web` project a module
 * another file had loaded would stay the real one. */
export const MOCKING_TESTS = [
  'src/app/layout/user-menu.test.tsx',
  'src/features/auction/detail-page.test.tsx',
  'src/features/auction/list-page.test.tsx',
  'src/features/belt/belt-pages.test.tsx',
  'src/features/trade-requests/trade-pages.test.tsx',
  'src/features/trading/trading-page.test.tsx',
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    gzipApiAnswers(),
    bootEntry(),
    chakraGlobalStyles(),
    chakraLazyGlobal(),
    // The calls of the first screens (home, the live pages, the server clock): their operations as routes, the
    // URL state's query schemas as JSON, the entities' labels as data, without the schemas other pages read
    // (docs/benchmarks.md, "bench:web").
    contractRoutes([
      'src/features/home/home-api.ts',
      'src/features/auction/auction-api.ts',
      { file: 'src/features/auction/auction-query.ts', query: true },
      'src/features/auction/bid-panel.tsx',
      'src/features/auction/use-labels.ts',
      'src/features/trade-requests/group-buy-api.ts',
      { file: 'src/features/trade-requests/collect-bidding-page.tsx', query: true },
      'src/features/trade-requests/parts.tsx',
      'src/shared/realtime/server-clock.ts',
    ]),
    pureAnatomy(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // .vite/manifest.json: scripts/bench/web-size.ts reads what the first screen loads from it.
    manifest: true,
    // Every browser the portal supports (ES2022 modules) knows <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Chakra's theme module builds its full config (every recipe) at load; these calls have no other effect,
      // so marking them pure lets the recipes the portal's theme leaves out drop from the bundle.
      treeshake: {
        manualPureFunctions: ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'mergeConfigs', 'createSystem'],
      },
      output: {
        codeSplitting: {
          // Only libraries the entry itself loads: a group pulls its modules into the first screen.
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 50 },
            { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/, priority: 40 },
            {
              name: 'state',
              test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
              priority: 40,
            },
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 40,
            },
            {
              name: 'chakra-system',
              test: /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme(?![\\/](recipes|index))|preset|preset-base|utils|merge-props)\b[^\\/]*)[\\/]?/,
              priority: 30,
            },
            { name: 'typebox', test: /[\\/]node_modules[\\/](typebox|@sinclair)[\\/]/, priority: 30 },
            // The store's api and slices with what they import (the contracts' envelope and constants): a chunk the
            // first-screen script evaluates in a task of its own before the entry (RTK Query's createApi and the
            // slices are ~a third of the entry's evaluation; boot-entry.ts `stages`).
            { name: 'store', test: /[\\/]src[\\/]shared[\\/](api[\\/]api|store[\\/]root-reducer)\.ts$/, priority: 20 },
            // The rest of what the entry imports at once, the app's modules and the libraries' parts, in one chunk:
            // split by how the pages share them, they were some 25 files of 0.1-1 KB, each a request and a
            // modulepreload link (~8 ms of a phone's main thread). Only those modules, not what they import: the
            // theme imports Chakra's recipe barrel, which would pull in every recipe (theme-recipes.ts's too).
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    host: process.env.WEB_HOST ?? '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      '/assets-mock': { target: apiTarget, changeOrigin: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MOCKING_TESTS],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20000,
    // Each file in its own environment. A shared one (isolate: false) halved the project's time, but what one
    // file left behind failed another in a different file each run (route focus, a dialog closing, the router's
    // load timeout: three runs of 2026-12-03, none failing alone); until that is found, correctness first.
    isolate: true,
  },
});
