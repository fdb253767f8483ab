import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { cloneTemplate } from '../../../test/test-app.ts';
import { VERSION_HEADER } from './catalog-version.ts';

/**
 * Write routes declared `catalogue: 'untouched'` (scans, decision 085) skip the catalogue-version
 * question after the write. A declaration that is wrong would silently lose read-your-writes
 * in production, so under NODE_ENV=test app.ts still asks, and a catalogue change fails the
 * request: the wrongly declared route's own tests fail.
 */
const opened: { app: FastifyInstance; database: Database; dir: string }[] = [];
afterAll(async () => {
  for (const o of opened) {
    await o.app.close();
    await o.database.close();
    fs.rmSync(o.dir, { recursive: true, force: true });
  }
});

/** An app with two extra write routes, both declared untouched: one keeps its word, one writes a brand. */
async function appWith(nodeEnv: 'test' | 'development') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-untouched-'));
  const database = await cloneTemplate();
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dir, LOG_LEVEL: 'silent', CATALOG_REFRESH_MS: '0' }),
    database,
    logger: false,
  });
  let n = 0;
  app.post('/api/v1/test-untouched-honest', { config: { access: 'public', catalogue: 'untouched' } }, async () => {
    await database.db.execute(sql`select 1`);
    return { ok: true };
  });
  app.post('/api/v1/test-untouched-lying', { config: { access: 'public', catalogue: 'untouched' } }, async () => {
    n++;
    await database.db.execute(
      sql`insert into brands (name, slug) values (${`Untouched ${n}`}, ${`untouched-${nodeEnv}-${n}`})`,
    );
    return { ok: true };
  });
  app.post('/api/v1/test-undeclared', { config: { access: 'public' } }, async () => {
    n++;
    await database.db.execute(
      sql`insert into brands (name, slug) values (${`Declared ${n}`}, ${`declared-${nodeEnv}-${n}`})`,
    );
    return { ok: true };
  });
  await app.ready();
  await app.catalog.current();
  opened.push({ app, database, dir });
  return app;
}

describe("routes declared catalogue: 'untouched'", () => {
  it('under NODE_ENV=test: a declared route that changes the catalogue fails with 500; one that does not answers as usual', async () => {
    const app = await appWith('test');
    const honest = await app.inject({ method: 'POST', url: '/api/v1/test-untouched-honest' });
    expect(honest.statusCode).toBe(200);
    expect(honest.headers[VERSION_HEADER]).toBeUndefined();
    const lying = await app.inject({ method: 'POST', url: '/api/v1/test-untouched-lying' });
    expect(lying.statusCode).toBe(500);
    // An undeclared write still answers the version that shows it.
    const undeclared = await app.inject({ method: 'POST', url: '/api/v1/test-undeclared' });
    expect(undeclared.statusCode).toBe(200);
    expect(undeclared.headers[VERSION_HEADER]).toBeTruthy();
  });

  it('elsewhere the declaration is trusted: no catalogue question, no version on the answer', async () => {
    const app = await appWith('development');
    const lying = await app.inject({ method: 'POST', url: '/api/v1/test-untouched-lying' });
    expect(lying.statusCode).toBe(200);
    expect(lying.headers[VERSION_HEADER]).toBeUndefined();
    const undeclared = await app.inject({ method: 'POST', url: '/api/v1/test-undeclared' });
    expect(undeclared.headers[VERSION_HEADER]).toBeTruthy();
  });
});
