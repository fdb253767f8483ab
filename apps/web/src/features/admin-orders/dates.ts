import { formatDay } from '../../lib/format.ts';

/** An instant as shop time (Europe/Berlin), "27.11.2026, 18:15" or "27/11/2026, 18:15". */
export function dateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** A calendar day (YYYY-MM-DD) as "27.11.2026". */
export const day = (value: string, language: string) => formatDay(value, language);

/** Today in shop time, YYYY-MM-DD: the default day of delivery. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}
