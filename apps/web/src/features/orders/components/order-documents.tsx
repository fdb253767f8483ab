import { Button, Text } from '@mantine/core';
import type { InvoiceEntry } from '@wohnwerk/contract/admin-orders';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { openInvoicePdf } from '../../../lib/open-invoice-pdf.ts';
import { downloadEInvoice } from '../api/download-e-invoice.ts';
import classes from './orders.module.css';
import { shopDay } from '../../../lib/date-time.ts';

/**
 * The order's invoices and credit notes (Rechnungskorrektur), each a link that opens its stored PDF
 * in a new tab through a short-lived signed link (only the owner gets one); a business customer's
 * also as the e-invoice (XRechnung XML, decision 158), downloaded beside it.
 */
export function OrderDocuments({ invoices }: { invoices: InvoiceEntry[] }) {
  const { t } = useTranslation('checkout');
  const [failed, setFailed] = useState<'pdf' | 'xml' | null>(null);
  if (invoices.length === 0) return null;
  const open = (number: string) => (event: MouseEvent) => {
    event.preventDefault();
    setFailed(null);
    openInvoicePdf(number).catch(() => setFailed('pdf'));
  };
  return (
    <section aria-labelledby="order-documents" data-testid="order-documents">
      <h2 id="order-documents">{t('order.documents')}</h2>
      <ul className={classes.documents}>
        {invoices.map((invoice) => (
          <li key={invoice.number}>
            <Button
              component="a"
              href={invoice.url}
              target="_blank"
              rel="noopener"
              variant="default"
              onClick={open(invoice.number)}
            >
              {t(invoice.type === 'credit_note' ? 'order.creditNote' : 'order.invoice', { number: invoice.number })}
            </Button>
            {invoice.e_invoice_url ? (
              <Button
                variant="subtle"
                ml="xs"
                aria-label={t('order.eInvoiceOf', { number: invoice.number })}
                onClick={() => {
                  setFailed(null);
                  downloadEInvoice(invoice).catch(() => setFailed('xml'));
                }}
              >
                {t('order.eInvoice')}
              </Button>
            ) : null}
            <Text size="sm" span>
              {` ${shopDay(invoice.issued_at)} · ${invoice.type === 'credit_note' ? '−' : ''}${formatPrice(invoice.total)}`}
            </Text>
          </li>
        ))}
      </ul>
      {failed ? (
        <Text c="red.8" role="alert">
          {t(failed === 'xml' ? 'order.eInvoiceFailed' : 'order.documentFailed')}
        </Text>
      ) : null}
    </section>
  );
}
