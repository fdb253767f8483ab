/** A seller's figures as the per-seller table counts them: amounts in cents. */
interface SellerAmounts {
  revenue_cents: number;
  commission_cents: number;
  open_payout_cents: number;
}

/** The euro amounts of one seller's row (the table's euro format and its Excel export read euros, not cents). */
export const sellerEuros = (row: SellerAmounts) => ({
  revenue: row.revenue_cents / 100,
  commission: row.commission_cents / 100,
  openPayout: row.open_payout_cents / 100,
});

/** The table's closing row: every seller together, summed in cents so no rounding drifts, then in euros. */
export function sellerTotals(rows: SellerAmounts[]) {
  const cents = rows.reduce(
    (sum, r) => ({
      revenue_cents: sum.revenue_cents + r.revenue_cents,
      commission_cents: sum.commission_cents + r.commission_cents,
      open_payout_cents: sum.open_payout_cents + r.open_payout_cents,
    }),
    { revenue_cents: 0, commission_cents: 0, open_payout_cents: 0 },
  );
  return sellerEuros(cents);
}
