import { describe, expect, it } from 'vitest';
import type { CatalogRefs, ProductRecord } from './product-record.ts';
import { CatalogSnapshot } from './catalog-snapshot.ts';
import { records } from './snapshot-records.fixtures.ts';

/**
 * What the view answers in place of the statements whose indexes held prices and stock (decision 179):
 * the filter panel, similar products and the figures' low stock, each compared with a pass over every
 * record by the statements' rules, on a fresh build and after prices and stock were patched in place.
 */

const N = 3000;
/** Stock from -3 to 13; records()'s brand 0 becomes 4, as a database's ids begin at 1 (the view's 0 is "no brand"). */
const stocked = (rs: ProductRecord[]) =>
  rs.map((r) => ({ ...r, brandId: r.brandId === 0 ? 4 : r.brandId, stock: ((r.id * 13) % 17) - 3 }));
/** Brands 1..4, listed in name order: 3, 1, 2, 4. */
const refs = {
  categories: [],
  brands: new Map([
    [3, 'Alpha'],
    [1, 'Beta'],
    [2, 'Gamma'],
    [4, 'Zeta'],
  ]),
  shops: new Map(),
  series: new Map(),
  vocabulary: [],
} as unknown as CatalogRefs;

function panelByHand(all: ProductRecord[], categories: number[] | null, sale: boolean) {
  const kept = all.filter(
    (r) =>
      (!categories || categories.includes(r.categoryId)) &&
      (!sale || (r.oldPriceCents !== null && r.oldPriceCents > r.priceCents)),
  );
  const prices = kept.map((r) => r.priceCents);
  const brandIds = new Set(kept.map((r) => r.brandId).filter((b) => b !== null));
  return {
    min: prices.length ? Math.min(...prices) : null,
    max: prices.length ? Math.max(...prices) : null,
    brands: [...refs.brands].filter(([id]) => brandIds.has(id)).map(([id, name]) => ({ id, name })),
  };
}

function similarByHand(all: ProductRecord[], id: number, limit: number) {
  const p0 = all.find((r) => r.id === id)!;
  const others = all.filter(
    (r) =>
      r.categoryId === p0.categoryId &&
      r.id !== p0.id &&
      r.isLight === p0.isLight &&
      !(p0.variantGroup && r.variantGroup === p0.variantGroup),
  );
  const above = others
    .filter((r) => r.priceCents >= p0.priceCents)
    .sort((a, b) => a.priceCents - b.priceCents || a.id - b.id)
    .slice(0, limit);
  const below = others
    .filter((r) => r.priceCents < p0.priceCents)
    .sort((a, b) => b.priceCents - a.priceCents || b.id - a.id)
    .slice(0, limit);
  const distance = (r: ProductRecord) => Math.abs(r.priceCents - p0.priceCents);
  return [...above, ...below]
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
    .slice(0, limit)
    .map((r) => r.id);
}

const lowStockByHand = (all: ProductRecord[], below: number, limit: number) =>
  all
    .filter((r) => r.stock <= 0 || r.stock < below)
    .sort((a, b) => a.stock - b.stock || a.id - b.id)
    .slice(0, limit)
    .map((r) => r.id);

/** Every answer of the three, for every category set, product and threshold asked; answers how many were compared. */
function compareAll(snapshot: CatalogSnapshot, all: ProductRecord[]): number {
  let compared = 0;
  for (const categories of [null, [0], [1, 2], [3, 4, 5, 6], [99]]) {
    for (const sale of [false, true]) {
      if (sale && categories && categories.length > 1) continue;
      expect(snapshot.filterPanel(categories, sale), `${categories} ${sale}`).toEqual(
        panelByHand(all, categories, sale),
      );
      compared++;
    }
  }
  for (let id = 1; id <= N; id += 37) {
    expect(
      snapshot.similar(id, 12)!.map((r) => r.id),
      `similar ${id}`,
    ).toEqual(similarByHand(all, id, 12));
    compared++;
  }
  for (const [below, limit] of [
    [0, 50],
    [5, 50],
    [20, 10],
    [5, 0],
  ]) {
    expect(
      snapshot.lowStock(below, limit).map((r) => r.id),
      `low ${below}`,
    ).toEqual(lowStockByHand(all, below, limit));
    compared++;
  }
  return compared;
}

describe('filter panel, similar products and low stock from the view', () => {
  it('answer as a pass over every record does, on a fresh build', () => {
    const all = stocked(records(N));
    expect(compareAll(CatalogSnapshot.of(all, refs), all)).toBe(8 + 82 + 4);
  });

  it('answer so after prices, reference prices and stock were patched in place', () => {
    const all = stocked(records(N));
    const snapshot = CatalogSnapshot.of(all, refs);
    // Asked once before: the view keeps its panels until a patch, which must let them go.
    expect(compareAll(snapshot, all)).toBe(94);
    const current = new Map(all.map((r) => [r.id, r]));
    const changed = Array.from({ length: 900 }, (_, k) => {
      const r = current.get(1 + ((k * 7717) % N))!;
      return { ...r, priceCents: (k * 131) % 6000, oldPriceCents: k % 2 ? null : 5000, stock: (k % 9) - 4 };
    });
    expect(snapshot.patch(changed)).toBe(0);
    for (const r of changed) current.set(r.id, r);
    expect(compareAll(snapshot, [...current.values()])).toBe(94);
  });

  it('skips a product moved to another category until the rebuild, and finds a new one at once', () => {
    const all = stocked(records(N));
    const snapshot = CatalogSnapshot.of(all, refs);
    const p0 = all.find((r) => r.categoryId === 1 && !r.isLight && r.variantGroup === null)!;
    const near = snapshot.similar(p0.id, 12)!;
    const moved = { ...near[0], categoryId: 2 };
    const added = { ...p0, id: N + 1, code: `C${N + 1}`, variantGroup: null, stock: -9 };
    expect(snapshot.patch([moved, added])).toBe(2);
    const now = snapshot.similar(p0.id, 12)!.map((r) => r.id);
    expect(now).not.toContain(moved.id);
    expect(now[0]).toBe(added.id);
    expect(snapshot.lowStock(5, 1).map((r) => r.id)).toEqual([added.id]);
  });
});
