import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { payments } from '../../db/schema/orders.ts';
import { refundLines, refunds } from '../../db/schema/refunds.ts';
import { orderItems } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/client.ts';
import { rows } from '../../db/raw.ts';

export type RefundRow = typeof refunds.$inferSelect;

export async function refundByKey(db: Tx, key: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
  return row;
}

/** The payment that took the order's money (the newest succeeded one). */
export async function takenPayment(db: Tx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** Cents refunded or being refunded (pending rows hold their amount until the provider answered). */
export async function heldCents(db: Tx, orderId: number): Promise<{ held: number; succeeded: number }> {
  const [row] = await rows<{ held: number; succeeded: number }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where status in ('pending', 'succeeded')), 0)::int as held,
               coalesce(sum(amount_cents) filter (where status = 'succeeded'), 0)::int as succeeded
        from refunds where order_id = ${orderId}`,
  );
  return row;
}

export async function insertRefund(db: Tx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row;
}

/** Records the provider's answer on a refund still pending; answers the row, or nothing when it was settled before. */
export async function settleRefund(
  db: Tx,
  id: number,
  result: { ok: true; ref: string } | { ok: false; message: string },
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set(
      result.ok
        ? { status: 'succeeded', providerRef: result.ref, updatedAt: sql`now()` }
        : { status: 'failed', message: result.message.slice(0, 300), updatedAt: sql`now()` },
    )
    .where(and(eq(refunds.id, id), inArray(refunds.status, ['pending'])))
    .returning();
  return row;
}

export async function paymentById(db: Tx, id: number) {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

/** A refund by the provider's id for it. */
export async function refundByProviderRef(db: Tx, provider: string, ref: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.provider, provider), eq(refunds.providerRef, ref)))
    .limit(1);
  return row;
}

/** The oldest refund of the payment still waiting for the provider's answer, for exactly this amount. */
export async function pendingRefundOf(db: Tx, paymentId: number, amountCents: number): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending'), eq(refunds.amountCents, amountCents)))
    .orderBy(refunds.id)
    .limit(1);
  return row;
}

/** The succeeded payment the provider knows by `ref` (Stripe's PaymentIntent, PayPal's capture). */
export async function paymentByProviderRef(db: Tx, provider: string, ref: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, ref), eq(payments.status, 'succeeded')))
    .limit(1);
  return row;
}

/** Units of each order line refunded or being refunded (pending rows hold theirs, as they hold money). */
export async function heldUnits(db: Tx, orderId: number): Promise<Map<number, number>> {
  const found = await rows<{ itemId: number; qty: number }>(
    db,
    sql`select l.order_item_id as "itemId", sum(l.qty)::int as qty
        from refund_lines l join refunds r on r.id = l.refund_id
        where r.order_id = ${orderId} and r.status in ('pending', 'succeeded') group by l.order_item_id`,
  );
  return new Map(found.map((r) => [r.itemId, r.qty]));
}

export async function insertRefundLines(db: Tx, values: (typeof refundLines.$inferInsert)[]): Promise<void> {
  if (values.length) await db.insert(refundLines).values(values);
}

/** The lines of some refunds (or of every refund of an order), with their products' names and the refund's status. */
export async function linesOfRefunds(db: Tx, of: { refundIds: number[] } | { orderId: number }) {
  if ('refundIds' in of && !of.refundIds.length) return [];
  return db
    .select({
      status: refunds.status,
      refundId: refundLines.refundId,
      itemId: refundLines.orderItemId,
      productName: orderItems.productName,
      code: orderItems.code,
      vatRate: orderItems.vatRate,
      qty: refundLines.qty,
      amountCents: refundLines.amountCents,
    })
    .from(refundLines)
    .innerJoin(orderItems, eq(orderItems.id, refundLines.orderItemId))
    .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
    .where('refundIds' in of ? inArray(refundLines.refundId, of.refundIds) : eq(refunds.orderId, of.orderId))
    .orderBy(refundLines.refundId, refundLines.orderItemId);
}
export type RefundLineOfOrder = Awaited<ReturnType<typeof linesOfRefunds>>[number];

/** An order's refunds that gave money back, oldest first. */
export async function succeededRefundsOf(db: Tx, orderId: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))
    .orderBy(refunds.createdAt, refunds.id);
}
