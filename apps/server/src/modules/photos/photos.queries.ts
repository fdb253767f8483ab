import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { catalogAudit } from '../../db/schema/catalog-admin.ts';
import { productImages, products } from '../../db/schema/catalog.ts';

/**
 * A photo change in the product history (decision 150), in the change's transaction: field
 * `photo` with the picture's path (before: removed, after: added), `photo_order` with the ids.
 */
async function recordPhotoChanges(
  tx: Tx,
  productId: number,
  userId: number,
  changes: { field: 'photo' | 'photo_order'; before: string | null; after: string | null }[],
) {
  if (changes.length === 0) return;
  await tx.insert(catalogAudit).values(changes.map((c) => ({ entity: 'product', entityId: productId, userId, ...c })));
}

export async function productExists(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  return Boolean(row);
}

/** A product's pictures in the storefront's order. */
export function listPhotos(db: Db, productId: number) {
  return db
    .select({
      id: productImages.id,
      path: productImages.path,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sortOrder), asc(productImages.id));
}

/** Adds pictures after the product's last one, in the given order. */
export async function appendPhotos(
  db: Db,
  productId: number,
  userId: number,
  rows: { path: string; width: number; height: number }[],
) {
  await db.transaction(async (tx) => {
    // The product row is locked so two uploads at once number their pictures one after the other.
    await tx.execute(sql`select 1 from products where id = ${productId} for update`);
    const [last] = await tx
      .select({ max: sql<number | null>`max(${productImages.sortOrder})` })
      .from(productImages)
      .where(eq(productImages.productId, productId));
    const start = (last?.max ?? -1) + 1;
    await tx.insert(productImages).values(rows.map((r, i) => ({ ...r, productId, sortOrder: start + i })));
    await recordPhotoChanges(
      tx,
      productId,
      userId,
      rows.map((r) => ({ field: 'photo', before: null, after: r.path })),
    );
  });
}

/** Sets the order of all the product's pictures; false when ids is not exactly the product's pictures. */
export async function reorderPhotos(db: Db, productId: number, userId: number, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from products where id = ${productId} for update`);
    const current = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    const known = new Set(current.map((r) => r.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      return false;
    const order = sql.join(
      ids.map((id, i) => sql`(${id}::int, ${i}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update product_images p set sort_order = o.sort_order
      from (values ${order}) as o(id, sort_order)
      where p.id = o.id and p.product_id = ${productId}`);
    const before = current.map((r) => r.id).join(', ');
    const after = ids.join(', ');
    if (before !== after) await recordPhotoChanges(tx, productId, userId, [{ field: 'photo_order', before, after }]);
    return true;
  });
}

/** Deletes one picture of the product and answers its path (null when it is not one of the product's). */
export async function deletePhoto(db: Db, productId: number, userId: number, photoId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productImages)
      .where(and(eq(productImages.id, photoId), eq(productImages.productId, productId)))
      .returning({ path: productImages.path });
    if (!row) return null;
    await recordPhotoChanges(tx, productId, userId, [{ field: 'photo', before: row.path, after: null }]);
    return row.path;
  });
}
