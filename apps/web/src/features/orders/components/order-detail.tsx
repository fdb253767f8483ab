import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Alert, Box, Loader, Text } from '@mantine/core';
import type { OrderDetail as Detail } from '@wohnwerk/contract/checkout';
import { useTranslation } from 'react-i18next';
import stacked from '../../../components/ui/stacked-table.module.css';
import factsCss from '../../../components/ui/facts.module.css';
import { MoneyTable } from '../../../components/ui/money-table.tsx';
import { OrderMoneyLines } from '../../../components/ui/order-money-lines.tsx';
import { TrackingNumber } from '../../../components/ui/tracking-number.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderDocuments } from './order-documents.tsx';
import { OrderPdfLink } from './order-pdf-link.tsx';
import { OrderRefunds } from './order-refunds.tsx';
import { OrderShipments } from './order-shipments.tsx';
import classes from './orders.module.css';
import { shopDateTime, shopDay } from '../../../lib/date-time.ts';

/** An order's address with its recipient line; the thank-you page shows the shipping one too. */
export function AddressBlock({
  title,
  address,
  deliveryLabel,
}: {
  title: string;
  address: Detail['shipping_address'];
  deliveryLabel?: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <div className={classes.block}>
      <h2>{title}</h2>
      <address>
        {[
          // A business customer's company heads the address, its USt-IdNr. ends it (decision 158).
          address.company,
          address.name,
          address.address_1,
          address.address_2,
          `${address.zip ?? ''} ${address.city ?? ''}`,
          address.state,
          address.country,
          address.vat_id ? t('order.vatId', { vatId: address.vat_id }) : null,
        ]
          .filter(Boolean)
          .map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
      </address>
      {deliveryLabel && address.delivery_date ? (
        <Text size="sm">{`${deliveryLabel} ${shopDay(address.delivery_date)}`}</Text>
      ) : null}
    </div>
  );
}

/** /order/{order_number} (spec §2 "Order detail"): number, amount, status, user, both addresses with the delivery date, items. */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation('checkout');
  const order = useOrder(orderNumber);
  if (order.isPending) return <Loader aria-label={t('orders.loading')} />;
  if (order.error)
    return (
      <Alert color="red" role="alert">
        {t('orders.notFound')}
      </Alert>
    );
  const o = order.data;
  return (
    <div className={classes.detail}>
      <h1 className={classes.title}>{t('order.title', { number: o.order_number })}</h1>
      <dl className={factsCss.facts}>
        <div>
          <dt>{t('orders.number')}</dt>
          <dd>{o.order_number}</dd>
        </div>
        <div>
          <dt>{t('orders.created')}</dt>
          <dd>{shopDateTime(o.created_at)}</dd>
        </div>
        <div>
          <dt>{t('orders.status')}</dt>
          <dd data-testid="order-status">{o.status_text}</dd>
        </div>
        {o.carrier ? (
          <div>
            <dt>{t('order.carrier')}</dt>
            <dd>{o.carrier}</dd>
          </div>
        ) : null}
        {o.tracking_number ? (
          <div>
            <dt>{t('order.trackingNumber')}</dt>
            <dd>
              <TrackingNumber carrier={o.carrier} trackingNumber={o.tracking_number} testId="tracking-number" />
            </dd>
          </div>
        ) : null}
        {o.shipped_at ? (
          <div>
            <dt>{t('order.shippedAt')}</dt>
            <dd>{shopDay(o.shipped_at)}</dd>
          </div>
        ) : null}
        {o.delivered_on ? (
          <div>
            <dt>{t('order.deliveredOn')}</dt>
            <dd>{shopDay(`${o.delivered_on}T12:00:00Z`)}</dd>
          </div>
        ) : null}
        <OrderMoneyLines
          money={{ ...o, total: o.amount }}
          labels={{
            discount: o.couponText ?? t('review.discount'),
            total: t('orders.amount'),
            vatRate: (rate) => t('order.vat', { rate }),
            refunded: t('order.refunded'),
          }}
          showCoupon={o.discount > 0}
        />
        <div>
          <dt>{t('order.user')}</dt>
          <dd>{`${o.user.name} (${o.user.email})`}</dd>
        </div>
      </dl>
      <div className={classes.addresses}>
        <AddressBlock title={t('order.billing')} address={o.billing_address} />
        <AddressBlock title={t('order.shipping')} address={o.shipping_address} deliveryLabel={t('order.deliveryBy')} />
      </div>
      <h2>{t('order.items')}</h2>
      {/* On a phone each item is a card with its quantity and price, never scrolled out of sight. */}
      <div className={stacked.wrap}>
        <MoneyTable
          tableProps={{ className: stacked.table }}
          rows={o.items}
          rowKey={(i) => `${i.product_id}-${i.product_name}`}
          columns={[
            {
              label: t('order.name'),
              cell: (i) => (
                <div>
                  <strong>{i.product_name}</strong>
                  {i.product_description ? (
                    <Text size="sm" lineClamp={2}>
                      {i.product_description}
                    </Text>
                  ) : null}
                </div>
              ),
            },
            { label: t('order.qty'), cell: (i) => i.qty },
            { label: t('order.price'), numeric: true, cell: (i) => formatPrice(i.price), testId: 'order-item-price' },
          ]}
        />
      </div>
      <OrderShipments shipments={o.shipments ?? []} />
      <OrderRefunds refunds={o.refunds ?? []} />
      <OrderDocuments invoices={o.invoices ?? []} />
      <Box mt="md">
        <OrderPdfLink orderId={o.id} variant="default" />
      </Box>
    </div>
  );
}
