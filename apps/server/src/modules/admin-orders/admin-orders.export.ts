import { orderStatusText } from '@wohnwerk/contract/checkout';
import { centsToEuro } from '../../lib/money.ts';
import type { ExportColumn } from '../../lib/xlsx.ts';
import type { ListRow } from './admin-orders.queries.ts';

const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The export's columns, as the list shows them (German labels; amounts stay numbers). */
export const orderColumns: ExportColumn<ListRow>[] = [
  { header: 'Bestellnummer', value: (r) => r.order_number, width: 18 },
  { header: 'Datum', value: (r) => berlinDateTime.format(new Date(r.created_at)), width: 20 },
  { header: 'Kunde', value: (r) => r.customer_name, width: 28 },
  { header: 'E-Mail', value: (r) => r.email, width: 32 },
  { header: 'Betrag', value: (r) => centsToEuro(r.total_cents), format: 'euro' },
  { header: 'Status', value: (r) => orderStatusText[r.status] + (r.withdrawn ? ' · Widerrufen' : ''), width: 22 },
  { header: 'Zahlungsart', value: (r) => (r.payment_method === 'paypal' ? 'PayPal' : 'Kreditkarte') },
];
