import { describe, expect, it } from 'vitest';
import {
  buildIndexes,
  patchPrice,
  patchStale,
  runAtOnce,
  runSliced,
  type SnapshotIndexes,
} from './snapshot-indexes.ts';
import type { ProductRecord } from './product-record.ts';

/**
 * The snapshot's indexes built in slices (docs/decisions/017): the same indexes as built at
 * once, no step of the build longer than the budget, and a price patched in place leaves
 * every order as a fresh build has it; a stale patch ahead of a deferred rebuild (142) keeps
 * the price order right and every list where it was built.
 */

const words = Array.from({ length: 3000 }, (_, i) => `w${((i * 7919) % 100_003).toString(36)}`);

/** n records with ties in price and name, lights in series, brandless ones. */
function records(n: number): ProductRecord[] {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    const lexemes = Array.from({ length: 12 }, (_, j) => words[(i * 31 + j * 977) % words.length]).join(' ');
    return {
      id: i,
      code: `C${i}`,
      name: `Name ${words[i % 500]}`,
      categoryId: i % 7,
      brandId: i % 5 === 0 ? null : i % 4,
      seriesId: i % 50,
      priceCents: (i * 7919) % 5000,
      oldPriceCents: i % 3 ? null : 9999,
      bestSeller: i % 10 === 0,
      isLight: i % 7 === 0,
      variantGroup: i % 2 ? `g${i % 300}` : null,
      lexemes,
      nameLexemes: lexemes.split(' ').slice(0, 3).join(' '),
    } as ProductRecord;
  });
}

/** The indexes as plain data, to compare two builds. */
function plain(ix: SnapshotIndexes) {
  const lists = (m: Map<unknown, { position: Int32Array; price: Int32Array; name: Int32Array }>) =>
    [...m]
      .map(([k, o]) => [k, [...o.position], [...o.price], [...o.name]])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return {
    ids: ix.records.map((r) => r.id),
    price: [...ix.price],
    oldPrice: [...ix.oldPrice],
    priceOrder: [...ix.priceOrder],
    priceRank: [...ix.priceRank],
    nameOrder: [...ix.nameOrder],
    byCategory: lists(ix.byCategory),
    byBrand: lists(ix.byBrand),
    byCategoryBrand: lists(ix.byCategoryBrand),
    bySeries: [...ix.bySeries],
    byVariantGroup: [...ix.byVariantGroup],
    lexemes: ix.textIndex.lexemes,
  };
}

describe('snapshot indexes', () => {
  it('built in slices equal the ones built at once, in the orders the SQL statements use', async () => {
    const recs = records(5000);
    const sliced = await runSliced(buildIndexes(recs), 1);
    expect(plain(sliced)).toEqual(plain(runAtOnce(buildIndexes(recs))));
    // Default order: best sellers first, then newest id; price order: price, then id.
    const expected = [...recs]
      .sort((a, b) => Number(b.bestSeller) - Number(a.bestSeller) || b.id - a.id)
      .map((r) => r.id);
    expect(sliced.records.map((r) => r.id)).toEqual(expected);
    const byPrice = [...sliced.priceOrder].map((p) => sliced.records[p]);
    expect(byPrice.map((r) => r.id)).toEqual(
      [...recs].sort((a, b) => a.priceCents - b.priceCents || a.id - b.id).map((r) => r.id),
    );
    // A series lists its lights last, each part by name.
    for (const list of sliced.bySeries.values()) {
      const lights = list.map((i) => sliced.records[i].isLight);
      expect(lights).toEqual([...lights].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it('no step of a build of 30,000 products takes more than 50 ms of CPU', () => {
    const build = buildIndexes(records(30_000));
    let longest = 0;
    let steps = 0;
    for (;;) {
      const before = process.threadCpuUsage();
      const step = build.next();
      const used = process.threadCpuUsage(before);
      longest = Math.max(longest, (used.user + used.system) / 1000);
      steps++;
      if (step.done) break;
    }
    expect(steps).toBeGreaterThan(100);
    expect(longest).toBeLessThan(50);
  });

  it('a price patched in place leaves every order as a fresh build has it', () => {
    const recs = records(3000);
    const ix = runAtOnce(buildIndexes(recs));
    const current = new Map(recs.map((r) => [r.id, r]));
    let patched = 0;
    for (let k = 0; k < 200; k++) {
      const id = 1 + ((k * 7717) % 3000);
      const next = { ...current.get(id)!, priceCents: (k * 131) % 6000, oldPriceCents: k % 2 ? null : 5000 };
      expect(patchPrice(ix, next)).toBe(true);
      current.set(id, next);
      patched++;
    }
    expect(patched).toBe(200);
    expect(plain(ix)).toEqual(plain(runAtOnce(buildIndexes(current.values()))));
    // A change of anything else an index is built from asks for a rebuild.
    expect(patchPrice(ix, { ...current.get(1)!, name: 'Anders' })).toBe(false);
    expect(patchPrice(ix, { ...current.get(1)!, id: 999_999 })).toBe(false);
  });

  it('a stale patch puts the new record in place, keeps the price order exact and the lists as built', () => {
    const recs = records(3000);
    const ix = runAtOnce(buildIndexes(recs));
    const current = new Map(recs.map((r) => [r.id, r]));
    const id = 42;
    const at = ix.positionOf.get(id)!;
    const builtCategory = current.get(id)!.categoryId;
    const renamed = { ...current.get(id)!, name: 'Umbenannt', categoryId: builtCategory + 1, priceCents: 1 };
    expect(patchPrice(ix, renamed)).toBe(false);
    expect(patchStale(ix, renamed)).toBe(true);
    current.set(id, renamed);
    expect(ix.records[at]).toBe(renamed);
    // A later price change of the same product moves it within the lists it was built on.
    const cheaper = { ...renamed, priceCents: 0 };
    expect(patchPrice(ix, cheaper)).toBe(true);
    current.set(id, cheaper);
    const fresh = runAtOnce(buildIndexes(current.values()));
    expect([...ix.priceOrder]).toEqual([...fresh.priceOrder]);
    expect([...ix.priceRank]).toEqual([...fresh.priceRank]);
    const built = ix.byCategory.get(builtCategory)!;
    expect([...built.position]).toContain(at);
    expect([...built.price].map((p) => ix.price[p])).toEqual(
      [...built.price].map((p) => ix.price[p]).sort((a, b) => a - b),
    );
    expect(built.price[0]).toBe(at);
    expect([...ix.byCategory.get(builtCategory + 1)!.position]).not.toContain(at);
    // A product the indexes lack (a new one) waits for the rebuild.
    expect(patchStale(ix, { ...renamed, id: 999_999 })).toBe(false);
  });
});
