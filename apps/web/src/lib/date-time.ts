/**
 * An instant as shop time (Europe/Berlin): "27.11.2026, 18:15", in English "27/11/2026, 18:15".
 * Kept apart from format.ts, which stays free of Intl (see there): only back-office and account screens use it.
 */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}

/** The customer's order pages in shop time (Europe/Berlin), whatever the browser's zone: "29.11.2026, 02:17". */
export const shopDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(
    new Date(iso),
  );

/** A day in shop time: "29.11.2026". */
export const shopDay = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(new Date(iso));
