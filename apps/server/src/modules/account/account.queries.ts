import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { accessTokens, addresses, passwordResets, users } from '../../db/schema/users.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import { ratings } from '../../db/schema/ratings.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { products } from '../../db/schema/catalog.ts';

export const findProfile = async (db: Tx, userId: number) =>
  (
    await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        about: users.about,
        image: users.image,
        role: users.role,
        passwordHash: users.passwordHash,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1)
  )[0] ?? null;

export const updateProfile = (
  db: Tx,
  userId: number,
  values: { name: string; about: string | null; phone: string | null; image?: string | null },
) =>
  db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));

// --- the data export -----------------------------------------------------------------------------

export const wishlistOf = (db: Tx, userId: number) =>
  db
    .select({ product_id: wishlistItems.productId, product_name: products.name, added_at: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.id));

export const ratingsOf = (db: Tx, userId: number) =>
  db
    .select({
      product_id: ratings.productId,
      product_name: products.name,
      stars: ratings.rating,
      description: ratings.description,
      created_at: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(products, eq(products.id, ratings.productId))
    .where(eq(ratings.userId, userId))
    .orderBy(asc(ratings.id));

export const newsletterOf = async (db: Tx, email: string) =>
  (
    await db
      .select({
        email: newsletterSubscribers.email,
        confirmedAt: newsletterSubscribers.confirmedAt,
        unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        createdAt: newsletterSubscribers.createdAt,
      })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)
      .limit(1)
  )[0] ?? null;

// --- account deletion ----------------------------------------------------------------------------

/** Everything that only describes the person goes; the user row stays (orders point to it), emptied. */
export async function eraseCustomer(db: Tx, userId: number, email: string, randomPasswordHash: string) {
  await db.delete(addresses).where(eq(addresses.userId, userId));
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  await db.delete(accessTokens).where(eq(accessTokens.userId, userId));
  await db.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);
  await db
    .update(users)
    .set({
      name: 'Gelöschtes Konto',
      // Unique and never deliverable (.invalid is reserved, RFC 2606); frees the real address for a new account.
      email: `geloescht-${userId}@konto.invalid`,
      phone: null,
      about: null,
      image: null,
      passwordHash: randomPasswordHash,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}
