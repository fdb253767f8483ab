/** Calendar arithmetic on YYYY-MM-DD Berlin days (no clock times: a day is a day, whatever its length). */

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return toDay(new Date(toDate(day).getTime() + n * DAY_MS));
}

const dayCount = (from: string, to: string) => Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS) + 1;

/** The period of the same length just before from … to. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const length = dayCount(from, to);
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function lastOfMonth(day: string): string {
  const d = toDate(firstOfMonth(day));
  return toDay(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

/** Monday of the ISO week of a day. */
function mondayOf(day: string): string {
  const weekday = toDate(day).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** Every period (its first day) of from … to: days, ISO weeks from Monday, or calendar months. */
export function periodsOf(from: string, to: string, unit: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  if (unit === 'day') for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  else if (unit === 'week') for (let d = mondayOf(from); d <= to; d = addDays(d, 7)) out.push(d);
  else for (let d = firstOfMonth(from); d <= to; d = addDays(lastOfMonth(d), 1)) out.push(d);
  return out;
}
