import { checkoutTexts as texts } from '@wohnwerk/contract/checkout';
import { formatEuro } from '../../lib/money.ts';
import * as checkoutQueries from './checkout.queries.ts';
import type { Tx } from '../../db/client.ts';

export type CouponVerdict =
  | { ok: true; coupon: checkoutQueries.CouponRow; discountCents: number; text: string }
  | { ok: false; text: string };

/**
 * Whether a coupon applies to a subtotal, and how much it takes off (shop-rules "Coupons and
 * gift codes"). `held` counts unpaid orders that already carry the coupon: a limited coupon or
 * a gift code is not promised to more orders than it has uses left.
 */
function evaluateCoupon(
  coupon: checkoutQueries.CouponRow | undefined,
  subtotalCents: number,
  now: Date,
  held = 0,
): CouponVerdict {
  if (!coupon) return { ok: false, text: texts.couponUnknown };
  if (coupon.validFrom && coupon.validFrom > now) return { ok: false, text: texts.couponNotYet };
  if (coupon.validUntil && coupon.validUntil < now) return { ok: false, text: texts.couponExpired };
  const limit = coupon.isGiftCode ? 1 : coupon.usageLimit;
  if ((coupon.isGiftCode && coupon.usedAt) || (limit !== null && coupon.usedCount + held >= limit))
    return { ok: false, text: texts.couponUsedUp };
  if (subtotalCents < coupon.minOrderCents)
    return { ok: false, text: texts.couponMinimum(formatEuro(coupon.minOrderCents)) };
  if (coupon.kind === 'percent') {
    const discountCents = Math.round((subtotalCents * coupon.value) / 100);
    return { ok: true, coupon, discountCents, text: texts.couponPercent(String(coupon.value).replace('.', ',')) };
  }
  // A fixed coupon never makes a total negative; the rest of a gift code is not paid out.
  const discountCents = Math.min(Math.round(coupon.value * 100), subtotalCents);
  return { ok: true, coupon, discountCents, text: texts.couponFixed(formatEuro(discountCents)) };
}

/**
 * The verdict on a typed code for a subtotal, or null without a code. Placing an order locks the
 * coupon's row (lock), so two orders never both take a gift code's last use; the totals page only reads.
 */
export async function couponVerdict(
  db: Tx,
  code: string | null | undefined,
  subtotalCents: number,
  lock: boolean,
): Promise<CouponVerdict | null> {
  if (!code) return null;
  const row = await checkoutQueries.couponByCode(db, code, lock);
  const held = row && (row.isGiftCode || row.usageLimit !== null) ? await checkoutQueries.couponHolds(db, row.id) : 0;
  return evaluateCoupon(row, subtotalCents, new Date(), held);
}
