import { describe, expect, it } from 'vitest';
import { sellerEuros, sellerTotals } from './seller-totals.ts';

describe('per-seller figures', () => {
  it('shows a row in euros', () => {
    expect(sellerEuros({ revenue_cents: 129_990, commission_cents: 19_499, open_payout_cents: -1 })).toEqual({
      revenue: 1299.9,
      commission: 194.99,
      openPayout: -0.01,
    });
  });

  it('sums every seller in cents, so tenths of cents never add up to a wrong total', () => {
    const rows = [
      { revenue_cents: 10, commission_cents: 1, open_payout_cents: 0 },
      { revenue_cents: 20, commission_cents: 2, open_payout_cents: 70_000 },
      { revenue_cents: -5, commission_cents: -1, open_payout_cents: 1 },
    ];
    // 0.1 + 0.2 is 0.30000000000000004 in floating point; in cents it is 30.
    expect(sellerTotals(rows)).toEqual({ revenue: 0.25, commission: 0.02, openPayout: 700.01 });
  });

  it('is zero without sellers', () => {
    expect(sellerTotals([])).toEqual({ revenue: 0, commission: 0, openPayout: 0 });
  });
});
