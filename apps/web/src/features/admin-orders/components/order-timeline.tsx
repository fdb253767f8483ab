import { Text } from '@mantine/core';
import type { AdminOrderDetail } from '@wohnwerk/contract/admin-orders';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import timeline from '../../../components/ui/timeline.module.css';
import { TrackingNumber } from '../../../components/ui/tracking-number.tsx';
import { formatDateTime } from '../../../lib/date-time.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { formatDay, formatPrice } from '../../../lib/format.ts';
import classes from './admin-orders.module.css';
import { Facts, Section } from './order-sections.tsx';

type Order = AdminOrderDetail;

export function OrderShipment({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  const s = order.shipment;
  return (
    <Section title={t('shipment.title')} testId="order-shipment">
      {s.carrier || s.tracking_number || s.shipped_at || s.delivered_on ? (
        <Facts
          facts={[
            [t('shipment.carrier'), s.carrier ?? '–'],
            [
              t('shipment.trackingNumber'),
              s.tracking_number ? (
                <TrackingNumber
                  key="tracking"
                  carrier={s.carrier}
                  trackingNumber={s.tracking_number}
                  testId="admin-tracking-number"
                />
              ) : (
                '–'
              ),
            ],
            [t('shipment.shippedAt'), s.shipped_at ? formatDateTime(s.shipped_at, i18n.language) : '–'],
            [t('shipment.deliveredOn'), s.delivered_on ? formatDay(s.delivered_on, i18n.language) : '–'],
          ]}
        />
      ) : (
        <Text>{t('shipment.none')}</Text>
      )}
    </Section>
  );
}

/** A withdrawn order: the money must be back within 14 days of the declaration (§357 BGB). */
export function OrderWithdrawal({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  const w = order.withdrawal;
  if (!w) return null;
  const overdue = order.refundable > 0 && w.refund_deadline < berlinToday();
  return (
    <Section title={t('withdrawal.title')} testId="order-withdrawal">
      <Facts
        facts={[
          [t('withdrawal.at'), formatDateTime(w.withdrawn_at, i18n.language)],
          [t('withdrawal.name'), w.name ?? '–'],
          [t('withdrawal.reason'), w.reason ?? '–'],
          [t('withdrawal.deadline'), formatDay(w.refund_deadline, i18n.language)],
        ]}
      />
      {order.refundable > 0 ? (
        <Text mt="xs" className={overdue ? classes.warning : undefined} role={overdue ? 'alert' : undefined}>
          {overdue
            ? t('withdrawal.overdue', { day: formatDay(w.refund_deadline, i18n.language) })
            : t('withdrawal.refundBy', { day: formatDay(w.refund_deadline, i18n.language) })}
        </Text>
      ) : null}
    </Section>
  );
}

/** What an entry says happened: a status change (from → to) or a refund (amount, where it stands). */
function what(entry: Order['history'][number], t: TFunction<'adminorders'>): string {
  if (entry.kind === 'refund')
    return t('history.refundState', {
      amount: formatPrice(entry.amount ?? 0),
      state: t(`paymentState.${entry.refund_status ?? 'pending'}`),
    });
  return entry.from
    ? t('history.change', { from: t(`status.${entry.from}`), to: t(`status.${entry.to}`) })
    : t(`status.${entry.to}`);
}

/**
 * Every change of the order: when, who or what made it (a staff member, the payment, the
 * customer, the expiry sweep, the provider's webhook), the status change or the refund, and the
 * note or reason; newest first (decision 150).
 */
export function OrderHistory({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('adminorders');
  // The answer is oldest first; reversed, not re-sorted: a refund and its `refunded` share an instant.
  const entries = [...order.history].reverse();
  return (
    <Section title={t('history.title')} testId="order-history">
      {entries.length === 0 ? (
        <Text>{t('history.none')}</Text>
      ) : (
        <ol className={timeline.timeline}>
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.kind}-${entry.to ?? entry.amount}-${entry.refund_status}`}>
              <Text fw={600}>{what(entry, t)}</Text>
              <Text size="sm" c="gray.8">
                {`${formatDateTime(entry.at, i18n.language)} · ${entry.by?.name ?? t(`history.source.${entry.source}`)}`}
              </Text>
              {entry.note ? <Text size="sm">{entry.note}</Text> : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
