import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'apps/web/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // The web app's messages, as its server holds them (decision 047: the browser loads them by page).
          setupFiles: ['apps/web/app/i18n/full.server.ts'],
          // The files share their worker's modules (decision 199): loaded afresh for each of the 95 files, the messages
          // and React took four times as long as the tests. A test that needs a module loaded afresh says so
          // (vi.resetModules()).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // The tests' longer waits for a hash slot (test/setup.ts, decision 188).
          setupFiles: ['apps/api/src/test/setup.ts'],
          // One migrated embedded database per worker, shared by the files that worker runs.
          isolate: false,
          // A ceiling, not a wait: on a CI machine whose cores were busy 99 % of the run, a test of 2.5 s quiet (the
          // standard tax invoice) passed 30 s.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // nginx in front of two app nodes on the PostgreSQL server, S3 and Redis (decision 119): npm run test:multinode.
          name: 'multinode',
          include: ['deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          // A ceiling for hanging journeys, not a wait: the longest journeys take 20-30 s on a quiet machine, and on a
          // CI machine whose cores were busy 99 % of the run two of them (profile-sections, company-profile) passed
          // 120 s: four times as long.
          testTimeout: 240_000,
          // A loaded CI machine renders more slowly than a quiet one: polls wait up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
