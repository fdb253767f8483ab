import { type CheckoutAddress, type PaymentMethod, recipientOf } from '@wohnwerk/contract/checkout';
import type { OrderAddress } from '@wohnwerk/contract/order-address';
import * as checkoutQueries from '../checkout.queries.ts';
import type { PricedLine, Totals } from '../checkout.totals.ts';
import type { CouponVerdict } from '../coupons.ts';
import { summaryOf } from '../order-summary.ts';
import type { Tx } from '../../../db/client.ts';

/** An unpaid order keeps its units this long, then gives them back. */
const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** "1-2" weeks → the later day of the estimate; in stock means the shop's "1-2 Wochen". */
function deliveryDate(lines: PricedLine[], now: Date): string {
  const weeks = Math.max(
    2,
    ...lines.map((l) => (l.product.stock > 0 ? 2 : Number(/(\d+)\s*$/.exec(l.product.deliveryWeeks)?.[1] ?? 2))),
  );
  return new Date(now.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The order's copy of an address: the recipient as one name line (first and last name as typed,
 * else the one-line name, else the account's name), never the form's separate name fields, so
 * anonymising an order blanks every name it holds (docs/decisions/118).
 */
function orderAddress(a: CheckoutAddress, accountName: string): OrderAddress {
  const { first_name: _first, last_name: _last, name: _name, ...place } = a;
  return { name: recipientOf(a) ?? accountName, ...place };
}

export interface OrderToWrite {
  customer: { id: number; name: string; email: string };
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  paymentMethod: PaymentMethod;
  lines: PricedLine[];
  verdict: CouponVerdict | null;
  totals: Totals;
  /** The id the stock step drew, or null (an order whose last line was refused never gets here). */
  drawnId: number | null;
  idempotencyKey?: string;
}

/**
 * Step 4 of placing an order: numbers it and writes the order, its items and the answer kept for
 * the key. The answer is known before the writes (created_at is set here, not by the database),
 * so the three are one statement (decision 087): the units' row locks are held for one round trip
 * and the commit. Answers the body of the 201 answer.
 */
export async function writeOrder(db: Tx, o: OrderToWrite) {
  const now = new Date();
  const id = o.drawnId ?? (await checkoutQueries.nextOrderId(db));
  const year = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now);
  const orderNumber = `WW-${year}-${String(id).padStart(6, '0')}`;
  const { customer, verdict } = o;
  const shipping: OrderAddress = {
    ...orderAddress(o.shipping, customer.name),
    delivery_date: deliveryDate(o.lines, now),
  };
  const billing: OrderAddress = orderAddress(o.billing, customer.name);
  const body = {
    message: 'Bestellung angelegt',
    data: id,
    order: summaryOf({
      id,
      orderNumber,
      totalCents: o.totals.totalCents,
      status: 'pending_payment',
      withdrawnAt: null,
      createdAt: now,
    }),
  };
  await checkoutQueries.writeOrder(db, {
    order: {
      id,
      orderNumber,
      userId: customer.id,
      email: customer.email,
      customerName: customer.name,
      status: 'pending_payment',
      ...o.totals,
      couponId: verdict?.ok ? verdict.coupon.id : null,
      couponCode: verdict?.ok ? verdict.coupon.code : null,
      couponText: verdict?.ok ? verdict.text : null,
      shippingAddress: shipping,
      billingAddress: billing,
      paymentMethod: o.paymentMethod,
      expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
      createdAt: now,
      updatedAt: now,
    },
    items: o.lines.map((l) => ({
      orderId: id,
      productId: l.product.id,
      isLight: l.isLight,
      productName: l.product.name,
      productDescription: l.product.description.slice(0, 2000),
      code: l.product.code,
      unitPriceCents: l.product.priceCents,
      // The rate at the time of the order: a later change of the product changes no order.
      vatRate: l.product.taxRate,
      qty: l.qty,
      lineCents: l.lineCents,
      deliveryWeeks: l.product.stock > 0 ? '1-2' : l.product.deliveryWeeks,
    })),
    // The stock step read each product as locked, before its take.
    taken: o.lines.map((l) => ({ productId: l.product.id, before: l.product.stock, after: l.product.stock - l.qty })),
    kept: o.idempotencyKey
      ? { key: { userId: customer.id, scope: 'order', key: o.idempotencyKey }, response: body }
      : null,
  });
  return body;
}
