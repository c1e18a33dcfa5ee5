import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'client',
          include: ['tests/{src,store,machines,shared}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup-client.ts'],
        },
      },
      {
        // Real built app, real server, real Chromium (tests/e2e/harness.ts). One file at a time:
        // each starts its own browser, and the machines have two cores.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          // The first file may have to build the app.
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
