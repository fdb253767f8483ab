import { defineConfig } from 'vitest/config';

/**
 * Operations tests (issue 35, docs/decisions/160): the restore drill, the fault tests and the trace
 * test. They run real processes (pg_dump, pg_restore, the server, redis-server) against the
 * PostgreSQL of DATABASE_URL, so they are a step of their own in .ci/run (`npm run test:ops`) and
 * add nothing to `npm test`.
 */
export default defineConfig({
  test: {
    name: 'ops',
    include: ['apps/server/src/**/*.ops-test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/src/ops/needs-postgres.ts', 'apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
