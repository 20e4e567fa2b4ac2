import { defineConfig } from 'vitest/config';

// One run for every package: contracts and mock-server in node, web in jsdom (web/vitest config).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: './contracts', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'mock-server',
          root: './mock-server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          testTimeout: 20000,
        },
      },
      './web/vite.config.ts',
    ],
  },
});
