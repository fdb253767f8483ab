import { TAX_RATES } from '@wohnwerk/contract/admin-catalog';
import { orderStatusText } from '@wohnwerk/contract/checkout';
import { centsToEuro } from '../../lib/money.ts';
import type { ExportColumn } from '../../lib/xlsx.ts';
import { orderShares } from '../../lib/vat.ts';
import type { ExportRow } from './admin-orders.queries.ts';

/** The order's net or VAT at one rate (0 when it has none at that rate). */
const atRate = (r: ExportRow, rate: number, part: 'netCents' | 'vatCents') =>
  centsToEuro(
    orderShares({ vatBreakdown: r.vat_breakdown, totalCents: r.total_cents, vatCents: r.vat_cents })
      .filter((s) => s.rate === rate)
      .reduce((sum, s) => sum + s[part], 0),
  );

/**
 * The export's columns, as the list shows them (German labels; amounts stay numbers), then the
 * order's net and VAT, also per rate (decision 153).
 */
export const orderColumns: ExportColumn<ExportRow>[] = [
  { header: 'Bestellnummer', value: (r) => r.order_number, width: 18 },
  // A real Excel date (sorts and filters as one), not the text the list shows.
  { header: 'Datum', value: (r) => new Date(r.created_at), format: 'datetime', width: 18 },
  { header: 'Kunde', value: (r) => r.customer_name, width: 28 },
  { header: 'E-Mail', value: (r) => r.email, width: 32 },
  { header: 'Betrag', value: (r) => centsToEuro(r.total_cents), format: 'euro' },
  { header: 'Status', value: (r) => orderStatusText[r.status] + (r.withdrawn ? ' · Widerrufen' : ''), width: 22 },
  { header: 'Zahlungsart', value: (r) => (r.payment_method === 'paypal' ? 'PayPal' : 'Kreditkarte') },
  { header: 'Netto', value: (r) => centsToEuro(r.net_cents), format: 'euro' },
  { header: 'USt', value: (r) => centsToEuro(r.vat_cents), format: 'euro' },
  ...TAX_RATES.flatMap((rate): ExportColumn<ExportRow>[] => [
    { header: `Netto ${rate} %`, value: (r) => atRate(r, rate, 'netCents'), format: 'euro' },
    { header: `USt ${rate} %`, value: (r) => atRate(r, rate, 'vatCents'), format: 'euro' },
  ]),
];
