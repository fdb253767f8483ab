import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { fdimmSets, postalServices } from '../../db/schema/pricing.ts';

const serviceColumns = {
  id: postalServices.id,
  name: postalServices.name,
  faktori_post: postalServices.faktoriPost,
  zup_mosina: postalServices.zupMosina,
  letzte_meile: postalServices.letzteMeile,
  paushall: postalServices.paushall,
  thc_zup: postalServices.thcZup,
};

const immColumns = {
  id: fdimmSets.id,
  name: fdimmSets.name,
  ausg: fdimmSets.ausg,
  kf: fdimmSets.kf,
  ap1: fdimmSets.ap1,
  ap2: fdimmSets.ap2,
  ap3: fdimmSets.ap3,
  db1: fdimmSets.db1,
  kvar: fdimmSets.kvar,
  fakt: fdimmSets.fakt,
};

export interface ServiceValues {
  name: string;
  faktori_post: number;
  zup_mosina: number;
  letzte_meile: number;
  paushall: number;
  thc_zup: number;
}

export interface ImmValues {
  name: string;
  ausg: number;
  kf: number;
  ap1: number;
  ap2: number;
  ap3: number;
  db1: number;
  kvar: number;
  fakt: number;
}

const serviceRow = (v: ServiceValues) => ({
  name: v.name,
  faktoriPost: v.faktori_post,
  zupMosina: v.zup_mosina,
  letzteMeile: v.letzte_meile,
  paushall: v.paushall,
  thcZup: v.thc_zup,
});

export const listServices = (db: Db) =>
  db.select(serviceColumns).from(postalServices).orderBy(asc(postalServices.name), asc(postalServices.id));

export const findService = async (db: Db, id: number) =>
  (await db.select(serviceColumns).from(postalServices).where(eq(postalServices.id, id)))[0] ?? null;

export const findServiceByName = async (db: Db, name: string) =>
  (
    await db
      .select({ id: postalServices.id })
      .from(postalServices)
      .where(sql`lower(${postalServices.name}) = lower(${name})`)
  )[0] ?? null;

export const insertService = async (db: Db, v: ServiceValues) =>
  (await db.insert(postalServices).values(serviceRow(v)).returning(serviceColumns))[0];

export const updateService = async (db: Db, id: number, v: ServiceValues) =>
  (await db.update(postalServices).set(serviceRow(v)).where(eq(postalServices.id, id)).returning(serviceColumns))[0] ??
  null;

export const deleteService = async (db: Db, id: number) =>
  (await db.delete(postalServices).where(eq(postalServices.id, id)).returning({ id: postalServices.id })).length > 0;

export const listImm = (db: Db) =>
  db.select(immColumns).from(fdimmSets).orderBy(asc(fdimmSets.name), asc(fdimmSets.id));

export const findImm = async (db: Db, id: number) =>
  (await db.select(immColumns).from(fdimmSets).where(eq(fdimmSets.id, id)))[0] ?? null;

export const findImmByName = async (db: Db, name: string) =>
  (await db.select({ id: fdimmSets.id }).from(fdimmSets).where(sql`lower(${fdimmSets.name}) = lower(${name})`))[0] ??
  null;

export const insertImm = async (db: Db, v: ImmValues) =>
  (await db.insert(fdimmSets).values(v).returning(immColumns))[0];

export const updateImm = async (db: Db, id: number, v: ImmValues) =>
  (await db.update(fdimmSets).set(v).where(eq(fdimmSets.id, id)).returning(immColumns))[0] ?? null;

export const deleteImm = async (db: Db, id: number) =>
  (await db.delete(fdimmSets).where(eq(fdimmSets.id, id)).returning({ id: fdimmSets.id })).length > 0;

export interface ProductStaffRow {
  id: number;
  name: string;
  code: string;
  purchasePriceCents: number | null;
  cbm: number | null;
  kg: number | null;
  coli: number | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Stored columns a page can be sorted by in SQL (numbers only: text order is the server's collator's, in JS). */
export const sqlSortable = {
  id: products.id,
  product_id: products.id,
  price: products.purchasePriceCents,
  cbm: products.cbm,
  kg: products.kg,
  coli: products.coli,
} as const;
export type SqlSortKey = keyof typeof sqlSortable;

/** q narrows by name or code; a deleted product (decision 152) is in no staff list. */
const searchWhere = (q?: string) => {
  const pattern = q ? `%${escapeLike(q)}%` : null;
  return and(
    isNull(products.deletedAt),
    pattern ? or(ilike(products.name, pattern), ilike(products.code, pattern)) : undefined,
  );
};

/** One page of products in SQL: the first rows of a 100,000-product table without reading the others. */
export async function productStaffPage(
  db: Db,
  opts: { q?: string; sort?: { key: SqlSortKey; desc: boolean }; limit: number; offset: number },
) {
  const where = searchWhere(opts.q);
  const order: SQL[] = [];
  if (opts.sort) {
    const column = sqlSortable[opts.sort.key];
    order.push(opts.sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`);
  }
  order.push(sql`${products.id} asc`);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        code: products.code,
        purchasePriceCents: products.purchasePriceCents,
        cbm: products.cbm,
        kg: products.kg,
        coli: products.coli,
      })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows as ProductStaffRow[], total: Number(total) };
}

/** Every product's staff data (inactive ones too: staff price them before they go live), by id; q narrows by name or code. */
export function productStaffRows(db: Db, q?: string): Promise<ProductStaffRow[]> {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      code: products.code,
      purchasePriceCents: products.purchasePriceCents,
      cbm: products.cbm,
      kg: products.kg,
      coli: products.coli,
    })
    .from(products);
  const where = searchWhere(q);
  return (where ? query.where(where) : query).orderBy(asc(products.id));
}
