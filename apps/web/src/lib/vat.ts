/** German VAT rate of the storefront's gross prices. */
export const VAT_RATE_PERCENT = 19;

/**
 * The VAT contained in a gross amount: total · 19/119, rounded to cents (shop-rules
 * "Money, prices, VAT"; the spec's 0.19 · total is wrong for gross prices).
 */
export function vatContained(grossTotal: number): number {
  const cents = Math.round(grossTotal * 100);
  return Math.round((cents * VAT_RATE_PERCENT) / (100 + VAT_RATE_PERCENT)) / 100;
}
