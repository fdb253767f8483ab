/** Demo-only calendar helpers on top of the shop's calendar (@wohnwerk/contract/shop-time). */
import { addDays, isWorkingDay } from '@wohnwerk/contract/shop-time';

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
