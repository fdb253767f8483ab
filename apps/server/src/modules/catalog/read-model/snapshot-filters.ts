import type { SnapshotIndexes } from './snapshot-indexes.ts';

/** The filter panel of a list: the price range of its products (null when it has none) and the brands they carry. */
export interface FilterPanel {
  min: number | null;
  max: number | null;
  brandIds: Set<number>;
}

/**
 * A category list's (its subtree's ids) or the Sale list's (categories null, sale) filter panel, from
 * the view (decision 179), so that no index on the products' prices is kept for it and an import's price
 * changes can be written in place. The same products as the list: active, of those categories, or with
 * a reference price above the price (decision 130). A category reads the first and last of its price
 * order and asks each brand's list whether it holds a product; the Sale list passes over every product.
 */
export function filterPanelOf(ix: SnapshotIndexes, categories: number[] | null, sale: boolean): FilterPanel {
  return sale ? salePanel(ix, categories) : categoryPanel(ix, categories);
}

/** Widens the panel's price range to low … high. */
function take(panel: FilterPanel, low: number, high: number) {
  if (panel.min === null || low < panel.min) panel.min = low;
  if (panel.max === null || high > panel.max) panel.max = high;
}

function salePanel(ix: SnapshotIndexes, categories: number[] | null): FilterPanel {
  const panel: FilterPanel = { min: null, max: null, brandIds: new Set() };
  const { price, oldPrice, brand, category } = ix;
  for (let i = 0; i < price.length; i++) {
    if (oldPrice[i] <= price[i] || (categories && !categories.includes(category[i]))) continue;
    take(panel, price[i], price[i]);
    if (brand[i] !== 0) panel.brandIds.add(brand[i]);
  }
  return panel;
}

function categoryPanel(ix: SnapshotIndexes, categories: number[] | null): FilterPanel {
  const panel: FilterPanel = { min: null, max: null, brandIds: new Set() };
  const brandIds = [...ix.byBrand.keys()];
  for (const c of new Set(categories ?? ix.byCategory.keys())) {
    const list = ix.byCategory.get(c)?.price;
    if (!list?.length) continue;
    take(panel, ix.price[list[0]], ix.price[list[list.length - 1]]);
    for (const b of brandIds) if (ix.byCategoryBrand.get(`${c}:${b}`)?.position.length) panel.brandIds.add(b);
  }
  return panel;
}
