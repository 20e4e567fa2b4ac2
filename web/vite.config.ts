import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createGzip, type Gzip } from 'node:zlib';

// The web client: dev server on 5173 proxying /api and /socket.io to the mock server on 3000; the build
// splits the libraries every page needs into chunks named by what they hold (pages stay lazy chunks).
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * `vite preview` (the e2e and bench stacks, a stand-in for production): the proxied API's JSON answers leave
 * gzipped when the browser accepts it, as any production edge sends them. home/homeData is 53 KB plain and
 * ~9 KB gzipped, and the first banner (the LCP element of `/`) waits for it while the JS shares the line.
 */
export function gzipApiAnswers(): Plugin {
  return {
    name: 'portal:gzip-api-answers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!req.url?.startsWith('/api/') || !accepts || req.method === 'HEAD') return next();
        gzipWhenJson(res);
        next();
      });
    },
  };
}

/** Wraps `res` so that a 200 JSON body (decided at its first byte, once the proxy set the headers) is gzipped. */
function gzipWhenJson(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  let gzip: Gzip | null | undefined;
  const decide = (): Gzip | null => {
    if (gzip !== undefined) return gzip;
    const json = String(res.getHeader('content-type') ?? '').includes('json');
    if (res.statusCode !== 200 || !json || res.getHeader('content-encoding') || res.headersSent) return (gzip = null);
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'gzip');
    const vary = res.getHeader('vary');
    res.setHeader('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => write(chunk));
    gzip.on('end', () => end());
    return gzip;
  };
  const body = (chunk: unknown) => chunk !== undefined && chunk !== null && typeof chunk !== 'function';
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const zip = decide();
    return zip ? zip.write(chunk as Buffer) : (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const zip = body(chunk) || gzip ? decide() : null;
    if (!zip) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    if (body(chunk)) zip.end(chunk as Buffer);
    else zip.end();
    return res;
  }) as ServerResponse['end'];
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), gzipApiAnswers()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // .vite/manifest.json: scripts/bench/web-size.ts reads what the first screen loads from it.
    manifest: true,
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
              test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-saga|@redux-saga|immer|reselect|use-sync-external-store)[\\/]/,
              priority: 40,
            },
            {
              name: 'i18n',
              test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 40,
            },
            {
              name: 'chakra-system',
              test: /[\\/]node_modules[\\/](@emotion[\\/][^\\/]+|stylis|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|theme|preset|preset-base|utils|merge-props)\b[^\\/]*)[\\/]?/,
              priority: 30,
            },
            { name: 'typebox', test: /[\\/]node_modules[\\/](typebox|@sinclair)[\\/]/, priority: 30 },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20000,
  },
});
