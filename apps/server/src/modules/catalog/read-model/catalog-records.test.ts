import { describe, expect, it } from 'vitest';
import { listingFilter } from '../../../test/catalog-rows.ts';
import { APPLY_STEP, CatalogRecords } from './catalog-records.ts';
import type { CatalogRefs, ProductRecord } from './product-record.ts';

/**
 * How the records put a look's changed products into the view they serve (docs/decisions/017,
 * 142, 145): price changes, a few or the thousands of an import's chunk, move in the price order
 * at once and owe no rebuild; other indexed changes show on cards at once and owe one.
 */

const refs: CatalogRefs = {
  categories: [{ id: 1, parentId: null, slug: 'sofas', nameDe: 'Sofas' }],
  brands: new Map(),
  shops: new Map([[1, { id: 1, name: 'Wohnwerk', slug: 'wohnwerk', warehouseId: 1, vendorId: 1 }]]),
  series: new Map(),
  words: [],
};

const product = (id: number, priceCents: number) =>
  ({
    id,
    code: `C${id}`,
    name: `Sofa ${id}`,
    categoryId: 1,
    shopId: 1,
    lightIds: [] as readonly number[],
    brandId: null,
    seriesId: null,
    priceCents,
    oldPriceCents: null,
    bestSeller: false,
    isLight: false,
    variantGroup: null,
    lexemes: '',
    nameLexemes: '',
  }) as ProductRecord;

const N = 2000;
const all = listingFilter();

async function loaded(n = N) {
  const records = new CatalogRecords();
  // Prices rise with the id: the cheapest first is id 1.
  const found = {
    kind: 'all',
    snap: '1:1:',
    whole: true,
    refs,
    products: Array.from({ length: n }, (_, i) => product(i + 1, 1000 + i)),
  } as const;
  expect(await records.apply(found)).toBe('now');
  await records.rebuild();
  return records;
}

/** The ids in ascending price order and the price each card shows, as the view serves them. */
function byPrice(records: CatalogRecords, size = N) {
  const s = records.view!.snapshot;
  const { positions, total } = s.page(all, 'price-asc', 0, size);
  expect(total).toBe(size);
  return positions.map((p) => ({
    id: s.record(p).id,
    price: s.record(p).priceCents,
  }));
}

