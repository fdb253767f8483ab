import type { CartItemInput, CheckoutAddress, PaymentMethod } from '@wohnwerk/contract/checkout';
import { applyCoupon } from './apply-coupon.ts';
import { claimKey } from './claim-key.ts';
import { type HoldingRules, releaseOlderUnpaid } from './release-unpaid.ts';
import { takeStock } from './take-stock.ts';
import { writeOrder } from './write-order.ts';
import type { Tx } from '../../../db/client.ts';

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

/**
 * POST /order as a sequence of steps in one transaction (DESIGN.md convention 6): claim the key →
 * release the customer's older unpaid orders → take the stock → apply the coupon → write the
 * order. A step that refuses throws, and the transaction takes everything back.
 */
export async function placeOrder(
  db: Tx,
  holding: HoldingRules,
  customer: Customer,
  input: CreateOrderInput,
  idempotencyKey?: string,
): Promise<{ status: 201; body: unknown; released: number }> {
  if (idempotencyKey) {
    const first = await claimKey(db, customer.id, idempotencyKey, input);
    if (first) return { status: 201, body: first.response, released: 0 };
  }
  const released = await releaseOlderUnpaid(db, holding, customer.id);
  const { lines, drawnId } = await takeStock(db, input.items);
  const { verdict, totals } = await applyCoupon(db, input.coupon, lines);
  const body = await writeOrder(db, { customer, ...input, lines, verdict, totals, drawnId, idempotencyKey });
  return { status: 201, body, released };
}
