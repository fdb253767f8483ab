import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { type AdminOrderDetail, adminStatusChangeSchema } from '@wohnwerk/contract/admin-orders';
import { carriers } from '@wohnwerk/contract/carriers';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useChangeOrderStatus } from '../api/change-order-status.ts';
import { type ActionError, actionError, errorTexts } from '../action-error.ts';
import { berlinToday } from '@wohnwerk/contract/shop-time';
import { fieldMessages } from '../schema-errors.ts';
import { fieldsFor, needsConfirmation, statusChoices, type TargetStatus } from '../status-choices.ts';
import { Section } from './order-sections.tsx';

const empty = { carrier: '', tracking_number: '', delivered_on: '', note: '' };

/**
 * Moves the order on: only the statuses that may follow the current one are offered (a paid order
 * ships in one step, decision 157); shipping asks for carrier (from the shared list) and tracking number, delivery for the day (the withdrawal period counts from it);
 * cancelling asks first what it does (the shared confirm dialog, decision 152).
 */
export function StatusForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('adminorders');
  const choices = statusChoices(order.status, order.next_statuses);
  const [status, setStatus] = useState<TargetStatus | ''>('');
  const [values, setValues] = useState(empty);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<ActionError | null>(null);
  const [done, setDone] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const change = useChangeOrderStatus(order.order_number);
  const show = fieldsFor(status);

  const set = (name: keyof typeof empty, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFields((f) => ({ ...f, [name]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setFailure(null);
    if (!status) {
      setFields({ status: t('statusForm.choose') });
      return;
    }
    const body = {
      status,
      note: values.note,
      ...(show.carrier ? { carrier: values.carrier, tracking_number: values.tracking_number } : {}),
      ...(show.deliveredOn ? { delivered_on: values.delivered_on || berlinToday() } : {}),
    };
    const parsed = adminStatusChangeSchema.safeParse(body);
    if (!parsed.success) {
      setFields(fieldMessages(parsed.error));
      return;
    }
    if (
      needsConfirmation(status) &&
      !(await confirm({
        title: t('statusForm.confirmTitle', { order: order.order_number }),
        message: t('statusForm.confirmCancel'),
        confirmLabel: t('statusForm.confirm'),
        cancelLabel: t('statusForm.keep'),
      }))
    )
      return;
    change.mutate(body, {
      onSuccess: (answer) => {
        setDone(answer.message);
        setStatus('');
        setValues(empty);
        setFields({});
      },
      onError: (error) => {
        const explained = actionError(error, errorTexts(t));
        setFailure(explained);
        setFields(explained.fields);
        if (explained.conflict) setStatus('');
      },
    });
  };

  return (
    <Section title={t('statusForm.title')} testId="status-form">
      {confirmDialog}
      <Text mb="xs">{t('statusForm.current', { status: t(`status.${order.status}`) })}</Text>
      {done ? (
        <Alert color="green" role="status" mb="sm">
          {done}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" mb="sm" title={failure.conflict ? t('errors.conflictTitle') : undefined}>
          {failure.message}
        </Alert>
      ) : null}
      {choices.length === 0 ? (
        <Text c="gray.8">{t('statusForm.noNext')}</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <NativeSelect
              label={t('statusForm.next')}
              value={status}
              error={fields.status}
              onChange={(e) => {
                setStatus(e.currentTarget.value as TargetStatus | '');
                setFields({});
              }}
              data={[
                { value: '', label: t('statusForm.choose') },
                ...choices.map((s) => ({ value: s, label: t(`status.${s}`) })),
              ]}
            />
            {show.carrier ? (
              <NativeSelect
                label={t('statusForm.carrier')}
                withAsterisk
                value={values.carrier}
                error={fields.carrier}
                onChange={(e) => set('carrier', e.currentTarget.value)}
                data={[
                  { value: '', label: t('statusForm.choose') },
                  // The server's carrier table (decision 157): each has its tracking link, a forwarder none.
                  ...carriers.map((c) => ({ value: c, label: c === 'Spedition' ? t('statusForm.forwarder') : c })),
                ]}
              />
            ) : null}
            {show.trackingNumber ? (
              <TextInput
                label={t('statusForm.trackingNumber')}
                withAsterisk
                value={values.tracking_number}
                error={fields.tracking_number}
                maxLength={60}
                onChange={(e) => set('tracking_number', e.currentTarget.value)}
              />
            ) : null}
            {show.deliveredOn ? (
              <TextInput
                type="date"
                label={t('statusForm.deliveredOn')}
                description={t('statusForm.deliveredOnHint')}
                value={values.delivered_on || berlinToday()}
                max={berlinToday()}
                error={fields.delivered_on}
                onChange={(e) => set('delivered_on', e.currentTarget.value)}
              />
            ) : null}
            <Textarea
              label={t('statusForm.note')}
              value={values.note}
              error={fields.note}
              maxLength={1000}
              autosize
              minRows={2}
              onChange={(e) => set('note', e.currentTarget.value)}
            />
            <Group>
              <Button type="submit" loading={change.isPending} color={status === 'cancelled' ? 'red.9' : undefined}>
                {t('statusForm.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Section>
  );
}
