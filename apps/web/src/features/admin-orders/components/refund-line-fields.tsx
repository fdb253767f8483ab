import { Button, Text, TextInput } from '@mantine/core';
import type { AdminOrderDetail } from '@wohnwerk/contract/admin-orders';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { chosenLines, estimateOf, lineField } from '../refund-lines.ts';
import classes from './refund-form.module.css';

interface Props {
  order: AdminOrderDetail;
  /** Units as typed per order line (item id → text). */
  lines: Record<number, string>;
  fields: Record<string, string>;
  onChange: (lines: Record<number, string>) => void;
}

/**
 * The order's lines with a field for the units to give back, up to what each has left; a line
 * refunded in full is shown, but cannot be chosen. Below, what the chosen units cost at their unit
 * prices, said to be an estimate: the server decides the amount (a coupon's share comes off), and
 * the refunds table shows it once the refund is made.
 */
export function RefundLineFields({ order, lines, fields, onChange }: Props) {
  const { t } = useTranslation('adminorders');
  const chosen = chosenLines(order.items, lines);
  const open = order.items.filter((item) => item.refundable_qty > 0);
  return (
    <fieldset className={classes.lines}>
      <legend>{t('refundForm.lines')}</legend>
      {fields.lines ? (
        <Text c="red.8" size="sm" role="alert">
          {fields.lines}
        </Text>
      ) : null}
      {order.items.map((item) => {
        const done = item.refundable_qty === 0;
        return (
          <TextInput
            key={item.id}
            type="number"
            inputMode="numeric"
            min={0}
            max={item.refundable_qty}
            step={1}
            placeholder="0"
            label={item.product_name}
            description={
              done
                ? t('refundForm.lineDone')
                : t('refundForm.lineLeft', {
                    left: item.refundable_qty,
                    qty: item.qty,
                    price: formatPrice(item.price),
                  })
            }
            disabled={done}
            classNames={{ input: classes.qty }}
            value={done ? '' : (lines[item.id] ?? '')}
            error={fields[lineField(item.id)]}
            data-testid={`refund-line-${item.id}`}
            onChange={(e) => onChange({ ...lines, [item.id]: e.currentTarget.value })}
          />
        );
      })}
      {open.length > 0 ? (
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(Object.fromEntries(open.map((item) => [item.id, String(item.refundable_qty)])))}
          >
            {t('refundForm.allLines')}
          </Button>
        </div>
      ) : null}
      <div className={classes.estimate} aria-live="polite" data-testid="refund-estimate">
        {chosen.length === 0 ? (
          <Text size="sm">{t('refundForm.estimateNone')}</Text>
        ) : (
          <>
            <Text fw={600}>{t('refundForm.estimate', { amount: formatPrice(estimateOf(chosen)) })}</Text>
            <Text size="sm" c="gray.8">
              {t('refundForm.estimateNote')}
            </Text>
          </>
        )}
      </div>
    </fieldset>
  );
}
