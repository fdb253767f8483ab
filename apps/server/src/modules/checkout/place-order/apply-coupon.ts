import { AppError } from '../../../lib/app-error.ts';
import { type PricedLine, type Totals, totalsOf } from '../checkout.totals.ts';
import { type CouponVerdict, couponVerdict } from '../coupons.ts';
import type { Tx } from '../../../db/client.ts';

/**
 * Step 3 of placing an order: the typed coupon, its row locked, judged on the subtotal of the
 * units taken (coupons.ts); a coupon that does not apply refuses the order with its reason.
 */
export async function applyCoupon(
  db: Tx,
  code: string | null | undefined,
  lines: PricedLine[],
): Promise<{ verdict: CouponVerdict | null; totals: Totals }> {
  const verdict = await couponVerdict(db, code, totalsOf(lines, 0).subtotalCents, true);
  if (verdict && !verdict.ok) throw new AppError('validation', verdict.text, { coupon: [verdict.text] });
  if (!verdict) return { verdict, totals: totalsOf(lines, 0) };
  return { verdict, totals: totalsOf(lines, verdict.discountCents, verdict.coupon.isGiftCode) };
}
