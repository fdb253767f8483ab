import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
// A labelled checkbox or radio lays out its label beside it only with these styles.
import '@mantine/core/styles/InlineInput.css';
import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import type { AdminOrderDetail } from '@wohnwerk/contract/admin-orders';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmRequest, useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useRefundOrder } from '../api/refund-order.ts';
import { type ActionError, actionError, errorTexts } from '../action-error.ts';
import { typedEuro } from '@wohnwerk/contract/euro';
import { attemptFor, euroInput, type RefundAttempt } from '../refund-attempt.ts';
import {
  type ChosenLine,
  chosenLines,
  emptyRefund,
  estimateOf,
  formFields,
  type RefundFormValues,
  type RefundMode,
  refundRequest,
} from '../refund-lines.ts';
import { RefundLineFields } from './refund-line-fields.tsx';
import { Section } from './order-sections.tsx';

const unitsOf = (lines: readonly ChosenLine[]) => lines.reduce((sum, l) => sum + l.qty, 0);

/**
 * Money back through the provider that took it: chosen order lines and their units (the server
 * works out what was paid for them, decision 163), or a free amount for goodwill, never more than
 * is left. The button names the units or the amount, and nothing is sent before the question naming
 * them again is confirmed (decision 152). Each attempt carries its own Idempotency-Key; sending the
 * same values again reuses it.
 */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminorders');
  const [values, setValues] = useState<RefundFormValues>(() => emptyRefund(order.items));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ActionError | null>(null);
  const [done, setDone] = useState('');
  const attempt = useRef<RefundAttempt | null>(null);
  const refund = useRefundOrder(order.order_number);
  const [confirm, confirmDialog] = useConfirm();
  const linesLeft = order.items.some((i) => i.refundable_qty > 0);
  const mode: RefundMode = linesLeft ? values.mode : 'amount';
  const units = unitsOf(chosenLines(order.items, values.lines));
  const typed = typedEuro(values.amount);
  const named = typed !== null && typed > 0 ? formatPrice(typed) : null;
  const submitLabel =
    mode === 'lines'
      ? units > 0
        ? t('refundForm.submitLines', { count: units })
        : t('refundForm.submit')
      : named
        ? t('refundForm.submitAmount', { amount: named })
        : t('refundForm.submit');

  const change = (next: Partial<RefundFormValues>, clear: string[] = []) => {
    setValues((v) => ({ ...v, ...next }));
    if (clear.length) setFields((f) => Object.fromEntries(Object.entries(f).filter(([k]) => !clear.includes(k))));
  };

  /** The question names what goes back: the lines with their units, or the amount (decision 152). */
  const question = (sent: ChosenLine[], amount: number | undefined): ConfirmRequest => {
    const who = { order: order.order_number, name: order.customer_name };
    if (mode === 'amount') {
      const money = formatPrice(amount ?? 0);
      return {
        title: t('refundForm.confirmTitle', { amount: money }),
        message: `${t('refundForm.confirmMessage', { amount: money, ...who })}${
          values.restock ? ` ${t('refundForm.confirmRestock')}` : ''
        }`,
        confirmLabel: t('refundForm.submitAmount', { amount: money }),
        cancelLabel: t('refundForm.cancel'),
      };
    }
    const count = unitsOf(sent);
    const message: ReactNode = (
      <Stack gap="xs" mb="md">
        <Text>{t('refundForm.confirmLinesIntro', who)}</Text>
        <ul data-testid="refund-question-lines" style={{ margin: 0 }}>
          {sent.map((l) => (
            <li key={l.item.id}>{t('refundForm.lineOf', { qty: l.qty, name: l.item.product_name })}</li>
          ))}
        </ul>
        <Text>
          {t('refundForm.confirmLinesMoney', { amount: formatPrice(estimateOf(sent)) })}
          {values.restock ? ` ${t('refundForm.confirmRestockLines')}` : ''}
        </Text>
      </Stack>
    );
    return {
      title: t('refundForm.confirmLinesTitle', { count }),
      message,
      confirmLabel: t('refundForm.submitLines', { count }),
      cancelLabel: t('refundForm.cancel'),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure(null);
    const made = refundRequest(order, { ...values, mode }, t('refundForm.noLines'));
    if ('errors' in made) {
      setFields(made.errors);
      return;
    }
    setFields({});
    const { body, sent } = made.request;
    if (!(await confirm(question(sent, typedEuro(values.amount) ?? undefined)))) return;
    attempt.current = attemptFor(attempt.current, { ...values, mode });
    refund.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (answer) => {
          setDone(answer.message);
          setValues(emptyRefund(answer.data.items));
          attempt.current = null;
        },
        onError: (error) => {
          const explained = actionError(error, errorTexts(t));
          setFailure(explained);
          setFields(formFields(explained.fields, sent));
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
            <Radio.Group
              label={t('refundForm.mode')}
              value={mode}
              onChange={(next) => change({ mode: next as RefundMode }, ['lines', 'amount'])}
            >
              <Group gap="md" mt={4}>
                <Radio value="lines" label={t('refundForm.modeLines')} disabled={!linesLeft} />
                <Radio value="amount" label={t('refundForm.modeAmount')} />
              </Group>
            </Radio.Group>
            {mode === 'lines' ? (
              <RefundLineFields
                order={order}
                lines={values.lines}
                fields={fields}
                onChange={(lines) => {
                  const changed = Object.keys(lines).filter((id) => lines[Number(id)] !== values.lines[Number(id)]);
                  change({ lines }, ['lines', ...changed.map((id) => `line.${id}`)]);
                }}
              />
            ) : (
              <div>
                <TextInput
                  label={t('refundForm.amount')}
                  withAsterisk
                  inputMode="decimal"
                  rightSection="€"
                  value={values.amount}
                  error={fields.amount}
                  onChange={(e) => change({ amount: e.currentTarget.value }, ['amount'])}
                />
                <Button
                  variant="subtle"
                  size="compact-sm"
                  mt={4}
                  onClick={() => change({ amount: euroInput(order.refundable) }, ['amount'])}
                >
                  {t('refundForm.all', { amount: formatPrice(order.refundable) })}
                </Button>
              </div>
            )}
            <TextInput
              label={t('refundForm.reason')}
              withAsterisk
              maxLength={500}
              value={values.reason}
              error={fields.reason}
              onChange={(e) => change({ reason: e.currentTarget.value }, ['reason'])}
            />
            <Checkbox
              label={t('refundForm.restock')}
              description={mode === 'lines' ? t('refundForm.restockLines') : t('refundForm.restockAmount')}
              checked={values.restock}
              onChange={(e) => change({ restock: e.currentTarget.checked })}
            />
            <Group>
              <Button type="submit" loading={refund.isPending}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
