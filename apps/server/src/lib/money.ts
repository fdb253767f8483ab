/** Money is integer cents in the database; the API speaks euro numbers with two decimals (shop-rules "Money"). */

export const centsToEuro = (cents: number): number => Math.round(cents) / 100;

export const centsToEuroOrNull = (cents: number | null | undefined): number | null =>
  cents === null || cents === undefined ? null : centsToEuro(cents);

/** Rounds to whole cents, so 19.999 € never turns into a fraction of a cent. */
export const euroToCents = (euro: number): number => Math.round(euro * 100);
