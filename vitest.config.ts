import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than cores: one on a 2-core CI machine, which left the
    // API files 64 % of 2 cores busy (708 s); one per core took them to 87 % (522 s), decision 0407. The browser
    // files still run one at a time (their project's fileParallelism), after the others.
    maxWorkers: availableParallelism(),
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
          // One seeded database for the whole run, each app on a copy (support/global-setup.ts).
          globalSetup: ['apps/web/test/support/global-setup.ts'],
          // A page under a loaded CI machine may take seconds to react; a poll still fails when it never does.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
