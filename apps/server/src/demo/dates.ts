/** Calendar days as YYYY-MM-DD strings; the shop's day is the one in Europe/Berlin. */

export function berlinDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const w = new Date(`${day}T12:00:00Z`).getUTCDay();
  return w === 0 ? 7 : w;
}

export const isWorkingDay = (day: string) => isoWeekday(day) <= 5;

/** The `count` working days (Mon–Fri) before `day`, oldest first. */
export function workingDaysBefore(day: string, count: number): string[] {
  const out: string[] = [];
  for (let d = addDays(day, -1); out.length < count; d = addDays(d, -1)) if (isWorkingDay(d)) out.unshift(d);
  return out;
}

/** A moment on a Berlin day, given as hours since midnight (approximate offset is fine for demo timestamps). */
export function atHour(day: string, hour: number): Date {
  const minutes = Math.round(hour * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return new Date(`${day}T${hh}:${mm}:00+01:00`);
}
