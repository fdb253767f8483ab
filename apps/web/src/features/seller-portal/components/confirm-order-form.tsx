import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SellerOrder, sellerOrderConfirmSchema } from '@wohnwerk/contract/seller-orders';
import { addDays, berlinToday } from '@wohnwerk/contract/shop-time';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useConfirmSellerOrder } from '../api/seller-orders.ts';
import { actionFailure } from '../action-failure.ts';
import { Section } from './section.tsx';

/** Confirming an open order with the day the seller expects to ship it (today or later): the customer is told. */
export function ConfirmOrderForm({ order }: { order: SellerOrder }) {
  const { t, i18n } = useTranslation('seller');
  const message = useValidationMessage();
  const today = berlinToday();
  const [day, setDay] = useState(addDays(today, 2));
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const mutation = useConfirmSellerOrder(order.id);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const parsed = sellerOrderConfirmSchema.safeParse({ expected_ship_on: day });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (day < today) {
      setError(t('confirm.past'));
      return;
    }
    setError('');
    const ok = await confirm({
      title: t('confirm.question', { number: order.number }),
      message: t('confirm.explain', { day: formatDay(day, i18n.language) }),
      confirmLabel: t('confirm.submit'),
      cancelLabel: t('cancel'),
      color: 'brand',
    });
    if (!ok) return;
    try {
      const answer = await mutation.mutateAsync(parsed.data);
      notifications.show({ message: answer.message ?? t('confirm.done'), color: 'brand' });
    } catch (e) {
      const explained = actionFailure(e, t('confirm.failed'));
      setError(explained.fields.expected_ship_on ?? '');
      setFailure(explained.message);
    }
  };

  return (
    <Section title={t('confirm.title')} testId="seller-confirm">
      {confirmDialog}
      <form onSubmit={onSubmit} noValidate>
        <Text size="sm" mb="sm">
          {t('confirm.intro')}
        </Text>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="date"
            label={t('confirm.day')}
            value={day}
            min={today}
            onChange={(e) => setDay(e.currentTarget.value)}
            error={message(error)}
            required
            w={200}
          />
          <Button type="submit" loading={mutation.isPending}>
            {t('confirm.submit')}
          </Button>
        </Group>
        {failure ? (
          <Alert color="red" role="alert" mt="sm">
            {failure}
          </Alert>
        ) : null}
      </form>
    </Section>
  );
}
