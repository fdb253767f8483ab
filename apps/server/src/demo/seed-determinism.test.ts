import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import type { Db } from '../db/client.ts';
import { products } from '../db/schema/catalog.ts';
import { generateCatalog } from './catalog.ts';
import { seedDemo } from './seed.ts';

const options = { products: 120, now: new Date('2026-03-18T10:00:00Z') };
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestContext(), createTestContext()]);
  await seedDemo(a.db, options);
  await seedDemo(b.db, options);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

async function catalogueHash(db: Db): Promise<string> {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      price: products.priceCents,
      old: products.oldPriceCents,
      code: products.code,
      ean: products.ean,
      rating: products.ratingAvg,
    })
    .from(products)
    .orderBy(asc(products.id));
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe('demo determinism', () => {
  it('two seeds with the same options produce the same products and prices', async () => {
    const [ha, hb] = await Promise.all([catalogueHash(a.db), catalogueHash(b.db)]);
    expect(ha).toBe(hb);
  });

  it('the generator answers the same catalogue every time and the requested number of products', () => {
    const first = generateCatalog({ products: 500 });
    const second = generateCatalog({ products: 500 });
    expect(second).toEqual(first);
    expect(first.products).toHaveLength(500);
    expect(generateCatalog({ products: 7 }).products).toHaveLength(7);
  });

  it('a larger catalogue starts with the same series as a smaller one', () => {
    const small = generateCatalog({ products: 50 });
    const large = generateCatalog({ products: 2000 });
    expect(large.series.slice(0, small.series.length).map((s) => s.name)).toEqual(small.series.map((s) => s.name));
    expect(new Set(large.series.map((s) => s.name)).size).toBe(large.series.length);
  });
});
