import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { wishlistItems } from '../../db/schema/wishlist.ts';
import { rows } from '../../db/raw.ts';

export async function activeProductExists(db: Tx, productId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(db, sql`select id from products where id = ${productId} and active`);
  return found.length > 0;
}

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
