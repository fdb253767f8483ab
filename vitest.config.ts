import { defineConfig } from 'vitest/config';

/** A test that asserts nothing fails (decision 164): a loop over rows that came back empty proves nothing. */
const expectOptions = { requireAssertions: true };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          expect: expectOptions,
          // *.pg-test.ts need a PostgreSQL several processes can share (two server processes on
          // one database): only in the PostgreSQL run (DATABASE_URL, npm run test:pg). PGlite,
          // the default, belongs to the one process that opens it.
          include: [
            'apps/server/src/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            ...(process.env.DATABASE_URL ? ['apps/server/src/**/*.pg-test.ts'] : []),
          ],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'web',
          expect: expectOptions,
          include: ['apps/web/src/**/*.test.ts', 'apps/web/*.test.ts', 'e2e/*.test.ts', 'scripts/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
