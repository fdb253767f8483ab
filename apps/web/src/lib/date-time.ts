/**
 * An instant as shop time (Europe/Berlin): "27.11.2026, 18:15", in English "27/11/2026, 18:15".
 * Kept apart from format.ts, which stays free of Intl (see there): only back-office screens use it.
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
