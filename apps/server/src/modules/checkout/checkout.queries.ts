import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { catalogAudit } from '../../db/schema/catalog-admin.ts';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { checkoutSteps, idempotencyKeys, orderItems, orders, withdrawals } from '../../db/schema/orders.ts';
import type { PricedProduct } from './checkout.totals.ts';
import { rows } from '../../db/raw.ts';

export async function productsByIds(db: Tx, ids: number[]): Promise<Map<number, PricedProduct>> {
  if (!ids.length) return new Map();
  const found = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      code: products.code,
      priceCents: products.priceCents,
      taxRate: products.taxRate,
      stock: products.stock,
      active: products.active,
      isLight: products.isLight,
      deliveryWeeks: products.deliveryWeeks,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(found.map((p) => [p.id, p]));
}

/**
 * Takes a line's units only if they are there, answering the product as locked (its stock
 * before the take), or undefined. The row lock of this update serialises racing buyers, and the
 * price is the one the row has when locked. With drawOrderId the same statement draws the
 * order's id (nextval) once the units are taken: one round trip less (decision 087).
 */
export async function takeStock(
  db: Tx,
  productId: number,
  qty: number,
  drawOrderId = false,
): Promise<(PricedProduct & { orderId: number | null }) | undefined> {
  const [taken] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${qty}` })
    .where(and(eq(products.id, productId), eq(products.active, true), sql`${products.stock} >= ${qty}`))
    .returning({
      id: products.id,
      name: products.name,
      description: products.description,
      code: products.code,
      priceCents: products.priceCents,
      taxRate: products.taxRate,
      stock: sql<number>`${products.stock} + ${qty}::int`,
      active: products.active,
      isLight: products.isLight,
      deliveryWeeks: products.deliveryWeeks,
      orderId: sql<
        number | null
      >`case when ${drawOrderId}::boolean then nextval(pg_get_serial_sequence('orders', 'id'))::int end`,
    });
  return taken;
}

const couponColumns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  validFrom: coupons.validFrom,
  validUntil: coupons.validUntil,
  minOrderCents: coupons.minOrderCents,
  usageLimit: coupons.usageLimit,
  usedCount: coupons.usedCount,
  isGiftCode: coupons.isGiftCode,
  usedAt: coupons.usedAt,
};

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  validFrom: Date | null;
  validUntil: Date | null;
  minOrderCents: number;
  usageLimit: number | null;
  usedCount: number;
  isGiftCode: boolean;
  usedAt: Date | null;
}

export async function couponByCode(db: Tx, code: string, lock = false): Promise<CouponRow | undefined> {
  const query = db
    .select(couponColumns)
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${code.toLowerCase()}`)
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Unpaid, unexpired orders holding a coupon: their uses are promised. */
export async function couponHolds(db: Tx, couponId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where coupon_id = ${couponId} and status = 'pending_payment' and expires_at > now()`,
  );
  return row.n;
}

/** Counts a paid order's coupon use; a gift code is marked used at the same time. */
export async function countCouponUse(db: Tx, couponId: number): Promise<void> {
  await db
    .update(coupons)
    .set({
      usedCount: sql`${coupons.usedCount} + 1`,
      usedAt: sql`case when ${coupons.isGiftCode} then now() else ${coupons.usedAt} end`,
    })
    .where(eq(coupons.id, couponId));
}

export async function nextOrderId(db: Tx): Promise<number> {
  const [row] = await rows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`);
  return row.id;
}

/** The caller's newest order still waiting for its payment (the spec's charge names no order). */
export async function newestPayableOrderId(db: Tx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment'), sql`${orders.expiresAt} > now()`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row?.id;
}

