import { asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { sellerOrders } from '../../db/schema/seller-orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function orderById(db: Tx, id: number, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function orderByNumber(db: Tx, orderNumber: string, lock = false): Promise<OrderRow | undefined> {
  const query = db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function itemsOf(db: Tx, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * Names who moves the order for the status history trigger (migration 0027), for the rest of the
 * transaction: a staff member with their note, or a source without one (customer, expiry,
 * withdrawal, provider). Paying sets nothing: the trigger knows pending_payment → paid.
 */
export async function attribute(
  db: Tx,
  by: { actor: { id: number; name: string } | null; note: string | null; source: string | null },
): Promise<void> {
  await db.execute(sql`select set_config('wohnwerk.actor_id', ${by.actor ? String(by.actor.id) : ''}, true),
    set_config('wohnwerk.actor_name', ${by.actor?.name ?? ''}, true), set_config('wohnwerk.note', ${by.note ?? ''}, true),
    set_config('wohnwerk.source', ${by.source ?? ''}, true)`);
}

/** What a move records beside the status; `stamp` names the timestamp that gets the transaction's time. */
export interface MoveRecord {
  stamp?: 'paidAt' | 'cancelledAt' | 'shippedAt';
  carrier?: string | null;
  trackingNumber?: string | null;
  deliveredOn?: string;
}

/**
 * Moves an order from the status the caller read to the next one, only if it still has it: the
 * row lock of the update and its condition (checked again on the locked row) let one of two
 * concurrent changes win; the other updates nothing.
 */
export async function moveStatus(
  db: Tx,
  orderId: number,
  from: OrderRow['status'],
  to: OrderRow['status'],
  { stamp, ...record }: MoveRecord = {},
): Promise<OrderRow | undefined> {
  // The transaction's time, as every other timestamp of the order.
  const stamped: PgUpdateSetSource<typeof orders> = stamp ? { [stamp]: sql`now()` } : {};
  const [row] = await db
    .update(orders)
    .set({ ...record, ...stamped, status: to, updatedAt: sql`now()` })
    .where(sql`${orders.id} = ${orderId} and ${orders.status} = ${from}`)
    .returning();
  return row;
}

/** Ends the order's seller orders still to ship: the order was cancelled or refunded as a whole. */
export async function cancelSellerOrders(db: Tx, orderId: number): Promise<void> {
  await db
    .update(sellerOrders)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      sql`${sellerOrders.orderId} = ${orderId} and ${sellerOrders.status} in ('open', 'confirmed', 'partially_shipped')`,
    );
}

/** What gives an order's units back, and the staff member behind it (null: the customer or the system). */
export interface Restock {
  source: 'cancellation' | 'expiry' | 'withdrawal' | 'refund';
  userId: number | null;
}

/**
 * Gives units back to stock, never a unit twice (order_items.restocked_qty, decision 163): the
 * named lines' units (a refund by line; at most what is left of each), or every unit not yet
 * returned (a cancellation, a refund with restock of a free amount), which also marks the order
 * restocked. The same statement records each product's stock change with the order and its cause
 * in the product history (decision 150). Answers the units returned.
 */
export async function returnStock(
  db: Tx,
  orderId: number,
  by: Restock,
  lines?: { itemId: number; qty: number }[],
): Promise<number> {
  const wanted = lines
    ? sql`join jsonb_to_recordset(${JSON.stringify(lines.map((l) => ({ item_id: l.itemId, qty: l.qty })))}::jsonb) as w(item_id int, qty int) on w.item_id = i.id`
    : sql``;
  const units = lines ? sql`least(w.qty, i.qty - i.restocked_qty)` : sql`i.qty - i.restocked_qty`;
  const [row] = await rows<{ units: number }>(
    db,
    sql`
    with want as (
      select i.id, i.product_id, ${units} as qty from order_items i ${wanted}
      where i.order_id = ${orderId} and i.restocked_qty < i.qty
    ), marked as (
      update order_items i set restocked_qty = i.restocked_qty + want.qty from want
      where i.id = want.id and want.qty > 0 returning i.id
    ), whole as (
      update orders set restocked_at = coalesce(restocked_at, now()) where id = ${orderId} and ${!lines}::boolean returning id
    ), per_product as (
      select product_id, sum(qty)::int as qty from want where product_id is not null and qty > 0 group by product_id
    ), u as (
      update products p set stock = p.stock + pp.qty from per_product pp where p.id = pp.product_id
      returning p.id, p.stock, pp.qty
    ), audit as (
      insert into catalog_audit (entity, entity_id, field, before, after, source, order_id, user_id)
      select 'product', u.id, 'stock', (u.stock - u.qty)::text, u.stock::text, ${by.source}, ${orderId}::int,
        ${by.userId}::int
      from u
    )
    select coalesce(sum(qty) filter (where qty > 0), 0)::int as units from want`,
  );
  return row.units;
}
