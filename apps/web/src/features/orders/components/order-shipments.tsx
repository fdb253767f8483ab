import '@mantine/core/styles/Table.css';
import type { CustomerOrderDetail } from '@wohnwerk/contract/admin-orders';
import { useTranslation } from 'react-i18next';
import { MoneyTable } from '../../../components/ui/money-table.tsx';
import stacked from '../../../components/ui/stacked-table.module.css';
import { TrackingNumber } from '../../../components/ui/tracking-number.tsx';
import { shopDay } from '../../../lib/date-time.ts';
import classes from './orders.module.css';

/**
 * Each parcel or forwarder delivery of the order (decision 170: a marketplace seller ships its own lines, maybe in
 * several shipments): the day, the carrier, the tracking number as a link to the carrier's page, what it holds.
 * Nothing is shown before the first shipment.
 */
export function OrderShipments({ shipments }: { shipments: CustomerOrderDetail['shipments'] }) {
  const { t } = useTranslation('checkout');
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="order-shipments" data-testid="order-shipments">
      <h2 id="order-shipments">{t('order.shipments')}</h2>
      <div className={stacked.wrap}>
        <MoneyTable
          tableProps={{ className: stacked.table }}
          rows={shipments}
          // Shipments carry no id in the customer's answer; their order (oldest first) does not change.
          rowKey={(s, i) => `${s.shipped_at}-${s.tracking_number}-${i}`}
          rowTestId="order-shipment"
          columns={[
            { label: t('order.shipmentDate'), cell: (s) => shopDay(s.shipped_at) },
            {
              label: t('order.carrier'),
              cell: (s) => (s.carrier === 'Spedition' ? t('order.forwarder') : s.carrier),
            },
            {
              label: t('order.trackingNumber'),
              cell: (s) => <TrackingNumber carrier={s.carrier} trackingNumber={s.tracking_number} />,
            },
            {
              label: t('order.shipmentItems'),
              cell: (s) => (
                <ul className={classes.refundLines}>
                  {s.lines.map((line) => (
                    <li key={line.product_name}>{t('order.refundLine', { qty: line.qty, name: line.product_name })}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </div>
    </section>
  );
}
