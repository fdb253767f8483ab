import { checkoutTexts as texts } from '@wohnwerk/contract/checkout';
import { AppError } from '../../../lib/app-error.ts';
import * as checkoutQueries from '../checkout.queries.ts';
import { moveOrder } from '../../orders/orders.service.ts';
import type { Tx } from '../../../db/client.ts';

/** What unpaid orders one customer may hold (decision 100). */
export interface HoldingRules {
  /** Unpaid orders at once, the new one included. */
  unpaidOrders: number;
  /** A new order releases the older unpaid ones without a payment in flight. */
  releaseOlder: boolean;
}

/**
 * Before a new order takes units: the customer's older unpaid orders give theirs back (and their
 * hold on a limited coupon), unless a payment of theirs is in flight, which only the provider's
 * answer or the sweep may end. Those count against the limit of unpaid orders. Answers how many
 * were released.
 */
export async function releaseOlderUnpaid(db: Tx, holding: HoldingRules, userId: number): Promise<number> {
  const { releasable, inFlight } = await checkoutQueries.unpaidOrdersOf(db, userId);
  const held = holding.releaseOlder ? inFlight : inFlight + releasable.length;
  if (held >= holding.unpaidOrders) throw new AppError('conflict', texts.tooManyOpenOrders);
  if (!holding.releaseOlder) return 0;
  for (const id of releasable)
    await moveOrder(db, { order: { id, status: 'pending_payment' }, to: 'cancelled', by: 'expiry' });
  return releasable.length;
}