describe('changed prices of a look', () => {
  it('a few: each product moves in the price order at once, no rebuild owed', async () => {
    const records = await loaded();
    const owed = await records.apply({
      kind: 'some',
      snap: '2:2:',
      changed: [N],
      reloaded: [product(N, 1)],
      repriced: 0,
      words: null,
    });
    expect(owed).toBeNull();
    expect(byPrice(records)[0]).toEqual({ id: N, price: 1 });
  });

  it('an import chunk of them: cards and the price order show the new prices at once, no rebuild owed', async () => {
    const records = await loaded();
    const before = records.view!.snapshot;
    // The 600 most expensive become the cheapest, in reverse order of id.
    const changed = Array.from({ length: 600 }, (_, i) => N - i);
    const reloaded = changed.map((id) => product(id, id - N + 600));
    expect(await records.apply({ kind: 'some', snap: '2:2:', changed, reloaded, repriced: 0, words: null })).toBeNull();
    expect(records.stale).toBe(false);
    expect(records.view!.snapshot).toBe(before);
    const shown = byPrice(records);
    expect(shown.slice(0, 3)).toEqual([
      { id: N - 599, price: 1 },
      { id: N - 598, price: 2 },
      { id: N - 597, price: 3 },
    ]);
    expect(shown.at(-1)).toEqual({ id: N - 600, price: 1000 + N - 601 });
    // As a rebuild from the records orders them.
    await records.rebuild();
    expect(byPrice(records)).toEqual(shown);
  });

  it('a chunk larger than a step goes in in steps (decision 146): between two, lists answer in an order agreeing with the prices', async () => {
    const size = 2 * APPLY_STEP;
    const records = await loaded(size);
    // Every product's price reversed: a step and 600 more are put in over two steps.
    const changed = Array.from({ length: APPLY_STEP + 600 }, (_, i) => i + 1);
    const reloaded = changed.map((id) => product(id, 3 * size - id));
    const seen: number[] = [];
    let unsorted = 0;
    let applied = false;
    const watch = () => {
      if (applied) return;
      const shown = byPrice(records, size);
      if (!shown.every((p, i) => i === 0 || shown[i - 1].price <= p.price)) unsorted++;
      seen.push(shown.filter((p) => p.price === 3 * size - p.id).length);
      setImmediate(watch);
    };
    setImmediate(watch);
    expect(await records.apply({ kind: 'some', snap: '2:2:', changed, reloaded, repriced: 0, words: null })).toBeNull();
    applied = true;
    // Seen between the steps: the first step's new prices, not yet the second's.
    expect(seen).toContain(APPLY_STEP);
    expect(unsorted).toBe(0);
    expect(byPrice(records, size).filter((p) => p.price === 3 * size - p.id)).toHaveLength(APPLY_STEP + 600);
  });

  it('an import chunk that renames: cards show the new names at once, lists and search wait for the rebuild', async () => {
    const records = await loaded();
    const changed = Array.from({ length: 600 }, (_, i) => i + 1);
    const reloaded = changed.map((id) => ({ ...product(id, 999 + id), name: `Neu ${id}` }) as ProductRecord);
    expect(await records.apply({ kind: 'some', snap: '2:2:', changed, reloaded, repriced: 0, words: null })).toBe(
      'later',
    );
    expect(records.stale).toBe(true);
    const s = records.view!.snapshot;
    expect(s.record(s.page(all, 'price-asc', 0, 1).positions[0]).name).toBe('Neu 1');
  });

  it('an import chunk that leaves prices alone patches in place without a rebuild', async () => {
    const records = await loaded();
    const changed = Array.from({ length: 600 }, (_, i) => i + 1);
    const reloaded = changed.map((id) => ({ ...product(id, 999 + id), stock: 7 }) as ProductRecord);
    expect(
      await records.apply({
        kind: 'some',
        snap: '2:2:',
        changed,
        reloaded,
        repriced: 0,
        words: null,
      }),
    ).toBeNull();
    expect(records.stale).toBe(false);
    expect(
      byPrice(records)
        .slice(0, 2)
        .map((r) => r.id),
    ).toEqual([1, 2]);
  });
});

describe('looks while a rebuild runs (docs/decisions/145)', () => {
  it('are applied at once to the view shown and again to the rebuilt view before it is shown', async () => {
    const records = await loaded();
    const running = records.rebuild();
    // A price move, a rename and a new product, applied while the indexes are being built.
    const cheaper = product(N, 1);
    const renamed = { ...product(5, 1004), name: 'Umbenannt' } as ProductRecord;
    const added = product(N + 1, 2);
    const owed = await records.apply({
      kind: 'some',
      snap: '3:3:',
      changed: [N, 5, N + 1],
      reloaded: [cheaper, renamed, added],
      repriced: 0,
      words: null,
    });
    expect(owed).toBe('later');
    expect(byPrice(records)[0]).toEqual({ id: N, price: 1 });
    expect(await running).toBe('later');
    // The rebuilt view has every change; the rename and the new product still owe a rebuild.
    const s = records.view!.snapshot;
    expect(byPrice(records)[0]).toEqual({ id: N, price: 1 });
    expect(s.productParts(5)?.product.name).toBe('Umbenannt');
    expect(s.productParts(N + 1)?.product.priceCents).toBe(2);
    expect(records.stale).toBe(true);
    expect(await records.rebuild()).toBeNull();
    expect(records.stale).toBe(false);
    expect(byPrice(records, N + 1).slice(0, 2)).toEqual([
      { id: N, price: 1 },
      { id: N + 1, price: 2 },
    ]);
  });

  it('a product gone meanwhile makes the rebuild owe another at once', async () => {
    const records = await loaded();
    const running = records.rebuild();
    await records.apply({ kind: 'some', snap: '3:3:', changed: [7], reloaded: [], repriced: 0, words: null });
    expect(await running).toBe('now');
    expect(records.stale).toBe(true);
    expect(await records.rebuild()).toBeNull();
    expect(records.view!.snapshot.productParts(7)).toBeNull();
  });
});
