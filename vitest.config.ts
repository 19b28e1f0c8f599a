import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // API test files wait on PostgreSQL, Redis and timers a third of their time (2 workers kept
    // 2 cores 64 % busy): half again as many workers as cores. The browser files still run one
    // at a time (their project's fileParallelism), after the others.
    maxWorkers: Math.ceil(availableParallelism() * 1.5),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          env: { NODE_ENV: 'test' },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/web/test/**/*.test.ts', 'apps/server/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One chromium and one seeded database for the whole run (support/global-setup.ts).
          globalSetup: ['apps/web/test/support/global-setup.ts'],
          // A page under a loaded CI machine may take seconds to react; a poll still fails when it never does.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
