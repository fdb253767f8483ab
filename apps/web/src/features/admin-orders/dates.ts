import { formatDay } from '../../lib/format.ts';

/** A calendar day (YYYY-MM-DD) as "27.11.2026". */
export const day = (value: string, language: string) => formatDay(value, language);

/** Today in shop time, YYYY-MM-DD: the default day of delivery. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}
