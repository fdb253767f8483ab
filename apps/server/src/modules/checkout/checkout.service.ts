import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  checkoutTexts as tx,
  orderStatusText,
  type CartItemInput,
  type CheckoutAddress,
  type OrderSummary,
  type PaymentMethod,
  type PaymentTotalsAnswer,
  recipientOf,
} from '@wohnwerk/contract/checkout';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orderItems, orders, type OrderAddress } from '../../db/schema/orders.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsToEuro } from '../../lib/money.ts';
import * as q from './checkout.queries.ts';
import {
  evaluateCoupon,
  lineProductId,
  mergeLines,
  priceLines,
  totalsOf,
  type CouponVerdict,
  type PricedLine,
  type Totals,
} from './checkout.totals.ts';

/** An unpaid order keeps its units this long, then gives them back. */
const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

export const summaryOf = (
  o: Pick<q.OrderRow, 'id' | 'orderNumber' | 'totalCents' | 'status' | 'withdrawnAt' | 'createdAt'>,
): OrderSummary => ({
  id: o.id,
  order_number: o.orderNumber,
  amount: centsToEuro(o.totalCents),
  status: o.status,
  status_text: o.withdrawnAt ? `${orderStatusText[o.status]} · Widerrufen` : orderStatusText[o.status],
  created_at: o.createdAt.toISOString(),
  withdrawn_at: o.withdrawnAt?.toISOString() ?? null,
});

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

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

export interface CreateOrderInput {
  items: CartItemInput[];
  coupon?: string | null;
  shipping: CheckoutAddress;
  billing: CheckoutAddress;
  paymentMethod: PaymentMethod;
}

export interface Customer {
  id: number;
  name: string;
  email: string;
}

/** What unpaid orders one customer may hold (decision 100). */
export interface HoldingRules {
  /** Unpaid orders at once, the new one included. */
  unpaidOrders: number;
  /** A new order releases the older unpaid ones without a payment in flight. */
  releaseOlder: boolean;
}

