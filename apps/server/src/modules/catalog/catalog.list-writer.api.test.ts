import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ProductListReply } from '@wohnwerk/contract/catalog';
import { createTestContext, type TestContext } from '../../test/test-app.ts';
import { products } from '../../db/schema/catalog.ts';
import { jsonText } from '../../lib/json-writer.ts';
import { seedCatalogFixture } from './catalog.fixtures.ts';
import { listCard, listCardJson, writeListPage } from './catalog.list-writer.ts';
import { toListItem } from './catalog.service.ts';
import { listingRow } from '../../test/catalog-rows.ts';
import type { ProductRecord } from './read-model/product-record.ts';

const TRICKY = 'Sofa "Lima" \\ C:\\pfad\t\n\u0001 \u2028 </script> Ärger ß € 😀';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const f = await seedCatalogFixture(t.db);
  // A product whose name needs every kind of escape.
  await t.db.update(products).set({ name: TRICKY }).where(eq(products.id, f.ids.lima181));
});
afterAll(async () => t?.close());

describe('list cards', () => {
  it('are, for every product the loader made, the list item of the product as JSON (guest and wishlisted)', async () => {
    const { snapshot } = await t.app.catalog.current();
    expect(snapshot.size).toBeGreaterThan(10);
    let tricky = 0;
    for (let p = 0; p < snapshot.size; p++) {
      const record = snapshot.record(p);
      const item = toListItem(listingRow(snapshot, p));
      expect(listCard(record, false), `product ${record.id}`).toBe(jsonText(item));
      expect(JSON.parse(listCard(record, true)), `product ${record.id}`).toEqual({ ...item, in_wishlist: true });
      if (record.name === TRICKY) tricky++;
    }
    expect(tricky).toBe(1);
  });

  it('refuse a stored card that does not end with in_wishlist (a reordered contract would need a new swap)', () => {
    const broken = { id: 1, listCardJson: '{"id":1}' } as ProductRecord;
    expect(() => listCard(broken, true)).toThrow(/in_wishlist/);
  });
});

describe('writeListPage', () => {
  const card = (id: number, over: Partial<ProductRecord> = {}) =>
    listCardJson({
      id,
      nameJson: jsonText(`Produkt ${id} ${TRICKY} \ud800`),
      imageJson: jsonText(id % 2 ? null : `/media/${id}.svg`),
      priceCents: 123456 + id,
      oldPriceCents: id % 3 ? null : 200000,
      bestSeller: id % 4 === 0,
      stock: id % 5,
      ...over,
    });

  it('writes the page as JSON.stringify would (wide characters as \\uXXXX), for full and empty pages', () => {
    const meta = { current_page: 2, last_page: 5, path: 'http://shop.test/api/v1/products', per_page: 24, total: 101 };
    const links = {
      first: 'http://shop.test/api/v1/products?q=b%C3%BCro&page=1',
      last: 'http://shop.test/api/v1/products?q=b%C3%BCro&page=5',
      next: null,
      prev: 'http://shop.test/api/v1/products?q="x"&page=1',
    };
    for (const cards of [[card(1), card(2), card(3), card(4)], []]) {
      const written = writeListPage({ data: cards, meta, links });
      const expected: ProductListReply = { data: cards.map((c) => JSON.parse(c)), meta, links };
      expect(written).toBe(jsonText(expected));
      expect(JSON.parse(written)).toEqual(expected);
    }
  });
});
