import type { Db } from '../../db/client.ts';
import { categoryNames, productNames } from './figures.queries.ts';
import type { ProductSale } from './figures.sales.ts';
import { firstFew } from '../../lib/first-few.ts';

/** A product or category in a ranking. */
export interface Ranked {
  id: number;
  name: string;
  revenueCents: number;
  units: number;
}

interface Sum {
  id: number;
  cents: number;
  units: number;
}

/** The `limit` largest sums by revenue, then by id, without sorting them all (a year sells to most of the catalogue). */
function top(sums: Iterable<Sum>, limit: number): Sum[] {
  return firstFew(sums, limit, (a, b) => a.cents > b.cents || (a.cents === b.cents && a.id < b.id));
}

/**
 * The best-selling products and categories of a period by revenue (then id), with their names:
 * a product deleted since keeps its place without a name; categories are those of the products
 * now, and a product without one (deleted) counts for none.
 */
export async function topRanked(
  db: Db,
  sales: ProductSale[],
  limit: number,
): Promise<{ products: Ranked[]; categories: Ranked[] }> {
  const products = top(
    sales.map((s) => ({ id: s.productId, cents: s.cents, units: s.units })),
    limit,
  );
  const perCategory = new Map<number, Sum>();
  for (const s of sales) {
    if (s.categoryId === null) continue;
    const sum = perCategory.get(s.categoryId);
    if (sum) {
      sum.cents += s.cents;
      sum.units += s.units;
    } else perCategory.set(s.categoryId, { id: s.categoryId, cents: s.cents, units: s.units });
  }
  const names = await categoryNames(db, [...perCategory.keys()]);
  const categories = top(
    [...perCategory.values()].filter((c) => names.has(c.id)),
    limit,
  );
  const productName = await productNames(
    db,
    products.map((p) => p.id),
  );
  const named = (list: Sum[], name: (id: number) => string) =>
    list.map((s) => ({ id: s.id, name: name(s.id), revenueCents: s.cents, units: s.units }));
  return {
    products: named(products, (id) => productName.get(id) ?? ''),
    categories: named(categories, (id) => names.get(id) ?? ''),
  };
}
