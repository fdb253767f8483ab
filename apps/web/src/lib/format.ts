/**
 * German number and date notation, written out by hand instead of with Intl: the first Intl
 * formatter a page creates loads the locale's ICU data, which was the largest single cost of
 * evaluating the app's entry chunk on a slow phone (a long task before the first screen).
 * The output is the same as Intl's de-DE (and en-GB for the English interface): format.test.ts.
 */

const NBSP = '\u00a0';

/** "1234567" → "1.234.567" */
const grouped = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+$)/g, separator);

/**
 * |value| with exactly `digits` decimals, as Intl rounds: half away from zero on the number's
 * shortest decimal form (0.015 → "0.02", 4.05 → "4.1"; toFixed would round the binary value
 * just below, 0.01499…, down).
 */
function roundedDigits(value: number, digits: number): [whole: string, fraction: string] {
  const shortest = String(Math.abs(value));
  if (/e/i.test(shortest)) return Math.abs(value).toFixed(digits).split('.') as [string, string];
  const [whole, fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = BigInt(whole + fraction.slice(0, digits));
  if (fraction[digits] >= '5') kept += 1n;
  const text = kept.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

/** `value` with exactly `digits` decimals and German separators (or the given ones). */
export function fixed(value: number, digits: number, decimal = ',', thousands = '.'): string {
  const [whole, fraction] = roundedDigits(value, digits);
  const sign = value < 0 && /[1-9]/.test(whole + fraction) ? '-' : '';
  return sign + grouped(whole, thousands) + (fraction ? decimal + fraction : '');
}

/** Prices always read 1.234,56 € (shop-rules "Money"), whatever the interface language. */
export function formatPrice(amount: number): string {
  return `${fixed(amount, 2)}${NBSP}€`;
}

/** "20,0": a percentage with one decimal, German notation like the prices. */
export function formatPercent(percent: number): string {
  return fixed(percent, 1);
}

/** A rating average: at most one decimal ("4,5", "4"); in English with a decimal point. */
export function formatRatingValue(value: number, language: string): string {
  const english = language === 'en';
  return fixed(value, 1, english ? '.' : ',', english ? ',' : '.').replace(/[.,]0$/, '');
}

/** An ISO day ("2026-03-05") as "05.03.2026", in English "05/03/2026"; anything else unchanged. */
export function formatDay(date: string, language: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!day || day[2] === '00' || day[3] === '00') return date;
  const [, y, m, d] = day;
  return language === 'en' ? `${d}/${m}/${y}` : `${d}.${m}.${y}`;
}
