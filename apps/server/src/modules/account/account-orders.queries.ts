import { asc, eq, inArray, sql } from 'drizzle-orm';
import { checkoutSteps, idempotencyKeys, orderItems, orders, withdrawals } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/client.ts';

/** The customer's orders, their items and withdrawal declarations, oldest first (for the data export). */
export async function customerOrderRows(tx: Tx, userId: number) {
  const rows = await tx.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  if (!rows.length) return { orders: rows, items: [], withdrawals: [] };
  const ids = rows.map((o) => o.id);
  const items = await tx.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id));
  const declared = await tx.select().from(withdrawals).where(inArray(withdrawals.orderId, ids));
  return { orders: rows, items, withdrawals: declared };
}

/** Who the address belonged to goes; where it was (zip, city, state, country) stays for bookkeeping and tax. */
const blankAddress = (column: typeof orders.shippingAddress | typeof orders.billingAddress) =>
  sql`${column} || jsonb_build_object('name', '', 'address_1', '', 'address_2', '', 'phone', '')`;

/**
 * Account deletion, inside its transaction (decision 062): the orders stay with amounts, items,
 * zip, city and country, and lose e-mail, name, phone and the address names, streets and phones.
 * The withdrawal declarations lose the same; the checkout progress records and stored
 * idempotent answers (which repeat the addresses) are deleted. Answers the e-mail addresses the
 * orders and withdrawals had, so the deletion can forget the mails sent to them (decision 093).
 */
export async function anonymiseCustomerOrders(tx: Tx, userId: number): Promise<string[]> {
  const used = (await tx.execute(sql`
    select email from orders where user_id = ${userId}
    union select w.email from withdrawals w join orders o on o.id = w.order_id where o.user_id = ${userId}`)) as unknown as {
    rows: { email: string }[];
  };
  const changed = await tx
    .update(orders)
    .set({
      email: '',
      customerName: '',
      shippingAddress: blankAddress(orders.shippingAddress),
      billingAddress: blankAddress(orders.billingAddress),
      updatedAt: sql`now()`,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  if (changed.length) {
    await tx
      .update(withdrawals)
      .set({ email: '', name: null, reason: null })
      .where(
        inArray(
          withdrawals.orderId,
          changed.map((o) => o.id),
        ),
      );
  }
  await tx.delete(checkoutSteps).where(eq(checkoutSteps.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  return used.rows.map((r) => r.email).filter(Boolean);
}
