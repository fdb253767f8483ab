import type { FastifyInstance } from 'fastify';
import { seedCatalogFixture, type CatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * Two app instances on one database with the catalogue fixture, both read models started
 * (decisions 015, 016): `a` is the test context's app, `b` a second instance with its own pool
 * and listening connection, as a second process or machine has.
 */
export async function startTwoCatalogInstances(): Promise<{
  t: TestContext;
  f: CatalogFixture;
  a: FastifyInstance;
  b: FastifyInstance;
}> {
  const t = await createTestContext();
  const f = await seedCatalogFixture(t.db);
  const a = t.app;
  const b = await t.instance();
  await a.catalog.start();
  await b.catalog.start();
  return { t, f, a, b };
}
