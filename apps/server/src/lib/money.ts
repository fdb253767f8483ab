import { parseEuro } from '@wohnwerk/contract/euro';

/** Money is integer cents in the database; the API speaks euro numbers with two decimals (shop-rules "Money"). */

export const centsToEuro = (cents: number): number => Math.round(cents) / 100;

export const centsToEuroOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : centsToEuro(cents);

/** Rounds to whole cents, so 19.999 € never turns into a fraction of a cent. */
export const euroToCents = (euro: number): number => Math.round(euro * 100);

/**
 * A provider's amount text (PayPal's "12.50") in cents, NaN when it is not an amount: read by the
 * contract's one strict parser (euro.ts), as Number() would take "0x10" for 16 € (decision 151).
 */
export const euroTextToCents = (text: string | undefined): number => {
  const euro = parseEuro(text);
  return euro === undefined ? Number.NaN : euroToCents(euro);
};

/**
 * The JSON text of centsToEuro(cents) ("1299.99", "0.5", "12"), from the integer cents: a
 * fifth of the cost of printing the double, which counts on a product page with 60 prices.
 * Equal to String(cents / 100) for whole cents below 10^15 (the quotient is the double
 * nearest that decimal, which prints as it); anything else takes the double's way.
 */
export function centsToEuroJson(cents: number): string {
  if (!(Number.isInteger(cents) && cents >= 0 && cents < 1e15)) {
    const euro = centsToEuro(cents);
    return Number.isFinite(euro) ? `${euro}` : 'null';
  }
  const whole = Math.trunc(cents / 100);
  const rest = cents - whole * 100;
  if (rest === 0) return `${whole}`;
  if (rest % 10 === 0) return `${whole}.${rest / 10}`;
  return rest < 10 ? `${whole}.0${rest}` : `${whole}.${rest}`;
}

const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** "1.234,56 €" with a normal space, so texts read the same in mails, PDFs and JSON. */
export const formatEuro = (cents: number) => euroFormat.format(cents / 100).replace(/\u00a0/g, ' ');
