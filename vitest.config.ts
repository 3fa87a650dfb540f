import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two cores: two workers, each file in its own fork so PGlite memory is released per file.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Screens rendered in jsdom take 1–2.5 s here and twice that on CI's slower machine,
          // against Vitest's 5 s default: the time a test may take, not what it waits for.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'tools',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
