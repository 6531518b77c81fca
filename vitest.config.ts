import { defineConfig } from 'vitest/config';

// One config, five projects: `npm test` runs them in order (unit → api → e2e).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      // The site's pure modules (fetch core, error mapping); pages are covered by the browser tests.
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // In CI a browser journey that fails is run once more, as Playwright's own runner does on CI: a real defect
          // fails both times; a one-off timing hiccup of Chromium on a busy two-core machine does not sink the run.
          // Locally every failure shows at once.
          retry: process.env.CI ? 1 : 0,
          globalSetup: ['./global-setup.ts'],
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
