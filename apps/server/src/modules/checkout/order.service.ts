import {
  type CartItemInput,
  type OrderSummary,
  type PaymentTotalsReply,
  checkoutTexts as texts,
} from '@wohnwerk/contract/checkout';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsToEuro } from '../../lib/money.ts';
import { shareInEuro } from '../../lib/vat.ts';
import * as checkoutQueries from './checkout.queries.ts';
import * as paymentQueries from './payments.queries.ts';
import { lineProductId, priceLines, totalsOf } from './checkout.totals.ts';
import { couponVerdict } from './coupons.ts';
import { summaryOf } from './order-summary.ts';
import { type CreateOrderInput, type Customer, placeOrder } from './place-order/place-order.ts';
import type { HoldingRules } from './place-order/release-unpaid.ts';
import { moveOrder, orderById, orderByNumber } from '../orders/orders.service.ts';

/** Totals, placing and cancelling orders (shop-rules "The server decides every amount"). */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly holding: HoldingRules = { unpaidOrders: 3, releaseOlder: true },
  ) {}

  /** POST /payment: what the cart costs now, with the coupon's verdict. */
  async totals(items: CartItemInput[], code: string | null | undefined): Promise<PaymentTotalsReply> {
    const byId = await checkoutQueries.productsByIds(this.db, [...new Set(items.map(lineProductId))]);
    const { lines, unavailable } = priceLines(items, byId);
    if (unavailable.length) throw new AppError('conflict', texts.unavailable(unavailable));
    const subtotal = totalsOf(lines, 0).subtotalCents;
    const verdict = await couponVerdict(this.db, code, subtotal, false);
    const totals = verdict?.ok ? totalsOf(lines, verdict.discountCents, verdict.coupon.isGiftCode) : totalsOf(lines, 0);
    return {
      total_price: centsToEuro(totals.totalCents),
      subtotal_price: centsToEuro(totals.subtotalCents),
      discount: centsToEuro(totals.discountCents),
      vat: centsToEuro(totals.vatCents),
      vat_breakdown: totals.vatBreakdown.map(shareInEuro),
      couponExist: verdict?.ok ? 'exist' : 'notexist',
      couponText: verdict?.text ?? '',
      not_in_stock: lines
        .filter((l) => l.product.stock < l.qty)
        .map((l) => ({ id: l.product.id, name: l.product.name, available: Math.max(0, l.product.stock) })),
    };
  }

  /**
   * POST /order, one transaction of named steps (place-order/). A repeat with the same
   * Idempotency-Key answers the first result; a different request under a used key is refused.
   */
  create(
    customer: Customer,
    input: CreateOrderInput,
    idempotencyKey?: string,
  ): Promise<{ status: 201; body: unknown; released: number }> {
    return this.db.transaction((db) => placeOrder(db, this.holding, customer, input, idempotencyKey));
  }

  /** An unpaid order the customer gives up: cancelled, units back. */
  async cancel(userId: number, orderNumber: string): Promise<OrderSummary> {
    return this.db.transaction(async (db) => {
      const found = await orderByNumber(db, orderNumber);
      if (!found || found.userId !== userId) throw new AppError('not_found', texts.orderNotFound);
      const order = (await orderById(db, found.id, true))!;
      if (order.status !== 'pending_payment' || (await paymentQueries.pendingPaymentOf(db, order.id)))
        throw new AppError('conflict', texts.notCancellable);
      const cancelled = await moveOrder(db, { order, to: 'cancelled', by: 'customer' });
      return summaryOf(cancelled!);
    });
  }

  /** Cancels unpaid orders past their 30 minutes and gives their units back; answers how many. */
  async expireUnpaid(limit = 100): Promise<number> {
    return this.db.transaction(async (db) => {
      const ids = await checkoutQueries.expiredOrderIds(db, limit);
      for (const id of ids)
        await moveOrder(db, { order: { id, status: 'pending_payment' }, to: 'cancelled', by: 'expiry' });
      return ids.length;
    });
  }
}
