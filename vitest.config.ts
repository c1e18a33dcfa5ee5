import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql's CommonJS build for the server and for mercurius; Vite would pick its ESM
// build for our own imports, and two copies of graphql refuse each other's schema objects.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    // Two files at a time (Vitest's default on two cores is one): most of a file's time is spent
    // waiting on a server process, Chromium or an SMTP exchange, so a second file fills that time.
    // The e2e project still runs its files one after another.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'client',
          include: ['tests/{src,store,machines,shared}/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/setup-client.ts'],
        },
      },
      {
        // Real built app, real server, real Chromium (tests/e2e/harness.ts). One file at a time:
        // each starts its own browser, and the machines have two cores.
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
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
