import { defineConfig } from 'vitest/config'

// One runner, six projects: `npm test` (scripts/test.mjs) runs them in order and counts the results.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/demo/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web-unit',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          // The event form's component tests (the Repeat section's preview included) take seconds on a loaded
          // machine: more than vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'account',
          include: ['apps/account/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          fileParallelism: false,
          // A real browser against real services on a loaded 2-core machine: a test that fails once is run
          // again; a real defect fails both times.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
