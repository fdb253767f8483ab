import { describe, expect, it } from 'vitest';
import type { ProductRecord } from './product-record.ts';
import { buildIndexes, runAtOnce } from './snapshot-indexes.ts';
import { patchMany } from './snapshot-prices.ts';
import { plain, records } from './snapshot-records.fixtures.ts';

/**
 * Prices put into a snapshot's indexes in place (docs/decisions/017, 145): one by one or an
 * import chunk's thousands at once, every order ends as a fresh build has it; a product whose
 * other indexed fields changed keeps the lists it was built on until the rebuild it is counted for.
 */

/** n price changes spread over 3,000 records, some with a new old price. */
function repriced(current: Map<number, ProductRecord>, n: number, salt: number) {
  return Array.from({ length: n }, (_, k) => {
    const id = 1 + ((k * 7717 + salt) % current.size);
    return {
      ...current.get(id)!,
      priceCents: (k * 131 + salt) % 6000,
      oldPriceCents: k % 2 ? null : 5000,
    };
  });
}

describe('prices patched in place', () => {
  it('one at a time: every order as a fresh build has it, no rebuild owed', () => {
    const recs = records(3000);
    const ix = runAtOnce(buildIndexes(recs));
    const current = new Map(recs.map((r) => [r.id, r]));
    let patched = 0;
    for (const next of repriced(current, 200, 0)) {
      expect(patchMany(ix, [next])).toBe(0);
      current.set(next.id, next);
      patched++;
    }
    expect(patched).toBe(200);
    expect(plain(ix)).toEqual(plain(runAtOnce(buildIndexes(current.values()))));
  });

  it('a few at a time, one product twice in a call: every order as a fresh build has it', () => {
    const recs = records(3000);
    const ix = runAtOnce(buildIndexes(recs));
    const current = new Map(recs.map((r) => [r.id, r]));
    let calls = 0;
    for (let salt = 0; salt < 60; salt++) {
      const few = repriced(current, 5, salt * 13);
      few.push({ ...few[0], priceCents: (salt * 97) % 6000 });
      expect(patchMany(ix, few)).toBe(0);
      for (const next of few) current.set(next.id, next);
      calls++;
    }
    expect(calls).toBe(60);
    expect(plain(ix)).toEqual(plain(runAtOnce(buildIndexes(current.values()))));
  });

  it('an import chunk at once: every order as a fresh build has it, no rebuild owed', () => {
    const recs = records(3000);
    const ix = runAtOnce(buildIndexes(recs));
    const current = new Map(recs.map((r) => [r.id, r]));
    for (const salt of [1, 2]) {
      // 1,800 changes with ties in price; the same product twice in a chunk: the last one counts.
      const chunk = repriced(current, 1800, salt);
      expect(patchMany(ix, chunk)).toBe(0);
      for (const next of chunk) current.set(next.id, next);
    }
    expect(plain(ix)).toEqual(plain(runAtOnce(buildIndexes(current.values()))));
    expect(ix.everything.price).toBe(ix.priceOrder);
  });

  it('a product whose other indexed fields changed: in place, price order exact, lists as built, counted', () => {
    const recs = records(3000);
    const ix = runAtOnce(buildIndexes(recs));
    const current = new Map(recs.map((r) => [r.id, r]));
    const id = 42;
    const at = ix.positionOf.get(id)!;
    const builtCategory = current.get(id)!.categoryId;
    const renamed = {
      ...current.get(id)!,
      name: 'Umbenannt',
      categoryId: builtCategory + 1,
      priceCents: 0,
    };
    const cheaper = { ...current.get(8)!, priceCents: 0 }; // another category
    // With a new product the indexes lack: two wait for the rebuild.
    expect(patchMany(ix, [renamed, cheaper, { ...renamed, id: 999_999 }])).toBe(2);
    current.set(id, renamed).set(8, cheaper);
    expect(ix.records[at]).toBe(renamed);
    const fresh = runAtOnce(buildIndexes(current.values()));
    expect([...ix.priceOrder]).toEqual([...fresh.priceOrder]);
    expect([...ix.priceRank]).toEqual([...fresh.priceRank]);
    const built = ix.byCategory.get(builtCategory)!;
    expect([...built.position]).toContain(at);
    const prices = [...built.price].map((p) => ix.price[p]);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(built.price[0]).toBe(at);
    expect([...ix.byCategory.get(builtCategory + 1)!.position]).not.toContain(at);
  });
});
