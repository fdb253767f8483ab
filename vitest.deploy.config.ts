import { defineConfig } from 'vitest/config';

/**
 * Tests of a deployment (decision 159): real server processes behind nginx on PostgreSQL, run by
 * .ci/run as `npm run test:deploy` after the PostgreSQL suite, alone on the machine, and never by
 * `npm test` (they need nginx and DATABASE_URL, and take a minute).
 */
export default defineConfig({
  test: {
    name: 'deploy',
    include: ['apps/server/src/**/*.deploy-test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
    testTimeout: 600_000,
    hookTimeout: 300_000,
    pool: 'forks',
    // One file at a time: the rolling restart measures a machine that is busy with it alone.
    fileParallelism: false,
  },
});
