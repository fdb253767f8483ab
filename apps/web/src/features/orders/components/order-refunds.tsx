import '@mantine/core/styles/Table.css';
import { Text } from '@mantine/core';
import type { CustomerOrderDetail } from '@wohnwerk/contract/admin-orders';
import { useTranslation } from 'react-i18next';
import { MoneyTable } from '../../../components/ui/money-table.tsx';
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
        <MoneyTable
          tableProps={{ className: stacked.table }}
          rows={refunds}
          // Refunds carry no id in the customer's answer; their order (oldest first) does not change.
          rowKey={(refund, i) => `${refund.created_at}-${i}`}
          rowTestId="order-refund"
          columns={[
            { label: t('order.refundDate'), cell: (refund) => shopDay(refund.created_at) },
            { label: t('order.refundItems'), cell: (refund) => <RefundLines lines={refund.lines} /> },
            { label: t('order.refundAmount'), numeric: true, cell: (refund) => formatPrice(refund.amount) },
          ]}
        />
      </div>
    </section>
  );
}

/** "1 × Bildband Wohnen" per line, with each line's amount when there are several. */
function RefundLines({ lines }: { lines: CustomerOrderDetail['refunds'][number]['lines'] }) {
  const { t } = useTranslation('checkout');
  if (lines.length === 0) return <Text size="sm">{t('order.refundNoLines')}</Text>;
  return (
    <ul className={classes.refundLines}>
      {lines.map((line, j) => (
        // The lines of one refund are fixed, listed in the order's order.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={j}>
          {t('order.refundLine', { qty: line.qty, name: line.product_name })}
          {lines.length > 1 ? <Text span size="sm" c="gray.8">{` · ${formatPrice(line.amount)}`}</Text> : null}
        </li>
      ))}
    </ul>
  );
}
