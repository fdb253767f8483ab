import {
  checkoutTexts as texts,
  type WithdrawalReply,
  type WithdrawalInput,
  type WithdrawalLookupReply,
} from '@wohnwerk/contract/checkout';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { centsToEuro } from '../../lib/money.ts';
import { withdrawalConfirmationMail } from '../../lib/mail/templates/withdrawal-confirmation.mail.tsx';
import * as checkoutQueries from './checkout.queries.ts';
import { itemsOf, moveOrder, orderById, orderByNumber, type OrderRow } from '../orders/orders.service.ts';

const WITHDRAWAL_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * "Vertrag widerrufen" (EU withdrawal button, decision 051): without login, by order number and the
 * order's e-mail, in two steps (find the order, then declare). The declaration is recorded with
 * its moment and confirmed by mail at once. An unknown pair and a wrong e-mail answer the same,
 * so the form reveals nothing about other people's orders.
 */
export class WithdrawalService {
  constructor(private readonly db: Db) {}

  /**
   * The 14 days run from delivery: the day staff recorded (delivered_on), and until then the
   * estimated delivery day of the order, so a customer is never cut short before the goods arrive.
   */
  private deadline(order: OrderRow): Date {
    const day = order.deliveredOn ?? order.shippingAddress.delivery_date;
    const from = day ? new Date(`${day}T23:59:59Z`) : order.createdAt;
    return new Date(from.getTime() + WITHDRAWAL_DAYS * DAY_MS);
  }

  private async find(db: Tx, orderNumber: string, email: string): Promise<OrderRow> {
    const order = await orderByNumber(db, orderNumber.trim().toUpperCase());
    if (!order || order.email.toLowerCase() !== email.trim().toLowerCase())
      throw new AppError('not_found', texts.withdrawalNotFound);
    if (order.withdrawnAt) throw new AppError('conflict', texts.withdrawalAlready);
    if (order.status === 'cancelled') throw new AppError('conflict', texts.withdrawalCancelled);
    if (this.deadline(order) < new Date()) throw new AppError('conflict', texts.withdrawalLate);
    return order;
  }

  async lookup(orderNumber: string, email: string): Promise<WithdrawalLookupReply['data']> {
    const order = await this.find(this.db, orderNumber, email);
    const items = await itemsOf(this.db, order.id);
    return {
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      amount: centsToEuro(order.totalCents),
      items: items.map((i) => `${i.qty} × ${i.productName}`),
      deadline: this.deadline(order).toISOString(),
    };
  }

  async withdraw(input: WithdrawalInput): Promise<WithdrawalReply> {
    return this.db.transaction(async (db) => {
      const found = await this.find(db, input.order_number, input.email);
      const order = (await orderById(db, found.id, true))!;
      if (order.withdrawnAt) throw new AppError('conflict', texts.withdrawalAlready);
      const receivedAt = await checkoutQueries.insertWithdrawal(db, {
        orderId: order.id,
        email: order.email,
        name: input.name || null,
        reason: input.reason || null,
      });
      // An unpaid order needs no refund: it is cancelled and its units go back to stock.
      if (order.status === 'pending_payment') await moveOrder(db, { order, to: 'cancelled', by: 'withdrawal' });
      await checkoutQueries.markWithdrawn(db, order.id, receivedAt);
      const items = await itemsOf(db, order.id);
      const mail = await withdrawalConfirmationMail({
        name: input.name || order.customerName,
        orderNumber: order.orderNumber,
        orderedAt: order.createdAt,
        receivedAt,
        items,
      });
      await enqueueMail(db, { to: order.email, ...mail });
      return {
        message: texts.withdrawalDone,
        data: { order_number: order.orderNumber, withdrawn_at: receivedAt.toISOString() },
      };
    });
  }
}
