import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Button, Table, Text } from '@mantine/core';
import type { AdminOrderDetail, InvoiceEntry } from '@wohnwerk/contract/admin-orders';
import { type MouseEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatPrice } from '../../../lib/format.ts';
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
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('detail.when')}</Table.Th>
                <Table.Th scope="col">{t('detail.provider')}</Table.Th>
                <Table.Th scope="col">{t('detail.state')}</Table.Th>
                <Table.Th scope="col">{t('detail.reference')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('detail.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{formatDateTime(p.created_at, i18n.language)}</Table.Td>
                  <Table.Td>{`${p.provider} · ${t(`payment.${p.method}`, { defaultValue: p.method })}`}</Table.Td>
                  <Table.Td>{t(`paymentState.${p.status}`)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.provider_ref ?? '–'}</Table.Td>
                  <Table.Td ta="right">{formatPrice(p.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('detail.when')}</Table.Th>
                <Table.Th scope="col">{t('detail.refundLines')}</Table.Th>
                <Table.Th scope="col">{t('detail.reason')}</Table.Th>
                <Table.Th scope="col">{t('detail.by')}</Table.Th>
                <Table.Th scope="col">{t('detail.state')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('detail.amount')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.refunds.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>{formatDateTime(r.created_at, i18n.language)}</Table.Td>
                  <Table.Td>
                    <RefundLines refund={r} />
                  </Table.Td>
                  <Table.Td>
                    {r.reason}
                    {r.restock ? (
                      <Text size="sm" c="gray.8">
                        {t('detail.restocked')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{r.created_by ?? t('detail.system')}</Table.Td>
                  <Table.Td>{t(`paymentState.${r.status}`)}</Table.Td>
                  <Table.Td ta="right">{formatPrice(r.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
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
