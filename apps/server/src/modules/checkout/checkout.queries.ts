import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { coupons } from '../../db/schema/coupons.ts';
import { orderItems, orders, payments } from '../../db/schema/orders.ts';
import type { CouponRow, PricedProduct } from './checkout.totals.ts';

/** The db or a transaction. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

async function rows<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function productsByIds(db: Tx, ids: number[]): Promise<Map<number, PricedProduct>> {
  if (!ids.length) return new Map();
  const found = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      code: products.code,
      priceCents: products.priceCents,
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

/** Gives an order's units back (cancelled or expired unpaid order). */
export async function returnStock(db: Tx, orderId: number): Promise<void> {
  await db.execute(sql`
    update products p set stock = p.stock + i.qty
    from (select product_id, sum(qty)::int as qty from order_items where order_id = ${orderId} and product_id is not null group by product_id) i
    where p.id = i.product_id`);
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

export async function paymentByKey(db: Tx, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  return row;
}

/**
 * What a new payment attempt must know, in one statement: the attempt that used this key
 * (a retry) and whether another attempt of the order is still pending. Asked after the order
 * row is locked, so no other attempt can start meanwhile.
 */
export async function attemptsOf(
  db: Tx,
  orderId: number,
  key: string,
): Promise<{ earlier: typeof payments.$inferSelect | undefined; pending: boolean }> {
  const found = await db
    .select()
    .from(payments)
    .where(or(eq(payments.idempotencyKey, key), and(eq(payments.orderId, orderId), eq(payments.status, 'pending'))));
  return {
    earlier: found.find((p) => p.idempotencyKey === key),
    pending: found.some((p) => p.orderId === orderId && p.status === 'pending'),
  };
}

export async function pendingPaymentOf(db: Tx, orderId: number) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .limit(1);
  return row;
}

/** The card payment of an order with the provider's id (Stripe PaymentIntent). */
export async function cardPaymentByRef(db: Tx, orderId: number, ref: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.method, 'card'), eq(payments.providerRef, ref)))
    .limit(1);
  return row;
}

/**
 * Card payments still waiting for the customer's authentication (pending with the provider's id)
 * whose order is past its payment window: the customer left the bank's step unfinished.
 */
export async function abandonedAuthentications(db: Tx, limit: number) {
  return db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'pending'),
        eq(payments.method, 'card'),
        sql`${payments.providerRef} is not null`,
        eq(orders.status, 'pending_payment'),
        sql`${orders.expiresAt} <= now()`,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
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
