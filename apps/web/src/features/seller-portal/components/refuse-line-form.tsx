import '@mantine/core/styles/Input.css';
import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type SellerOrder, sellerRefuseSchema } from '@wohnwerk/contract/seller-orders';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useRefuseSellerLine } from '../api/seller-orders.ts';
import { actionFailure } from '../action-failure.ts';
import { Section } from './section.tsx';

type Line = SellerOrder['lines'][number];

/**
 * Refusing a line the seller cannot deliver (out of stock), with the reason: Wohnwerk refunds it to the customer, so
 * the question says so and the red button names the line.
 */
export function RefuseLineForm({ order, lines }: { order: SellerOrder; lines: Line[] }) {
  const { t } = useTranslation('seller');
  const message = useValidationMessage();
  const [lineId, setLineId] = useState(String(lines[0]?.order_item_id ?? ''));
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const refuse = useRefuseSellerLine(order.id);
  const line = lines.find((l) => String(l.order_item_id) === lineId) ?? lines[0];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (!line) return;
    const parsed = sellerRefuseSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError('');
    const ok = await confirm({
      title: t('refuse.question', { product: line.product_name }),
      message: t('refuse.explain', {
        qty: line.qty,
        product: line.product_name,
        amount: formatPrice(line.line_cents / 100),
      }),
      confirmLabel: t('refuse.submit'),
      cancelLabel: t('cancel'),
    });
    if (!ok) return;
    try {
      const answer = await refuse.mutateAsync({ orderItemId: line.order_item_id, ...parsed.data });
      notifications.show({ message: answer.message ?? t('refuse.done'), color: 'brand' });
      setReason('');
    } catch (e) {
      const explained = actionFailure(e, t('refuse.failed'));
      setError(explained.fields.reason ?? '');
      setFailure(explained.message);
    }
  };

  return (
    <Section title={t('refuse.title')} testId="seller-refuse">
      {confirmDialog}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('refuse.intro')}</Text>
          <NativeSelect
            label={t('refuse.line')}
            value={lineId}
            onChange={(e) => setLineId(e.currentTarget.value)}
            data={lines.map((l) => ({ value: String(l.order_item_id), label: `${l.qty} × ${l.product_name}` }))}
          />
          <Textarea
            label={t('refuse.reason')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={message(error)}
            maxLength={500}
            autosize
            minRows={2}
            required
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" color="red.9" variant="outline" loading={refuse.isPending} w="fit-content">
            {t('refuse.submit')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
