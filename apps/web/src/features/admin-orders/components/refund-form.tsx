import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type AdminOrderDetail, adminOrderTexts, adminRefundBodySchema } from '@wohnwerk/contract/admin-orders';
import { tidyEuroInput } from '@wohnwerk/contract/euro';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { type ActionError, actionError, errorTexts } from '../action-error.ts';
import { attemptFor, euroInput, parseEuro, type RefundAttempt } from '../refund-attempt.ts';
import { fieldMessages } from '../schema-errors.ts';
import { Section } from './order-sections.tsx';

const empty = { amount: '', reason: '', restock: false };

/**
 * Money back through the provider that took it, in full or in part, never more than is left. The
 * button names the amount, and nothing is sent before the question naming it again is confirmed
 * (decision 152). Each attempt carries its own Idempotency-Key; sending the same values again reuses it.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminorders');
  const [values, setValues] = useState(empty);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ActionError | null>(null);
  const [done, setDone] = useState('');
  const attempt = useRef<RefundAttempt | null>(null);
  const refund = useRefundOrder(order.order_number);
  const [confirm, confirmDialog] = useConfirm();
  const typed = parseEuro(values.amount);
  const named = typed !== null && typed > 0 ? formatPrice(typed) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure(null);
    // The API reads the amount strictly (euro.ts): what was typed loses its spaces and "€" first.
    const parsed = adminRefundBodySchema.safeParse({ ...values, amount: tidyEuroInput(values.amount) });
    const errors = parsed.success ? {} : fieldMessages(parsed.error);
    const amount = parseEuro(values.amount);
    if (!errors.amount && amount !== null && amount > order.refundable + 1e-9)
      errors.amount = adminOrderTexts.refundTooMuch(formatPrice(order.refundable));
    setFields(errors);
    if (!parsed.success || Object.keys(errors).length > 0 || amount === null) return;
    const money = formatPrice(amount);
    const yes = await confirm({
      title: t('refundForm.confirmTitle', { amount: money }),
      message: `${t('refundForm.confirmMessage', { amount: money, order: order.order_number, name: order.customer_name })}${
        values.restock ? ` ${t('refundForm.confirmRestock')}` : ''
      }`,
      confirmLabel: t('refundForm.submitAmount', { amount: money }),
      cancelLabel: t('refundForm.cancel'),
    });
    if (!yes) return;
    attempt.current = attemptFor(attempt.current, values);
    refund.mutate(
      { body: parsed.data, idempotencyKey: attempt.current.key },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setValues(empty);
          attempt.current = null;
        },
        onError: (error) => {
          const explained = actionError(error, errorTexts(t));
          setFailure(explained);
          setFields(explained.fields);
          // Refused for good (not a lost answer): the next click is a new attempt.
          if (explained.conflict || Object.keys(explained.fields).length > 0) attempt.current = null;
        },
      },
    );
  };

  return (
    <Section title={t('refundForm.title')} testId="refund-form">
      {confirmDialog}
      <Text mb="xs">
        {t('refundForm.summary', {
          paid: formatPrice(order.paid),
          refunded: formatPrice(order.refunded),
          refundable: formatPrice(order.refundable),
        })}
      </Text>
      {done ? (
        <Alert color="green" role="status" mb="sm">
          {done}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" mb="sm">
          {failure.message}
        </Alert>
      ) : null}
      {order.refundable <= 0 ? (
        <Text c="gray.8">{t('refundForm.nothing')}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <div>
              <TextInput
                label={t('refundForm.amount')}
                withAsterisk
                inputMode="decimal"
                rightSection="€"
                value={values.amount}
                error={fields.amount}
                onChange={(e) => {
                  const amount = e.currentTarget.value;
                  setValues((v) => ({ ...v, amount }));
                }}
              />
              <Button
                variant="subtle"
                size="compact-sm"
                mt={4}
                onClick={() => setValues((v) => ({ ...v, amount: euroInput(order.refundable) }))}
              >
                {t('refundForm.all', { amount: formatPrice(order.refundable) })}
              </Button>
            </div>
            <TextInput
              label={t('refundForm.reason')}
              withAsterisk
              maxLength={500}
              value={values.reason}
              error={fields.reason}
              onChange={(e) => {
                const reason = e.currentTarget.value;
                setValues((v) => ({ ...v, reason }));
              }}
            />
            <Checkbox
              label={t('refundForm.restock')}
              checked={values.restock}
              onChange={(e) => {
                const restock = e.currentTarget.checked;
                setValues((v) => ({ ...v, restock }));
              }}
            />
            <Group>
              <Button type="submit" loading={refund.isPending}>
                {named ? t('refundForm.submitAmount', { amount: named }) : t('refundForm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
