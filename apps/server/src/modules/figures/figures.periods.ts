/** Calendar arithmetic on YYYY-MM-DD Berlin days (no clock times: a day is a day, whatever its length). */

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (d: Date) => d.toISOString().slice(0, 10);

function addDays(day: string, n: number): string {
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

const firstOfYear = (day: string) => `${day.slice(0, 4)}-01-01`;
const lastOfYear = (day: string) => `${day.slice(0, 4)}-12-31`;

/**
 * A range of one roll-up's rows to add (sign 1) or take off (sign -1): days, months (their first
 * days) or years (1 January), from and to included.
 */
export interface RollupPiece {
  level: 'day' | 'month' | 'year';
  from: string;
  to: string;
  sign: 1 | -1;
}

/**
 * What a roll-up row costs to read, in days' rows: a month holds about as many product rows as
 * twenty days, a year as thirty, when products sell about once a month (decision 141).
 */
const COST = { day: 1, month: 20, year: 30 };
interface Cover {
  cost: number;
  pieces: RollupPiece[];
}
const none: Cover = { cost: 0, pieces: [] };
const join = (...covers: Cover[]): Cover => ({
  cost: covers.reduce((n, c) => n + c.cost, 0),
  pieces: covers.flatMap((c) => c.pieces),
});
const cheaper = (a: Cover, b: Cover) => (b.cost < a.cost ? b : a);
const piece = (level: RollupPiece['level'], from: string, to: string, sign: 1 | -1, units = 1): Cover =>
  from > to ? none : { cost: COST[level] * units, pieces: [{ level, from, to, sign }] };
const days = (from: string, to: string, sign: 1 | -1) => piece('day', from, to, sign, dayCount(from, to));

/** from … to inside one month: its days, or the month less the days outside. */
function monthPart(from: string, to: string, sign: 1 | -1): Cover {
  const outside = -sign as 1 | -1;
  const [first, last] = [firstOfMonth(from), lastOfMonth(from)];
  const whole = piece('month', first, first, sign);
  if (from === first && to === last) return whole;
  return cheaper(
    days(from, to, sign),
    join(whole, days(first, addDays(from, -1), outside), days(addDays(to, 1), last, outside)),
  );
}

/** from … to inside one year, month by month. */
function monthsOf(from: string, to: string, sign: 1 | -1): Cover {
  const parts: Cover[] = [];
  for (let d = from; d <= to; d = addDays(lastOfMonth(d), 1))
    parts.push(monthPart(d, lastOfMonth(d) < to ? lastOfMonth(d) : to, sign));
  return join(...parts);
}

/** from … to inside one year: its months, or the year less the months outside. */
function yearPart(from: string, to: string): Cover {
  const [first, last] = [firstOfYear(from), lastOfYear(from)];
  const whole = piece('year', first, first, 1);
  if (from === first && to === last) return whole;
  return cheaper(
    monthsOf(from, to, 1),
    join(whole, monthsOf(first, addDays(from, -1), -1), monthsOf(addDays(to, 1), last, -1)),
  );
}

const nextKey = (level: RollupPiece['level'], key: string) =>
  level === 'day' ? addDays(key, 1) : level === 'month' ? addDays(lastOfMonth(key), 1) : addDays(lastOfYear(key), 1);

/**
 * The roll-up rows whose signed sum is exactly the days from … to, read as few as it can: whole
 * years, months and days, and where fewer rows, a year or month less the parts outside the period
 * (a year up to last week is this year less the rest of it, which holds nothing yet).
 * Neighbouring pieces of one level and sign are merged into one range.
 */
export function rollupPieces(from: string, to: string): RollupPiece[] {
  const years: Cover[] = [];
  for (let d = from; d <= to; d = addDays(lastOfYear(d), 1))
    years.push(yearPart(d, lastOfYear(d) < to ? lastOfYear(d) : to));
  const merged: RollupPiece[] = [];
  for (const p of join(...years).pieces) {
    const same = merged.find((m) => m.level === p.level && m.sign === p.sign && nextKey(m.level, m.to) === p.from);
    if (same) same.to = p.to;
    else merged.push({ ...p });
  }
  return merged;
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
