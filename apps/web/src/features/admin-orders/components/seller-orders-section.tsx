import { Text } from '@mantine/core';
import type { AdminOrderDetail } from '@wohnwerk/contract/admin-orders';
import { useTranslation } from 'react-i18next';
import { MoneyTable } from '../../../components/ui/money-table.tsx';
import { TrackingNumber } from '../../../components/ui/tracking-number.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatDay } from '../../../lib/format.ts';
import { ScrollTable, Section } from './order-sections.tsx';

/**
 * The marketplace side of the order (decision 170): each seller's part with its status and promised ship day, and
 * every shipment (the sellers' and Wohnwerk's own) with what it holds. Shown only for an order with seller lines.
 */
export function SellerOrdersSection({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('adminorders');
  if (order.seller_orders.length === 0 && order.shipments.length === 0) return null;
  return (
    <Section title={t('sellerOrders.title')} testId="admin-seller-orders">
      {order.seller_orders.length > 0 ? (
        <ScrollTable minWidth={480}>
          <MoneyTable
            tableProps={{ withTableBorder: true }}
            rows={order.seller_orders}
            rowKey={(s) => s.id}
            columns={[
              { label: t('sellerOrders.number'), cell: (s) => s.number },
              { label: t('sellerOrders.seller'), cell: (s) => s.seller_name },
              { label: t('sellerOrders.status'), cell: (s) => s.status_text },
              {
                label: t('sellerOrders.expected'),
                cell: (s) => (s.expected_ship_on ? formatDay(s.expected_ship_on, i18n.language) : '–'),
              },
            ]}
          />
        </ScrollTable>
      ) : null}
      <h3>{t('sellerOrders.shipments')}</h3>
      {order.shipments.length === 0 ? (
        <Text>{t('sellerOrders.noShipments')}</Text>
      ) : (
        <ScrollTable minWidth={520}>
          <MoneyTable
            tableProps={{ withTableBorder: true }}
            rows={order.shipments}
            rowKey={(s) => s.id}
            columns={[
              { label: t('sellerOrders.shippedAt'), cell: (s) => formatDateTime(s.shipped_at, i18n.language) },
              { label: t('sellerOrders.by'), cell: (s) => s.seller_name ?? t('sellerOrders.wohnwerk') },
              {
                label: t('sellerOrders.tracking'),
                cell: (s) => (
                  <>
                    {s.carrier} <TrackingNumber carrier={s.carrier} trackingNumber={s.tracking_number} />
                  </>
                ),
              },
              {
                label: t('sellerOrders.contents'),
                cell: (s) => s.lines.map((l) => `${l.qty} × ${l.product_name}`).join(', '),
              },
            ]}
          />
        </ScrollTable>
      )}
    </Section>
  );
}
