import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { buttonClicks, newsletterSubscribers, ratings, wishlistItems } from '../../db/schema/engagement.ts';
import { listingColumns, rows, type ListingRow } from '../catalog/catalog.queries.ts';

/** The db or a transaction. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function activeProductExists(db: Tx, productId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from products where id = ${productId} and active`);
  return found.length > 0;
}

/** Locks the product row, so rating counts of concurrent writers are computed one after another. */
export async function lockActiveProduct(db: Tx, productId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from products where id = ${productId} and active for update`);
  return found.length > 0;
}

// Wishlist -------------------------------------------------------------------------------

/** false when the product is already in the list (the unique index decides, also under races). */
export async function addWishlistItem(db: Tx, userId: number, productId: number): Promise<boolean> {
  const inserted = await db
    .insert(wishlistItems)
    .values({ userId, productId })
    .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id });
  return inserted.length > 0;
}

export async function removeWishlistItem(db: Tx, userId: number, productId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

export function listWishlist(db: Tx, userId: number, limit = 500): Promise<ListingRow[]> {
  return rows(
    db,
    sql`select ${listingColumns(userId)} from wishlist_items wl join products p on p.id = wl.product_id
        where wl.user_id = ${userId} and p.active order by wl.created_at desc, wl.id desc limit ${limit}`,
  );
}

// Ratings --------------------------------------------------------------------------------

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
  const [row] = await rows<RatingRow>(db, sql`select ${ratingColumns} from ratings r join users u on u.id = r.user_id where r.id = ${id}`);
  return row ?? null;
}

/** null when the user has rated the product already. */
export async function insertRating(db: Tx, values: { userId: number; productId: number; rating: number; description: string }) {
  const [row] = await db
    .insert(ratings)
    .values(values)
    .onConflictDoNothing({ target: [ratings.userId, ratings.productId] })
    .returning({ id: ratings.id });
  return row?.id ?? null;
}

export async function updateRating(db: Tx, id: number, values: { rating: number; description: string }) {
  await db.update(ratings).set({ ...values, updatedAt: sql`now()` }).where(eq(ratings.id, id));
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

// Newsletter -----------------------------------------------------------------------------

export async function findSubscriberForUpdate(db: Tx, email: string) {
  const [row] = await rows<{ id: number; confirmed: boolean; unsubscribed: boolean }>(
    db,
    sql`select id, confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed
        from newsletter_subscribers where lower(email) = ${email.toLowerCase()} for update`,
  );
  return row ?? null;
}

export async function insertSubscriber(db: Tx, values: { email: string; confirmTokenHash: string; unsubscribeTokenHash: string }) {
  await db.insert(newsletterSubscribers).values(values);
}

/** A fresh double opt-in: new links, not confirmed, not unsubscribed. */
export async function restartSubscription(db: Tx, id: number, hashes: { confirmTokenHash: string; unsubscribeTokenHash: string }) {
  await db
    .update(newsletterSubscribers)
    .set({ ...hashes, confirmedAt: null, unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id));
}

/** Confirms once; opening the link again finds the row and changes nothing. */
export async function confirmSubscriber(db: Tx, confirmTokenHash: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`update newsletter_subscribers set confirmed_at = coalesce(confirmed_at, now())
        where confirm_token_hash = ${confirmTokenHash} and unsubscribed_at is null returning id`,
  );
  return found.length > 0;
}

export async function unsubscribeSubscriber(db: Tx, unsubscribeTokenHash: string): Promise<boolean> {
  const found = await rows<{ id: number }>(
    db,
    sql`update newsletter_subscribers set unsubscribed_at = coalesce(unsubscribed_at, now())
        where unsubscribe_token_hash = ${unsubscribeTokenHash} returning id`,
  );
  return found.length > 0;
}

// Clicks ---------------------------------------------------------------------------------

export async function insertClick(db: Tx, values: { productId: number; button: string; userId: number | null }) {
  await db.insert(buttonClicks).values(values);
}
