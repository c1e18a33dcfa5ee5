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
          testTimeout: 20_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/setup-client.ts'],
        },
      },
    ],
  },
});
