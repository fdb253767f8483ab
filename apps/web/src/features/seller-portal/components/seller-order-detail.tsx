import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import { Anchor, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { SellerOrder } from '@wohnwerk/contract/seller-orders';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time.ts';
import { formatDay, formatPrice } from '../../../lib/format.ts';
import { orderSteps } from '../order-steps.ts';
import { ConfirmOrderForm } from './confirm-order-form.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { Section } from './section.tsx';
import { RefuseLineForm } from './refuse-line-form.tsx';
import { ShipForm } from './ship-form.tsx';

/** One seller order: what to ship where, what was shipped, and the next step (confirm, ship, refuse a line). */
export function SellerOrderDetail({ order }: { order: SellerOrder }) {
  const { t, i18n } = useTranslation('seller');
  const steps = orderSteps(order);
  const a = order.shipping_address;
  const productOf = (id: number) => order.lines.find((l) => l.order_item_id === id)?.product_name ?? `#${id}`;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <OrderStatusBadge status={order.status} />
        <Text size="sm">
          {t('order.placed', { at: formatDateTime(order.created_at, i18n.language), order: order.order_number })}
        </Text>
        {order.expected_ship_on ? (
          <Text size="sm" data-testid="expected-ship-on">
            {t('order.expected', { day: formatDay(order.expected_ship_on, i18n.language) })}
          </Text>
        ) : null}
      </Group>

      {steps.confirm ? <ConfirmOrderForm order={order} /> : null}
      {steps.ship ? <ShipForm order={order} /> : null}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('order.shipTo')}>
          <Text>{a.name}</Text>
          <Text>{a.street}</Text>
          <Text>
            {a.zip} {a.city}
          </Text>
          <Text>{a.country}</Text>
          {a.phone ? <Text>{t('order.phone', { phone: a.phone })}</Text> : null}
        </Section>
        <Section title={t('order.lines')} testId="seller-order-lines">
          <Table striped horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('order.product')}</Table.Th>
                <Table.Th ta="right">{t('order.shippedOfQty')}</Table.Th>
                <Table.Th ta="right">{t('order.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((l) => (
                <Table.Tr key={l.order_item_id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Text fw={600} size="sm">
                      {l.product_name}
                    </Text>
                    {l.code ? (
                      <Text size="xs" c="gray.7">
                        {l.code}
                      </Text>
                    ) : null}
                    {l.refused ? (
                      <Text size="xs" c="red.8">
                        {t('order.refusedBecause', { reason: l.refusal_reason ?? '' })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {/* "1 / 2": shipped of ordered, one narrow column that fits a phone. */}
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {t('order.shippedOf', { shipped: l.shipped_qty, qty: l.qty })}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(l.line_cents / 100)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      </SimpleGrid>

      <Section title={t('order.shipments')} testId="seller-shipments">
        {order.shipments.length === 0 ? (
          <Text c="gray.7">{t('order.noShipments')}</Text>
        ) : (
          <Stack gap="sm">
            {order.shipments.map((s) => (
              <div key={s.id}>
                <Text fw={600}>
                  {formatDateTime(s.shipped_at, i18n.language)} ·{' '}
                  {s.carrier === 'Spedition' ? t('ship.forwarder') : s.carrier} ·{' '}
                  {s.tracking_url ? (
                    <Anchor href={s.tracking_url} target="_blank" rel="noopener noreferrer">
                      {s.tracking_number}
                    </Anchor>
                  ) : (
                    s.tracking_number
                  )}
                </Text>
                <Text size="sm">
                  {s.lines
                    .map((l) => t('order.shipmentLine', { qty: l.qty, product: productOf(l.order_item_id) }))
                    .join(', ')}
                </Text>
              </div>
            ))}
          </Stack>
        )}
      </Section>

      {steps.refusable.length > 0 ? <RefuseLineForm order={order} lines={steps.refusable} /> : null}
    </Stack>
  );
}