/** Totals and order creation (shop-rules "The server decides every amount"). */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly holding: HoldingRules = { unpaidOrders: 3, releaseOlder: true },
  ) {}

  /**
   * Before a new order takes units: the customer's older unpaid orders give theirs back (and
   * their hold on a limited coupon), unless a payment of theirs is in flight, which only the
   * provider's answer or the sweep may end. Those count against the limit of unpaid orders.
   * Answers how many were released.
   */
  private async releaseOlderUnpaid(db: q.Tx, userId: number): Promise<number> {
    const { releasable, inFlight } = await q.unpaidOrdersOf(db, userId);
    const held = this.holding.releaseOlder ? inFlight : inFlight + releasable.length;
    if (held >= this.holding.unpaidOrders) throw new AppError('conflict', tx.tooManyOpenOrders);
    if (!this.holding.releaseOlder) return 0;
    for (const id of releasable) await this.cancelLocked(db, id);
    return releasable.length;
  }

  private async priced(db: q.Tx, items: CartItemInput[]) {
    const byId = await q.productsByIds(db, [...new Set(items.map(lineProductId))]);
    return priceLines(items, byId);
  }

  private async coupon(
    db: q.Tx,
    code: string | null | undefined,
    subtotalCents: number,
    lock: boolean,
  ): Promise<CouponVerdict | null> {
    if (!code) return null;
    const row = await q.couponByCode(db, code, lock);
    const held = row && (row.isGiftCode || row.usageLimit !== null) ? await q.couponHolds(db, row.id) : 0;
    return evaluateCoupon(row, subtotalCents, new Date(), held);
  }

  /** POST /payment: what the cart costs now, with the coupon's verdict. */
  async totals(items: CartItemInput[], code: string | null | undefined): Promise<PaymentTotalsAnswer> {
    const { lines, unavailable } = await this.priced(this.db, items);
    if (unavailable.length) throw new AppError('conflict', tx.unavailable(unavailable));
    const subtotal = totalsOf(lines, 0).subtotalCents;
    const verdict = await this.coupon(this.db, code, subtotal, false);
    const totals = totalsOf(lines, verdict?.ok ? verdict.discountCents : 0);
    return {
      total_price: centsToEuro(totals.totalCents),
      subtotal_price: centsToEuro(totals.subtotalCents),
      discount: centsToEuro(totals.discountCents),
      vat: centsToEuro(totals.vatCents),
      couponExist: verdict?.ok ? 'exist' : 'notexist',
      couponText: verdict?.text ?? '',
      not_in_stock: lines
        .filter((l) => l.product.stock < l.qty)
        .map((l) => ({ id: l.product.id, name: l.product.name, available: Math.max(0, l.product.stock) })),
    };
  }

  /**
   * POST /order, one transaction: replay check, availability and stock, coupon, the order and its
   * items. A repeat with the same Idempotency-Key answers the first result; a different request
   * under a used key is refused.
   */
  async create(
    customer: Customer,
    input: CreateOrderInput,
    idempotencyKey?: string,
  ): Promise<{ status: 201; body: unknown; released: number }> {
    return this.db.transaction(async (db) => {
      if (idempotencyKey) {
        const requestHash = hashOf(input);
        const claimed = await db
          .insert(idempotencyKeys)
          .values({ userId: customer.id, scope: 'order', key: idempotencyKey, requestHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (!claimed.length) {
          const [first] = await db
            .select()
            .from(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.userId, customer.id),
                eq(idempotencyKeys.scope, 'order'),
                eq(idempotencyKeys.key, idempotencyKey),
              ),
            );
          if (first.requestHash !== requestHash)
            throw new AppError('validation', tx.idempotencyReuse, { 'Idempotency-Key': [tx.idempotencyReuse] });
          return { status: 201 as const, body: first.response, released: 0 };
        }
      }

      const released = await this.releaseOlderUnpaid(db, customer.id);

      // Each line's units taken with the product read as locked; the last line's statement also
      // draws the order id when every line before it was taken (decision 087).
      const merged = mergeLines(input.items);
      const lines: PricedLine[] = [];
      const missing: number[] = [];
      let drawnId: number | null = null;
      for (const [i, { id, qty, isLight }] of merged.entries()) {
        const product = await q.takeStock(db, id, qty, i === merged.length - 1 && !missing.length);
        if (!product) missing.push(id);
        else {
          drawnId = product.orderId ?? drawnId;
          lines.push({ product, qty, isLight, lineCents: product.priceCents * qty });
        }
      }
      if (missing.length) {
        // Missing, inactive or not enough units: named as the shop knows them.
        const known = await q.productsByIds(db, missing);
        const unavailable = missing.map((id) => known.get(id)?.name ?? `Artikel ${id}`);
        throw new AppError('conflict', tx.unavailable(unavailable), undefined, { unavailable });
      }

      const subtotal = totalsOf(lines, 0).subtotalCents;
      const verdict = await this.coupon(db, input.coupon, subtotal, true);
      if (verdict && !verdict.ok) throw new AppError('validation', verdict.text, { coupon: [verdict.text] });
      const totals: Totals = totalsOf(lines, verdict?.ok ? verdict.discountCents : 0);

      const now = new Date();
      const id = drawnId ?? (await q.nextOrderId(db));
      const year = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(now);
      const shipping: OrderAddress = {
        ...orderAddress(input.shipping, customer.name),
        delivery_date: deliveryDate(lines, now),
      };
      const billing: OrderAddress = orderAddress(input.billing, customer.name);
      const orderNumber = `WW-${year}-${String(id).padStart(6, '0')}`;
      // The answer is known before the writes (created_at is set here, not by the database), so
      // the order, its items and the answer kept for the key are one statement (decision 087):
      // the units' row locks are held for one round trip and the commit.
      const body = {
        message: 'Bestellung angelegt',
        data: id,
        order: summaryOf({
          id,
          orderNumber,
          totalCents: totals.totalCents,
          status: 'pending_payment',
          withdrawnAt: null,
          createdAt: now,
        }),
      };
      const order = db.insert(orders).values({
        id,
        orderNumber,
        userId: customer.id,
        email: customer.email,
        customerName: customer.name,
        status: 'pending_payment',
        ...totals,
        couponId: verdict?.ok ? verdict.coupon.id : null,
        couponCode: verdict?.ok ? verdict.coupon.code : null,
        couponText: verdict?.ok ? verdict.text : null,
        shippingAddress: shipping,
        billingAddress: billing,
        paymentMethod: input.paymentMethod,
        expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MS),
        createdAt: now,
        updatedAt: now,
      });
      const items = db.insert(orderItems).values(
        lines.map((l) => ({
          orderId: id,
          productId: l.product.id,
          isLight: l.isLight,
          productName: l.product.name,
          productDescription: l.product.description.slice(0, 2000),
          code: l.product.code,
          unitPriceCents: l.product.priceCents,
          qty: l.qty,
          lineCents: l.lineCents,
          deliveryWeeks: l.product.stock > 0 ? '1-2' : l.product.deliveryWeeks,
        })),
      );
      const kept = idempotencyKey
        ? db
            .update(idempotencyKeys)
            .set({ statusCode: 201, response: body })
            .where(
              and(
                eq(idempotencyKeys.userId, customer.id),
                eq(idempotencyKeys.scope, 'order'),
                eq(idempotencyKeys.key, idempotencyKey),
              ),
            )
            .getSQL()
        : sql`select 1`;
      // getSQL(): the statements as they are (a query builder put into sql`` becomes a
      // parenthesised subquery). Foreign keys are checked at the end of the statement, when the
      // order row is there.
      await db.execute(sql`with new_order as (${order.getSQL()}), new_items as (${items.getSQL()}) ${kept}`);
      return { status: 201 as const, body, released };
    });
  }

  /** An unpaid order the customer gives up: cancelled, units back. */
  async cancel(userId: number, orderNumber: string): Promise<OrderSummary> {
    return this.db.transaction(async (db) => {
      const found = await q.orderByNumber(db, orderNumber);
      if (!found || found.userId !== userId) throw new AppError('not_found', tx.orderNotFound);
      const order = (await q.orderById(db, found.id, true))!;
      if (order.status !== 'pending_payment' || (await q.pendingPaymentOf(db, order.id)))
        throw new AppError('conflict', tx.notCancellable);
      return summaryOf(await this.cancelLocked(db, order.id));
    });
  }

  private async cancelLocked(db: q.Tx, orderId: number): Promise<q.OrderRow> {
    await q.returnStock(db, orderId);
    const [row] = await db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    return row;
  }

  /** Cancels unpaid orders past their 30 minutes and gives their units back; answers how many. */
  async expireUnpaid(limit = 100): Promise<number> {
    return this.db.transaction(async (db) => {
      const ids = await q.expiredOrderIds(db, limit);
      for (const id of ids) await this.cancelLocked(db, id);
      return ids.length;
    });
  }
}
