import { defineConfig } from 'vitest/config';
import web, { MOCKING_TESTS } from './web/vite.config.ts';

// One run for every package: contracts and mock-server in node, web in jsdom (web/vitest config).
export default defineConfig({
  test: {
    // A test file per core. Vitest's own default for a run is one less than the cores, which on the 2-core
    // machines CI runs on is a single file at a time with a core left idle.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contracts', root: './contracts', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20000,
          // Building and seeding an app takes seconds; on a loaded 2-core machine it can pass 10 s.
          hookTimeout: 60000,
        },
      },
      './web/vite.config.ts',
      // The web tests that mock a module, each file with its own module graph (web/vite.config.ts says why).
      { ...web, test: { ...web.test, name: 'web-mocks', include: MOCKING_TESTS, exclude: [], isolate: true } },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          environment: 'node',
          include: ['lib/**/*.test.ts', 'bench/*.test.ts'],
        },
      },
    ],
  },
});
