import '@mantine/core/styles/Input.css';
import { Button, NativeSelect, TextInput, VisuallyHidden } from '@mantine/core';
import { orderStatuses, paymentMethods } from '@wohnwerk/contract/checkout';
import { useTranslation } from 'react-i18next';
import { defaultView, rangeReversed, withFilter, type OrderListView } from '../list-view.ts';
import classes from './admin-orders.module.css';

/** Status, payment method and order-date range of the order list; each change starts at page 1. */
export function OrderFilters({ view, onChange }: { view: OrderListView; onChange: (view: OrderListView) => void }) {
  const { t } = useTranslation('adminorders');
  const set = (change: Partial<OrderListView>) => onChange(withFilter(view, change));
  const filtered = Boolean(view.status || view.paymentMethod || view.from || view.to || view.q);
  return (
    <fieldset className={classes.filters}>
      <VisuallyHidden component="legend">{t('list.filters')}</VisuallyHidden>
      <NativeSelect
        label={t('list.status')}
        value={view.status}
        onChange={(e) => set({ status: e.currentTarget.value as OrderListView['status'] })}
        data={[
          { value: '', label: t('list.allStatuses') },
          ...orderStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
      <NativeSelect
        label={t('list.paymentMethod')}
        value={view.paymentMethod}
        onChange={(e) => set({ paymentMethod: e.currentTarget.value as OrderListView['paymentMethod'] })}
        data={[
          { value: '', label: t('list.allPaymentMethods') },
          ...paymentMethods.map((method) => ({ value: method, label: t(`payment.${method}`) })),
        ]}
      />
      <TextInput
        type="date"
        label={t('list.from')}
        value={view.from}
        max={view.to || undefined}
        onChange={(e) => set({ from: e.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('list.to')}
        value={view.to}
        min={view.from || undefined}
        onChange={(e) => set({ to: e.currentTarget.value })}
        error={rangeReversed(view) ? t('list.rangeReversed') : undefined}
      />
      <Button
        variant="default"
        disabled={!filtered}
        onClick={() => onChange({ ...defaultView(), perPage: view.perPage })}
      >
        {t('list.reset')}
      </Button>
    </fieldset>
  );
}
