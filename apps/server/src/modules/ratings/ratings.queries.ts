import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { ratings } from '../../db/schema/ratings.ts';
import { rows } from '../../db/raw.ts';

/** Locks the product row, so rating counts of concurrent writers are computed one after another. */
export async function lockActiveProduct(db: Tx, productId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from products where id = ${productId} and active for update`,
  );
  return found.length > 0;
}

export interface RatingRow {
  id: number;
  user_id: number;
  product_id: number;
  user: string;
  date: string;
  description: string;
  rating: number;
}

const ratingColumns = sql`r.id, r.user_id, r.product_id, u.name as "user",
  to_char(r.created_at at time zone 'Europe/Berlin', 'YYYY-MM-DD') as date, r.description, r.rating::int as rating`;

export function listRatings(db: Tx, productId: number, limit = 200): Promise<RatingRow[]> {
  return rows(
    db,
    sql`select ${ratingColumns} from ratings r join users u on u.id = r.user_id
        where r.product_id = ${productId} order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

export async function findRating(db: Tx, id: number): Promise<RatingRow | null> {
  const [row] = await rows<RatingRow>(
    db,
    sql`select ${ratingColumns} from ratings r join users u on u.id = r.user_id where r.id = ${id}`,
  );
  return row ?? null;
}

/** null when the user has rated the product already. */
export async function insertRating(
  db: Tx,
  values: { userId: number; productId: number; rating: number; description: string },
) {
  const [row] = await db
    .insert(ratings)
    .values(values)
    .onConflictDoNothing({ target: [ratings.userId, ratings.productId] })
    .returning({ id: ratings.id });
  return row?.id ?? null;
}

export async function updateRating(db: Tx, id: number, values: { rating: number; description: string }) {
  await db
    .update(ratings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(ratings.id, id));
}

export async function deleteRating(db: Tx, id: number) {
  await db.delete(ratings).where(eq(ratings.id, id));
}

/** products.rating_avg and rating_count from the ratings themselves (run after locking the product). */
export async function refreshProductRating(db: Tx, productId: number) {
  await db.execute(sql`update products set
      rating_count = s.n,
      rating_avg = s.avg
    from (select count(*)::int as n, round(avg(rating)::numeric, 2) as avg from ratings where product_id = ${productId}) s
    where products.id = ${productId}`);
}

/**
 * An account's ratings go (its deletion), and the products' averages are recomputed with their
 * rows locked in id order, as the rating functions do, so a concurrent rating is counted either way.
 */
export async function removeRatingsOf(db: Tx, userId: number): Promise<void> {
  const rated = (
    await db
      .select({ productId: ratings.productId })
      .from(ratings)
      .where(eq(ratings.userId, userId))
      .orderBy(asc(ratings.productId))
  ).map((r) => r.productId);
  if (!rated.length) return;
  await db.execute(sql`select id from products where id in (${sql.join(rated, sql`, `)}) order by id for update`);
  await db.delete(ratings).where(eq(ratings.userId, userId));
  for (const productId of rated) await refreshProductRating(db, productId);
}
