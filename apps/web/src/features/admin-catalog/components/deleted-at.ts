/** When a product or category was deleted, in shop time (Europe/Berlin): "27.11.2026, 18:15". */
export function deletedAt(iso: string | null, language: string): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-DE', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso));
}
