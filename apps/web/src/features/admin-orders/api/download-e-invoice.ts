import type { InvoiceEntry } from '@wohnwerk/contract/admin-orders';
import { downloadFromServer } from '../../../components/ui/data-table/xlsx-export.ts';

/**
 * GET /api/v1/invoices/{number}.xml (decision 158): a business customer's EN 16931 e-invoice
 * (XRechnung), saved as a file with the bearer of the order's owner or of staff.
 */
export const downloadEInvoice = (invoice: Pick<InvoiceEntry, 'number' | 'e_invoice_url'>) =>
  invoice.e_invoice_url
    ? downloadFromServer(invoice.e_invoice_url, `${invoice.number}.xml`)
    : Promise.reject(new Error(`${invoice.number} has no e-invoice`));
