/**
 * The shop's calendar: days as YYYY-MM-DD strings in its time zone (Europe/Berlin). One
 * implementation for the server, the web app and the demo data, so they never disagree on "today".
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's day (YYYY-MM-DD) at an instant: a payment at 23:30 UTC in summer is paid the next day. */
export const berlinDay = (at: Date): string => dayFormat.format(at);

export const berlinToday = (at: Date = new Date()): string => berlinDay(at);

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant's wall-clock fields in the shop's time zone, zero-padded ("2026", "03", "05", "23", …). */
interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/**
 * The time a clock in the shop shows at `at`: Excel cells, DATEV stamps and the back office's
 * lists all show Berlin time, whatever zone the server or browser runs in.
 */
export function berlinWallClock(at: Date): WallClock {
  const part = Object.fromEntries(wallClockFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: part.year,
    month: part.month,
    day: part.day,
    hour: part.hour,
    minute: part.minute,
    second: part.second,
  };
}

/**
 * The day `n` days after `day` (before, for a negative n). Years past 9999 come out of
 * toISOString as "+010000-…", which sorts before "9999-…": refused rather than compared.
 */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  const next = d.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(next)) throw new RangeError(`${d.toISOString()} is no YYYY-MM-DD day`);
  return next;
}

/** How many days from … to, both included (1 for one day). */
export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const w = new Date(`${day}T12:00:00Z`).getUTCDay();
  return w === 0 ? 7 : w;
}

export const isWorkingDay = (day: string) => isoWeekday(day) <= 5;

/** Monday of the ISO week of a day. */
export const mondayOf = (day: string): string => addDays(day, 1 - isoWeekday(day));

/** The working day (Mon–Fri) before `day`: Friday for a Monday. */
export function previousWorkingDay(day: string): string {
  let d = addDays(day, -1);
  while (!isWorkingDay(d)) d = addDays(d, -1);
  return d;
}

export const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
export function lastOfMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}
