import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import type { CustomerOrderDetail } from '@wohnwerk/contract/admin-orders';
import { useTranslation } from 'react-i18next';
import stacked from '../../../components/ui/stacked-table.module.css';
import { formatPrice } from '../../../lib/format.ts';
import classes from './orders.module.css';
import { shopDay } from '../../../lib/date-time.ts';

/**
 * The money that came back (decision 163): each refund with its day, its amount and the items it
 * was for ("1 × Bildband Wohnen"); a refund of an amount (goodwill, shipping, a cancellation) says
 * it was not for single items. Nothing is shown before the first refund.
 */
export function OrderRefunds({ refunds }: { refunds: CustomerOrderDetail['refunds'] }) {
  const { t } = useTranslation('checkout');
  if (refunds.length === 0) return null;
  return (
    <section aria-labelledby="order-refunds" data-testid="order-refunds">
      <h2 id="order-refunds">{t('order.refunds')}</h2>
      {/* On a phone each refund is a card, its amount never scrolled out of sight. */}
      <div className={stacked.wrap}>
        <Table role="table" striped className={stacked.table}>
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th role="columnheader" scope="col">
                {t('order.refundDate')}
              </Table.Th>
              <Table.Th role="columnheader" scope="col">
                {t('order.refundItems')}
              </Table.Th>
              <Table.Th role="columnheader" scope="col" ta="right">
                {t('order.refundAmount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {refunds.map((refund, i) => (
              // Refunds carry no id in the customer's answer; their order (oldest first) does not change.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr role="row" key={`${refund.created_at}-${i}`} data-testid="order-refund">
                <Table.Td role="cell" data-label={t('order.refundDate')}>
                  {shopDay(refund.created_at)}
                </Table.Td>
                <Table.Td role="cell" data-label={t('order.refundItems')}>
                  {refund.lines.length === 0 ? (
                    <Text size="sm">{t('order.refundNoLines')}</Text>
                  ) : (
                    <ul className={classes.refundLines}>
                      {refund.lines.map((line, j) => (
                        // The lines of one refund are fixed, listed in the order's order.
                        // biome-ignore lint/suspicious/noArrayIndexKey: see above
                        <li key={j}>
                          {t('order.refundLine', { qty: line.qty, name: line.product_name })}
                          {refund.lines.length > 1 ? (
                            <Text span size="sm" c="gray.8">{` · ${formatPrice(line.amount)}`}</Text>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  )}
                </Table.Td>
                <Table.Td role="cell" data-label={t('order.refundAmount')} data-numeric>
                  {formatPrice(refund.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
