/** Dates and times as a German customer reads them, in the shop's time zone (mails, PDFs). */
const dateTimeFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "27.11.2026, 22:30 Uhr" */
export const berlinDateTime = (d: Date) => `${dateTimeFormat.format(d)} Uhr`;
/** "27.11.2026" */
export const berlinDate = (d: Date | string) => dateFormat.format(typeof d === 'string' ? new Date(d) : d);
