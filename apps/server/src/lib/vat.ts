/**
 * VAT per rate (§12 UStG; §14 Abs. 4 Nr. 8 UStG: an invoice names the net amount and the tax per
 * rate). Pure arithmetic in whole cents, shared by checkout, orders, invoices and credit notes
 * (docs/decisions/153). Prices are gross: the VAT of a rate is gross · rate / (100 + rate),
 * rounded once per rate, never per line.
 */
import { centsToEuro } from './money.ts';

/** One rate's part of an amount: net + VAT = gross, in cents. */
export interface VatShare {
  rate: number;
  netCents: number;
  vatCents: number;
  grossCents: number;
}

/** Orders written before VAT per rate (migration 0028) were all charged at this rate. */
export const LEGACY_VAT_RATE = 19;

/** The VAT contained in a gross amount at one rate. */
const vatInGross = (grossCents: number, rate: number): number => Math.round((grossCents * rate) / (100 + rate));

const shareOf = (rate: number, grossCents: number): VatShare => {
  const vatCents = vatInGross(grossCents, rate);
  return { rate, netCents: grossCents - vatCents, vatCents, grossCents };
};

/**
 * Splits a whole number of cents in proportion to the weights, each part whole cents, the parts
 * adding up to the amount exactly: every part gets its rounded-down share, and the cents left
 * go to the largest remainders (ties: the larger weight, then the later one).
 */
export function allocate(amountCents: number, weights: number[]): number[] {
  if (amountCents < 0) return allocate(-amountCents, weights).map((p) => -p);
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map(() => 0);
  // BigInt: amount · weight passes 2^53 for large orders; the split must be exact, not nearly.
  const [amount, sum] = [BigInt(amountCents), BigInt(total)];
  const cut = weights.map((w, i) => ({ i, w, floor: (amount * BigInt(w)) / sum, rest: (amount * BigInt(w)) % sum }));
  const parts = cut.map((c) => Number(c.floor));
  let left = amountCents - parts.reduce((s, p) => s + p, 0);
  cut.sort((a, b) => (a.rest === b.rest ? b.w - a.w || b.i - a.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of cut) {
    if (left <= 0) break;
    parts[i]++;
    left--;
  }
  return parts;
}

export interface VatInput {
  /** The goods: each line's gross (unit price · quantity) and its rate. */
  lines: { rate: number; grossCents: number }[];
  shippingCents?: number;
  /** A coupon's price reduction: it lowers each rate's taxable amount. */
  discountCents?: number;
  /**
   * A back-office gift code: staff hand it out free, so it is a price reduction like a coupon
   * (§17 UStG), not a voucher that was sold and pays (a Mehrzweckgutschein, §3 Abs. 15 UStG needs
   * consideration). It lowers each rate's taxable amount as a coupon does (decision 153).
   */
  giftCodeCents?: number;
}

export interface VatTotals {
  /** One share per rate of the goods, lowest rate first. */
  shares: VatShare[];
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/**
 * The VAT of a cart or an order per rate. Shipping and the reductions (a coupon, a gift code) are
 * split across the rates in proportion to the goods' gross values at each rate (the usual German
 * practice for ancillary costs and price reductions, decision 153); the reductions together are
 * split once, never below 0. Each rate's gross is then exact to the cent and its VAT rounded once.
 * The shares' gross (what the customer pays) adds up to goods + shipping − reductions exactly.
 */
export function vatTotals(input: VatInput): VatTotals {
  const goods = new Map<number, number>();
  for (const l of input.lines) goods.set(l.rate, (goods.get(l.rate) ?? 0) + l.grossCents);
  const rates = [...goods.keys()].sort((a, b) => a - b);
  const weights = rates.map((r) => goods.get(r)!);
  const goodsCents = weights.reduce((s, w) => s + w, 0);
  const shippingCents = Math.max(0, input.shippingCents ?? 0);
  const reductions = Math.max(0, input.discountCents ?? 0) + Math.max(0, input.giftCodeCents ?? 0);
  const discountCents = Math.min(reductions, goodsCents + shippingCents);
  const shipping = allocate(shippingCents, weights);
  const discount = allocate(discountCents, weights);
  const shares = rates.map((rate, i) => shareOf(rate, weights[i] + shipping[i] - discount[i]));
  const grossCents = shares.reduce((s, x) => s + x.grossCents, 0);
  const vatCents = shares.reduce((s, x) => s + x.vatCents, 0);
  return { shares, grossCents, netCents: grossCents - vatCents, vatCents };
}

/**
 * A part of a document's gross (a refund of some of the money) split across its rates in
 * proportion to their gross, each rate's VAT rounded once; rates whose part is 0 are left out.
 */
export function splitByRates(amountCents: number, shares: VatShare[]): VatShare[] {
  const parts = allocate(
    amountCents,
    shares.map((s) => s.grossCents),
  );
  return shares.map((s, i) => shareOf(s.rate, parts[i])).filter((s) => s.grossCents !== 0);
}

/** The sums of some shares. */
export const sumOf = (shares: VatShare[]) => ({
  grossCents: shares.reduce((s, x) => s + x.grossCents, 0),
  netCents: shares.reduce((s, x) => s + x.netCents, 0),
  vatCents: shares.reduce((s, x) => s + x.vatCents, 0),
});

/**
 * An order's VAT per rate as it was kept when the order was placed; an order written without one
 * (before migration 0028, or by hand) was charged 19 % on its total.
 */
export function orderShares(order: { vatBreakdown: VatShare[] | null; totalCents: number; vatCents: number }) {
  if (order.vatBreakdown?.length) return order.vatBreakdown;
  return [
    {
      rate: LEGACY_VAT_RATE,
      netCents: order.totalCents - order.vatCents,
      vatCents: order.vatCents,
      grossCents: order.totalCents,
    },
  ];
}

/** The one rate of some shares, or null when they have several. */
export const singleRate = (shares: VatShare[]): number | null =>
  new Set(shares.map((s) => s.rate)).size === 1 ? shares[0].rate : null;

/** A share as the API answers it: euro numbers. */
export const shareInEuro = (s: VatShare) => ({
  rate: s.rate,
  net: centsToEuro(s.netCents),
  vat: centsToEuro(s.vatCents),
  gross: centsToEuro(s.grossCents),
});
