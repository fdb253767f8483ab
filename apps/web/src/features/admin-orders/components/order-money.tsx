import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Table, Text } from '@mantine/core';
import type { AdminOrderDetail, InvoiceEntry } from '@wohnwerk/contract/admin-orders';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatPrice } from '../../../lib/format.ts';
import { MoneyTable } from '../../../components/ui/money-table.tsx';
import { openInvoicePdf } from '../../../lib/open-invoice-pdf.ts';
import { downloadEInvoice } from '../api/download-e-invoice.ts';
import { ScrollTable, Section } from './order-sections.tsx';
import classes from './refund-form.module.css';

type Order = AdminOrderDetail;

export function OrderPayments({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  return (
    <Section title={t('detail.payments')}>
      {order.payments.length === 0 ? (
        <Text>{t('detail.noPayments')}</Text>
      ) : (
        <ScrollTable minWidth={520}>
          <MoneyTable
            tableProps={{ withTableBorder: true }}
            rows={order.payments}
            rowKey={(p) => p.id}
            columns={[
              { label: t('detail.when'), cell: (p) => formatDateTime(p.created_at, i18n.language) },
              {
                label: t('detail.provider'),
                cell: (p) => `${p.provider} · ${t(`payment.${p.method}`, { defaultValue: p.method })}`,
              },
              { label: t('detail.state'), cell: (p) => t(`paymentState.${p.status}`) },
              {
                label: t('detail.reference'),
                cell: (p) => <span style={{ overflowWrap: 'anywhere' }}>{p.provider_ref ?? '–'}</span>,
              },
              { label: t('detail.amount'), numeric: true, cell: (p) => formatPrice(p.amount) },
            ]}
          />
        </ScrollTable>
      )}
    </Section>
  );
}

/** What a refund gave back: "2 × Bildband Wohnen" per line with its amount, or that it was a free amount. */
function RefundLines({ refund }: { refund: Order['refunds'][number] }) {
  const { t } = useTranslation('adminorders');
  if (refund.lines.length === 0) return <Text c="gray.8">{t('detail.freeAmount')}</Text>;
  return (
    <ul className={classes.refundLines}>
      {refund.lines.map((line) => (
        <li key={line.item_id}>
          {t('refundForm.lineOf', { qty: line.qty, name: line.product_name })}
          <Text span size="sm" c="gray.8">{` · ${formatPrice(line.amount)}`}</Text>
        </li>
      ))}
    </ul>
  );
}

export function OrderRefunds({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  return (
    <Section title={t('detail.refunds')} testId="order-refunds">
      {order.refunds.length === 0 ? (
        <Text>{t('detail.noRefunds')}</Text>
      ) : (
        <ScrollTable minWidth={640}>
          <MoneyTable
            tableProps={{ withTableBorder: true }}
            rows={order.refunds}
            rowKey={(r) => r.id}
            columns={[
              { label: t('detail.when'), cell: (r) => formatDateTime(r.created_at, i18n.language) },
              { label: t('detail.refundLines'), cell: (r) => <RefundLines refund={r} /> },
              {
                label: t('detail.reason'),
                cell: (r) => (
                  <>
                    {r.reason}
                    {r.restock ? (
                      <Text size="sm" c="gray.8">
                        {t('detail.restocked')}
                      </Text>
                    ) : null}
                  </>
                ),
              },
              { label: t('detail.by'), cell: (r) => r.created_by ?? t('detail.system') },
              { label: t('detail.state'), cell: (r) => t(`paymentState.${r.status}`) },
              { label: t('detail.amount'), numeric: true, cell: (r) => formatPrice(r.amount) },
            ]}
          />
        </ScrollTable>
      )}
    </Section>
  );
}

function DocumentLink({ invoice }: { invoice: InvoiceEntry }) {
  const { t } = useTranslation('adminorders');
  const [failed, setFailed] = useState(false);
  const [xmlFailed, setXmlFailed] = useState(false);
  return (
    <>
      <Button
        component="a"
        href={invoice.url}
        target="_blank"
        rel="noopener"
        size="compact-sm"
        variant="default"
        aria-label={t('documents.open', { number: invoice.number })}
        onClick={(event: MouseEvent) => {
          event.preventDefault();
          setFailed(false);
          openInvoicePdf(invoice.number).catch(() => setFailed(true));
        }}
      >
        PDF
      </Button>
      {invoice.e_invoice_url ? (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t('documents.openXml', { number: invoice.number })}
          onClick={() => {
            setXmlFailed(false);
            downloadEInvoice(invoice).catch(() => setXmlFailed(true));
          }}
        >
          XML
        </Button>
      ) : null}
      {failed ? (
        <Text c="red.8" size="sm" role="alert">
          {t('documents.failed')}
        </Text>
      ) : null}
      {xmlFailed ? (
        <Text c="red.8" size="sm" role="alert">
          {t('documents.xmlFailed')}
        </Text>
      ) : null}
    </>
  );
}

/** Invoices and credit notes: issued once, never edited; each opens as its stored PDF. */
export function OrderDocuments({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  return (
    <Section title={t('documents.title')} testId="order-documents">
      {order.invoices.length === 0 ? (
        <Text>{t('documents.none')}</Text>
      ) : (
        <ScrollTable minWidth={520}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('documents.number')}</Table.Th>
                <Table.Th scope="col">{t('documents.type')}</Table.Th>
                <Table.Th scope="col">{t('documents.issuedAt')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('documents.total')}
                </Table.Th>
                <Table.Th scope="col">{t('documents.pdf')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.invoices.map((invoice) => (
                <Table.Tr key={invoice.number}>
                  <Table.Td>{invoice.number}</Table.Td>
                  <Table.Td>
                    {t(`documents.${invoice.type}`)}
                    {invoice.references ? (
                      <Text size="sm" c="gray.8">
                        {t('documents.references', { number: invoice.references })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{formatDateTime(invoice.issued_at, i18n.language)}</Table.Td>
                  <Table.Td ta="right">
                    {invoice.type === 'credit_note' ? '−' : ''}
                    {formatPrice(invoice.total)}
                  </Table.Td>
                  <Table.Td>
                    <DocumentLink invoice={invoice} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Section>
  );
}
