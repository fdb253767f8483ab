import { FIGURES_MAX_DAYS } from '@wohnwerk/contract/figures';

/** Calendar arithmetic on YYYY-MM-DD Berlin days (no clock times: a day is a day, whatever its length). */

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
/** Years past 9999 come out as "+010000-…", which sorts before "9999-…": refused rather than compared. */
function toDay(d: Date): string {
  const day = d.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`figures: ${d.toISOString()} is no YYYY-MM-DD day`);
  return day;
}

export function addDays(day: string, n: number): string {
  return toDay(new Date(toDate(day).getTime() + n * DAY_MS));
}

const dayCount = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;

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

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** Monday of the ISO week of a day. */
function mondayOf(day: string): string {
  const weekday = toDate(day).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
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
