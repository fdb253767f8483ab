import { FIGURES_MAX_DAYS } from '@wohnwerk/contract/figures';
import { addDays, dayCount, firstOfMonth, mondayOf } from '@wohnwerk/contract/shop-time';

/** The periods of the figures, on YYYY-MM-DD Berlin days (the shop's calendar: shop-time.ts). */

/**
 * Days a loop over a period may visit. The contract lets no longer period through (decision
 * 148); the guard keeps a period that got past it anyway (a new caller, a changed schema) from
 * holding the process in a loop, which no request timeout can interrupt.
 */
const MAX_LOOP_DAYS = FIGURES_MAX_DAYS;

/** Every day from … to, both included; throws for a period longer than MAX_LOOP_DAYS. */
export function daysOf(from: string, to: string): string[] {
  const count = dayCount(from, to);
  if (!(count <= MAX_LOOP_DAYS)) throw new RangeError(`figures: ${from} … ${to} is longer than ${MAX_LOOP_DAYS} days`);
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(addDays(from, i));
  return out;
}

/** The period of the same length just before from … to. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = dayCount(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** Every period (its first day) of from … to: days, ISO weeks from Monday, or calendar months. */
export function periodsOf(from: string, to: string, unit: 'day' | 'week' | 'month'): string[] {
  const days = daysOf(from, to);
  if (unit === 'day') return days;
  // Weeks and months start on a day of the period, or on the period's first day's week or month.
  const startOf = unit === 'week' ? mondayOf : firstOfMonth;
  const out = [startOf(from)];
  for (const d of days) if (startOf(d) === d && d !== out[0]) out.push(d);
  return out;
}
