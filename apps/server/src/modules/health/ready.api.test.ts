import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('GET /api/v1/ready (decision 156)', () => {
  it('answers 200 once the instance is started and its database answers', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/v1/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 while starting and while draining, and /health stays 200 meanwhile', async () => {
    const other = await t.instance();
    other.lifecycle.phase = 'starting';
    const starting = await other.inject({ method: 'GET', url: '/api/v1/ready' });
    expect({ status: starting.statusCode, body: starting.json() }).toEqual({
      status: 503,
      body: { status: 'starting' },
    });

    other.lifecycle.ready();
    expect((await other.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);

    other.lifecycle.drain();
    const draining = await other.inject({ method: 'GET', url: '/api/v1/ready' });
    expect({ status: draining.statusCode, body: draining.json() }).toEqual({
      status: 503,
      body: { status: 'draining' },
    });
    // Answers while draining end their connection: the proxy's next request opens one elsewhere.
    expect(draining.headers.connection).toBe('close');
    // A stop does not make the instance ready again.
    other.lifecycle.ready();
    expect((await other.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(503);
    // Liveness is another question: the draining process is alive and its database answers.
    expect((await other.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });

  it('answers 503 when its database is closed', async () => {
    const broken = await createTestContext();
    try {
      expect((await broken.inject({ method: 'GET', url: '/api/v1/ready' })).statusCode).toBe(200);
      await broken.database.close();
      const res = await broken.inject({ method: 'GET', url: '/api/v1/ready' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: { status: 'database' } });
    } finally {
      await broken.app.close();
    }
  });

  it('answers 503 when no PostgreSQL answers at its DATABASE_URL', async () => {
    // Port 1 on this machine: nothing listens, the connection is refused.
    const database = openPostgres('postgres://postgres@127.0.0.1:1/none', 2);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://shop.test',
      }),
      database,
      logger: false,
    });
    try {
      await app.ready();
      const res = await app.inject({ method: 'GET', url: '/api/v1/ready' });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 503, body: { status: 'database' } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
