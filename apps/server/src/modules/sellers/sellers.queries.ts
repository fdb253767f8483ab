import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { categories, shops } from '../../db/schema/catalog.ts';
import { sellerCategoryCommissions, sellerChanges, sellers } from '../../db/schema/sellers.ts';
import { users } from '../../db/schema/users.ts';

/** A seller's columns as stored, written whole by POST and PUT. */
export interface SellerValues {
  companyName: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  vatId: string;
  iban: string;
  ibanMasked: string;
  commissionBp: number;
  email: string;
}

const visibleColumns = {
  id: sellers.id,
  companyName: sellers.companyName,
  street: sellers.street,
  zip: sellers.zip,
  city: sellers.city,
  country: sellers.country,
  vatId: sellers.vatId,
  ibanMasked: sellers.ibanMasked,
  commissionBp: sellers.commissionBp,
  email: sellers.email,
  createdAt: sellers.createdAt,
  updatedAt: sellers.updatedAt,
};

/**
 * Sellers (one, or all by company name). The full IBAN is selected only with `full` (an admin's read, decision
 * 169): every other reader's row has none to leak.
 */
export async function selectSellers(db: Db, opts: { id?: number; full: boolean }) {
  const rows = await db
    .select({ ...visibleColumns, iban: opts.full ? sellers.iban : sql<null>`null` })
    .from(sellers)
    .where(opts.id === undefined ? undefined : eq(sellers.id, opts.id))
    .orderBy(asc(sellers.companyName), asc(sellers.id));
  return rows;
}

export const categoryCommissionsOf = (db: Db, sellerIds: number[]) =>
  db
    .select({
      sellerId: sellerCategoryCommissions.sellerId,
      categoryId: sellerCategoryCommissions.categoryId,
      commissionBp: sellerCategoryCommissions.commissionBp,
    })
    .from(sellerCategoryCommissions)
    .where(inArray(sellerCategoryCommissions.sellerId, sellerIds))
    .orderBy(asc(sellerCategoryCommissions.categoryId));

export const shopsOf = (db: Db, sellerIds: number[]) =>
  db
    .select({ sellerId: shops.sellerId, id: shops.id, name: shops.name, slug: shops.slug })
    .from(shops)
    .where(inArray(shops.sellerId, sellerIds))
    .orderBy(asc(shops.name), asc(shops.id));

/** The signed-up people of the sellers (deleted accounts left out). */
export const usersOf = (db: Db, sellerIds: number[]) =>
  db
    .select({ sellerId: users.sellerId, id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(inArray(users.sellerId, sellerIds), isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id));

export async function sellerExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: sellers.id, companyName: sellers.companyName })
    .from(sellers)
    .where(eq(sellers.id, id));
  return row ?? null;
}

export async function insertSeller(tx: Tx, values: SellerValues) {
  const [row] = await tx.insert(sellers).values(values).returning({ id: sellers.id });
  return row.id;
}

/** Answers whether the seller exists; locks its row for the rest of the transaction. */
export async function updateSeller(tx: Tx, id: number, values: SellerValues) {
  const rows = await tx
    .update(sellers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sellers.id, id))
    .returning({ id: sellers.id });
  return rows.length > 0;
}

/** The ids among these that are categories (deleted ones too: an override may outlive a deletion). */
export async function knownCategoryIds(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceCategoryCommissions(
  tx: Tx,
  sellerId: number,
  rows: { categoryId: number; commissionBp: number }[],
) {
  await tx.delete(sellerCategoryCommissions).where(eq(sellerCategoryCommissions.sellerId, sellerId));
  if (rows.length) await tx.insert(sellerCategoryCommissions).values(rows.map((r) => ({ sellerId, ...r })));
}

export const shopsByIds = (tx: Tx, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : tx.select({ id: shops.id, name: shops.name, sellerId: shops.sellerId }).from(shops).where(inArray(shops.id, ids));

/**
 * Makes exactly these shops the seller's: others it had go back to Wohnwerk (null), and of these the free ones are
 * taken in one statement, so two sellers claiming one shop at once cannot both win. Answers the ids it took.
 */
export async function assignShops(tx: Tx, sellerId: number, shopIds: number[]) {
  await tx
    .update(shops)
    .set({ sellerId: null })
    .where(and(eq(shops.sellerId, sellerId), shopIds.length ? notInArray(shops.id, shopIds) : undefined));
  if (shopIds.length === 0) return new Set<number>();
  const taken = await tx
    .update(shops)
    .set({ sellerId })
    .where(and(inArray(shops.id, shopIds), isNull(shops.sellerId)))
    .returning({ id: shops.id });
  return new Set(taken.map((r) => r.id));
}

/**
 * What the change history compares (decision 171): the seller's fields with the IBAN as its mask only, its category
 * commissions and shops by name. `lock` takes the seller's row for the rest of the transaction, so the state read
 * before a change is the one the change replaces.
 */
export async function sellerSnapshot(tx: Tx, id: number, opts: { lock: boolean }) {
  const query = tx
    .select({
      companyName: sellers.companyName,
      street: sellers.street,
      zip: sellers.zip,
      city: sellers.city,
      country: sellers.country,
      vatId: sellers.vatId,
      ibanMasked: sellers.ibanMasked,
      commissionBp: sellers.commissionBp,
      email: sellers.email,
    })
    .from(sellers)
    .where(eq(sellers.id, id));
  const [row] = await (opts.lock ? query.for('update') : query);
  if (!row) return null;
  const [rates, owned] = await Promise.all([
    tx
      .select({ name: categories.nameDe, commissionBp: sellerCategoryCommissions.commissionBp })
      .from(sellerCategoryCommissions)
      .innerJoin(categories, eq(categories.id, sellerCategoryCommissions.categoryId))
      .where(eq(sellerCategoryCommissions.sellerId, id))
      .orderBy(asc(categories.nameDe), asc(categories.id)),
    tx.select({ name: shops.name }).from(shops).where(eq(shops.sellerId, id)).orderBy(asc(shops.name), asc(shops.id)),
  ]);
  return { ...row, categoryRates: rates, shopNames: owned.map((s) => s.name) };
}
export type SellerSnapshot = NonNullable<Awaited<ReturnType<typeof sellerSnapshot>>>;

export async function insertSellerChange(tx: Tx, values: typeof sellerChanges.$inferInsert) {
  await tx.insert(sellerChanges).values(values);
}

/** A seller's changes, newest first. */
export const changesOf = (db: Db, sellerId: number) =>
  db
    .select({
      id: sellerChanges.id,
      changedAt: sellerChanges.changedAt,
      changedByName: sellerChanges.changedByName,
      action: sellerChanges.action,
      changes: sellerChanges.changes,
    })
    .from(sellerChanges)
    .where(eq(sellerChanges.sellerId, sellerId))
    .orderBy(desc(sellerChanges.changedAt), desc(sellerChanges.id));
