import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogAudit } from '../../db/schema/catalog-admin.ts';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { checkoutSteps, idempotencyKeys, orderItems, orders, withdrawals } from '../../db/schema/orders.ts';
import type { PricedProduct } from './checkout.totals.ts';
import { rows } from '../../db/raw.ts';

/** The db or a transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

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

/** What gives an order's units back, and the staff member behind it (null: the customer or the system). */
export interface Restock {
  source: 'cancellation' | 'expiry' | 'withdrawal' | 'refund';
  userId: number | null;
}

/**
 * Gives an order's units back (a cancellation, an expired unpaid order, a withdrawal, a refund with
 * restock); the same statement records each product's stock change with the order and its cause in
 * the product history (decision 150).
 */
export async function returnStock(db: Tx, orderId: number, by: Restock): Promise<void> {
  await db.execute(sql`
    with i as (
      select product_id, sum(qty)::int as qty from order_items
      where order_id = ${orderId} and product_id is not null group by product_id
    ), u as (
      update products p set stock = p.stock + i.qty from i where p.id = i.product_id returning p.id, p.stock, i.qty
    )
    insert into catalog_audit (entity, entity_id, field, before, after, source, order_id, user_id)
    select 'product', u.id, 'stock', (u.stock - u.qty)::text, u.stock::text, ${by.source}, ${orderId}::int,
      ${by.userId}::int
    from u`);
}

/**
 * Names what makes this transaction's next status changes (customer, expiry, withdrawal) for the
 * order history trigger (migration 0027); staff name themselves with actAs (admin-orders).
 */
export async function statusChangeBy(db: Tx, source: 'customer' | 'expiry' | 'withdrawal'): Promise<void> {
  await db.execute(sql`select set_config('wohnwerk.source', ${source}, true)`);
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

export type OrderRow = typeof orders.$inferSelect;

export async function orderById(db: Tx, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function orderByNumber(db: Tx, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return row;
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

export async function ordersOfUser(db: Tx, userId: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function itemsOf(db: Tx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
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
  const items = db.insert(orderItems).values(w.items);
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

/**
 * An unpaid order given up by its customer or expired (also: released by the customer's newer
 * order): its units back, the order cancelled, both saying which in their histories.
 */
export async function cancelOrder(db: Tx, orderId: number, cause: 'customer' | 'expiry'): Promise<OrderRow> {
  await statusChangeBy(db, cause);
  await returnStock(db, orderId, { source: cause === 'customer' ? 'cancellation' : 'expiry', userId: null });
  const [row] = await db
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  return row;
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

/** Marks an order withdrawn; an unpaid one is cancelled at the same time (its units go back first). */
export async function markWithdrawn(db: Tx, order: OrderRow, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({
      withdrawnAt: at,
      updatedAt: sql`now()`,
      ...(order.status === 'pending_payment' ? { status: 'cancelled' as const, cancelledAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, order.id));
}
