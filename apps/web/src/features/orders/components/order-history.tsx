import '@mantine/core/styles/Table.css';
import { Alert, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import stacked from '../../../components/ui/stacked-table.module.css';
import { formatPrice } from '../../../lib/format.ts';
import { useOrders } from '../api/get-orders.ts';
import { shopDateTime } from '../../../lib/date-time.ts';

/**
 * The customer's orders (spec §2 "Order list"): order number linking to the detail, amount, status
 * and date. Used by /orders and by the "Bestellung" tab of the profile page.
 */
export function OrderHistory() {
  const { t } = useTranslation('checkout');
  const orders = useOrders();
  if (orders.isPending) return <Loader aria-label={t('orders.loading')} />;
  if (orders.error)
    return (
      <Alert color="red" role="alert">
        {t('orders.failed')}
      </Alert>
    );
  if (orders.data.length === 0) return <Text>{t('orders.none')}</Text>;
  return (
    <div className={stacked.wrap}>
      <Table role="table" striped aria-label={t('orders.title')} data-testid="order-history" className={stacked.table}>
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader" scope="col">
              {t('orders.number')}
            </Table.Th>
            <Table.Th role="columnheader" scope="col" data-numeric>
              {t('orders.amount')}
            </Table.Th>
            <Table.Th role="columnheader" scope="col">
              {t('orders.status')}
            </Table.Th>
            <Table.Th role="columnheader" scope="col">
              {t('orders.created')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {orders.data.map((o) => (
            <Table.Tr role="row" key={o.id}>
              <Table.Td role="cell" data-label={t('orders.number')}>
                <Link to={`/order/${o.order_number}`}>{o.order_number}</Link>
              </Table.Td>
              <Table.Td role="cell" data-numeric data-label={t('orders.amount')}>
                {formatPrice(o.amount)}
              </Table.Td>
              <Table.Td role="cell" data-label={t('orders.status')}>
                {o.status_text}
              </Table.Td>
              <Table.Td role="cell" data-label={t('orders.created')} data-testid="order-date">
                {shopDateTime(o.created_at)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
