import { centsToEuro } from '../../lib/money.ts';
import { customerOrderRows } from './account-orders.queries.ts';
import type { Tx } from '../../db/client.ts';

/** The customer's orders for the data export: what was bought, for how much, where it went. */
export async function exportCustomerOrders(tx: Tx, userId: number) {
  const { orders: rows, items, withdrawals: declared } = await customerOrderRows(tx, userId);
  return rows.map((o) => {
    const withdrawal = declared.find((w) => w.orderId === o.id);
    return {
      order_number: o.orderNumber,
      status: o.status,
      email: o.email,
      name: o.customerName,
      amount: centsToEuro(o.totalCents),
      subtotal: centsToEuro(o.subtotalCents),
      discount: centsToEuro(o.discountCents),
      vat_contained: centsToEuro(o.vatCents),
      coupon_code: o.couponCode,
      coupon_text: o.couponText,
      payment_method: o.paymentMethod,
      shipping_address: { ...o.shippingAddress },
      billing_address: { ...o.billingAddress },
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
      cancelled_at: o.cancelledAt?.toISOString() ?? null,
      withdrawn_at: o.withdrawnAt?.toISOString() ?? null,
      withdrawal: withdrawal
        ? {
            email: withdrawal.email,
            name: withdrawal.name,
            reason: withdrawal.reason,
            received_at: withdrawal.createdAt.toISOString(),
          }
        : null,
      items: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({
          product_id: i.productId,
          product_name: i.productName,
          product_description: i.productDescription,
          code: i.code,
          unit_price: centsToEuro(i.unitPriceCents),
          qty: i.qty,
          line_total: centsToEuro(i.lineCents),
        })),
    };
  });
}
