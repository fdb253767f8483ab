import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { seedCheckoutFixture } from '../checkout/checkout.fixtures.ts';

/**
 * The search vocabulary (migration 0006) follows the products' search texts through triggers.
 * Since migration 0014 an update that changes no search text and no active flag (every order
 * takes stock) skips the counting; these are the counts it must keep.
 */
let t: TestContext;
let ids: number[];
beforeAll(async () => {
  t = await createTestContext();
  const f = await seedCheckoutFixture(t.db);
  ids = [f.sofa.id, f.table.id];
  await t.db.execute(
    sql`update products set search_text = search_text || ' zwiebelmuster' where id in (${ids[0]}, ${ids[1]})`,
  );
});
afterAll(() => t.close());

const uses = async (word: string) => {
  const result = (await t.db.execute(sql`select products from search_words where word = ${word}`)) as unknown as {
    rows: { products: number }[];
  };
  return result.rows[0]?.products ?? 0;
};

describe('search words under product updates', () => {
  it('counts a word once per active product that has it', async () => {
    expect(await uses('zwiebelmuster')).toBe(2);
  });

  it('keeps the counts when only stock, price or rating change, one product or many', async () => {
    await t.db.execute(sql`update products set stock = stock - 1 where id = ${ids[0]}`);
    await t.db.execute(
      sql`update products set price_cents = price_cents + 100, stock = stock + 1 where id in (${ids[0]}, ${ids[1]})`,
    );
    expect(await uses('zwiebelmuster')).toBe(2);
  });

  it('follows deactivation, reactivation and a changed text, also in one statement with a stock change', async () => {
    await t.db.execute(sql`update products set active = false where id = ${ids[0]}`);
    expect(await uses('zwiebelmuster')).toBe(1);
    await t.db.execute(sql`update products set active = true, stock = stock + 1 where id = ${ids[0]}`);
    expect(await uses('zwiebelmuster')).toBe(2);
    await t.db.execute(
      sql`update products set search_text = replace(search_text, ' zwiebelmuster', ' blaurand') where id in (${ids[0]}, ${ids[1]})`,
    );
    expect(await uses('zwiebelmuster')).toBe(0);
    expect(await uses('blaurand')).toBe(2);
  });
});
