import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { Alert, Button, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { carriers } from '@wohnwerk/contract/carriers';
import { type SellerOrder, sellerShipmentSchema } from '@wohnwerk/contract/seller-orders';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useValidationMessage } from '../../../lib/use-validation-message.ts';
import { useShipSellerOrder } from '../api/seller-orders.ts';
import { actionFailure } from '../action-failure.ts';
import { allLeft, leavesSomething, shipmentLines, unitsLeft } from '../order-steps.ts';
import { Section } from './section.tsx';

/**
 * A shipment: carrier (the shared carriers table, so the customer's tracking link is right), tracking number and how
 * many units of each line it holds; fewer than ordered makes a partial shipment, and the rest ships later.
 */
export function ShipForm({ order }: { order: SellerOrder }) {
  const { t } = useTranslation('seller');
  const message = useValidationMessage();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [qty, setQty] = useState<Record<number, string>>(() => allLeft(order));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [wrong, setWrong] = useState<number[]>([]);
  const [failure, setFailure] = useState('');
  const [confirm, confirmDialog] = useConfirm();
  const ship = useShipSellerOrder(order.id);
  const open = order.lines.filter((l) => unitsLeft(l) > 0);

  /** The shipment as typed, checked as the server will; null (with the errors shown) when it is not acceptable. */
  const checked = () => {
    const typed = shipmentLines(order, qty);
    setWrong(typed.wrong);
    const parsed = sellerShipmentSchema.safeParse({ carrier, tracking_number: tracking, lines: typed.lines });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    return parsed.success && typed.wrong.length === 0 ? parsed.data : null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const body = checked();
    if (!body) return;
    const ok = await confirm({
      title: t('ship.question', { number: order.number }),
      message: t(leavesSomething(order, body.lines) ? 'ship.explainPartial' : 'ship.explainAll', {
        units: body.lines.reduce((sum, l) => sum + l.qty, 0),
        carrier: carrier === 'Spedition' ? t('ship.forwarder') : carrier,
        tracking: body.tracking_number,
      }),
      confirmLabel: t('ship.submit'),
      cancelLabel: t('cancel'),
      color: 'brand',
    });
    if (!ok) return;
    try {
      const answer = await ship.mutateAsync(body);
      notifications.show({ message: answer.message ?? t('ship.done'), color: 'brand' });
      setTracking('');
      setQty(allLeft(answer.data));
    } catch (e) {
      const explained = actionFailure(e, t('ship.failed'));
      setErrors(Object.fromEntries(Object.entries(explained.fields).map(([k, v]) => [k.split('.')[0]!, v])));
      setFailure(explained.message);
    }
  };

  return (
    <Section title={t('ship.title')} testId="seller-ship">
      {confirmDialog}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('ship.carrier')}
              value={carrier}
              onChange={(e) => setCarrier(e.currentTarget.value)}
              error={message(errors.carrier)}
              required
              data={[
                { value: '', label: t('ship.choose') },
                ...carriers.map((c) => ({ value: c, label: c === 'Spedition' ? t('ship.forwarder') : c })),
              ]}
              style={{ flex: '1 1 12rem' }}
            />
            <TextInput
              label={t('ship.tracking')}
              value={tracking}
              onChange={(e) => setTracking(e.currentTarget.value)}
              error={message(errors.tracking_number)}
              maxLength={60}
              required
              autoComplete="off"
              style={{ flex: '1 1 14rem' }}
            />
          </Group>
          <Text size="sm">{t('ship.linesIntro')}</Text>
          <Table horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('order.product')}</Table.Th>
                <Table.Th ta="right">{t('ship.left')}</Table.Th>
                <Table.Th w={96}>{t('ship.qty')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {open.map((l) => (
                <Table.Tr key={l.order_item_id}>
                  <Table.Td>{l.product_name}</Table.Td>
                  <Table.Td ta="right">{unitsLeft(l)}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('ship.qtyOf', { product: l.product_name })}
                      value={qty[l.order_item_id] ?? ''}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setQty((q) => ({ ...q, [l.order_item_id]: value }));
                      }}
                      inputMode="numeric"
                      error={wrong.includes(l.order_item_id) ? t('ship.qtyWrong', { left: unitsLeft(l) }) : undefined}
                      size="sm"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {errors.lines ? (
            <Text role="alert" c="red.8" size="sm">
              {message(errors.lines)}
            </Text>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" loading={ship.isPending} w="fit-content">
            {t('ship.submit')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
}
