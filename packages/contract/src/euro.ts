/**
 * Euro amounts sent to the API: the one reading of every field that takes money (refunds, gift
 * codes, product prices and their imports, the pricing preview; decision 151). Number() and
 * parseFloat read far more than amounts — "0x10" is 16, "1e1" 10, "0b11" 3, " 12" 12, "Infinity"
 * — so a text is an amount only when it is exactly one: digits with at most two decimals after a
 * comma or a point ("12,50", "12.50", "12"), or German thousands dots before a decimal comma
 * ("1.234,56", "1.234"). No sign, no spaces, no currency sign, no other digits: a form tidies what
 * a person typed (tidyEuroInput) before it validates and sends.
 */

const PLAIN = /^\d+(?:[.,]\d{1,2})?$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/;

/**
 * A JSON number or a text as euro: undefined when not given (missing, null, blank), NaN when it is
 * not an amount. JSON numbers pass as they are when finite (the schema checks sign, cents and bounds).
 */
export function parseEuro(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  if (value.trim() === '') return undefined;
  if (PLAIN.test(value)) return Number(value.replace(',', '.'));
  if (GROUPED.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  return Number.NaN;
}

/** Whether an amount is whole cents (12.5 yes, 12.505 no), within the doubles' rounding. */
export const isWholeCents = (euro: number): boolean => Math.abs(Math.round(euro * 100) - euro * 100) < 1e-6;

/**
 * What a form or a spreadsheet cell holds, made into the API's text: spaces (also the narrow and
 * no-break ones of "1 234,56 €") and the euro sign go. Nothing else changes, so anything that is
 * not an amount stays refused.
 */
export const tidyEuroInput = (text: string): string => text.replace(/[\s€]/g, '');

/** What a person typed into a form as euro, tidied as the form sends it and read strictly; null when blank or no amount. */
export function typedEuro(text: string): number | null {
  const amount = parseEuro(tidyEuroInput(text));
  return amount === undefined || Number.isNaN(amount) ? null : amount;
}
