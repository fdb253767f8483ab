import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { seedCatalogFixture, type CatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { rows } from './raw.ts';

/**
 * Price and stock changes are written in place (migration 0038, decision 179): no index of products holds
 * a column they change, and the table keeps room on its pages, so PostgreSQL updates such a row without a
 * new entry in any index (a heap-only tuple). An index added later on one of those columns fails here.
 */
let t: TestContext;
let f: CatalogFixture;

beforeAll(async () => {
  t = await createTestContext();
  f = await seedCatalogFixture(t.db);
});
afterAll(() => t?.close());

const written = ['price_cents', 'stock', 'old_price_cents', 'lowest_price_30_days_cents'];

describe('products: price and stock updates in place', () => {
  it('no index of products holds a price, a stock or the reference price', async () => {
    const indexes = await rows<{ name: string; columns: string[] }>(
      t.db,
      sql`select i.indexrelid::regclass::text as name,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = i.indrelid and a.attnum > 0
                    and (a.attnum = any(i.indkey)
                         or pg_get_expr(i.indexprs, i.indrelid) ~ ('\\m' || a.attname || '\\M')
                         or pg_get_expr(i.indpred, i.indrelid) ~ ('\\m' || a.attname || '\\M'))) as columns
          from pg_index i where i.indrelid = 'products'::regclass`,
    );
    expect(indexes.length).toBeGreaterThanOrEqual(10);
    const holding = indexes.filter((i) => i.columns.some((c) => written.includes(c))).map((i) => i.name);
    expect(holding).toEqual([]);
    // The check sees columns: the code index holds "code", the admin search's expression "name" and "code".
    expect(indexes.find((i) => i.name === 'products_code_unique')?.columns).toEqual(['code']);
    expect(indexes.find((i) => i.name === 'products_admin_search_trgm_idx')?.columns.sort()).toEqual(['code', 'name']);
  });

  it('keeps a quarter of each page free, and a change of price and stock is a heap-only update', async () => {
    const [table] = await rows<{ options: string[] | null }>(
      t.db,
      sql`select reloptions as options from pg_class where oid = 'products'::regclass`,
    );
    expect(table.options).toContain('fillfactor=75');
    const hot = await t.db.transaction(async (tx) => {
      const before = await rows<{ hot: number; all: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot,
                   pg_stat_get_xact_tuples_updated('products'::regclass)::int as all`,
      );
      await tx.execute(sql`update products set price_cents = price_cents + 100, stock = stock + 1
                           where id = ${f.ids.bergen10}`);
      const after = await rows<{ hot: number; all: number }>(
        tx,
        sql`select pg_stat_get_xact_tuples_hot_updated('products'::regclass)::int as hot,
                   pg_stat_get_xact_tuples_updated('products'::regclass)::int as all`,
      );
      return {
        updated: after[0].all - before[0].all,
        hot: after[0].hot - before[0].hot,
      };
    });
    expect(hot).toEqual({ updated: 1, hot: 1 });
  });
});

describe('products: the search lexemes follow search_text only', () => {
  /** The trigger's calls made by one update in a transaction of its own, and the lexemes it leaves. */
  async function update(set: ReturnType<typeof sql>) {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local track_functions = 'pl'`);
      const calls = async () =>
        (
          await rows<{ n: number }>(
            tx,
            sql`select coalesce(sum(calls), 0)::int as n from pg_stat_xact_user_functions where funcname = 'products_search_tsv'`,
          )
        )[0].n;
      const before = await calls();
      await tx.execute(sql`update products set ${set} where id = ${f.ids.bergen10}`);
      const [row] = await rows<{ tsv: string }>(
        tx,
        sql`select search_tsv::text as tsv from products where id = ${f.ids.bergen10}`,
      );
      return { calls: (await calls()) - before, tsv: row.tsv };
    });
  }

  it('an update of price and stock runs no trigger for them; one of search_text writes its lexemes (migration 0039)', async () => {
    const [stored] = await rows<{ tsv: string }>(
      t.db,
      sql`select search_tsv::text as tsv from products where id = ${f.ids.bergen10}`,
    );
    const prices = await update(sql`price_cents = price_cents + 100, stock = stock + 1`);
    expect(prices.tsv).toBe(stored.tsv);
    const words = await update(sql`search_text = search_text || ' Zirbenholz'`);
    expect(words.tsv).toContain("'zirbenholz'");
    // PGlite has no function statistics: there the lexemes alone are compared.
    if (t.database.kind === 'postgres') expect([prices.calls, words.calls]).toEqual([0, 1]);
  });
});
