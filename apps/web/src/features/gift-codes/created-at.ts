import { berlinWallClock } from '@wohnwerk/contract/shop-time';

/**
 * When a gift code was made, in the shop's time zone: `sortable` "YYYY-MM-DD HH:mm" (sorting and
 * the export) and `shown` "DD-MM-YYYY HH:mm" (the back office's date format, spec §9). The server
 * answers UTC, so cutting its text would put codes made after 23:00/22:00 on the day before.
 */
export function createdAt(iso: string): { sortable: string; shown: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { sortable: iso, shown: iso };
  const p = berlinWallClock(at);
  return {
    sortable: `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`,
    shown: `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`,
  };
}
