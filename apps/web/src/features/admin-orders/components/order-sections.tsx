import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { Table, Text } from '@mantine/core';
import type { AdminOrderDetail } from '@wohnwerk/contract/admin-orders';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import factsCss from '../../../components/ui/facts.module.css';
import { MoneyTable } from '../../../components/ui/money-table.tsx';
import { OrderMoneyLines } from '../../../components/ui/order-money-lines.tsx';
import { labelCells } from '../../../components/ui/stacked-table.ts';
import stacked from '../../../components/ui/stacked-table.module.css';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatDay, formatPrice } from '../../../lib/format.ts';
import classes from './admin-orders.module.css';

type Order = AdminOrderDetail;

export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={classes.section} aria-label={title} data-testid={testId}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/**
 * A section's table: on a phone each row becomes a card of "column: value" lines (labelled from the
 * table's own headers after every render), so the amounts and the PDF links are seen without
 * sideways scrolling; a window just too narrow for the table scrolls inside the scroll area, which
 * takes the keyboard focus so it can be scrolled without a mouse.
 */
export function ScrollTable({ minWidth, children }: { minWidth: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    labelCells(ref.current);
  });
  return (
    <div ref={ref}>
      <Table.ScrollContainer
        minWidth={minWidth}
        className={stacked.cards}
        scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}
      >
        {children}
      </Table.ScrollContainer>
    </div>
  );
}

/** Term and value pairs in a grid (facts about the order, the shipment, the withdrawal). */
export function Facts({ facts, children }: { facts: [string, ReactNode][]; children?: ReactNode }) {
  return (
    <dl className={`${factsCss.facts} ${factsCss.narrow}`}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}

/** Customer, payment and totals at a glance. */
export function OrderFacts({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  const facts: [string, string][] = [
    [t('detail.createdAt'), formatDateTime(order.created_at, i18n.language)],
    [t('detail.customer'), order.customer_name],
    [t('detail.email'), order.email],
    [t('detail.paymentMethod'), t(`payment.${order.payment_method}`, { defaultValue: order.payment_method })],
    [t('detail.paidAt'), order.paid_at ? formatDateTime(order.paid_at, i18n.language) : '–'],
  ];
  return (
    <Facts facts={facts}>
      {/* VAT per rate with its net (decision 153); the sum as well when the order has several rates. */}
      <OrderMoneyLines
        money={{ ...order, total: order.amount, discount: order.coupon?.discount ?? 0 }}
        labels={{
          subtotal: t('detail.subtotal'),
          discount: t('detail.coupon'),
          total: t('detail.amount'),
          vatRate: (rate) => t('detail.vatRate', { rate }),
          vat: t('detail.vat'),
          paid: t('detail.paid'),
          refunded: t('detail.refunded'),
        }}
        vatValue={(share) => t('detail.vatOfNet', { vat: formatPrice(share.vat), net: formatPrice(share.net) })}
        coupon={order.coupon?.code ?? order.coupon?.text ?? ''}
        showCoupon={order.coupon !== null}
        showZeroRefund
      />
    </Facts>
  );
}

export function OrderItems({ order }: { order: Order }) {
  const { t } = useTranslation('adminorders');
  return (
    <Section title={t('detail.items')}>
      <ScrollTable minWidth={520}>
        <MoneyTable
          tableProps={{ withTableBorder: true }}
          rows={order.items}
          rowKey={(item) => item.id}
          columns={[
            {
              label: t('detail.item'),
              cell: (item) => (
                <>
                  <strong>{item.product_name}</strong>
                  {item.code ? (
                    <Text size="sm" c="gray.8">
                      {item.code}
                    </Text>
                  ) : null}
                  {item.refused ? (
                    <Text size="sm" c="red.8" data-testid="refused-line">
                      {t('sellerOrders.refused', { reason: item.refusal_reason ?? '' })}
                    </Text>
                  ) : null}
                </>
              ),
            },
            { label: t('detail.productId'), cell: (item) => item.product_id ?? '–' },
            { label: t('detail.qty'), numeric: true, cell: (item) => item.qty },
            { label: t('detail.itemVat'), numeric: true, cell: (item) => `${item.vat_rate}\u00a0%` },
            { label: t('detail.price'), numeric: true, cell: (item) => formatPrice(item.price) },
            { label: t('detail.lineTotal'), numeric: true, cell: (item) => formatPrice(item.line_total) },
          ]}
        />
      </ScrollTable>
    </Section>
  );
}

function AddressBlock({ title, address }: { title: string; address: Order['shipping_address'] }) {
  const { t, i18n } = useTranslation('adminorders');
  const lines = Object.entries({
    company: address.company,
    name: address.name,
    street: address.address_1,
    extra: address.address_2,
    place: `${address.zip ?? ''} ${address.city ?? ''}`.trim(),
    state: address.state,
    country: address.country,
    vatId: address.vat_id ? t('detail.vatId', { vatId: address.vat_id }) : null,
    phone: address.phone,
  }).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {lines.map(([field, line]) => (
          <span key={field}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {address.delivery_date ? (
        <Text size="sm">{t('detail.deliveryBy', { day: formatDay(address.delivery_date, i18n.language) })}</Text>
      ) : null}
    </div>
  );
}

export function OrderAddresses({ order }: { order: Order }) {
  const { t } = useTranslation('adminorders');
  return (
    <Section title={t('detail.addresses')}>
      <div className={classes.addresses}>
        <AddressBlock title={t('detail.shippingAddress')} address={order.shipping_address} />
        <AddressBlock title={t('detail.billingAddress')} address={order.billing_address} />
      </div>
    </Section>
  );
}
