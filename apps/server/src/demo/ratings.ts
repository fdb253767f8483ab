import type { ratings } from '../db/schema/ratings.ts';
import { ratingTexts } from './catalog-data.ts';
import type { ProductRow } from './catalog.ts';
import { rng } from './random.ts';

const DAY_MS = 86_400_000;

/**
 * 0–12 ratings per product by distinct demo customers; fills rating_avg/rating_count on the
 * product rows so they agree with the rating rows. Very large catalogues rate only every
 * `ratedEvery`-th product, which keeps the seed fast and still fills the pages people open.
 */
export function generateRatings(
  products: ProductRow[],
  customerIds: number[],
  options: { now: Date; ratedEvery?: number },
): (typeof ratings.$inferInsert)[] {
  const r = rng('wohnwerk-ratings');
  const every = Math.max(1, options.ratedEvery ?? 1);
  const rows: (typeof ratings.$inferInsert)[] = [];
  products.forEach((product, index) => {
    if (product.isLight || index % every !== 0) return;
    const count = Math.min(customerIds.length, r.int(0, 12));
    // Some pieces are simply better liked than others.
    const mood = r.weighted([
      [[45, 30, 15, 10], 6],
      [[70, 22, 6, 2], 3],
      [[15, 30, 30, 25], 1],
    ] as const);
    let sum = 0;
    for (const userId of r.sample(customerIds, count)) {
      const stars = r.weighted([
        [5, mood[0]],
        [4, mood[1]],
        [3, mood[2]],
        [2, mood[3]],
      ] as const);
      sum += stars;
      const at = new Date(options.now.getTime() - r.int(1, 420) * DAY_MS - r.int(0, 86_000) * 1000);
      rows.push({
        userId,
        productId: product.id,
        rating: stars,
        description: r.pick(ratingTexts[stars]),
        createdAt: at,
        updatedAt: at,
      });
    }
    product.ratingCount = count;
    product.ratingAvg = count ? Math.round((sum / count) * 100) / 100 : null;
  });
  return rows;
}
