import type { ProductRecord } from './product-record.ts';
import type { SnapshotIndexes } from './snapshot-indexes.ts';

/** Generated product records for the snapshot's unit tests, and its indexes as plain data to compare. */

const words = Array.from({ length: 3000 }, (_, i) => `w${((i * 7919) % 100_003).toString(36)}`);

/** n records with ties in price and name, lights in series, brandless ones. */
export function records(n: number): ProductRecord[] {
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
export function plain(ix: SnapshotIndexes) {
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