export async function ordersOfUser(db: Tx, userId: number): Promise<(typeof orders.$inferSelect)[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * Unpaid orders past their time, locked and skipped by other instances' sweeps; orders with a
 * payment still in flight are left alone until the provider has answered.
 */
export async function expiredOrderIds(db: Tx, limit: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select o.id from orders o where o.status = 'pending_payment' and o.expires_at <= now()
        and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'pending')
        order by o.expires_at limit ${limit} for update of o skip locked`,
  );
  return found.map((r) => r.id);
}

/**
 * A customer's unpaid orders, in one statement: those without a payment in flight, locked (a new
 * order of theirs releases them), and how many have one. Orders another transaction holds (a
 * payment starting right now) are skipped, not waited for.
 */
export async function unpaidOrdersOf(db: Tx, userId: number): Promise<{ releasable: number[]; inFlight: number }> {
  const [row] = await rows<{ releasable: number[]; in_flight: number }>(
    db,
    sql`with mine as (
          select o.id, exists (select 1 from payments p where p.order_id = o.id and p.status = 'pending') as in_flight
          from orders o where o.user_id = ${userId} and o.status = 'pending_payment'
          for update of o skip locked)
        select coalesce(array_agg(id order by id) filter (where not in_flight), '{}') as releasable,
               (count(*) filter (where in_flight))::int as in_flight
        from mine`,
  );
  return { releasable: row.releasable, inFlight: row.in_flight };
}

type KeyOf = { userId: number; scope: string; key: string };
const keyIs = (k: KeyOf) =>
  and(eq(idempotencyKeys.userId, k.userId), eq(idempotencyKeys.scope, k.scope), eq(idempotencyKeys.key, k.key));

/** Claims an idempotency key; false when it was claimed before (a repeat, or one running right now). */
export async function claimIdempotencyKey(db: Tx, k: KeyOf & { requestHash: string }): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values(k)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function idempotencyKey(db: Tx, k: KeyOf) {
  const [first] = await db.select().from(idempotencyKeys).where(keyIs(k));
  return first;
}

/**
 * The order, its items, the stock it took in the product history and the answer kept for the key,
 * in one statement (decision 087).
 * getSQL(): the statements as they are (a query builder put into sql`` becomes a parenthesised
 * subquery). Foreign keys are checked at the end of the statement, when the order row is there.
 */
export async function writeOrder(
  db: Tx,
  w: {
    order: typeof orders.$inferInsert;
    items: (typeof orderItems.$inferInsert)[];
    /** Each product's stock before and after the order took its units: the product history (decision 150). */
    taken: { productId: number; before: number; after: number }[];
    kept: { key: KeyOf; response: unknown } | null;
  },
): Promise<void> {
  const order = db.insert(orders).values(w.order);
  // Each line keeps its product's shop and the shop's seller as they are now (issue 38, decision 170): a shop that
  // changes hands later does not move an order's lines. The products are locked by the stock step.
  const items = db.insert(orderItems).values(
    w.items.map((i) => ({
      ...i,
      shopId: sql`(select p.shop_id from products p where p.id = ${i.productId ?? null}::int)`,
      sellerId: sql`(select s.seller_id from products p join shops s on s.id = p.shop_id where p.id = ${i.productId ?? null}::int)`,
    })),
  );
  const taken = db.insert(catalogAudit).values(
    w.taken.map((s) => ({
      entity: 'product',
      entityId: s.productId,
      field: 'stock',
      before: String(s.before),
      after: String(s.after),
      source: 'order',
      orderId: w.order.id,
      userId: null,
    })),
  );
  const kept = w.kept
    ? db.update(idempotencyKeys).set({ statusCode: 201, response: w.kept.response }).where(keyIs(w.kept.key)).getSQL()
    : sql`select 1`;
  await db.execute(
    sql`with new_order as (${order.getSQL()}), new_items as (${items.getSQL()}), stock_taken as (${taken.getSQL()}) ${kept}`,
  );
}

/** The checkout step a customer reached (the funnel of the shop figures). */
export async function recordCheckoutStep(db: Tx, step: typeof checkoutSteps.$inferInsert): Promise<void> {
  await db.insert(checkoutSteps).values(step);
}

/** A withdrawal declaration; answers the moment it was received. */
export async function insertWithdrawal(db: Tx, w: typeof withdrawals.$inferInsert): Promise<Date> {
  const [row] = await db.insert(withdrawals).values(w).returning({ createdAt: withdrawals.createdAt });
  return row.createdAt;
}

/** Marks an order withdrawn (an unpaid one is cancelled through orders' moveOrder first). */
export async function markWithdrawn(db: Tx, orderId: number, at: Date): Promise<void> {
  await db.update(orders).set({ withdrawnAt: at, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}
